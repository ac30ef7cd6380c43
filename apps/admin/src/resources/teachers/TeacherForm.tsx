import { TextField } from '@mui/material';
import type { TablesInsert } from '@seminary/core/database.types';
import { screenErrors } from '@seminary/core/texts';
import { teacherFormSchema } from '@seminary/core/validation';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { firstIssue, invalidFields } from '../../components/errors.ts';
import { FilePicker } from '../../components/FilePicker.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { WithFiles } from '../../components/files.ts';
import { textOf, useFormFields } from '../../components/useFormFields.ts';
import type { Row } from '../../components/useTableRows.ts';

type Teacher = Row<'teachers'>;

const SOCIAL_LINKS = [
  { field: 'facebook_url', label: 'Facebook URL' },
  { field: 'twitter_url', label: 'Twitter URL' },
  { field: 'instagram_url', label: 'Instagram URL' },
  { field: 'linkedin_url', label: 'LinkedIn URL' },
] as const;

export function TeacherForm({
  teacher,
  onClose,
  onSaved,
}: {
  teacher: Teacher | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const { values, text } = useFormFields({
    name: textOf(teacher?.name),
    position: textOf(teacher?.position),
    bio: textOf(teacher?.bio),
    facebook_url: textOf(teacher?.facebook_url),
    twitter_url: textOf(teacher?.twitter_url),
    instagram_url: textOf(teacher?.instagram_url),
    linkedin_url: textOf(teacher?.linkedin_url),
  });
  const [image, setImage] = useState<File | null>(null);
  const [invalid, setInvalid] = useState(new Set<string>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const result = teacherFormSchema.safeParse({
      ...values,
      image: image ?? undefined,
      image_url: teacher?.image_url ?? null,
    });
    if (!result.success) {
      setInvalid(invalidFields(result));
      setError(firstIssue(result));
      return;
    }
    const { image: chosen, image_url, ...fields } = result.data;
    const data: WithFiles<TablesInsert<'teachers'>, 'image_url'> = { ...fields, image_url: chosen ?? image_url ?? '' };
    setBusy(true);
    setError(null);
    try {
      if (teacher) await dataProvider.update('teachers', { id: teacher.id, data, previousData: teacher });
      else await dataProvider.create('teachers', { data });
      onSaved();
    } catch {
      setError(screenErrors.admin.teachers.save);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={teacher ? 'Edit Teacher' : 'Add New Teacher'}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField label="Name" required autoComplete="off" error={invalid.has('name')} {...text('name')} />
      <TextField label="Position" required error={invalid.has('position')} {...text('position')} />
      <TextField label="Bio" required multiline minRows={3} error={invalid.has('bio')} {...text('bio')} />
      <FilePicker
        label="Photo"
        accept="image/*"
        file={image}
        currentUrl={teacher?.image_url}
        onChange={setImage}
        required={!teacher}
        invalid={invalid.has('image')}
      />
      {SOCIAL_LINKS.map(({ field, label }) => (
        <TextField
          key={field}
          label={label}
          type="url"
          placeholder="https://"
          error={invalid.has(field)}
          {...text(field)}
        />
      ))}
    </FormDialog>
  );
}
