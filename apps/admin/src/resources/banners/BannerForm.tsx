import { bannersWords } from '@seminary/core/i18n/en/admin/banners.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { bannerFormSchema } from '@seminary/core/validation';
import { BooleanInput, FormDataConsumer, TextInput, useListContext } from 'react-admin';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { uploadOrSaveFailure } from '../../components/errors.ts';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';

const IMAGE = { image_url: 'image' };

/**
 * Add or edit a banner, over the banners' list. A new banner goes last: its order_index is the
 * number of banners the list counts.
 */
export function BannerForm({ editor }: { editor: RecordEditor<Row<'banners'>> }) {
  const banner = editedRecord(editor);
  const { total: bannerCount = 0 } = useListContext();
  return (
    <RecordFormDialog
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
      failureMessage={uploadOrSaveFailure(screenErrors.banners.uploadImage, screenErrors.banners.save)}
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
