// The registrations screens' Export CSV: every key of the filtered rows, one column
// each, with papaparse quoting what needs quoting.
import Papa from 'papaparse';

export type RegistrationsExportKind = 'registrations' | 'student_registrations';

export interface CsvFile {
  filename: string;
  content: string;
}

/**
 * Cells an applicant typed that a spreadsheet would run as a formula get a leading quote. A
 * phone number such as +91 98480 11223 starts with + but is left as it is.
 */
const SPREADSHEET_FORMULA = /^(?:[=@\t\r]|[+-].*[^0-9\s().+-])/;

function cell(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}

export function exportRegistrationsCsv(
  kind: RegistrationsExportKind,
  rows: readonly Record<string, unknown>[],
  now: Date = new Date(),
): CsvFile {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const content = Papa.unparse(
    { fields: columns, data: rows.map((row) => columns.map((column) => cell(row[column]))) },
    { escapeFormulae: SPREADSHEET_FORMULA },
  );
  return { filename: `${kind}_${now.toISOString().slice(0, 10)}.csv`, content };
}
