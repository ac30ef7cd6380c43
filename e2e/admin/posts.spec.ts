// The admin's Blog screen: posts paged, searched and sorted by the database; the add
// and edit dialog with each text beside its Telugu twin, the address made from the title, the
// cover through the storage module and a preview of the post's page in either language.
import { checkAccessible, confirmDelete, expect, png, shoot, signIn, test } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

test('blog: add a post with a cover and preview it in both languages, publish it, find it, delete it', async ({
  page,
  service,
  request,
}) => {
  const stamp = Date.now();
  const title = `Graduation week ${stamp}`;
  await signIn(page);
  await page.getByRole('menuitem', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Blog posts' })).toContainText('/blog/graduation-2025');
  await checkAccessible(page);

  await page.getByRole('button', { name: 'Add Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Post' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Title (Telugu)', exact: true }).fill(`పట్టభద్రత వారం ${stamp}`);
  await dialog.getByRole('textbox', { name: 'Summary', exact: true }).fill('Seven days of thanksgiving.');
  await dialog.getByRole('textbox', { name: 'Body', exact: true }).fill('Families came from every district.');
  await dialog.getByRole('textbox', { name: 'Body (Telugu)', exact: true }).fill('ప్రతి జిల్లా నుండి కుటుంబాలు వచ్చాయి.');
  await dialog.getByLabel('Cover picture').setInputFiles(png('cover.png'));

  // A cover without its description is refused before anything is stored.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please describe the cover picture').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Cover description', exact: true }).fill('Graduates with lamps');

  const preview = dialog.locator('[data-post-preview]');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('Families came from every district.');
  await expect(preview.getByRole('img', { name: 'Graduates with lamps' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Telugu' }).click();
  await expect(preview).toContainText(`పట్టభద్రత వారం ${stamp}`);
  await expect(preview).toContainText('ప్రతి జిల్లా నుండి కుటుంబాలు వచ్చాయి.');
  // No Telugu summary yet: the Telugu page shows the English one, marked as English.
  await expect(preview.getByText('Seven days of thanksgiving.')).toHaveAttribute('lang', 'en');
  await checkAccessible(page);
  await shoot(page, 'blog-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const created = await service.from('posts').select('*').eq('title', title).single();
  expect(created.data).toMatchObject({
    slug: `graduation-week-${stamp}`,
    draft: true,
    body: '<p>Families came from every district.</p>',
    cover_alt: 'Graduates with lamps',
  });
  expect(created.data?.cover_image_url).toMatch(/\/gallery-images\/posts\/[0-9a-f-]{36}\.png$/);

  // Searched in the database, by title or address.
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(`week-${stamp}`);
  const rows = page.getByRole('table', { name: 'Blog posts' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: title });
  await expect(row).toContainText('Draft');
  await shoot(page, 'blog-list');

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByRole('switch', { name: 'Draft (not shown on the site)' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Published');
  const visible = await service.from('posts').select('draft').eq('id', created.data?.id).single();
  expect(visible.data?.draft).toBe(false);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page);
  await expect(row).toHaveCount(0);
  expect((await service.from('posts').select('id').eq('id', created.data?.id)).data).toEqual([]);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(created.data?.cover_image_url ?? '')).ok()).toBe(true);
});

test('blog: an address that is not url-safe is refused with a message', async ({ page, service }) => {
  await signIn(page);
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Add Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Post' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Refused address');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Not a slug!');
  await dialog.getByRole('textbox', { name: 'Summary', exact: true }).fill('Nothing is stored.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/The address may hold only lower-case letters/).first()).toBeVisible();
  await expect(dialog).toBeVisible();
  expect((await service.from('posts').select('id').eq('title', 'Refused address')).data).toEqual([]);
});

test('blog: pages of 25 with the true total, sorted by the database', async ({ page, service }) => {
  const stamp = Date.now();
  const rows = Array.from({ length: 30 }, (_, index) => ({
    slug: `paging-${stamp}-${index}`,
    title: `Paging ${stamp} ${String(index).padStart(2, '0')}`,
    summary: 'A post for paging.',
    published_at: new Date(Date.UTC(2020, 0, 1 + index)).toISOString(),
  }));
  expect((await service.from('posts').insert(rows)).error).toBeNull();
  try {
    await signIn(page);
    await page.goto('/admin/blog');
    const { count } = await service.from('posts').select('id', { count: 'exact', head: true });
    await expect(page.getByText(`1-25 of ${count}`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search posts' }).fill(`Paging ${stamp}`);
    await expect(page.getByText('1-25 of 30')).toBeVisible();
    const titles = page
      .getByRole('table', { name: 'Blog posts' })
      .getByRole('row')
      .locator('td:first-child p:first-child');
    // Newest publish time first, then by title when its header is clicked.
    await expect(titles.first()).toHaveText(`Paging ${stamp} 29`);
    await page.getByRole('columnheader', { name: 'Post' }).getByRole('button').click();
    await expect(titles.first()).toHaveText(`Paging ${stamp} 00`);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText('26-30 of 30')).toBeVisible();
    await expect(titles).toHaveCount(5);
  } finally {
    await service.from('posts').delete().like('slug', `paging-${stamp}-%`);
  }
});
