import { useState } from 'react';
import type { RecordEditor } from './media/CardList.tsx';

/**
 * The add/edit dialog's state for a screen on ListScreen. react-admin's create and update
 * refresh the list themselves, so saving only closes the dialog.
 */
export function useRecordEditor<R>(): RecordEditor<R> {
  const [record, setRecord] = useState<R | 'new' | null>(null);
  const close = () => setRecord(null);
  return { record, open: setRecord, close, saved: close };
}
