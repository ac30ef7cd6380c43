import { screenErrors } from '@seminary/core/texts';
import { teacherFormSchema } from '@seminary/core/validation';
import { TextInput } from 'react-admin';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';

const IMAGE = { image_url: 'image' };
const SOCIAL_LINKS = [
  { field: 'facebook_url', label: 'Facebook URL' },
  { field: 'twitter_url', label: 'Twitter URL' },
  { field: 'instagram_url', label: 'Instagram URL' },
  { field: 'linkedin_url', label: 'LinkedIn URL' },
] as const;

export function TeacherForm({ editor }: { editor: RecordEditor<Row<'teachers'>> }) {
  const teacher = editedRecord(editor);
  return (
    <RecordFormDialog
      resource="teachers"
      editor={editor}
      title={teacher ? 'Edit Teacher' : 'Add New Teacher'}
      defaultValues={{ name: '', position: '', bio: '', image_url: null }}
      schema={teacherFormSchema}
      files={IMAGE}
      failureMessage={() => screenErrors.admin.teachers.save}
      maxWidth="md"
    >
      <TextInput source="name" label="Name" isRequired autoComplete="off" />
      <BilingualTextInput source="position" label="Position" isRequired />
      <BilingualTextInput source="bio" label="Bio" isRequired multiline minRows={3} />
      <FileInput source="image_url" label="Photo" required={!teacher} />
      {SOCIAL_LINKS.map(({ field, label }) => (
        <TextInput key={field} source={field} label={label} type="url" placeholder="https://" />
      ))}
    </RecordFormDialog>
  );
}
