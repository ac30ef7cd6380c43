import type { Tables } from '@seminary/core/database.types';
import { componentsWords } from '@seminary/core/i18n/en/admin/components.ts';
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

/** What names a record on its buttons and in lists: its title, name or caption, whichever it has. */
export function recordName(row: Record<string, unknown>): string {
  for (const field of ['title', 'name', 'caption', 'alt_text', 'section_type', 'slug']) {
    const value = row[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return componentsWords.untitled;
}
