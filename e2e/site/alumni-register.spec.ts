// /alumni/register: the route exists but the spec does not show its screen, so it says plainly
// that online registration is not open and offers the ways that work.
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('alumni register: an honest page with a way on', async ({ page }) => {
  await page.goto('/alumni/register');
  await expect(pageHeading(page)).toHaveText(texts.alumni.registerAsAlumni);
  await expect(page.getByRole('main')).toContainText('Online registration for alumni is not open yet.');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Update Your Profile' })).toHaveAttribute('href', '/alumni/update');
  await expect(main.getByRole('link', { name: 'Back to Alumni Network' })).toHaveAttribute('href', '/alumni');
  await checkAccessibleAndCapture(page, 'alumni-register');
});
