// The admin's words for a statement the browser could not read (core's StatementError codes),
// and how a credit's date and amount are written in the import's summary.
import { bankStatementsWords } from '@seminary/core/i18n/en/admin/bank-statements.ts';
import type { StatementErrorCode } from '@seminary/core/payments/bank-statement.ts';

export const STATEMENT_ERROR_WORDS: Record<StatementErrorCode, string> = {
  statement_too_large: bankStatementsWords.thisFileIsLargerThan,
  statement_too_many_rows: bankStatementsWords.thisFileHasMoreThan,
  statement_old_excel: bankStatementsWords.thisIsAnOldExcel,
  statement_unreadable: bankStatementsWords.thisFileCouldNotBe,
  statement_columns_unknown: bankStatementsWords.thisStatementsColumnsAreNot,
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
