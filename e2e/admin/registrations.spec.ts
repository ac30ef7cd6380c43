import { readFile } from 'node:fs/promises';
import { texts } from '../../packages/core/src/texts.ts';
import { checkAccessible, confirmDelete, expect, openSection, shoot, signIn, test } from './helpers.ts';

const REGISTRATIONS = texts.admin.registrations;

test('registrations: search, filters, CSV export, contacted toggle, delete and restore from the trash', async ({
  page,
  service,
}) => {
  const stamp = Date.now();
  const city = `Tenali${stamp}`;
  const inserted = await service
    .from('registrations')
    .insert([
      {
        name: `Asha ${stamp}`,
        email: `asha-${stamp}@example.com`,
        city,
        state: 'Andhra Pradesh',
        program_interest: 'residential',
        comments: 'Hostel, please, "quiet" room',
        // A bulk insert sends every row's columns, so each row names the same ones.
        contacted: false,
      },
      {
        name: `Bhavani ${stamp}`,
        email: `bhavani-${stamp}@example.com`,
        city,
        state: 'Andhra Pradesh',
        program_interest: 'hybrid',
        contacted: true,
      },
    ])
    .select();
  expect(inserted.error).toBeNull();
  const asha = inserted.data?.find((row) => row.name.startsWith('Asha'));

  await openSection(page, 'registrations', REGISTRATIONS.heading);
  const table = page.getByRole('table', { name: REGISTRATIONS.heading });
  await expect(table.getByRole('columnheader')).toHaveText(Object.values(REGISTRATIONS.columns));
  await checkAccessible(page);
  await shoot(page, 'registrations');

  const search = page.getByLabel('Search by name, email, phone, city or state');
  await search.fill(city.toLowerCase());
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: texts.common.showFilters }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: REGISTRATIONS.notContacted }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`Asha ${stamp}`);
  await checkAccessible(page);
  await shoot(page, 'registrations-filters');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: REGISTRATIONS.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`registrations_${new Date().toISOString().slice(0, 10)}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header?.split(',')).toEqual(
    expect.arrayContaining(['id', 'name', 'email', 'city', 'contacted', 'created_at']),
  );
  expect(header).not.toContain('honeypot');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`asha-${stamp}@example.com`);
  expect(lines[0]).toContain('"Hostel, please, ""quiet"" room"');

  await page.getByRole('button', { name: texts.common.clearFilters }).click();
  await expect(search).toHaveValue('');
  await search.fill(`nobody-${stamp}`);
  await expect(page.getByText(REGISTRATIONS.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: REGISTRATIONS.exportCsv })).toBeDisabled();
  await search.fill(city);

  const row = table.getByRole('row', { name: new RegExp(`Asha ${stamp}`) });
  await expect(row).toContainText(REGISTRATIONS.notContacted);
  await row.getByRole('button', { name: `Actions for Asha ${stamp}` }).click();
  await page.getByRole('menuitem', { name: `Mark as ${REGISTRATIONS.contacted}` }).click();
  await expect(row).toContainText(REGISTRATIONS.contacted);
  await expect(row).not.toContainText(REGISTRATIONS.notContacted);
  expect((await service.from('registrations').select('contacted').eq('id', asha?.id).single()).data?.contacted).toBe(
    true,
  );

  await row.getByRole('button', { name: `Actions for Asha ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: REGISTRATIONS.confirmDeletionTitle });
  await checkAccessible(page);
  await expect(confirm).toBeVisible();
  await confirmDelete(page, REGISTRATIONS.confirmDeletionTitle);
  await expect(row).toHaveCount(0);
  expect((await service.from('registrations').select('id').eq('id', asha?.id)).data).toEqual([]);

  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/admin\/registrations\/trash$/);
  await checkAccessible(page);
  await shoot(page, 'registrations-trash');
  await page.getByRole('button', { name: `Restore Asha ${stamp}` }).click();
  await expect(page.getByRole('status')).toContainText(`Asha ${stamp}`);
  const back = await service.from('registrations').select('*').eq('id', asha?.id).single();
  expect(back.data).toMatchObject({ name: `Asha ${stamp}`, contacted: true, created_at: asha?.created_at });

  await page.getByRole('link', { name: `Back to ${REGISTRATIONS.heading}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Asha ${stamp}`) })).toBeVisible();
});

test('registrations: the dashboard links to the applicants not yet contacted', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: /^\d+ Registrations not yet contacted/ }).click();
  // react-admin keeps a list's filters in the address, as JSON.
  await expect(page).toHaveURL(/\/admin\/registrations\?filter=%7B%22contacted%22%3A%22false%22%7D/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(REGISTRATIONS.notContacted);
});
