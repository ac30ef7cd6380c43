// The 404 page: an unknown path answers 404 with a page in the site's style and ways on, in
// Telugu for a path under /te.
import { te } from '../../packages/core/src/i18n/te.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('not found: a 404 with the way home, to the courses and to the about page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(pageHeading(page)).toHaveText('Page not found');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: texts.courses.returnToCourses })).toHaveAttribute('href', '/courses');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await checkAccessibleAndCapture(page, 'not-found');
});

test('not found in Telugu: a missing /te/ path answers with the Telugu 404, an unknown program goes to the Telugu courses', async ({
  page,
}) => {
  const response = await page.goto('/te/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(pageHeading(page)).toHaveText(te.site.pages.notFound.title);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: te.site.pages.backToHome })).toHaveAttribute('href', '/te');
  await expect(main.getByRole('link', { name: te.courses.returnToCourses })).toHaveAttribute('href', '/te/courses');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.goto('/te/courses/no-such-program');
  await page.waitForURL((url) => url.pathname === '/te/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
});
