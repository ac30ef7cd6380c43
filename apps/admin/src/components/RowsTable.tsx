import type { ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';

/**
 * Below the desktop width the last column (every table's Actions) stays pinned to the right
 * edge, so a row's buttons are in reach without scrolling to the end of the row.
 */
const pinnedActions = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& tr > :last-child': {
    position: { xs: 'sticky', md: 'static' },
    right: 0,
    bgcolor: 'background.paper',
    boxShadow: { xs: '-6px 0 6px -6px rgba(0, 0, 0, 0.3)', md: 'none' },
  },
} as const;

/**
 * The admin's tables: react-admin's DataTable over the list's current page, named for screen
 * readers, without row clicks or bulk selection (rows act through their own buttons), and
 * without the hover shade, on which the status chips' text would fall short of 4.5:1.
 */
export function RowsTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataTable rowClick={false} bulkActionButtons={false} hover={false} aria-label={label} sx={pinnedActions}>
      {children}
    </DataTable>
  );
}

export const Column = DataTable.Col;

/** The row's buttons, the last column: right-aligned, kept on one line, not sortable. */
export function ActionsColumn<R extends RaRecord>({
  label,
  render,
}: {
  label: string;
  render: (record: R) => ReactNode;
}) {
  return <Column<R> label={label} align="right" disableSort sx={{ whiteSpace: 'nowrap' }} render={render} />;
}
