import { texts, validationMessages } from '../../packages/core/src/texts.ts';
import { checkAccessible, confirmDelete, expect, openSection, png, shoot, signIn, test } from './helpers.ts';

const ABOUT = texts.admin.about;

test.describe.configure({ mode: 'serial' });

test('about: add a rich-text section, edit it with its type fixed, delete it', async ({ page, service }) => {
  const title = `E2E history ${Date.now()}`;
  await openSection(page, 'about', ABOUT.heading);
  await expect(page.getByRole('tab', { name: ABOUT.contentTab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: ABOUT.galleryTab })).toBeVisible();
  await checkAccessible(page);
  await shoot(page, 'about-content');

  await page.getByRole('button', { name: ABOUT.addSection }).click();
  const dialog = page.getByRole('dialog', { name: ABOUT.addSectionTitle });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.requiredFields);
  await dialog.getByRole('combobox', { name: /Section Type/ }).click();
  await page.getByRole('option', { name: 'History' }).click();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const editor = dialog.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();
  await page.keyboard.type('Founded in 1984.');
  // The English editor's toolbar comes before the Telugu editor's.
  await dialog.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type(' Still teaching.');
  await checkAccessible(page);
  await shoot(page, 'about-section-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('History', { exact: true })).toBeVisible();
  await expect(card.locator('strong')).toHaveText('Still teaching.');
  const created = await service.from('about_sections').select('*').eq('title', title).single();
  expect(created.data?.section_type).toBe('history');
  expect(created.data?.content).toContain('<strong>');

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: ABOUT.editSectionTitle });
  await expect(editDialog.getByRole('combobox', { name: /Section Type/ })).toHaveAttribute('aria-disabled', 'true');
  await editDialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} edited`);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  const edited = await service.from('about_sections').select('*').eq('id', created.data?.id).single();
  expect(edited.data?.title).toBe(`${title} edited`);
  expect(edited.data?.section_type).toBe('history');

  await page
    .getByRole('article')
    .filter({ hasText: `${title} edited` })
    .getByRole('button', { name: `Delete ${title} edited` })
    .click();
  await confirmDelete(page);
  await expect(page.getByRole('article').filter({ hasText: `${title} edited` })).toHaveCount(0);
  expect((await service.from('about_sections').select('id').eq('id', created.data?.id)).data).toEqual([]);
});

test('about: upload gallery images after removing one, then delete one', async ({ page, service, request }) => {
  const stamp = Date.now();
  await signIn(page);
  await page.goto('/admin/about');
  await page.getByRole('tab', { name: ABOUT.galleryTab }).click();
  await expect(page).toHaveURL(/tab=gallery/);
  await expect(page.getByText(ABOUT.selectImagesHint)).toBeVisible();
  await checkAccessible(page);
  await shoot(page, 'about-gallery');

  await page.getByLabel(ABOUT.selectImages).setInputFiles([png(`kept-${stamp}.png`), png(`dropped-${stamp}.png`)]);
  const selected = page.getByRole('list', { name: 'Selected images' });
  await expect(selected.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: `Remove dropped-${stamp}.png` }).click();
  await expect(selected.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: ABOUT.uploadSelectedImages }).click();
  await expect(selected).toHaveCount(0);

  const grid = page.getByRole('list', { name: 'Campus gallery images' });
  await expect(grid.getByRole('img', { name: `kept-${stamp}` })).toBeVisible();
  const rows = await service.from('about_gallery').select('*').like('title', `%-${stamp}`);
  expect(rows.data?.map((row) => [row.title, row.description])).toEqual([[`kept-${stamp}`, '']]);
  const url = rows.data?.[0]?.image_url ?? '';
  expect(url).toMatch(/\/about-images\/gallery\/[0-9a-f-]{36}\.png$/);

  await grid.getByRole('button', { name: `Delete kept-${stamp}` }).click();
  await confirmDelete(page);
  await expect(grid.getByRole('img', { name: `kept-${stamp}` })).toHaveCount(0);
  expect((await service.from('about_gallery').select('id').like('title', `%-${stamp}`)).data).toEqual([]);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(url)).ok()).toBe(true);
});
