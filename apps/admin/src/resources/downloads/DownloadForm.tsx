import { TextField, Typography } from '@mui/material';
import type { TablesInsert } from '@seminary/core/database.types';
import { screenErrors, texts } from '@seminary/core/texts';
import { titleFromFileName } from '@seminary/core/uploads';
import { downloadFormSchema } from '@seminary/core/validation';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { firstIssue, invalidFields, isUploadError } from '../../components/errors.ts';
import { FilePicker } from '../../components/FilePicker.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { WithFiles } from '../../components/files.ts';
import { textOf, useFormFields } from '../../components/useFormFields.ts';
import type { Row } from '../../components/useTableRows.ts';

type Download = Row<'downloads'>;

/**
 * Add or edit a download: a PDF and its thumbnail. The title is the PDF's file name without its
 * extension, or 'Document' when an edit keeps the current PDF (spec 5).
 */
export function DownloadForm({
  download,
  onClose,
  onSaved,
}: {
  download: Download | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const { values, text } = useFormFields({
    description: textOf(download?.description),
    category: textOf(download?.category),
  });
  const [pdf, setPdf] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [invalid, setInvalid] = useState(new Set<string>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const title = pdf ? titleFromFileName(pdf.name) : download ? texts.admin.downloads.defaultTitle : null;

  async function save() {
    const result = downloadFormSchema.safeParse({
      ...values,
      file: pdf ?? undefined,
      file_url: download?.file_url ?? null,
      thumbnail: thumbnail ?? undefined,
      image_url: download?.image_url ?? null,
    });
    if (!result.success) {
      setInvalid(invalidFields(result));
      setError(firstIssue(result));
      return;
    }
    const { file, file_url, thumbnail: chosenThumbnail, image_url, ...fields } = result.data;
    const data: WithFiles<TablesInsert<'downloads'>, 'file_url' | 'image_url'> = {
      ...fields,
      file_url: file ?? file_url ?? '',
      image_url: chosenThumbnail ?? image_url ?? '',
    };
    setBusy(true);
    setError(null);
    try {
      if (download) await dataProvider.update('downloads', { id: download.id, data, previousData: download });
      else await dataProvider.create('downloads', { data });
      onSaved();
    } catch (failure) {
      setError(isUploadError(failure) ? screenErrors.admin.downloads.upload : screenErrors.admin.downloads.save);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={download ? 'Edit Download' : 'Add New Download'}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={save}
    >
      <FilePicker
        label="PDF file"
        accept=".pdf,application/pdf"
        preview="link"
        file={pdf}
        currentUrl={download?.file_url}
        onChange={setPdf}
        required={!download}
        invalid={invalid.has('file')}
      />
      <Typography variant="body2" aria-live="polite">
        {title ? `Title: ${title}` : 'The title is taken from the PDF’s file name.'}
      </Typography>
      <FilePicker
        label="Thumbnail image"
        accept="image/*"
        file={thumbnail}
        currentUrl={download?.image_url}
        onChange={setThumbnail}
        required={!download}
        invalid={invalid.has('thumbnail')}
      />
      <TextField label="Category" placeholder="Prospectus" {...text('category')} />
      <TextField label="Description" multiline minRows={3} {...text('description')} />
    </FormDialog>
  );
}
