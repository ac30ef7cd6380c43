import { Paper, Table, TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Below the desktop width the last column (every table's Actions) stays pinned to the right
 * edge, so a row's buttons are in reach without scrolling to the end of the row.
 */
const pinnedActions = {
  '& tr:not(:has(td[colspan])) > :last-child': {
    position: { xs: 'sticky', md: 'static' },
    right: 0,
    bgcolor: 'background.paper',
    boxShadow: { xs: '-6px 0 6px -6px rgba(0, 0, 0, 0.3)', md: 'none' },
  },
} as const;

/**
 * A table that scrolls sideways on a phone. The scrolling region takes keyboard focus so it
 * can be scrolled without a pointer.
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} sx={pinnedActions}>
        {children}
      </Table>
    </TableContainer>
  );
}
