import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { mailWords } from '@seminary/core/i18n/en/admin/mail.ts';
import { mailSettingsFormSchema } from '@seminary/core/validation';
import { useEffect, useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { describeError, firstIssue } from '../../components/errors.ts';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { splitAddresses } from './mailSettings.ts';

/** The office addresses (one a line) and the from address, checked before they are saved. */
export function MailSettingsForm() {
  const id = useId();
  const [officeAddresses, setOfficeAddresses] = useState<string | null>(null);
  const [fromAddress, setFromAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const dataProvider = useDataProvider<SeminaryDataProvider>();

  useEffect(() => {
    dataProvider.getMailSettings().then(
      (settings) => {
        setOfficeAddresses(settings.office_addresses.join('\n'));
        setFromAddress(settings.from_address);
      },
      (failure) => setError(describeError(failure)),
    );
  }, [dataProvider]);

  async function save() {
    setSaved(false);
    const checked = mailSettingsFormSchema.safeParse({
      office_addresses: splitAddresses(officeAddresses ?? ''),
      from_address: fromAddress,
    });
    if (!checked.success) {
      setError(firstIssue(checked));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const settings = await dataProvider.saveMailSettings(checked.data.office_addresses, checked.data.from_address);
      setOfficeAddresses(settings.office_addresses.join('\n'));
      setFromAddress(settings.from_address);
      setSaved(true);
    } catch (failure) {
      setError(describeError(failure));
    }
    setBusy(false);
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ p: 2, mb: 4 }}>
      <Typography id={`${id}-heading`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {mailWords.mailSettings}
      </Typography>
      <ErrorBanner message={error} />
      {saved ? (
        <Typography role="status" color="success.dark" sx={{ mb: 2 }}>
          {mailWords.mailSettingsSaved}
        </Typography>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
      >
        <TextField
          id={`${id}-office`}
          label={mailWords.officeAddresses}
          helperText={mailWords.toldOfEveryNewApplication}
          multiline
          minRows={2}
          value={officeAddresses ?? ''}
          disabled={officeAddresses === null}
          onChange={(event) => setOfficeAddresses(event.target.value)}
        />
        <TextField
          id={`${id}-from`}
          label={mailWords.fromAddress}
          helperText={mailWords.suchAsAdmissionsAdmissionsExample}
          value={fromAddress}
          disabled={officeAddresses === null}
          onChange={(event) => setFromAddress(event.target.value)}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy || officeAddresses === null}>
            {mailWords.saveMailSettings}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
