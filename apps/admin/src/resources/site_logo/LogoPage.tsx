import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { LAYOUT, SCHOOL } from '@seminary/core/constants';
import { siteLogoWords } from '@seminary/core/i18n/en/admin/site-logo.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { logoFormSchema } from '@seminary/core/validation';
import { useState } from 'react';
import { Form, useGetList } from 'react-admin';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { HistoryButton } from '../../components/history/ContentHistory.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { FileInput } from '../../components/media/FileInput.tsx';
import { schemaResolver } from '../../components/media/schemaResolver.ts';
import { useRecordSave } from '../../components/media/useRecordSave.ts';
import type { Row } from '../../components/records.ts';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';

/**
 * The site logo: the newest site_logo row is the current one. Saving replaces its image (the old
 * file is removed) or, when there is none yet, adds the first row.
 */
export function LogoPage() {
  const list = useGetList<Row<'site_logo'>>(
    'site_logo',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' } },
    { refetchOnWindowFocus: false },
  );
  const current = list.data?.[0] ?? null;
  const [issue, setIssue] = useState<string | null>(null);
  const { save, busy, failure } = useRecordSave('site_logo', () => screenErrors.admin.logo.upload);
  const [saves, setSaves] = useState(0);
  const [resolver] = useState(() =>
    schemaResolver(logoFormSchema, { files: { logo_url: 'logo' }, onChecked: setIssue }),
  );

  async function submit(data: Record<string, unknown>) {
    if (!(await save(current, data))) return;
    setSaves((count) => count + 1);
    await list.refetch();
  }

  return (
    <Box sx={{ pb: 4, maxWidth: 720 }}>
      <ScreenHeader
        title={texts.admin.logo.heading}
        description={texts.admin.logo.description}
        actions={current ? <HistoryButton resource="site_logo" recordId={current.id} name="the logo" /> : undefined}
      />
      <ErrorBanner message={list.error ? screenErrors.admin.logo.fetch : (issue ?? failure)} />
      {saves > 0 && !issue && !failure ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {texts.admin.logo.updated}
        </Alert>
      ) : null}
      <Paper variant="outlined" component="section" aria-labelledby="current-logo-heading" sx={{ p: 2, mb: 3 }}>
        <Typography id="current-logo-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {siteLogoWords.currentLogo}
        </Typography>
        {list.isPending ? (
          <LoadingState label={siteLogoWords.loadingLogo} />
        ) : current ? (
          <>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1.5,
                bgcolor: 'common.white',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Box
                component="img"
                src={current.logo_url}
                alt={current.alt_text ?? ''}
                sx={{ height: LAYOUT.logoHeightPx, width: 'auto' }}
              />
              <Typography variant="body2" aria-hidden>
                {SCHOOL.name}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              As it appears in the site’s header. Alt text: {current.alt_text || 'none'}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{texts.admin.logo.noLogo}</Typography>
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="new-logo-heading" sx={{ p: 2 }}>
        <Typography id="new-logo-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {siteLogoWords.uploadANewLogo}
        </Typography>
        <Form
          // A fresh form after each save and once the current logo has loaded, so its alt text shows.
          key={`${current?.id ?? 'none'}-${saves}`}
          defaultValues={{ logo_url: null, alt_text: current?.alt_text ?? '', alt_text_te: current?.alt_text_te ?? '' }}
          resolver={resolver}
          onSubmit={submit}
          disableInvalidFormNotification
          noValidate
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <FileInput
              source="logo_url"
              label={siteLogoWords.logoImage}
              required
              helperText={siteLogoWords.theLogoIsShownPx(LAYOUT.logoHeightPx)}
            />
            <BilingualTextInput
              source="alt_text"
              label={siteLogoWords.altText}
              helperText={siteLogoWords.describesTheLogoForPeople}
            />
            <Box>
              <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={busy}>
                {busy ? texts.common.uploading : texts.admin.logo.save}
              </Button>
            </Box>
          </Box>
        </Form>
      </Paper>
    </Box>
  );
}
