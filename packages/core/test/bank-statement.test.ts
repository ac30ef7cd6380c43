// Statements as the banks' downloads lay them out, written with exceljs and papaparse as the
// banks' exports are, and hostile ones: unknown columns, formulas, a 10 MB file, an old .xls.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  applicationReferenceOf,
  parseAmount,
  parseDate,
  readBankStatement,
  STATEMENT_MAX_BYTES,
  StatementError,
  utrOf,
} from '../src/payments/bank-statement.ts';

type Row = (string | number | Date | null | ExcelJS.CellValue)[];

async function xlsx(rows: Row[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const csv = (rows: Row[]) => new TextEncoder().encode(Papa.unparse(rows as unknown[][]));

async function refusal(bytes: Uint8Array, options?: Parameters<typeof readBankStatement>[1]): Promise<StatementError> {
  const error = await readBankStatement(bytes, options).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StatementError);
  return error as StatementError;
}

describe('bank statements', () => {
  it("reads State Bank of India's download: account lines above, totals below, credits only", async () => {
    const file = await xlsx([
      ['Account Name', ':', 'SRI SHALOM BIBLE SEMINARY'],
      ['Account Number', ':', '00000012345678901'],
      [],
      ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
      [
        '15 Jun 2026',
        '15 Jun 2026',
        'BY TRANSFER-UPI/CR/433512345678/PRIYA K/SBIN/priya@okaxis/APP-2026-7KQ4MZ--',
        'TRANSFER FROM 9876543210',
        '',
        '500.00',
        '1,20,500.00',
      ],
      ['16 Jun 2026', '16 Jun 2026', 'TO TRANSFER-ELECTRICITY BILL', '', '2,000.00', '', '1,18,500.00'],
      [
        '17 Jun 2026',
        '17 Jun 2026',
        'BY TRANSFER-NEFT*HDFC0000001*N123456789*GRACE CHURCH',
        'N123456789',
        '',
        '1,25,000.50',
        '2,43,500.50',
      ],
      ['**This is a computer generated statement**'],
    ]);
    const statement = await readBankStatement(file);
    expect(statement.layout).toBe('sbi');
    expect(statement.credits).toEqual([
      {
        row: 5,
        date: '2026-06-15',
        amountPaise: 50_000,
        narration: 'BY TRANSFER-UPI/CR/433512345678/PRIYA K/SBIN/priya@okaxis/APP-2026-7KQ4MZ--',
        utr: '433512345678',
        applicationReference: 'APP-2026-7KQ4MZ',
      },
      {
        row: 7,
        date: '2026-06-17',
        amountPaise: 12_500_050,
        narration: 'BY TRANSFER-NEFT*HDFC0000001*N123456789*GRACE CHURCH',
        utr: null,
        applicationReference: null,
      },
    ]);
    expect(statement.skippedRows).toEqual([8]);
  });

  it("reads HDFC Bank's download, with date cells and numbers, and the UTR from the bank's zero-padded reference", async () => {
    const file = await xlsx([
      ['HDFC BANK Ltd.', '', 'Page No .: 1'],
      ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      [
        '02/07/26',
        'UPI-LYDIA DEVI-lydia@okhdfcbank-HDFC0001234-APP20269XW3RT-Application fee',
        '0000418212345678',
        '02/07/26',
        null,
        1000,
        51000,
      ],
      [
        new Date(Date.UTC(2026, 6, 3)),
        'UPI-MARTHA R-martha@ybl-SBIN0001-reference',
        '418399998888',
        null,
        null,
        750.5,
        51750.5,
      ],
    ]);
    const statement = await readBankStatement(file);
    expect(statement.layout).toBe('hdfc');
    expect(
      statement.credits.map(({ date, amountPaise, utr, applicationReference }) => ({
        date,
        amountPaise,
        utr,
        applicationReference,
      })),
    ).toEqual([
      { date: '2026-07-02', amountPaise: 100_000, utr: '418212345678', applicationReference: 'APP-2026-9XW3RT' },
      { date: '2026-07-03', amountPaise: 75_050, utr: '418399998888', applicationReference: null },
    ]);
  });

  it("reads ICICI Bank's download as CSV, headings padded as ICICI writes them", async () => {
    const file = csv([
      ['DETAILED STATEMENT'],
      [
        'S No.',
        'Value Date',
        'Transaction Date',
        'Cheque Number',
        'Transaction Remarks',
        'Withdrawal Amount (INR )',
        'Deposit Amount (INR )',
        'Balance (INR )',
      ],
      [
        '1',
        '05/08/2026',
        '05/08/2026',
        '-',
        'UPI/421712345678/app-2026-abcdef/ruth@paytm/Paytm',
        '0.00',
        '500.00',
        '10,500.00',
      ],
      ['2', '06/08/2026', '06/08/2026', '-', 'ATM/CASH', '2,000.00', '0.00', '8,500.00'],
    ]);
    const statement = await readBankStatement(file);
    expect(statement.layout).toBe('icici');
    expect(statement.credits).toHaveLength(1);
    expect(statement.credits[0]).toMatchObject({
      date: '2026-08-05',
      amountPaise: 50_000,
      utr: '421712345678',
      applicationReference: 'APP-2026-ABCDEF',
    });
  });

  it('reads another bank by the mapping the office gives, with its order of day and month', async () => {
    const file = csv([
      ['When', 'Particulars', 'Money in'],
      ['08/31/2026', 'UPI 431112345678 APP-2026-HJKMNP', '500'],
    ]);
    const unknown = await refusal(file);
    expect(unknown.code).toBe('statement_columns_unknown');
    expect(unknown.headings).toEqual(['When', 'Particulars', 'Money in']);
    const statement = await readBankStatement(file, {
      columns: { date: 'When', narration: 'Particulars', credit: 'Money in' },
      dateOrder: 'mdy',
    });
    expect(statement.layout).toBe('custom');
    expect(statement.credits[0]).toMatchObject({ date: '2026-08-31', amountPaise: 50_000, utr: '431112345678' });
  });

  it('never runs a formula: a cell keeps the value the file stored, and text that looks like one stays text', async () => {
    const file = await xlsx([
      ['Date', 'Narration', 'Credit'],
      [
        '01/09/2026',
        { formula: 'HYPERLINK("https://attacker.example/","pay")', result: 'pay' },
        { formula: '1000*1000', result: 500 },
      ],
      ['02/09/2026', "=cmd|' /C calc'!A0", '250.00'],
    ]);
    const statement = await readBankStatement(file);
    expect(statement.credits.map(({ narration, amountPaise }) => ({ narration, amountPaise }))).toEqual([
      { narration: 'pay', amountPaise: 50_000 },
      { narration: "=cmd|' /C calc'!A0", amountPaise: 25_000 },
    ]);
    expect(JSON.stringify(statement)).not.toContain('attacker.example');
  });

  it('refuses a file over the limit, an old .xls, a binary or broken file, and too many rows, each with its reason', async () => {
    const big = new Uint8Array(10 * 1024 * 1024).fill(0x41);
    expect(big.byteLength).toBeGreaterThan(STATEMENT_MAX_BYTES);
    expect((await refusal(big)).code).toBe('statement_too_large');
    const oldExcel = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await refusal(oldExcel)).code).toBe('statement_old_excel');
    expect((await refusal(new Uint8Array([0x41, 0x00, 0xff, 0xfe, 0x00]))).code).toBe('statement_unreadable');
    expect((await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).code).toBe('statement_unreadable');
    const many = csv([
      ['Date', 'Narration', 'Credit'],
      ...Array.from({ length: 20_001 }, () => ['01/01/2026', 'x', '1']),
    ]);
    expect((await refusal(many)).code).toBe('statement_too_many_rows');
    expect(
      (
        await refusal(
          csv([
            ['Amount', 'Who'],
            ['1', 'x'],
          ]),
        )
      ).code,
    ).toBe('statement_columns_unknown');
  });

  it('reads dates, amounts, UTRs and references as banks write them', () => {
    expect(parseDate('04/05/2026')).toBe('2026-05-04');
    expect(parseDate('04-05-26')).toBe('2026-05-04');
    expect(parseDate('4 May 2026')).toBe('2026-05-04');
    expect(parseDate('04-May-26')).toBe('2026-05-04');
    expect(parseDate('2026-05-04')).toBe('2026-05-04');
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('Opening balance')).toBeNull();
    expect(parseAmount('1,23,456.5')).toBe(12_345_650);
    expect(parseAmount('₹ 500')).toBe(50_000);
    expect(parseAmount('500.00 Cr')).toBe(50_000);
    expect(parseAmount('-20')).toBe(-2_000);
    expect(parseAmount('12abc')).toBeNull();
    expect(parseAmount(0.1 + 0.2)).toBe(30);
    expect(utrOf('UPI/433512345678/x')).toBe('433512345678');
    expect(utrOf('A/C 12345678901234')).toBeNull();
    expect(applicationReferenceOf('UPI-X-APP 2026 7kq4mz-Y')).toBe('APP-2026-7KQ4MZ');
    expect(applicationReferenceOf('APP-2026-00042 fee')).toBe('APP-2026-00042');
    expect(applicationReferenceOf('APP-2026-7KQ4MZSBIN')).toBeNull();
    expect(applicationReferenceOf('APP-2026-IO0000')).toBeNull();
  });
});
