import { TextField } from '@mui/material';
import type { TablesInsert } from '@seminary/core/database.types';
import { screenErrors } from '@seminary/core/texts';
import { donationInfoFormSchema } from '@seminary/core/validation';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { firstIssue, invalidFields, isUploadError } from '../../components/errors.ts';
import { FilePicker } from '../../components/FilePicker.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { WithFiles } from '../../components/files.ts';
import { textOf, useFormFields } from '../../components/useFormFields.ts';
import type { Row } from '../../components/useTableRows.ts';
import { BANK_FIELDS } from './bankFields.ts';

type DonationInfo = Row<'donation_info'>;

export function DonationInfoForm({
  donation,
  onClose,
  onSaved,
}: {
  donation: DonationInfo | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const { values, text } = useFormFields({
    title: textOf(donation?.title),
    bank_name: textOf(donation?.bank_name),
    account_holder: textOf(donation?.account_holder),
    account_number: textOf(donation?.account_number),
    ifsc_code: textOf(donation?.ifsc_code),
    branch: textOf(donation?.branch),
  });
  const [qrCode, setQrCode] = useState<File | null>(null);
  const [invalid, setInvalid] = useState(new Set<string>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const result = donationInfoFormSchema.safeParse({
      ...values,
      qr_code: qrCode ?? undefined,
      qr_code_url: donation?.qr_code_url ?? null,
    });
    if (!result.success) {
      setInvalid(invalidFields(result));
      setError(firstIssue(result));
      return;
    }
    const { qr_code, qr_code_url, ...fields } = result.data;
    const data: WithFiles<TablesInsert<'donation_info'>, 'qr_code_url'> = {
      ...fields,
      qr_code_url: qr_code ?? qr_code_url ?? '',
    };
    setBusy(true);
    setError(null);
    try {
      if (donation) await dataProvider.update('donation_info', { id: donation.id, data, previousData: donation });
      else await dataProvider.create('donation_info', { data });
      onSaved();
    } catch (failure) {
      setError(isUploadError(failure) ? screenErrors.admin.donations.uploadQrCode : screenErrors.admin.donations.save);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={donation ? 'Edit Donation Information' : 'Add Donation Information'}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField label="Title" required error={invalid.has('title')} {...text('title')} />
      {BANK_FIELDS.map(({ field, label }) => (
        <TextField key={field} label={label} required error={invalid.has(field)} {...text(field)} />
      ))}
      <FilePicker
        label="QR code image"
        accept="image/*"
        file={qrCode}
        currentUrl={donation?.qr_code_url}
        onChange={setQrCode}
        required={!donation}
        invalid={invalid.has('qr_code')}
      />
    </FormDialog>
  );
}
