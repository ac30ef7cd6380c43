// The admin's events calendar: a paged table sorted and searched in the database, and
// a dialog with each text beside its Telugu twin, times typed in India's time whatever the
// computer's zone, whole-day events, and a picture through the storage module.
import { checkAccessible, confirmDelete, expect, openSection, png, shoot, signIn, test } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

// The admin's computer is somewhere else: its times still mean Vijayawada's.
test.use({ timezoneId: 'America/New_York' });

test('events: latest first, sorted and searched in the database', async ({ page }) => {
  await openSection(page, 'events', 'Events');
  const table = page.getByRole('table', { name: 'Events' });
  await expect(table.getByRole('columnheader')).toHaveText(['When', 'Title', 'Place', 'Summary', 'Actions']);
  await expect(table.getByRole('row').nth(1)).toContainText('Graduation Service');
  await checkAccessible(page);
  await shoot(page, 'events');

  await table.getByRole('button', { name: 'Title' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Admissions Open Day');

  await page.getByLabel('Search events').fill('krishna');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Mission Week in Krishna District');
  await page.getByLabel('Search events').fill('no such event anywhere');
  await expect(page.getByText('No events yet. Add the first one.')).toBeVisible();
});

test('events: add with a picture, times in India, edit to whole days, delete', async ({ page, service, request }) => {
  test.setTimeout(120_000);
  const title = `E2E Alumni Day ${Date.now()}`;
  await signIn(page);
  await page.goto('/admin/events');

  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Title (Telugu)', exact: true }).fill('పూర్వ విద్యార్థినుల దినం');
  await dialog.getByRole('textbox', { name: 'Summary', exact: true }).fill('Graduates come home for a day.');
  await dialog.getByRole('textbox', { name: 'Place', exact: true }).fill('Seminary Hall');
  await dialog.getByLabel('Starts').fill('2031-01-10T18:00');
  await dialog.getByLabel('Ends').fill('2031-01-10T20:30');
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Tea, stories and prayer.');
  await dialog.getByLabel('Picture', { exact: true }).setInputFiles(png('alumni-day.png'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A picture needs its description.
  await expect(dialog.getByRole('alert')).toHaveText('Please describe the picture');
  await dialog
    .getByRole('textbox', { name: 'Picture description (alt text)', exact: true })
    .fill('Graduates in the seminary hall');
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const created = await service.from('events').select('*').eq('title', title).single();
  expect(created.data).toMatchObject({
    slug: title.toLowerCase().replaceAll(' ', '-'),
    title_te: 'పూర్వ విద్యార్థినుల దినం',
    all_day: false,
    first_day: '2031-01-10',
    description: '<p>Tea, stories and prayer.</p>',
    image_alt: 'Graduates in the seminary hall',
  });
  // 18:00 and 20:30 in Vijayawada, not in New York.
  expect(new Date(String(created.data?.starts_at)).toISOString()).toBe('2031-01-10T12:30:00.000Z');
  expect(new Date(String(created.data?.ends_at)).toISOString()).toBe('2031-01-10T15:00:00.000Z');
  expect(created.data?.image_url).toMatch(/\/campus-life-images\/events\/[0-9a-f-]{36}\.png$/);

  await page.getByLabel('Search events').fill(title);
  const row = page.getByRole('table', { name: 'Events' }).getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(editDialog.getByLabel('Starts')).toHaveValue('2031-01-10T18:00');
  await editDialog.getByLabel('All day').check();
  await editDialog.getByLabel('First day').fill('2031-01-10');
  await editDialog.getByLabel('Last day').fill('2031-01-11');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  const edited = await service.from('events').select('*').eq('id', String(created.data?.id)).single();
  expect(edited.data).toMatchObject({
    all_day: true,
    start_date: '2031-01-10',
    end_date: '2031-01-11',
    starts_at: null,
    ends_at: null,
    last_day: '2031-01-11',
  });

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page);
  await expect(row).toHaveCount(0);
  expect((await service.from('events').select('id').eq('id', String(created.data?.id))).data).toEqual([]);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(created.data?.image_url ?? '')).ok()).toBe(true);
});
