import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button } from '@mui/material';
import type { CsvFile } from '@seminary/core/csv-export';
import { useState } from 'react';
import { type DataProvider, type RaRecord, type SortPayload, useDataProvider, useListContext } from 'react-admin';
import type { SeminaryDataProvider } from '../providers/dataProvider.ts';
import { useReportError } from './ListScreen.tsx';

/** Rows per request: the hosted Data API's own cap. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every row matching the filter, a page at a time. Pages go by primary key, which no two rows
 * share, so rows with the same date (one bulk insert) can neither repeat nor go missing between
 * pages, as they could when paging by date.
 */
export async function fetchEveryRow(
  dataProvider: DataProvider,
  resource: string,
  filter: Record<string, unknown>,
): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data } = await dataProvider.getList(resource, {
      pagination: { page, perPage: EXPORT_PAGE_SIZE },
      sort: { field: 'id', order: 'ASC' },
      filter,
    });
    rows.push(...data);
    if (data.length < EXPORT_PAGE_SIZE) return rows;
  }
}

/**
 * The list's order as PostgreSQL gives it (nulls count as the largest value), ties by id. The
 * values of one column share a type, and ISO dates sort as text.
 */
export function sortLikeTheList(rows: RaRecord[], { field, order }: SortPayload): RaRecord[] {
  const direction = order === 'DESC' ? -1 : 1;
  const compare = (a: unknown, b: unknown) => {
    if (a === b) return 0;
    if (a === null || a === undefined) return 1;
    if (b === null || b === undefined) return -1;
    return (a as string) < (b as string) ? -1 : 1;
  };
  return rows.sort((a, b) => direction * compare(a[field], b[field]) || compare(a.id, b.id));
}

/** Offers the file as a download; the browser names it as given. */
function saveFile({ filename, content }: CsvFile) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Exports every row that matches the list's search and filters, whatever their number, in the
 * list's order. Disabled while the list has no rows.
 */
export function ExportCsvButton({
  label,
  failureMessage,
  toCsv,
}: {
  label: string;
  failureMessage: string;
  toCsv: (rows: RaRecord[]) => CsvFile;
}) {
  const { resource, filter, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);

  async function exportRows() {
    setBusy(true);
    reportError(null);
    try {
      const rows = await fetchEveryRow(dataProvider, resource, { ...filterValues, ...filter });
      // The export of personal data is in the audit trail before the file exists.
      await dataProvider.logExport(resource as 'registrations' | 'student_registrations', rows.length);
      saveFile(toCsv(sortLikeTheList(rows, sort)));
    } catch {
      reportError(failureMessage);
    }
    setBusy(false);
  }

  return (
    <Button
      variant="contained"
      startIcon={<FileDownloadIcon />}
      onClick={exportRows}
      disabled={busy || !total}
      aria-busy={busy || undefined}
    >
      {label}
    </Button>
  );
}
