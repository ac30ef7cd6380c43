// The bank statement the admissions office downloads from the school's bank, read in the office's
// own browser into the credits it holds. The file never leaves her computer: only the credits go
// on to be matched with applications, and only a matched credit's date, amount and UTR are kept.
//
// Banks put a few lines about the account above the table and totals below it, and each names
// its columns its own way, so the table is found by its heading row: the first row, among the
// first HEADING_SEARCH_ROWS, that holds a known layout's headings (or the office's own mapping).
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** A year of a school account's statement is well under a megabyte; this leaves room for several. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows read at most, headings and account lines included. */
export const STATEMENT_MAX_ROWS = 20_000;
const HEADING_SEARCH_ROWS = 40;

/** The headings of the three columns a credit needs, and of the bank's own reference if it has one. */
export interface StatementColumns {
  date: string;
  narration: string;
  credit: string;
  reference?: string;
}

/** How a statement writes dates such as 04/05/2026: day first (India), month first, or year first. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

export interface StatementLayout {
  id: string;
  /** The bank, as the office knows it. */
  bank: string;
  columns: StatementColumns;
  dateOrder: DateOrder;
}

/**
 * The layouts of the account-statement downloads of India's largest banks (their column headings
 * as the banks' net banking writes them), and the plain layout for a CSV the office prepares.
 */
export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [
  {
    id: 'sbi',
    bank: 'State Bank of India',
    columns: { date: 'Txn Date', narration: 'Description', credit: 'Credit', reference: 'Ref No./Cheque No.' },
    dateOrder: 'dmy',
  },
  {
    id: 'hdfc',
    bank: 'HDFC Bank',
    columns: { date: 'Date', narration: 'Narration', credit: 'Deposit Amt.', reference: 'Chq./Ref.No.' },
    dateOrder: 'dmy',
  },
  {
    id: 'icici',
    bank: 'ICICI Bank',
    columns: {
      date: 'Transaction Date',
      narration: 'Transaction Remarks',
      credit: 'Deposit Amount (INR )',
      reference: 'Cheque Number',
    },
    dateOrder: 'dmy',
  },
  {
    id: 'plain',
    bank: 'CSV',
    columns: { date: 'Date', narration: 'Narration', credit: 'Credit', reference: 'Reference' },
    dateOrder: 'dmy',
  },
];

/** One money-in line of the statement. */
export interface StatementCredit {
  /** The row's number in the file (1 = its first line), to point the office at it. */
  row: number;
  /** The transaction's date, YYYY-MM-DD. */
  date: string;
  /** In paise, so that sums and comparisons are exact. */
  amountPaise: number;
  /** The bank's description: the payer's name, her UPI ID, the note she paid with. */
  narration: string;
  /** The 12-digit UPI transaction number (UTR), from the bank's reference or the narration. */
  utr: string | null;
  /** An application reference (APP-2026-7KQ4MZ) written in the narration, as the UPI note carries it. */
  applicationReference: string | null;
}

export interface ReadStatement {
  /** The layout used: a known bank's, or 'custom' for the office's mapping. */
  layout: string;
  credits: StatementCredit[];
  /** Lines below the heading row that are neither a credit nor a debit (totals, notes, blanks). */
  skippedRows: number[];
}

export type StatementErrorCode =
  | 'statement_too_large'
  | 'statement_too_many_rows'
  | 'statement_old_excel'
  | 'statement_unreadable'
  | 'statement_columns_unknown';

/** Why a file could not be read; `headings` lists the likeliest heading row for a column mapping. */
export class StatementError extends Error {
  readonly code: StatementErrorCode;
  readonly headings: string[];
  constructor(code: StatementErrorCode, headings: string[] = []) {
    super(code);
    this.name = 'StatementError';
    this.code = code;
    this.headings = headings;
  }
}

type Cell = string | number | Date | null;

export interface ReadStatementOptions {
  /** The office's own mapping, for a bank whose layout is not known. */
  columns?: StatementColumns;
  dateOrder?: DateOrder;
}

/** Reads a CSV or .xlsx statement (by its content, not its name) into its credits. */
export async function readBankStatement(bytes: Uint8Array, options: ReadStatementOptions = {}): Promise<ReadStatement> {
  if (bytes.byteLength > STATEMENT_MAX_BYTES) throw new StatementError('statement_too_large');
  const rows = isZip(bytes) ? await xlsxRows(bytes) : isOldExcel(bytes) ? oldExcel() : csvRows(bytes);
  return creditsOf(rows, options);
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
/** Excel 97–2003's .xls (a compound file), which no maintained JavaScript library reads safely. */
const isOldExcel = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

function oldExcel(): never {
  throw new StatementError('statement_old_excel');
}

function csvRows(bytes: Uint8Array): Cell[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new StatementError('statement_unreadable');
  }
  if (text.includes('\u0000')) throw new StatementError('statement_unreadable');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: STATEMENT_MAX_ROWS + 1 });
  if (parsed.data.length > STATEMENT_MAX_ROWS) throw new StatementError('statement_too_many_rows');
  return parsed.data;
}

async function xlsxRows(bytes: Uint8Array): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new StatementError('statement_unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new StatementError('statement_unreadable');
  if (sheet.rowCount > STATEMENT_MAX_ROWS) throw new StatementError('statement_too_many_rows');
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * A cell as the bank's file shows it. A formula is never evaluated and its text never used: its
 * value is the result the file stored with it, as a spreadsheet would show.
 */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return null;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return typeof result === 'string' || typeof result === 'number' || result instanceof Date ? result : null;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
}

/** Headings compared without case, spacing or a closing full stop ("Deposit Amt." = "deposit amt"). */
const heading = (cell: Cell) =>
  typeof cell === 'string'
    ? cell
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/\s*\)/g, ')')
        .replace(/[\s.:]+$/, '')
        .trim()
    : '';

interface FoundTable {
  layout: string;
  dateOrder: DateOrder;
  headingRow: number;
  index: { date: number; narration: number; credit: number; reference: number };
}

function findTable(rows: Cell[][], options: ReadStatementOptions): FoundTable {
  const layouts: { id: string; columns: StatementColumns; dateOrder: DateOrder }[] = options.columns
    ? [{ id: 'custom', columns: options.columns, dateOrder: options.dateOrder ?? 'dmy' }]
    : STATEMENT_LAYOUTS.map((layout) => ({ ...layout, dateOrder: options.dateOrder ?? layout.dateOrder }));
  const searched = rows.slice(0, HEADING_SEARCH_ROWS);
  for (const [headingRow, row] of searched.entries()) {
    const headings = row.map(heading);
    for (const layout of layouts) {
      const at = (name: string | undefined) => (name ? headings.indexOf(heading(name)) : -1);
      const index = {
        date: at(layout.columns.date),
        narration: at(layout.columns.narration),
        credit: at(layout.columns.credit),
        reference: at(layout.columns.reference),
      };
      if (index.date >= 0 && index.narration >= 0 && index.credit >= 0) {
        return { layout: layout.id, dateOrder: layout.dateOrder, headingRow, index };
      }
    }
  }
  // The row with the most words is most likely the headings, for the office to map.
  const likeliest = searched.reduce<Cell[]>((best, row) => (textCells(row) > textCells(best) ? row : best), []);
  throw new StatementError(
    'statement_columns_unknown',
    likeliest
      .filter((cell): cell is string => typeof cell === 'string' && cell.trim() !== '')
      .map((cell) => cell.trim()),
  );
}

const textCells = (row: Cell[]) => row.filter((cell) => typeof cell === 'string' && cell.trim() !== '').length;

function creditsOf(rows: Cell[][], options: ReadStatementOptions): ReadStatement {
  const table = findTable(rows, options);
  const credits: StatementCredit[] = [];
  const skippedRows: number[] = [];
  for (let at = table.headingRow + 1; at < rows.length; at++) {
    const row = rows[at] ?? [];
    const date = parseDate(row[table.index.date] ?? null, table.dateOrder);
    const amount = parseAmount(row[table.index.credit] ?? null);
    if (!date) {
      if (row.some((cell) => cell !== null && String(cell).trim() !== '')) skippedRows.push(at + 1);
      continue;
    }
    // A dated line without money in is a debit.
    if (amount === null || amount <= 0) continue;
    const narration = typeof row[table.index.narration] === 'string' ? String(row[table.index.narration]).trim() : '';
    // HDFC pads a UPI transaction's number to 16 digits with zeros.
    const bankReference =
      table.index.reference >= 0
        ? String(row[table.index.reference] ?? '')
            .trim()
            .replace(/^0+(?=\d{12}$)/, '')
        : '';
    credits.push({
      row: at + 1,
      date,
      amountPaise: amount,
      narration,
      utr: utrOf(bankReference) ?? utrOf(narration),
      applicationReference: applicationReferenceOf(narration),
    });
  }
  return { layout: table.layout, credits, skippedRows };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as banks write it (04/05/2026, 04-05-26, 4 May 2026, 04-May-26, 2026-05-04) or a date cell. */
export function parseDate(cell: Cell, order: DateOrder = 'dmy'): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  let year: number;
  let month: number;
  let day: number;
  const named = /^(\d{1,2})[\s\-/]([A-Za-z]{3})[A-Za-z]*[\s\-/,]+(\d{2}|\d{4})$/.exec(text);
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
  if (named) {
    day = Number(named[1]);
    month = MONTHS.indexOf(String(named[2]).toLowerCase()) + 1;
    year = Number(named[3]);
  } else if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (numeric && order !== 'ymd') {
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    [day, month] = order === 'dmy' ? [first, second] : [second, first];
    year = Number(numeric[3]);
  } else {
    return null;
  }
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** Rupees as banks write them (1,23,456.50, ₹500, 500.00 Cr) in paise; null for an empty or unreadable cell. */
export function parseAmount(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * 100) : null;
  if (typeof cell !== 'string') return null;
  const text = cell
    .replace(/₹|\bINR\b|\bRs\.?/gi, '')
    .replace(/\s*\bCr\b\.?$/i, '')
    .replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  const [rupees, paise = ''] = text.replace('-', '').split('.');
  const amount = Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
  return text.startsWith('-') ? -amount : amount;
}

/** A UPI transaction's 12-digit number, standing alone (not part of a longer account or phone number). */
export function utrOf(text: string): string | null {
  return /(?<!\d)\d{12}(?!\d)/.exec(text)?.[0] ?? null;
}

/**
 * An application's reference in a narration. Banks shorten the UPI note and some drop its
 * hyphens or change its case (APP2026 7KQ4MZ, app-2026-7kq4mz), so the parts are read apart.
 */
export function applicationReferenceOf(text: string): string | null {
  const found = /APP[\s\-_/]*(\d{4})[\s\-_/]*([2-9A-HJ-NP-Z]{6}(?![A-Z0-9])|\d{5,}(?!\d))/i.exec(text);
  return found ? `APP-${found[1]}-${String(found[2]).toUpperCase()}` : null;
}
