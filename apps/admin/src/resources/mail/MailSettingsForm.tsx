import { TextField } from '@mui/material';
import { mailWords } from '@seminary/core/i18n/en/admin/mail.ts';
import { mailSettingsFormSchema } from '@seminary/core/validation';
import { useId } from 'react';
import { useDataProvider } from 'react-admin';
import { SettingsForm, useSettings } from '../../components/SettingsForm.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { splitAddresses } from './mailSettings.ts';

/** The stored settings as the form's text: the office addresses one a line. */
function formValues(settings: { office_addresses: string[]; from_address: string }) {
  return { officeAddresses: settings.office_addresses.join('\n'), fromAddress: settings.from_address };
}

/** The office addresses (one a line) and the from address, checked before they are saved. */
export function MailSettingsForm() {
  const id = useId();
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const settings = useSettings({
    load: async () => formValues(await dataProvider.getMailSettings()),
    check: ({ officeAddresses, fromAddress }) =>
      mailSettingsFormSchema.safeParse({
        office_addresses: splitAddresses(officeAddresses),
        from_address: fromAddress,
      }),
    save: async (data) => formValues(await dataProvider.saveMailSettings(data.office_addresses, data.from_address)),
  });
  return (
    <SettingsForm
      title={mailWords.mailSettings}
      savedMessage={mailWords.mailSettingsSaved}
      saveLabel={mailWords.saveMailSettings}
      settings={settings}
    >
      <TextField
        id={`${id}-office`}
        label={mailWords.officeAddresses}
        helperText={mailWords.toldOfEveryNewApplication}
        multiline
        minRows={2}
        {...settings.field('officeAddresses')}
      />
      <TextField
        id={`${id}-from`}
        label={mailWords.fromAddress}
        helperText={mailWords.suchAsAdmissionsAdmissionsExample}
        {...settings.field('fromAddress')}
      />
    </SettingsForm>
  );
}
