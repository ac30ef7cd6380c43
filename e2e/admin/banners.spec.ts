import { screenErrors, texts, validationMessages } from '../../packages/core/src/texts.ts';
import {
  checkAccessible,
  confirmDelete,
  expect,
  fulfillRest,
  openSection,
  png,
  shoot,
  signIn,
  test,
} from './helpers.ts';

test.describe.configure({ mode: 'serial' });

test('banners: create with an image, reorder, edit with a new image, delete', async ({ page, service, request }) => {
  const title = `E2E banner ${Date.now()}`;
  const before = await service.from('banners').select('id, order_index').order('order_index');
  const count = before.data?.length ?? 0;

  await openSection(page, 'banners', texts.admin.banners.heading);
  await expect(page.getByText(texts.admin.banners.active).first()).toBeVisible();
  await expect(page.getByText(texts.admin.banners.inactive).first()).toBeVisible();
  await checkAccessible(page);
  await shoot(page, 'banners');

  // The first banner cannot go up.
  await expect(page.getByRole('button', { name: /^Move .* up$/ }).first()).toBeDisabled();

  await page.getByRole('button', { name: 'Add Banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Banner' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.requiredFields);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Made by the end-to-end test');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.selectImageFile);
  await dialog.getByLabel('Banner image').setInputFiles(png('banner.png'));
  await expect(dialog.getByRole('img', { name: 'Preview of banner image' })).toBeVisible();
  await checkAccessible(page);
  await shoot(page, 'banners-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const created = await service.from('banners').select('*').eq('title', title).single();
  expect(created.data?.order_index).toBe(count);
  expect(created.data?.active).toBe(true);
  const firstImage = created.data?.image_url ?? '';
  expect(firstImage).toMatch(/\/storage\/v1\/object\/public\/banner-images\/banners\/[0-9a-f-]{36}\.png$/);
  expect((await request.get(firstImage)).ok()).toBe(true);

  // The new banner is last: it cannot go down, and going up swaps it with its neighbour.
  await expect(page.getByRole('button', { name: `Move ${title} down` })).toBeDisabled();
  const neighbour = before.data?.at(-1);
  await page.getByRole('button', { name: `Move ${title} up` }).click();
  await expect(page.getByRole('button', { name: `Move ${title} down` })).toBeEnabled();
  const moved = await service.from('banners').select('id, order_index').in('id', [created.data?.id, neighbour?.id]);
  const orderOf = (id: string | undefined) => moved.data?.find((row) => row.id === id)?.order_index;
  expect(orderOf(created.data?.id)).toBe(neighbour?.order_index);
  expect(orderOf(neighbour?.id)).toBe(count);

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Banner' });
  await editDialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} edited`);
  await editDialog.getByText('Active').click();
  await editDialog.getByLabel('Banner image').setInputFiles(png('replacement.png'));
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `${title} edited` })).toBeVisible();
  const edited = await service.from('banners').select('*').eq('id', created.data?.id).single();
  expect(edited.data?.active).toBe(false);
  expect(edited.data?.image_url).not.toBe(firstImage);
  expect((await request.get(edited.data?.image_url ?? '')).ok()).toBe(true);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(firstImage)).ok()).toBe(true);

  await page.getByRole('button', { name: `Delete ${title} edited` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete banner' });
  await expect(confirm).toContainText(`${title} edited`);
  await confirmDelete(page, 'Delete banner');
  await expect(page.getByRole('heading', { name: `${title} edited` })).toHaveCount(0);
  const gone = await service.from('banners').select('id').eq('id', created.data?.id);
  expect(gone.data).toEqual([]);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(edited.data?.image_url ?? '')).ok()).toBe(true);

  // The seeded banner that moved down gets its place back.
  await service.from('banners').update({ order_index: neighbour?.order_index }).eq('id', neighbour?.id);
});

test('banners: a failed load shows the red banner', async ({ page }) => {
  await signIn(page);
  await page.route('**/rest/v1/banners*', (route) => fulfillRest(route, { status: 500, body: { message: 'boom' } }));
  await page.goto('/admin/banners');
  await expect(page.getByRole('alert')).toHaveText(screenErrors.banners.fetch);
});
