import { campusLifeWords } from '@seminary/core/i18n/en/admin/campus-life.ts';
import { screenErrors } from '@seminary/core/texts';
import { campusEventFormSchema } from '@seminary/core/validation';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';

const IMAGE = { image_url: 'image' };

/** Add or edit a campus life event: title and content required, an image required on create. */
export function CampusEventForm({ editor }: { editor: RecordEditor<Row<'campus_life'>> }) {
  const event = editedRecord(editor);
  return (
    <RecordFormDialog
      editor={editor}
      title={event ? campusLifeWords.editEvent : campusLifeWords.addNewEvent}
      defaultValues={{ title: '', content: '', image_url: null }}
      schema={campusEventFormSchema}
      files={IMAGE}
      failureMessage={() => screenErrors.admin.campusLife.saveEvent}
    >
      <BilingualTextInput source="title" label={campusLifeWords.title} isRequired />
      <BilingualTextInput source="content" label={campusLifeWords.content} isRequired multiline minRows={4} />
      <FileInput source="image_url" label={campusLifeWords.eventImage} required={!event} />
    </RecordFormDialog>
  );
}
