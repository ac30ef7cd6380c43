import { texts, validationMessages } from '../../packages/core/src/texts.ts';
import {
  checkAccessible,
  confirmDelete,
  expect,
  fulfillRest,
  openSection,
  pngBytes,
  shoot,
  signIn,
  test,
} from './helpers.ts';

const VIDEOS = texts.admin.videos;

test('videos: YouTube validation, thumbnail extraction, featured badge, player, delete confirmation', async ({
  page,
  service,
}) => {
  const title = `E2E video ${Date.now()}`;
  // No network to YouTube here: thumbnails get a local image and the player frame an empty page.
  await page.route('https://img.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: pngBytes() }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '' }),
  );
  await openSection(page, 'videos', VIDEOS.heading);
  await expect(page.getByText(VIDEOS.featuredNote)).toBeVisible();
  await checkAccessible(page);
  await shoot(page, 'videos');

  await page.getByRole('button', { name: VIDEOS.add }).click();
  const dialog = page.getByRole('dialog', { name: VIDEOS.addTitle });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.titleAndVideoUrlRequired);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByLabel('YouTube URL').fill('https://example.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.invalidYouTubeUrl);
  await dialog.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.youTubeThumbnailUnavailable);
  await dialog.getByLabel('YouTube URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Chapel service');
  await expect(dialog.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
    'src',
    'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
  );
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const created = await service.from('videos').select('*').eq('title', title).single();
  expect(created.data).toMatchObject({
    video_url: 'https://youtu.be/dQw4w9WgXcQ',
    thumbnail_url: 'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
    subtitle: 'Chapel service',
    description: '',
  });
  const newest = page.getByRole('list', { name: 'Videos, newest first' }).getByRole('listitem').first();
  await expect(newest).toContainText(title);
  await expect(newest).toContainText(VIDEOS.currentlyFeatured);
  await expect(page.getByText(VIDEOS.currentlyFeatured)).toHaveCount(1);

  await newest.getByRole('button', { name: `Play ${title}` }).click();
  const player = page.getByRole('dialog', { name: title });
  await expect(player.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  await expect(player).toContainText('Chapel service');
  await shoot(page, 'videos-player');
  await checkAccessible(page);
  await player.getByRole('button', { name: 'Close video' }).click();
  await expect(player).toBeHidden();

  await newest.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(VIDEOS.confirmDelete);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await service.from('videos').select('id').eq('id', created.data?.id)).data).toHaveLength(1);
  await newest.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page);
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await service.from('videos').select('id').eq('id', created.data?.id)).data).toEqual([]);
});

test('videos: the empty text', async ({ page }) => {
  await signIn(page);
  await page.route('**/rest/v1/videos*', (route) => fulfillRest(route, { body: [] }));
  await page.goto('/admin/videos');
  await expect(page.getByText(VIDEOS.empty)).toBeVisible();
});
