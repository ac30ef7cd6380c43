import type { Tables } from '@seminary/core/database.types';
import type { TableName } from '../providers/dataProvider.ts';

/** A row of a table, as react-admin's records are: keyed by its id. */
export type Row<T extends TableName> = Tables<T> & { id: string };

/** The add/edit dialog's state: the record being edited, 'new' for one being added, or null when closed. */
export interface RecordEditor<R> {
  record: R | 'new' | null;
  open: (record: R | 'new') => void;
  close: () => void;
  /** Closes the dialog once the record is saved; react-admin's create and update refresh the list. */
  saved: () => void;
}

/** The record an open dialog edits, or null when it adds one. */
export function editedRecord<R>(editor: RecordEditor<R>): R | null {
  return editor.record === 'new' ? null : editor.record;
}
