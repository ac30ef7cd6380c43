// /downloads: the hero and a card per download with thumbnail, category badge, description and
// a 'Download' link that opens the file in a new tab.
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('downloads: cards newest first, Download opens the file in a new tab', async ({ page, context }) => {
  await page.goto('/downloads');
  await expect(pageHeading(page)).toHaveText(texts.downloads.hero);
  const cards = page.getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText([
    'Statement of Faith',
    'Academic Calendar 2025-26',
    'Application Form',
    'Prospectus 2025',
  ]);
  const prospectus = cards.last();
  await expect(prospectus).toContainText('Admissions');
  await expect(prospectus).toContainText('Our programs, fees, campus life and how to apply.');
  await expect(prospectus.locator('img')).toHaveAttribute('src', /^\/_img\/prospectus-2025.*\.webp$/);

  const link = prospectus.getByRole('link', { name: new RegExp(`^${texts.downloads.download}`) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /\/storage\/v1\/object\/public\/downloads\/files\/prospectus-2025\.pdf$/);
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect.poll(() => tab.url()).toMatch(/prospectus-2025\.pdf$/);
  await tab.close();

  await checkAccessibleAndCapture(page, 'downloads');
});
