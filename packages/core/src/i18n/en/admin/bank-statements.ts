// The words of the admin's bank statements screens.
import type { StatementErrorCode } from '../../../payments/bank-statement.ts';

export const bankStatementsWords = {
  /** A statement the browser could not read, by its code (core's StatementErrorCode). */
  statementErrors: {
    statement_too_large:
      'This file is larger than 5 MB. Download the statement for a shorter period and choose it again.',
    statement_too_many_rows:
      'This file has more than 20,000 rows. Download the statement for a shorter period and choose it again.',
    statement_old_excel:
      'This is an old Excel file (.xls). Open it in Excel or LibreOffice, save it as .xlsx or CSV, and choose that file.',
    statement_unreadable: 'This file could not be read as a CSV or .xlsx statement.',
    statement_columns_unknown:
      "This statement's columns are not a layout the admin knows. Choose the column that holds each value.",
  } satisfies Record<StatementErrorCode, string>,
  bankStatements: 'Bank Statements',
  importTheSchoolAccountsStatement:
    "Import the school account's statement: credits that name an application's reference, or the UPI transaction number (UTR) she gave, verify her payment and give it a receipt; others that fit an application's fee, date and name are proposed for you to confirm.",
  statementColumns: 'Statement columns',
  datesAreWritten: 'Dates are written',
  importSummary: 'Import summary',
  verifiedNow: 'Verified now',
  toConfirm: 'To confirm',
  alreadyVerified: 'Already verified',
  unmatchedCredits: 'Unmatched credits',
  importAStatement: 'Import a statement',
  readingAndMatchingTheStatement: 'Reading and matching the statement…',
  readWithTheseColumns: 'Read with these columns',
  confirm: 'Confirm',
  none: 'None.',
  confirmedReceipt: (receipt: string | undefined) => `Confirmed: receipt ${receipt}`,
  confirmThePaymentOf: (name: string | number, reference: string | number) =>
    `Confirm the payment of ${name} (${reference})`,
  dayFirst15062026: 'Day first (15/06/2026)',
  monthFirst06152026: 'Month first (06/15/2026)',
  yearFirst20260615: 'Year first (2026-06-15)',
  dateColumn: 'Date column',
  narrationColumn: 'Narration column',
  creditMoneyInColumn: 'Credit (money in) column',
  matchedBy: 'Matched by',
  referenceInTheNarration: 'Reference in the narration',
  possibleApplications: 'Possible applications',
  statementFileCsvOrXlsx: 'Statement file (CSV or .xlsx)',
  theFileIsReadOn:
    'The file is read on this computer and is not kept: only its credits are sent to be matched. State Bank of India, HDFC Bank and ICICI Bank downloads are recognised; for another bank you choose the columns.',
  summary: (total: number, verified: number, alreadyVerified: number, toConfirm: number, unmatched: number) =>
    `${total} ${total === 1 ? 'credit' : 'credits'} read: ${verified} verified now, ${alreadyVerified} already verified, ${toConfirm} to confirm, ${unmatched} unmatched.`,
  application: 'Application',
} as const;
