import { Box, InputAdornment, TextField } from '@mui/material';
import { PROGRAM_LABELS, PROGRAM_TYPES, type ProgramType } from '@seminary/core/constants';
import { paymentSettingsWords } from '@seminary/core/i18n/en/admin/payment-settings.ts';
import type { PaymentSettings } from '@seminary/core/upi';
import { paymentSettingsFormSchema } from '@seminary/core/validation';
import { useId } from 'react';
import { useDataProvider } from 'react-admin';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { SettingsForm, useSettings } from '../../components/SettingsForm.tsx';
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
  const settings = useSettings({
    load: async () => formValues(await dataProvider.getPaymentSettings()),
    check: (values: FormValues) => paymentSettingsFormSchema.safeParse(values),
    save: async (data) => formValues(await dataProvider.savePaymentSettings(data)),
  });
  return (
    <Box>
      <ScreenHeader title={paymentSettingsWords.upiPayments} description={paymentSettingsWords.theSchoolsUpiIdAnd} />
      <SettingsForm
        title={paymentSettingsWords.upiIdAndFees}
        savedMessage={paymentSettingsWords.upiSettingsSaved}
        saveLabel={paymentSettingsWords.saveUpiSettings}
        settings={settings}
      >
        <TextField
          id={`${id}-vpa`}
          label={paymentSettingsWords.upiIdVpa}
          helperText={paymentSettingsWords.theSchoolsUpiIdSuch}
          {...settings.field('upi_vpa')}
        />
        <TextField
          id={`${id}-payee`}
          label={paymentSettingsWords.payeeName}
          helperText={paymentSettingsWords.theNameTheApplicantsUpi}
          {...settings.field('payee_name')}
        />
        {PROGRAM_TYPES.map((program) => (
          <TextField
            key={program}
            id={`${id}-${program}`}
            label={paymentSettingsWords.applicationFee(PROGRAM_LABELS[program])}
            helperText={paymentSettingsWords.inRupeesLeaveEmptyFor}
            inputMode="decimal"
            {...settings.field(feeField(program))}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
          />
        ))}
      </SettingsForm>
    </Box>
  );
}
