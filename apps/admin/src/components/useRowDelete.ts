import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { TableName } from '../providers/dataProvider.ts';
import type { Row } from './media/CardList.tsx';

/**
 * The delete every list screen offers: the row awaiting confirmation, the busy flag while it goes,
 * and the message for the red banner when it fails. The data provider removes the row's files.
 */
export function useRowDelete<T extends TableName>(table: T, failureMessage: string, refetch: () => Promise<unknown>) {
  const dataProvider = useDataProvider();
  const [deleting, setDeleting] = useState<Row<T> | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  async function remove(row: Row<T>) {
    setBusy(true);
    setActionError(null);
    try {
      await dataProvider.delete(table, { id: row.id, previousData: row });
      await refetch();
    } catch {
      setActionError(failureMessage);
    }
    setDeleting(null);
    setBusy(false);
  }

  return { deleting, setDeleting, busy, actionError, remove };
}
