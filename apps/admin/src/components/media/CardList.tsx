import { Box } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import type { ReactNode } from 'react';
import { ListContextProvider, type ListControllerResult, Pagination, useListController } from 'react-admin';
import type { TableName } from '../../providers/dataProvider.ts';
import { EmptyState } from '../EmptyState.tsx';
import { ErrorBanner } from '../ErrorBanner.tsx';
import { LoadingState } from '../LoadingState.tsx';
import { useRecordEditor } from '../useRecordEditor.ts';
import { useRowDelete } from '../useRowDelete.ts';
import { AddButton } from './AddButton.tsx';

export type Row<T extends TableName> = Tables<T> & { id: string };

/** The add/edit dialog's state: the record being edited, 'new' for one being added, or null when closed. */
export interface RecordEditor<R> {
  record: R | 'new' | null;
  open: (record: R | 'new') => void;
  close: () => void;
  /** Closes the dialog and reloads the list. */
  saved: () => void;
}

/** The record an open dialog edits, or null when it adds one. */
export function editedRecord<R>(editor: RecordEditor<R>): R | null {
  return editor.record === 'new' ? null : editor.record;
}

/**
 * One page of a table in the order the screen asks for, from react-admin's list controller:
 * sorted, paged and counted by the database. Errors show in the screen's red banner rather than
 * a toast, and the retrying fetch under the data provider has already retried.
 */
export function useCardList<T extends TableName>(
  resource: T,
  sort: { field: keyof Tables<T> & string; order: 'ASC' | 'DESC' },
  perPage = 25,
) {
  return useListController<Row<T>>({
    resource,
    sort,
    perPage,
    disableSyncWithLocation: true,
    storeKey: false,
    queryOptions: { onError: () => undefined, refetchOnWindowFocus: false },
  });
}

/**
 * What a screen of cards with an add/edit dialog and a delete confirmation needs: its page of
 * rows, the record in the dialog ('new' for an added one), and the delete in progress.
 * `confirmDelete` gives the confirmation dialog's props for a title and a message naming the row.
 */
export function useCardScreen<T extends TableName>(
  resource: T,
  sort: { field: keyof Tables<T> & string; order: 'ASC' | 'DESC' },
  deleteFailure: string,
  perPage?: number,
) {
  const list = useCardList(resource, sort, perPage);
  const routedEditor = useRecordEditor<Row<T>>(resource);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete(resource, deleteFailure, async () =>
    list.refetch(),
  );
  // This list is not react-admin's page list, which a save refreshes: it is fetched again here.
  const editor: RecordEditor<Row<T>> = {
    ...routedEditor,
    saved: () => {
      routedEditor.saved();
      list.refetch();
    },
  };
  return {
    list,
    actionError,
    setDeleting,
    editor,
    confirmDelete: (title: string, message: (row: Row<T>) => string) => ({
      open: deleting !== null,
      title,
      message: deleting ? message(deleting as Row<T>) : '',
      busy,
      onConfirm: () => deleting && remove(deleting),
      onClose: () => setDeleting(null),
    }),
  };
}

/**
 * A list screen's body: the add button of a list inside a tab (a screen's own sits in its header), the red banner (the fetch error, or else the last action's), the loading
 * text, the empty text, the cards, and paging with the true total ("1-24 of 40") when there is
 * more than one page, or always with `showTotal`.
 */
export function CardList<R extends { id: string }>({
  list,
  fetchError,
  actionError,
  loadingLabel,
  emptyMessage,
  showTotal = false,
  add,
  actions,
  children,
}: {
  list: ListControllerResult<R>;
  fetchError: string;
  actionError?: string | null;
  loadingLabel: string;
  emptyMessage: string;
  showTotal?: boolean;
  add?: { label: string; onClick: () => void };
  /** Further actions of a list inside a tab, beside its add button (its recently deleted records). */
  actions?: ReactNode;
  children: (records: R[]) => ReactNode;
}) {
  const { data, error, isPending, total = 0, perPage } = list;
  const paged = showTotal || total > perPage;
  return (
    <>
      {add || actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mb: 2 }}>
          {actions}
          {add ? <AddButton {...add} /> : null}
        </Box>
      ) : null}
      <ErrorBanner message={error ? fetchError : actionError} />
      {error ? null : isPending ? (
        <LoadingState label={loadingLabel} />
      ) : !data?.length ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <>
          {children(data)}
          {paged ? (
            <ListContextProvider value={list}>
              <Pagination rowsPerPageOptions={[]} />
            </ListContextProvider>
          ) : null}
        </>
      )}
    </>
  );
}
