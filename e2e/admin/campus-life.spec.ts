import { texts } from '../../packages/core/src/texts.ts';
import { checkAccessible, confirmDelete, expect, openSection, png, shoot, signIn, test } from './helpers.ts';

const CAMPUS = texts.admin.campusLife;

test.describe.configure({ mode: 'serial' });

test('campus life: add an event with an image, its content clamped to two lines, edit, delete', async ({
  page,
  service,
  request,
}) => {
  const title = `E2E event ${Date.now()}`;
  const content = 'A long day of worship and study. '.repeat(20);
  await openSection(page, 'campus-life', CAMPUS.heading);
  await expect(page.getByRole('tab', { name: CAMPUS.dataTab })).toHaveAttribute('aria-selected', 'true');
  await checkAccessible(page);
  await shoot(page, 'campus-life-events');

  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Content', exact: true }).fill(content);
  await dialog.getByLabel('Event image').setInputFiles(png('event.png'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const item = page.getByRole('listitem').filter({ hasText: title });
  const text = item.getByText(content.trim().slice(0, 30));
  await expect(text).toHaveCSS('-webkit-line-clamp', '2');
  const created = await service.from('campus_life').select('*').eq('title', title).single();
  expect(created.data?.image_url).toMatch(/\/campus-life-images\/campus-life\/[0-9a-f-]{36}\.png$/);

  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Event' });
  await editDialog.getByLabel('Event image').setInputFiles(png('new-event.png'));
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  const edited = await service.from('campus_life').select('*').eq('id', created.data?.id).single();
  expect(edited.data?.image_url).not.toBe(created.data?.image_url);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(created.data?.image_url ?? '')).ok()).toBe(true);

  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page);
  await expect(item).toHaveCount(0);
  expect((await service.from('campus_life').select('id').eq('id', created.data?.id)).data).toEqual([]);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(edited.data?.image_url ?? '')).ok()).toBe(true);
});

test('campus life: the gallery tab uploads to campus-life-gallery and deletes', async ({ page, service }) => {
  const stamp = Date.now();
  await signIn(page);
  await page.goto('/admin/campus-life');
  await page.getByRole('tab', { name: CAMPUS.galleryTab }).click();
  await expect(page.getByRole('tab', { name: CAMPUS.galleryTab })).toHaveAttribute('aria-selected', 'true');
  await checkAccessible(page);
  await shoot(page, 'campus-life-gallery');

  const before = (await service.from('campus_life_gallery').select('id')).data?.map((row) => row.id) ?? [];
  await page.getByLabel(texts.admin.about.selectImages).setInputFiles(png(`court-${stamp}.png`));
  await page.getByRole('button', { name: texts.admin.about.uploadSelectedImages }).click();
  await expect(page.getByRole('list', { name: 'Selected images' })).toHaveCount(0);
  const after = await service.from('campus_life_gallery').select('*').order('created_at', { ascending: false });
  const added = after.data?.filter((row) => !before.includes(row.id)) ?? [];
  expect(added).toHaveLength(1);
  expect(added[0]?.image_url).toMatch(/\/campus-life-images\/campus-life-gallery\/[0-9a-f-]{36}\.png$/);

  const grid = page.getByRole('list', { name: 'Campus life gallery images' });
  await grid
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await confirmDelete(page);
  await expect
    .poll(async () => (await service.from('campus_life_gallery').select('id').eq('id', added[0]?.id)).data)
    .toEqual([]);
});
