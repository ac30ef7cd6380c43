import { Box, Button, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import { PROGRAM_LABELS, PROGRAM_TYPES, type ProgramType } from '@seminary/core/constants';
import { paymentSettingsWords } from '@seminary/core/i18n/en/admin/payment-settings.ts';
import type { PaymentSettings } from '@seminary/core/upi';
import { paymentSettingsFormSchema } from '@seminary/core/validation';
import { useEffect, useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { describeError, firstIssue } from '../../components/errors.ts';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';

type FeeField = `fee_${ProgramType}`;
type FormValues = Record<'upi_vpa' | 'payee_name' | FeeField, string>;

const feeField = (program: ProgramType): FeeField => `fee_${program}`;

/** The stored settings as the form's text: nothing set is an empty field. */
function formValues(settings: PaymentSettings): FormValues {
  return {
    upi_vpa: settings.upi_vpa ?? '',
    payee_name: settings.payee_name ?? '',
    fee_residential: settings.fee_residential?.toString() ?? '',
    fee_hybrid: settings.fee_hybrid?.toString() ?? '',
    fee_online: settings.fee_online?.toString() ?? '',
  };
}

/**
 * The UPI ID, payee name and fees the application's payment step puts in her UPI link and QR
 * code. A program without a fee, or no UPI ID, leaves that applicant the QR image and bank
 * details of the Donations screen.
 */
export function PaymentSettingsScreen() {
  const id = useId();
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const [values, setValues] = useState<FormValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dataProvider.getPaymentSettings().then(
      (settings) => setValues(formValues(settings)),
      (failure) => setError(describeError(failure)),
    );
  }, [dataProvider]);

  const change = (field: keyof FormValues, value: string) => {
    setSaved(false);
    setValues((current) => (current ? { ...current, [field]: value } : current));
  };

  async function save() {
    if (!values) return;
    setSaved(false);
    const checked = paymentSettingsFormSchema.safeParse(values);
    if (!checked.success) {
      setError(firstIssue(checked));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setValues(formValues(await dataProvider.savePaymentSettings(checked.data)));
      setSaved(true);
    } catch (failure) {
      setError(describeError(failure));
    }
    setBusy(false);
  }

  return (
    <Box>
      <ScreenHeader title={paymentSettingsWords.upiPayments} description={paymentSettingsWords.theSchoolsUpiIdAnd} />
      <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ p: 2, mb: 4 }}>
        <Typography id={`${id}-heading`} variant="h6" component="h2" sx={{ mb: 1 }}>
          {paymentSettingsWords.upiIdAndFees}
        </Typography>
        <ErrorBanner message={error} />
        {saved ? (
          <Typography role="status" color="success.dark" sx={{ mb: 2 }}>
            {paymentSettingsWords.upiSettingsSaved}
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
            id={`${id}-vpa`}
            label={paymentSettingsWords.upiIdVpa}
            helperText={paymentSettingsWords.theSchoolsUpiIdSuch}
            value={values?.upi_vpa ?? ''}
            disabled={values === null}
            onChange={(event) => change('upi_vpa', event.target.value)}
          />
          <TextField
            id={`${id}-payee`}
            label={paymentSettingsWords.payeeName}
            helperText={paymentSettingsWords.theNameTheApplicantsUpi}
            value={values?.payee_name ?? ''}
            disabled={values === null}
            onChange={(event) => change('payee_name', event.target.value)}
          />
          {PROGRAM_TYPES.map((program) => (
            <TextField
              key={program}
              id={`${id}-${program}`}
              label={paymentSettingsWords.applicationFee(PROGRAM_LABELS[program])}
              helperText={paymentSettingsWords.inRupeesLeaveEmptyFor}
              inputMode="decimal"
              value={values?.[feeField(program)] ?? ''}
              disabled={values === null}
              onChange={(event) => change(feeField(program), event.target.value)}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={busy || values === null}>
              {paymentSettingsWords.saveUpiSettings}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
