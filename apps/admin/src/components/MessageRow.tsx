import { TableCell, TableRow } from '@mui/material';

/** A table's loading or empty text, in one row across all its columns. */
export function MessageRow({ text, colSpan }: { text: string; colSpan: number }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 4 }}>
        {text}
      </TableCell>
    </TableRow>
  );
}
