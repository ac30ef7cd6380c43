// /events, linked from the home page's Events card: the spec does not show this screen, so it
// is an honest page in the site's style with a way on.
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('events: a heading, a sentence and a way on', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Explore the seminary' })
    .getByRole('link', { name: new RegExp(`^${texts.home.quickCards.events}`) })
    .click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(pageHeading(page)).toHaveText(texts.home.quickCards.events);
  await expect(page.getByRole('main')).toContainText('Our calendar of events is being prepared.');
  await expect(page.getByRole('main').getByRole('link', { name: 'See Campus Life' })).toHaveAttribute(
    'href',
    '/campus-life',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await checkAccessibleAndCapture(page, 'events');
});
