import { teachersWords } from '@seminary/core/i18n/en/admin/teachers.ts';
import { screenErrors } from '@seminary/core/texts';
import { teacherFormSchema } from '@seminary/core/validation';
import { TextInput } from 'react-admin';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';

const IMAGE = { image_url: 'image' };
const SOCIAL_LINKS = [
  { field: 'facebook_url', label: teachersWords.facebookUrl },
  { field: 'twitter_url', label: teachersWords.twitterUrl },
  { field: 'instagram_url', label: teachersWords.instagramUrl },
  { field: 'linkedin_url', label: teachersWords.linkedinUrl },
] as const;

export function TeacherForm({ editor }: { editor: RecordEditor<Row<'teachers'>> }) {
  const teacher = editedRecord(editor);
  return (
    <RecordFormDialog
      editor={editor}
      title={teacher ? teachersWords.editTeacher : teachersWords.addNewTeacher}
      defaultValues={{ name: '', position: '', bio: '', image_url: null }}
      schema={teacherFormSchema}
      files={IMAGE}
      failureMessage={() => screenErrors.admin.teachers.save}
    >
      <TextInput source="name" label={teachersWords.name} isRequired autoComplete="off" />
      <BilingualTextInput source="position" label={teachersWords.position} isRequired />
      <BilingualTextInput source="bio" label={teachersWords.bio} isRequired multiline minRows={3} />
      <FileInput source="image_url" label={teachersWords.photo} required={!teacher} />
      {SOCIAL_LINKS.map(({ field, label }) => (
        <TextInput key={field} source={field} label={label} type="url" placeholder="https://" />
      ))}
    </RecordFormDialog>
  );
}
