import { LAYOUT } from '../../packages/core/src/constants.ts';
import { texts, validationMessages } from '../../packages/core/src/texts.ts';
import { checkAccessible, expect, fulfillRest, openSection, pngBytes, shoot, signIn, test } from './helpers.ts';

const LOGO = texts.admin.logo;

test('logo: validation, then replacing the current logo keeps the old file for its version', async ({
  page,
  service,
  request,
}) => {
  // A logo of this test's own becomes the current one, so replacing it leaves the seeded logo alone.
  const stamp = Date.now();
  const oldName = `e2e-${stamp}.png`;
  expect(
    (await service.storage.from('logo-images').upload(oldName, pngBytes(), { contentType: 'image/png' })).error,
  ).toBeNull();
  const oldUrl = service.storage.from('logo-images').getPublicUrl(oldName).data.publicUrl;
  const current = await service.from('site_logo').insert({ logo_url: oldUrl, alt_text: 'Old logo' }).select().single();
  expect(current.error).toBeNull();

  await openSection(page, 'logo', LOGO.heading);
  await expect(page.getByText(LOGO.description)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Old logo' })).toHaveCSS('height', `${LAYOUT.logoHeightPx}px`);
  await expect(page.getByText(`${LAYOUT.logoHeightPx} px high`)).toBeVisible();
  await checkAccessible(page);
  await shoot(page, 'logo');

  await page.getByRole('button', { name: LOGO.save }).click();
  await expect(page.getByRole('alert')).toHaveText(validationMessages.selectLogo);
  await page
    .getByLabel('Logo image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await page.getByRole('button', { name: LOGO.save }).click();
  await expect(page.getByRole('alert')).toHaveText(validationMessages.selectImageFile);

  await page
    .getByLabel('Logo image')
    .setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(page.getByRole('img', { name: 'Preview of logo image' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill('New logo');
  await page.getByRole('button', { name: LOGO.save }).click();
  await expect(page.getByRole('status').filter({ hasText: LOGO.updated })).toBeVisible();
  await expect(page.getByRole('img', { name: 'New logo' })).toBeVisible();

  const updated = await service.from('site_logo').select('*').eq('id', current.data?.id).single();
  expect(updated.data?.alt_text).toBe('New logo');
  expect(updated.data?.logo_url).toMatch(/\/logo-images\/[0-9a-f-]{36}\.png$/);
  expect((await request.get(updated.data?.logo_url ?? '')).ok()).toBe(true);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(oldUrl)).ok()).toBe(true);

  // The logo's history shows the replaced picture and alt text beside the new ones.
  await page.getByRole('button', { name: 'History of the logo' }).click();
  const history = page.getByRole('dialog', { name: 'History: the logo' });
  const latest = history.getByRole('listitem').first();
  await expect(latest.getByRole('img', { name: 'Logo before' })).toHaveAttribute('src', oldUrl);
  await expect(latest.getByRole('img', { name: 'Logo after' })).toHaveAttribute('src', updated.data?.logo_url ?? '');
  await expect(latest).toContainText('New logo');
  await history.getByRole('button', { name: 'Close' }).click();

  await service.storage.from('logo-images').remove([updated.data?.logo_url.split('/').pop() ?? '']);
  await service.from('site_logo').delete().eq('id', current.data?.id);
});

test('logo: no logo set', async ({ page }) => {
  await signIn(page);
  await page.route('**/rest/v1/site_logo*', (route) => fulfillRest(route, { body: [] }));
  await page.goto('/admin/logo');
  await expect(page.getByText(LOGO.noLogo)).toBeVisible();
});
