import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { texts } from '@seminary/core/texts';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Form, type RaRecord, useResourceContext } from 'react-admin';
import { ErrorBanner } from '../ErrorBanner.tsx';
import { editedRecord, type RecordEditor } from '../records.ts';
import { schemaResolver } from './schemaResolver.ts';
import { useRecordSave } from './useRecordSave.ts';

/** A form's reset by a record read again keeps the fields she has changed (react-hook-form). */
export const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/**
 * The form holds the dialog's title, content and actions, so it takes the paper's column layout:
 * the content scrolls between a title and buttons that stay in view.
 */
const formInDialogSlotProps = {
  paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } } },
} as const;

/**
 * The add/edit dialog over a list, on react-admin's form: the fields start from the record (or the
 * defaults for a new one), the shared schema checks them and names the first issue in the red
 * banner, and Save inserts a new record or updates the edited one, then closes the dialog and
 * reloads the list. Nothing shows while the editor is closed.
 */
export function RecordFormDialog<R extends RaRecord>(props: RecordFormDialogProps<R>) {
  // Mounted afresh for each opening, so no banner or busy state is left from the last one.
  return props.editor.record ? <OpenDialog {...props} /> : null;
}

interface RecordFormDialogProps<R extends RaRecord> {
  editor: RecordEditor<R>;
  title: string;
  /** The fields of a new record. */
  defaultValues: Record<string, unknown>;
  /** The fields of an edited record, when the form shows them otherwise than stored. */
  editValues?: (record: R) => R;
  schema: Parameters<typeof schemaResolver>[0];
  files?: Record<string, string>;
  /** The row to save from what the schema outputs. */
  toData?: (values: Record<string, unknown>) => Record<string, unknown>;
  failureMessage: (error: unknown) => string;
  busyLabel?: string;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

function OpenDialog<R extends RaRecord>({
  editor,
  title,
  defaultValues,
  editValues = (record) => record,
  schema,
  files,
  toData = (values) => values,
  failureMessage,
  busyLabel = texts.common.uploading,
  maxWidth = 'md',
  children,
}: RecordFormDialogProps<R>) {
  // The table of the list the dialog is over (its ContentList's).
  const resource = useResourceContext();
  if (!resource) throw new Error('RecordFormDialog is used over its list');
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [issue, setIssue] = useState<string | null>(null);
  const { save, busy, failure } = useRecordSave(resource, failureMessage);
  const resolver = useMemo(() => schemaResolver(schema, { files, onChecked: setIssue }), [schema, files]);
  const record = editedRecord(editor);

  async function submit(values: Record<string, unknown>) {
    if (await save(record, toData(values))) editor.saved();
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : editor.close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={formInDialogSlotProps}
    >
      {/* The record is read again when its section changes (a reorder, a save elsewhere); what
          she has typed stays, and only the fields she has not touched take the new values. */}
      <Form
        record={record ? editValues(record) : undefined}
        defaultValues={defaultValues}
        resetOptions={KEEP_TYPED_VALUES}
        resolver={resolver}
        onSubmit={submit}
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        <DialogContent>
          <ErrorBanner message={issue ?? failure} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={editor.close} disabled={busy}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : texts.common.save}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
