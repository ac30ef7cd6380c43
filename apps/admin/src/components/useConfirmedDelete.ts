import { useState } from 'react';
import { type RaRecord, useDelete } from 'react-admin';
import type { TableName } from '../providers/dataProvider.ts';
import { useReportError } from './ListScreen.tsx';

/**
 * The delete a list screen offers behind its confirmation dialog: the row awaiting
 * confirmation, the busy flag while it goes, and the red banner's message when it fails. The
 * data provider removes the row's files; react-admin refreshes the list once the row is gone.
 */
export function useConfirmedDelete<T extends RaRecord>(
  resource: TableName,
  failureMessage: string | ((error: unknown) => string),
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

  return { deleting, ask: setDeleting, cancel: () => setDeleting(null), busy: isPending, confirm };
}
