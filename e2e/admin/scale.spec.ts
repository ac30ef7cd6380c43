// The admin on a school's years of applications: 2,500 student registrations, listed, paged,
// searched and exported by the database rather than a copy in the browser.
import { readFile } from 'node:fs/promises';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, signIn, test } from './helpers.ts';

const REGISTRATIONS = texts.admin.registrations;
const COUNT = 2_500;
const BATCH = 500;
const PAGE_SIZE = 25;
/** Older than anything the seed or the other tests insert, so these end the list. */
const FIRST_DAY = Date.UTC(2010, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

test('student registrations at scale: the total, the oldest on the last page, search, and an export of every row', async ({
  page,
  service,
}, testInfo) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const nameOf = (index: number) => `Scale ${stamp}-${String(index).padStart(4, '0')}`;
  // One application a day from 2010 on: the first is the oldest, the last the newest.
  const rows = Array.from({ length: COUNT }, (_, index) => ({
    name: nameOf(index),
    email: `scale-${stamp}-${index}@example.com`,
    city: 'Vijayawada',
    state: 'Andhra Pradesh',
    program_interest: 'residential',
    payment_screenshot_url: `scale-${stamp}-${index}.png`,
    created_at: new Date(FIRST_DAY + index * DAY).toISOString(),
  }));
  for (let start = 0; start < COUNT; start += BATCH) {
    const { data: inserted, error } = await service
      .from('student_registrations')
      .insert(rows.slice(start, start + BATCH))
      .select('id');
    expect(error).toBeNull();
    // Each application written through the API queues two e-mails; these years of applications
    // are an import, not news, and 5,000 of them would hold up the mail of every test after this.
    // They are found by their application, since the applicant's e-mail carries no name of hers.
    const ids = (inserted ?? []).map((row) => row.id);
    for (let from = 0; from < ids.length; from += 100) {
      const withdrawn = await service
        .from('mail_outbox')
        .delete()
        .eq('status', 'pending')
        .in('application_id', ids.slice(from, from + 100));
      expect(withdrawn.error).toBeNull();
    }
  }

  try {
    await signIn(page);
    const table = page.getByRole('table', { name: REGISTRATIONS.studentHeading });
    const opened = Date.now();
    await page.goto('/admin/student-registrations');
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
    const firstPageMs = Date.now() - opened;
    await expect(table.getByRole('row')).toHaveCount(PAGE_SIZE + 1);

    const range = page.getByText(/^1-25 of 2,5\d\d$/);
    await expect(range).toBeVisible();
    const total = Number((await range.textContent())?.split(' of ')[1]?.replace(',', ''));
    expect(total).toBeGreaterThanOrEqual(COUNT);

    const lastPage = Math.ceil(total / PAGE_SIZE);
    await page.getByRole('button', { name: `Go to page ${lastPage}` }).click();
    await expect(
      page.getByText(`${(lastPage - 1) * PAGE_SIZE + 1}-${total} of ${total.toLocaleString('en-US')}`),
    ).toBeVisible();
    await expect(table.getByRole('row').last()).toContainText(nameOf(0));

    const search = page.getByLabel('Search by name, email, phone, city or state');
    await search.fill(`${stamp}-0000`);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(nameOf(0));
    await expect(page.getByText(/^1-1 of 1$/)).toBeVisible();

    await search.fill(`Scale ${stamp}`);
    await expect(page.getByText(`1-25 of ${COUNT.toLocaleString('en-US')}`)).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(nameOf(COUNT - 1));
    const exportStarted = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: REGISTRATIONS.exportCsv }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const exportMs = Date.now() - exportStarted;
    // These rows hold no comma, quote or line break, so each line is a row and commas split its cells.
    const [header = '', ...lines] = csv.trim().split(/\r?\n/);
    const nameColumn = header.split(',').indexOf('name');
    const names = lines.map((line) => line.split(',')[nameColumn]);
    expect(lines).toHaveLength(COUNT);
    expect(new Set(names).size).toBe(COUNT);
    // In the list's order: newest first.
    expect(names[0]).toBe(nameOf(COUNT - 1));
    expect(names.at(-1)).toBe(nameOf(0));

    const figures = `first page ${firstPageMs} ms; export of ${COUNT} rows ${exportMs} ms`;
    testInfo.annotations.push({ type: 'figures', description: figures });
    console.log(`scale: ${figures}`);
  } finally {
    const { error } = await service.from('student_registrations').delete().like('name', `Scale ${stamp}-%`);
    expect(error).toBeNull();
  }
});
