import { type RaRecord, useGetOne, useResourceContext } from 'react-admin';
import { useLocation, useMatch, useNavigate } from 'react-router';
import type { TableName } from '../providers/dataProvider.ts';
import type { RecordEditor } from './records.ts';

/**
 * The add/edit dialog over a section's list, opened by its address as react-admin routes a
 * resource: /<section>/create adds a record, /<section>/<id> edits that one, so a link (a mail,
 * a bookmark) opens the record straight away and the list stays behind the dialog. The section is
 * the <Resource> the screen is mounted under; the record is read from `table`, from the list's
 * cache when the list has loaded it. Closing goes back to the list with its page and filters.
 */
export function useRecordEditor<R extends RaRecord>(table: TableName): RecordEditor<R> {
  const section = useResourceContext();
  const navigate = useNavigate();
  const { search } = useLocation();
  const adding = useMatch(`/${section}/create`) !== null;
  const id = useMatch(`/${section}/:id`)?.params.id;
  const editedId = adding ? undefined : id;
  const { data } = useGetOne<R>(
    table,
    { id: editedId ?? '' },
    {
      enabled: editedId !== undefined,
      // An address naming no record of the table goes back to the list rather than to an empty form.
      onError: () => navigate({ pathname: `/${section}`, search }, { replace: true }),
    },
  );
  const close = () => navigate({ pathname: `/${section}`, search });
  return {
    record: adding ? 'new' : editedId !== undefined ? (data ?? null) : null,
    open: (record) => navigate({ pathname: `/${section}/${record === 'new' ? 'create' : record.id}`, search }),
    close,
    saved: close,
  };
}
