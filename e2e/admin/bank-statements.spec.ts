// Bank Statements, the admissions office's import: a statement written here as the office would
// download it (a CSV in the plain layout, HDFC Bank's .xlsx, a bank the admin does not know) is
// chosen in the browser, which reads it and sends its credits; applications made here are
// verified by the reference in a narration or the UTR she typed, one is proposed by fee, date and
// name and confirmed, and a second import of the same file verifies nothing new. Hostile files
// (an old .xls, unknown columns) get their words. Names and UTRs are new for each run, so the
// specs running beside it cannot be matched to these credits, nor these to theirs.
import { writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import ExcelJS from 'exceljs';
import { accounts } from '../support/fixtures.ts';
import { checkAccessible, expect, insertApplication, shoot, signInToDashboard, test } from './helpers.ts';

const FILE_LABEL = 'Statement file (CSV or .xlsx)';

/** A word of capitals no other spec's applicant has in her name. */
const uniqueWord = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => String.fromCharCode(65 + (byte % 26))).join('');

/** A 12-digit UPI transaction number. */
const newUtr = () => String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

/** Today in India, the day the credits came in, as the statement's parts. */
function today() {
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .split('/');
  return { day: day ?? '', month: month ?? '', year: year ?? '', iso: `${year}-${month}-${day}` };
}

async function apply(service: SupabaseClient, name: string, extra: Record<string, unknown> = {}) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return insertApplication(service, {
    name,
    email: `statement-${stamp}@example.com`,
    program_interest: 'online',
    ...extra,
  });
}

const csvLine = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');

async function openScreen(page: Page) {
  await signInToDashboard(page, accounts.admissions);
  await page.getByRole('menu', { name: 'Admin sections' }).getByRole('menuitem', { name: 'Bank Statements' }).click();
  await expect(page.getByRole('heading', { name: 'Bank Statements', level: 1 })).toBeVisible();
}

async function upload(page: Page, testInfo: TestInfo, name: string, content: string | Uint8Array) {
  const path = testInfo.outputPath(name);
  await writeFile(path, content);
  await page.getByLabel(FILE_LABEL).setInputFiles(path);
}

const summaryLine = (page: Page) => page.getByRole('region', { name: 'Import summary' }).getByRole('status').first();

test('a CSV statement verifies by reference and by UTR, a proposal is confirmed, and a second import changes nothing', async ({
  page,
  service,
}, testInfo) => {
  const settings = await service.from('payment_settings').select('fee_online').eq('id', 1).single();
  expect(settings.error).toBeNull();
  const feeBefore: number | null = settings.data?.fee_online ?? null;
  // A proposal needs her program's fee; the fee already set is kept, as the specs beside this one expect.
  const fee = feeBefore ?? 1500;
  if (feeBefore === null) await service.from('payment_settings').update({ fee_online: fee }).eq('id', 1);
  try {
    const byReference = await apply(service, `Priya ${uniqueWord()}`);
    const typedUtr = newUtr();
    const byUtr = await apply(service, `Lydia ${uniqueWord()}`, { payment_utr: typedUtr });
    const surname = uniqueWord();
    const proposedName = `Martha ${surname}`;
    const proposed = await apply(service, proposedName);
    const proposedUtr = newUtr();
    const unmatchedNarration = `NEFT GIFT ${uniqueWord()}`;
    const date = today();
    const day = `${date.day}/${date.month}/${date.year}`;
    const amount = fee.toFixed(2);
    const csv = [
      csvLine(['Date', 'Narration', 'Reference', 'Debit', 'Credit', 'Balance']),
      csvLine([day, `UPI/CR/${newUtr()}/PAYER/${byReference.reference}`, '', '', amount, '10000.00']),
      csvLine([day, `UPI/CR/${typedUtr}/PAYER`, '', '', amount, '11500.00']),
      csvLine([day, 'ELECTRICITY BILL', '', '2000.00', '', '9500.00']),
      csvLine([day, `UPI/CR/${proposedUtr}/${surname}`, '', '', amount, '11000.00']),
      csvLine([day, unmatchedNarration, '', '', '777.77', '11777.77']),
    ].join('\n');

    await openScreen(page);
    await expect(page.getByText('The file is read on this computer and is not kept')).toBeVisible();
    await upload(page, testInfo, 'statement.csv', csv);
    await expect(summaryLine(page)).toHaveText(
      '4 credits read: 2 verified now, 0 already verified, 1 to confirm, 1 unmatched.',
    );
    const verified = page.getByRole('table', { name: 'Verified now' });
    await expect(verified.getByRole('row', { name: new RegExp(byReference.reference) })).toContainText(
      /RCPT\/\d{4}-\d{2}\/\d{4}.*Reference in the narration/,
    );
    await expect(verified.getByRole('row', { name: new RegExp(byUtr.reference) })).toContainText('UTR she gave');
    await expect(page.getByRole('table', { name: 'Unmatched credits' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Unmatched credits' })).toContainText(unmatchedNarration);
    await expect(page.getByRole('table', { name: 'Unmatched credits' })).toContainText('₹777.77');
    await checkAccessible(page);
    await shoot(page, 'bank-statements-summary');

    await page.getByRole('button', { name: `Confirm the payment of ${proposedName} (${proposed.reference})` }).click();
    await expect(page.getByRole('table', { name: 'To confirm' }).getByRole('status')).toHaveText(
      /^Confirmed: receipt RCPT\/\d{4}-\d{2}\/\d{4}$/,
    );

    const payments = await service
      .from('verified_payments')
      .select('application_id, matched_by, utr, amount, paid_on')
      .in('application_id', [byReference.id, byUtr.id, proposed.id]);
    expect(payments.error).toBeNull();
    const byApplication = Object.fromEntries((payments.data ?? []).map((row) => [row.application_id, row]));
    expect(byApplication[byReference.id]).toMatchObject({ matched_by: 'reference', amount: fee, paid_on: date.iso });
    expect(byApplication[byUtr.id]).toMatchObject({ matched_by: 'utr', utr: typedUtr });
    expect(byApplication[proposed.id]).toMatchObject({ matched_by: 'office', utr: proposedUtr, amount: fee });

    // The same file again: everything it verified is already verified, and no new receipt.
    await upload(page, testInfo, 'statement.csv', csv);
    await expect(summaryLine(page)).toHaveText(
      '4 credits read: 0 verified now, 3 already verified, 0 to confirm, 1 unmatched.',
    );
    const already = page.getByRole('table', { name: 'Already verified' });
    for (const application of [byReference, byUtr]) {
      await expect(already.getByRole('link', { name: application.reference })).toBeVisible();
    }
    // The confirmed credit names no application: it is known by its UTR, verified before.
    await expect(
      already.getByRole('row', { name: new RegExp(`UTR ${proposedUtr} \\(verified before\\)`) }),
    ).toBeVisible();
    const again = await service
      .from('verified_payments')
      .select('id', { count: 'exact', head: true })
      .in('application_id', [byReference.id, byUtr.id, proposed.id]);
    expect(again.count).toBe(3);
  } finally {
    if (feeBefore === null) await service.from('payment_settings').update({ fee_online: null }).eq('id', 1);
  }
});

test("HDFC Bank's .xlsx download verifies the application its narration names", async ({ page, service }, testInfo) => {
  const application = await apply(service, `Ruth ${uniqueWord()}`);
  const date = today();
  // HDFC's narration carries the UPI note shortened, without its hyphens.
  const note = application.reference.replaceAll('-', '');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  sheet.addRow(['HDFC BANK Ltd.', '', 'Page No .: 1']);
  sheet.addRow(['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance']);
  const short = `${date.day}/${date.month}/${date.year.slice(2)}`;
  sheet.addRow([
    short,
    `UPI-RUTH-ruth@okhdfcbank-HDFC0001234-${note}-Fee`,
    `0000${newUtr()}`,
    short,
    null,
    1000,
    51000,
  ]);

  await openScreen(page);
  await upload(page, testInfo, 'hdfc.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
  await expect(summaryLine(page)).toHaveText(
    '1 credit read: 1 verified now, 0 already verified, 0 to confirm, 0 unmatched.',
  );
  await expect(
    page.getByRole('table', { name: 'Verified now' }).getByRole('row', { name: new RegExp(application.reference) }),
  ).toContainText('₹1,000.00');
  const payment = await service
    .from('verified_payments')
    .select('amount, paid_on')
    .eq('application_id', application.id);
  expect(payment.data).toEqual([{ amount: 1000, paid_on: date.iso }]);
});

test('an old .xls is refused in words, and a bank the admin does not know is read with the columns chosen', async ({
  page,
  service,
}, testInfo) => {
  await openScreen(page);
  await upload(page, testInfo, 'old.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]));
  await expect(page.getByRole('alert')).toHaveText(
    'This is an old Excel file (.xls). Open it in Excel or LibreOffice, save it as .xlsx or CSV, and choose that file.',
  );

  const application = await apply(service, `Dorcas ${uniqueWord()}`);
  const date = today();
  const csv = [
    csvLine(['When', 'Particulars', 'Money in']),
    csvLine([`${date.month}/${date.day}/${date.year}`, `IMPS ${application.reference}`, '250.00']),
  ].join('\n');
  await upload(page, testInfo, 'other-bank.csv', csv);
  await expect(page.getByRole('alert')).toHaveText(
    "This statement's columns are not a layout the admin knows. Choose the column that holds each value.",
  );
  const form = page.getByRole('form', { name: 'Statement columns' });
  for (const [label, heading] of [
    ['Date column', 'When'],
    ['Narration column', 'Particulars'],
    ['Credit (money in) column', 'Money in'],
  ] as const) {
    await form.getByLabel(label).click();
    await page.getByRole('option', { name: heading, exact: true }).click();
  }
  await form.getByLabel('Dates are written').click();
  await page.getByRole('option', { name: 'Month first (06/15/2026)' }).click();
  await checkAccessible(page);
  await form.getByRole('button', { name: 'Read with these columns' }).click();

  await expect(summaryLine(page)).toHaveText(
    '1 credit read: 1 verified now, 0 already verified, 0 to confirm, 0 unmatched.',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  const payment = await service
    .from('verified_payments')
    .select('amount, paid_on')
    .eq('application_id', application.id);
  expect(payment.data).toEqual([{ amount: 250, paid_on: date.iso }]);
});
