import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { LAYOUT, SCHOOL } from '@seminary/core/constants';
import { screenErrors, texts } from '@seminary/core/texts';
import { logoFormSchema } from '@seminary/core/validation';
import { type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { firstIssue } from '../../components/errors.ts';
import { FilePicker } from '../../components/FilePicker.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useTableRows } from '../../components/useTableRows.ts';

/**
 * The site logo: the newest site_logo row is the current one. Saving replaces its image (the old
 * file is removed) or, when there is none yet, adds the first row.
 */
export function LogoPage() {
  const dataProvider = useDataProvider();
  const {
    data = [],
    isPending,
    error: fetchError,
    refetch,
  } = useTableRows('site_logo', {
    field: 'created_at',
    order: 'DESC',
  });
  const current = data[0] ?? null;
  const [logo, setLogo] = useState<File | null>(null);
  const [altText, setAltText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const shownAltText = altText ?? current?.alt_text ?? '';

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const result = logoFormSchema.safeParse({ logo: logo ?? undefined, alt_text: shownAltText });
    if (!result.success) {
      setError(firstIssue(result));
      return;
    }
    const data = { logo_url: result.data.logo, alt_text: result.data.alt_text };
    setBusy(true);
    setError(null);
    try {
      if (current) await dataProvider.update('site_logo', { id: current.id, data, previousData: current });
      else await dataProvider.create('site_logo', { data });
      setLogo(null);
      setAltText(null);
      setSaved(true);
      await refetch();
    } catch {
      setError(screenErrors.admin.logo.upload);
    }
    setBusy(false);
  }

  return (
    <Box sx={{ pb: 4, maxWidth: 720 }}>
      <ScreenHeader title={texts.admin.logo.heading} description={texts.admin.logo.description} />
      <ErrorBanner message={fetchError ? screenErrors.admin.logo.fetch : error} />
      {saved ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {texts.admin.logo.updated}
        </Alert>
      ) : null}
      <Paper variant="outlined" component="section" aria-labelledby="current-logo-heading" sx={{ p: 2, mb: 3 }}>
        <Typography id="current-logo-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Current logo
        </Typography>
        {isPending ? (
          <LoadingState label="Loading logo..." />
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
          Upload a new logo
        </Typography>
        <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2 }}>
          <FilePicker
            label="Logo image"
            accept="image/*"
            file={logo}
            onChange={(file) => {
              setLogo(file);
              setSaved(false);
            }}
            required
            helperText={`The logo is shown ${LAYOUT.logoHeightPx} px high in the site's header, so a wide, simple image works best.`}
          />
          <TextField
            label="Alt text"
            value={shownAltText}
            onChange={(event) => setAltText(event.target.value)}
            helperText="Describes the logo for people who cannot see it, e.g. the school's name."
          />
          <Box>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={busy}>
              {busy ? texts.common.uploading : texts.admin.logo.save}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
