// /courses: the three program cards; the online program is 'Coming Soon' with a disabled
// 'Notify Me', the other two lead to their details.
import { PROGRAM_LABELS } from '../../packages/core/src/constants.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('courses: three program cards, online coming soon, the others with View Details', async ({ page }) => {
  await page.goto('/courses');
  await expect(pageHeading(page)).toHaveText('Programs & Courses');
  const programs = page.getByRole('region', { name: 'Programs' }).getByRole('article');
  await expect(programs.getByRole('heading')).toHaveText([
    PROGRAM_LABELS.residential,
    PROGRAM_LABELS.hybrid,
    PROGRAM_LABELS.online,
  ]);

  for (const [index, id] of (['residential', 'hybrid'] as const).entries()) {
    const card = programs.nth(index);
    await expect(card.getByRole('link', { name: texts.courses.viewDetails })).toHaveAttribute('href', `/courses/${id}`);
    await expect(card).not.toContainText(texts.courses.comingSoon);
  }
  const online = programs.nth(2);
  await expect(online).toContainText(texts.courses.comingSoon);
  await expect(online.getByRole('button', { name: texts.courses.notifyMe })).toBeDisabled();
  await expect(online.getByRole('link')).toHaveCount(0);

  await checkAccessibleAndCapture(page, 'courses');

  await programs.nth(1).getByRole('link', { name: texts.courses.viewDetails }).click();
  await expect(page).toHaveURL(/\/courses\/hybrid$/);
});
