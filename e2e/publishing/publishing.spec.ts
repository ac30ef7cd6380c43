// Publishing, end to end: an admin edits a banner title in the admin and, with no command typed,
// the home page serves it within seconds; the dashboard shows the publishing state, 'Publish
// now' starts a build, and a failed build shows its error while the site stays as it was.
import type { Page } from '@playwright/test';
import { signInThroughForm } from '../admin/helpers.ts';
import { accounts, expect, expectAccessible, screenshotWidths } from '../support/fixtures.ts';
import { editBannerTitle, signInAsAdmin, siteText, test } from './stack.ts';

/** The goal for an edit to go live is 10 s; a loaded CI machine gets some room. */
const LIVE_WITHIN_MS = 30_000;

test.describe.configure({ mode: 'serial' });

function publishingCard(page: Page) {
  return page.getByRole('region', { name: 'Website publishing' });
}

test("an admin's banner edit reaches the home page by itself", async ({ page, stack }) => {
  const banner = `Publishing banner ${Date.now()}`;
  await stack.addBanner(banner);
  expect(await siteText(stack, '/')).toContain(banner);
  await signInAsAdmin(page, stack);
  const card = publishingCard(page);
  await expect(card.getByText(/^Last published: /)).toBeVisible();
  await expect(card.getByText('The website shows the latest changes.')).toBeVisible();
  await expectAccessible(page);
  await screenshotWidths(page, 'admin', 'publishing');

  const title = `Admissions open ${Date.now()}`;
  await editBannerTitle(page, stack, banner, 'Title', title);

  await expect.poll(() => siteText(stack, '/'), { timeout: LIVE_WITHIN_MS, intervals: [250] }).toContain(title);
  await page.goto(`${stack.webUrl}/`);
  await expect(page.getByText(title).first()).toBeAttached();
});

test("'Publish now' shows 'Publishing...' while the build runs, then the new time", async ({ page, stack }) => {
  await signInAsAdmin(page, stack);
  const card = publishingCard(page);
  const lastPublished = card.getByText(/^Last published: /);
  await expect(lastPublished).toBeVisible();

  const release = stack.holdNextBuild();
  const button = card.getByRole('button', { name: 'Publish now' });
  await button.click();
  await expect(card.getByText('Publishing...')).toBeVisible();
  await expect(button).toBeDisabled();

  const buildsBefore = stack.publisher.buildCount;
  release();
  await expect(card.getByText('The website shows the latest changes.')).toBeVisible({ timeout: LIVE_WITHIN_MS });
  await expect(button).toBeEnabled();
  expect(stack.publisher.buildCount).toBe(buildsBefore + 1);
});

test('a failed build shows its error and the site stays as it was', async ({ page, stack }) => {
  const before = await siteText(stack, '/');
  await signInAsAdmin(page, stack);
  const card = publishingCard(page);
  await expect(card.getByText(/^Last published: /)).toBeVisible();

  stack.failNextBuild('The site build failed: the database could not be reached.');
  await card.getByRole('button', { name: 'Publish now' }).click();
  const alert = card.getByRole('alert');
  await expect(alert).toContainText('The last publish failed. The website still shows the version before it.', {
    timeout: LIVE_WITHIN_MS,
  });
  await expect(alert).toContainText('The site build failed: the database could not be reached.');
  await expect(card.getByText('The website shows the latest changes.')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotWidths(page, 'admin', 'publishing-failed');
  expect(await siteText(stack, '/')).toBe(before);

  await card.getByRole('button', { name: 'Publish now' }).click();
  await expect(alert).toBeHidden({ timeout: LIVE_WITHIN_MS });
  await expect(card.getByText('The website shows the latest changes.')).toBeVisible({ timeout: LIVE_WITHIN_MS });
});

test('a signed-in non-admin gets no publishing controls', async ({ page, stack }) => {
  await signInThroughForm(page, accounts.staff, stack.webUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Website publishing' })).toHaveCount(0);
});
