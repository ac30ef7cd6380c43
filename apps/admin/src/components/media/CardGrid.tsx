import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Columns by screen width: a phone's, a tablet's, a desktop's. */
type Columns = { xs: number; sm: number; md?: number; lg?: number };

/** A named list laid out as a grid of equal columns, fewer on smaller screens. */
export function CardGrid({
  label,
  columns,
  gap = 1.5,
  sx,
  children,
}: {
  label: string;
  columns: Columns;
  gap?: number;
  sx?: Record<string, unknown>;
  children: ReactNode;
}) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns, ...sx }}
    >
      {children}
    </Box>
  );
}
