import { texts } from '../../packages/core/src/texts.ts';
import { checkAccessible, confirmDelete, expect, openSection, png, pngBytes, shoot, signIn, test } from './helpers.ts';

test('gallery: multi-upload with progress per file in one bulk insert, then delete one image', async ({
  page,
  service,
  request,
}) => {
  const stamp = Date.now();
  await openSection(page, 'gallery', texts.admin.gallery.heading);
  await checkAccessible(page);
  await shoot(page, 'gallery');

  // Uploads are held back until each file's progress has been seen.
  let releaseUploads: () => void = () => undefined;
  const uploadsReleased = new Promise<void>((resolve) => {
    releaseUploads = resolve;
  });
  await page.route('**/storage/v1/object/gallery-images/**', async (route) => {
    await uploadsReleased;
    await route.fallback();
  });
  // The gallery's bulk insert: every row of the batch goes to the table in one request.
  const inserts: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/rest/v1/gallery') {
      inserts.push(request.postDataJSON());
    }
  });
  await page
    .getByLabel(texts.admin.about.selectImages)
    .setInputFiles([png(`chapel-${stamp}.png`), png(`library-${stamp}.png`, 120), png(`garden-${stamp}.png`, 30)]);
  await page.getByRole('button', { name: texts.admin.about.uploadSelectedImages }).click();
  await expect(page.getByRole('button', { name: texts.common.uploading })).toBeDisabled();
  const progress = page.getByRole('progressbar', { name: `Upload progress for chapel-${stamp}.png` });
  await expect(progress).toBeVisible();
  await expect(page.getByText('0%').first()).toBeVisible();
  await shoot(page, 'gallery-uploading');
  releaseUploads();
  await expect(page.getByRole('list', { name: 'Selected images' })).toHaveCount(0, { timeout: 20_000 });

  const grid = page.getByRole('list', { name: 'Gallery images' });
  await expect(grid.getByRole('img', { name: `chapel-${stamp}` })).toBeVisible();
  await expect(grid.getByRole('img', { name: `library-${stamp}` })).toBeVisible();
  await expect(grid.getByRole('img', { name: `garden-${stamp}` })).toBeVisible();
  expect(inserts).toHaveLength(1);
  expect(inserts[0]).toEqual([
    expect.objectContaining({ title: `chapel-${stamp}`, description: null, category: null }),
    expect.objectContaining({ title: `library-${stamp}`, description: null, category: null }),
    expect.objectContaining({ title: `garden-${stamp}`, description: null, category: null }),
  ]);
  const rows = await service.from('gallery').select('*').like('title', `%-${stamp}`).order('title');
  expect(rows.data?.map((row) => row.title)).toEqual([`chapel-${stamp}`, `garden-${stamp}`, `library-${stamp}`]);
  for (const row of rows.data ?? []) expect(row.image_url).toMatch(/\/gallery-images\/gallery\/[0-9a-f-]{36}\.png$/);

  const chapel = rows.data?.[0];
  await grid.getByRole('button', { name: `Delete chapel-${stamp}` }).click();
  await confirmDelete(page);
  await expect(grid.getByRole('img', { name: `chapel-${stamp}` })).toHaveCount(0);
  expect((await service.from('gallery').select('id').eq('id', chapel?.id)).data).toEqual([]);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(chapel?.image_url ?? '')).ok()).toBe(true);

  await service.from('gallery').delete().like('title', `%-${stamp}`);
});

test('gallery: pages of 24 images, newest first, with the true total', async ({ page, service }) => {
  const stamp = Date.now();
  const file = `e2e-page-${stamp}.png`;
  const bucket = service.storage.from('gallery-images');
  expect((await bucket.upload(file, pngBytes(200), { contentType: 'image/png' })).error).toBeNull();
  const imageUrl = bucket.getPublicUrl(file).data.publicUrl;
  // Newer than every other row, a second apart, so they fill the first pages in a known order.
  const start = Date.now() + 60_000;
  const added = Array.from({ length: 30 }, (_, index) => ({
    title: `page-${stamp}-${String(index + 1).padStart(2, '0')}`,
    image_url: imageUrl,
    created_at: new Date(start + index * 1000).toISOString(),
  }));
  expect((await service.from('gallery').insert(added)).error).toBeNull();
  try {
    const { count } = await service.from('gallery').select('id', { count: 'exact', head: true });
    const total = (count ?? 0).toLocaleString('en-US');

    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/rest/v1/gallery')
        reads.push(request.url());
    });
    await signIn(page);
    await page.goto('/admin/gallery');
    const grid = page.getByRole('list', { name: 'Gallery images' });
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await expect(page.getByText(`1-24 of ${total}`)).toBeVisible();
    await expect(grid.getByRole('listitem').first()).toContainText(`page-${stamp}-30`);
    await expect(grid.getByRole('img', { name: `page-${stamp}-07` })).toBeVisible();
    await expect(grid.getByRole('img', { name: `page-${stamp}-06` })).toHaveCount(0);
    // The database pages: no request asks for more rows than one page.
    for (const url of reads) expect(new URL(url).searchParams.get('limit')).toBe('24');

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(`25-${Math.min(48, count ?? 0)} of ${total}`)).toBeVisible();
    await expect(grid.getByRole('listitem').first()).toContainText(`page-${stamp}-06`);
    await expect(grid.getByRole('img', { name: `page-${stamp}-07` })).toHaveCount(0);
    await checkAccessible(page);
  } finally {
    await service.from('gallery').delete().like('title', `page-${stamp}-%`);
    await bucket.remove([file]);
  }
});
