import { TextField } from '@mui/material';
import type { TablesInsert } from '@seminary/core/database.types';
import { screenErrors } from '@seminary/core/texts';
import { campusEventFormSchema } from '@seminary/core/validation';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { firstIssue, invalidFields } from '../../components/errors.ts';
import { FilePicker } from '../../components/FilePicker.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { WithFiles } from '../../components/files.ts';
import { textOf, useFormFields } from '../../components/useFormFields.ts';
import type { Row } from '../../components/useTableRows.ts';

type CampusEvent = Row<'campus_life'>;

export function CampusEventForm({
  event,
  onClose,
  onSaved,
}: {
  event: CampusEvent | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const { values, text } = useFormFields({ title: textOf(event?.title), content: textOf(event?.content) });
  const [image, setImage] = useState<File | null>(null);
  const [invalid, setInvalid] = useState(new Set<string>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const result = campusEventFormSchema.safeParse({
      ...values,
      image: image ?? undefined,
      image_url: event?.image_url ?? null,
    });
    if (!result.success) {
      setInvalid(invalidFields(result));
      setError(firstIssue(result));
      return;
    }
    const { image: chosen, image_url, ...fields } = result.data;
    const data: WithFiles<TablesInsert<'campus_life'>, 'image_url'> = {
      ...fields,
      image_url: chosen ?? image_url ?? '',
    };
    setBusy(true);
    setError(null);
    try {
      if (event) await dataProvider.update('campus_life', { id: event.id, data, previousData: event });
      else await dataProvider.create('campus_life', { data });
      onSaved();
    } catch {
      setError(screenErrors.admin.campusLife.saveEvent);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={event ? 'Edit Event' : 'Add New Event'}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField label="Title" required error={invalid.has('title')} {...text('title')} />
      <TextField label="Content" required multiline minRows={4} error={invalid.has('content')} {...text('content')} />
      <FilePicker
        label="Event image"
        accept="image/*"
        file={image}
        currentUrl={event?.image_url}
        onChange={setImage}
        required={!event}
        invalid={invalid.has('image')}
      />
    </FormDialog>
  );
}
