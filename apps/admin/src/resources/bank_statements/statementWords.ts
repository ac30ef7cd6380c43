// The admin's words for a statement the browser could not read (core's StatementError codes),
// and how a credit's date and amount are written in the import's summary.
import type { StatementErrorCode } from '@seminary/core/payments/bank-statement.ts';

export const STATEMENT_ERROR_WORDS: Record<StatementErrorCode, string> = {
  statement_too_large:
    'This file is larger than 5 MB. Download the statement for a shorter period and choose it again.',
  statement_too_many_rows:
    'This file has more than 20,000 rows. Download the statement for a shorter period and choose it again.',
  statement_old_excel:
    'This is an old Excel file (.xls). Open it in Excel or LibreOffice, save it as .xlsx or CSV, and choose that file.',
  statement_unreadable: 'This file could not be read as a CSV or .xlsx statement.',
  statement_columns_unknown:
    "This statement's columns are not a layout the admin knows. Choose the column that holds each value.",
};

/** A statement's day (YYYY-MM-DD, no time zone of its own) in words: "Jun 15, 2026". */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
}

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** An amount in paise as rupees: "₹1,25,000.50". */
export function formatPaise(paise: number): string {
  return RUPEES.format(paise / 100);
}
