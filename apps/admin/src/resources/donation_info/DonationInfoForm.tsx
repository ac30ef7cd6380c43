import { donationInfoWords } from '@seminary/core/i18n/en/admin/donation-info.ts';
import { screenErrors } from '@seminary/core/texts';
import { donationInfoFormSchema } from '@seminary/core/validation';
import { TextInput } from 'react-admin';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { uploadOrSaveFailure } from '../../components/errors.ts';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';
import { BANK_FIELDS } from './bankFields.ts';

const QR_CODE = { qr_code_url: 'qr_code' };

export function DonationInfoForm({ editor }: { editor: RecordEditor<Row<'donation_info'>> }) {
  const donation = editedRecord(editor);
  return (
    <RecordFormDialog
      editor={editor}
      title={donation ? donationInfoWords.editDonationInformation : donationInfoWords.addDonationInformation}
      defaultValues={{ qr_code_url: null }}
      schema={donationInfoFormSchema}
      files={QR_CODE}
      failureMessage={uploadOrSaveFailure(screenErrors.admin.donations.uploadQrCode, screenErrors.admin.donations.save)}
    >
      <BilingualTextInput source="title" label={donationInfoWords.title} isRequired />
      {BANK_FIELDS.map(({ field, label }) => (
        <TextInput key={field} source={field} label={label} isRequired />
      ))}
      <FileInput source="qr_code_url" label={donationInfoWords.qrCodeImage} required={!donation} />
    </RecordFormDialog>
  );
}
