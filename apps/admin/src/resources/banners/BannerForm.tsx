import { bannersWords } from '@seminary/core/i18n/en/admin/banners.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { bannerFormSchema } from '@seminary/core/validation';
import { BooleanInput, FormDataConsumer, TextInput } from 'react-admin';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { isUploadError } from '../../components/errors.ts';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';

const IMAGE = { image_url: 'image' };

/** Add or edit a banner. A new banner goes last: its order_index is the current number of banners. */
export function BannerForm({ editor, bannerCount }: { editor: RecordEditor<Row<'banners'>>; bannerCount: number }) {
  const banner = editedRecord(editor);
  return (
    <RecordFormDialog
      resource="banners"
      editor={editor}
      title={banner ? bannersWords.editBanner : bannersWords.addNewBanner}
      defaultValues={{
        title: '',
        subtitle: '',
        button_text: '',
        button_link: '',
        active: true,
        order_index: bannerCount,
        image_url: null,
      }}
      schema={bannerFormSchema}
      files={IMAGE}
      failureMessage={(error) => (isUploadError(error) ? screenErrors.banners.uploadImage : screenErrors.banners.save)}
      maxWidth="md"
    >
      <BilingualTextInput source="title" label={bannersWords.title} isRequired />
      <BilingualTextInput source="subtitle" label={bannersWords.subtitle} multiline minRows={2} />
      <BilingualTextInput source="button_text" label={bannersWords.buttonText} />
      <TextInput source="button_link" label={bannersWords.buttonLink} placeholder="/courses" />
      <FormDataConsumer>
        {({ formData }) => (
          <BooleanInput
            source="active"
            label={formData.active ? texts.admin.banners.active : texts.admin.banners.inactive}
          />
        )}
      </FormDataConsumer>
      <FileInput source="image_url" label={bannersWords.bannerImage} required={!banner} />
    </RecordFormDialog>
  );
}
