import { useState } from 'react';
import { type RaRecord, useDelete } from 'react-admin';
import type { TableName } from '../providers/dataProvider.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useReportError } from './ListScreen.tsx';

/** The confirmation's title and question about the row, and what the banner says if the delete fails. */
export interface DeleteWords<T> {
  title: string;
  message: (row: T) => string;
  failureMessage: string | ((error: unknown) => string);
}

/**
 * The delete a list screen offers behind its confirmation dialog: `ask(row)` opens the dialog,
 * which the screen renders as `dialog`; it stays busy while the delete goes, and a failure
 * shows in the screen's red banner. The data provider removes the row's files; react-admin
 * refreshes the list once the row is gone.
 */
export function useConfirmedDelete<T extends RaRecord>(
  resource: TableName,
  { title, message, failureMessage }: DeleteWords<T>,
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteOne, { isPending }] = useDelete();
  const reportError = useReportError();

  async function confirm() {
    if (!deleting) return;
    reportError(null);
    try {
      await deleteOne(
        resource,
        { id: deleting.id, previousData: deleting },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      reportError(typeof failureMessage === 'string' ? failureMessage : failureMessage(error));
    }
    setDeleting(null);
  }

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={title}
      message={deleting ? message(deleting) : ''}
      busy={isPending}
      onConfirm={confirm}
      onClose={() => setDeleting(null)}
    />
  );
  return { ask: setDeleting, dialog };
}
