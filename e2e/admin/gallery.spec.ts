import { texts } from '../../packages/core/src/texts.ts';
import { checkAccessible, confirmDelete, expect, png, shoot, signIn, test } from './helpers.ts';

test('gallery: multi-upload with progress per file, then delete one image and its file', async ({
  page,
  service,
  request,
}) => {
  const stamp = Date.now();
  await signIn(page);
  await page.goto('/admin/gallery');
  await expect(page.getByRole('heading', { name: texts.admin.gallery.heading, level: 1 })).toBeVisible();
  await checkAccessible(page);
  await shoot(page, 'gallery');

  // Uploads are held back a moment so each file's progress can be seen.
  await page.route('**/storage/v1/object/gallery-images/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page
    .getByLabel(texts.admin.about.selectImages)
    .setInputFiles([png(`chapel-${stamp}.png`), png(`library-${stamp}.png`)]);
  await page.getByRole('button', { name: texts.admin.about.uploadSelectedImages }).click();
  await expect(page.getByRole('button', { name: texts.common.uploading })).toBeDisabled();
  const progress = page.getByRole('progressbar', { name: `Upload progress for chapel-${stamp}.png` });
  await expect(progress).toBeVisible();
  await expect(page.getByText('0%').first()).toBeVisible();
  await shoot(page, 'gallery-uploading');
  await expect(page.getByRole('list', { name: 'Selected images' })).toHaveCount(0, { timeout: 20_000 });

  const grid = page.getByRole('list', { name: 'Gallery images' });
  await expect(grid.getByRole('img', { name: `chapel-${stamp}` })).toBeVisible();
  await expect(grid.getByRole('img', { name: `library-${stamp}` })).toBeVisible();
  const rows = await service.from('gallery').select('*').like('title', `%-${stamp}`).order('title');
  expect(rows.data?.map((row) => row.title)).toEqual([`chapel-${stamp}`, `library-${stamp}`]);
  for (const row of rows.data ?? []) expect(row.image_url).toMatch(/\/gallery-images\/gallery\/[0-9a-f-]{36}\.png$/);

  const chapel = rows.data?.[0];
  await grid.getByRole('button', { name: `Delete chapel-${stamp}` }).click();
  await confirmDelete(page);
  await expect(grid.getByRole('img', { name: `chapel-${stamp}` })).toHaveCount(0);
  expect((await service.from('gallery').select('id').eq('id', chapel?.id)).data).toEqual([]);
  expect((await request.get(chapel?.image_url ?? '')).ok()).toBe(false);

  await service.from('gallery').delete().like('title', `%-${stamp}`);
});
