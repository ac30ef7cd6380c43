import { Typography } from '@mui/material';
import { downloadsWords } from '@seminary/core/i18n/en/admin/downloads.ts';
import { titleFromFileName } from '@seminary/core/storage';
import { screenErrors, texts } from '@seminary/core/texts';
import { downloadFormSchema } from '@seminary/core/validation';
import { FormDataConsumer } from 'react-admin';
import { BilingualTextInput, TeluguTextInput } from '../../components/BilingualTextInput.tsx';
import { uploadOrSaveFailure } from '../../components/errors.ts';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';

const FILES = { image_url: 'thumbnail', file_url: 'file' };

/**
 * Add or edit a download: a PDF and its thumbnail. The title is the PDF's file name without its
 * extension, or 'Document' when an edit keeps the current PDF.
 */
export function DownloadForm({ editor }: { editor: RecordEditor<Row<'downloads'>> }) {
  const download = editedRecord(editor);
  return (
    <RecordFormDialog
      editor={editor}
      title={download ? downloadsWords.editDownload : downloadsWords.addNewDownload}
      defaultValues={{ file_url: null, image_url: null }}
      schema={downloadFormSchema}
      files={FILES}
      failureMessage={uploadOrSaveFailure(screenErrors.admin.downloads.upload, screenErrors.admin.downloads.save)}
    >
      <FileInput
        source="file_url"
        label={downloadsWords.pdfFile}
        accept=".pdf,application/pdf"
        preview="link"
        required={!download}
      />
      <FormDataConsumer>
        {({ formData }) => {
          const pdf: unknown = formData.file_url;
          const title =
            pdf instanceof File ? titleFromFileName(pdf.name) : download ? texts.admin.downloads.defaultTitle : null;
          return (
            <Typography variant="body2" aria-live="polite">
              {title ? downloadsWords.titleOf(title) : downloadsWords.theTitleIsTakenFrom}
            </Typography>
          );
        }}
      </FormDataConsumer>
      <TeluguTextInput source="title" label={downloadsWords.title} />
      <FileInput source="image_url" label={downloadsWords.thumbnailImage} required={!download} />
      <BilingualTextInput source="category" label={downloadsWords.category} placeholder={downloadsWords.prospectus} />
      <BilingualTextInput source="description" label={downloadsWords.description} multiline minRows={3} />
    </RecordFormDialog>
  );
}
