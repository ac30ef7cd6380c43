// /campus-life: the hero, the events newest first with dates and text clamped to three lines,
// and the photo gallery whose lightbox also closes on a click outside the picture.
import { LAYOUT } from '../../packages/core/src/constants.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('campus life: events with dates and three-line text, gallery with its lightbox', async ({ page }) => {
  await page.goto('/campus-life');
  await expect(pageHeading(page)).toHaveText(texts.campusLife.hero);

  const events = page.getByRole('region', { name: texts.campusLife.events }).getByRole('article');
  await expect(events.getByRole('heading')).toHaveText([
    'Mission Week in Krishna District',
    'Christmas Celebration',
    'Annual Sports Day',
  ]);
  const first = events.first();
  await expect(first.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  // The text is clamped to three lines, the rest of it still in the page.
  const content = first.locator('[data-event-content]');
  await expect(content).toContainText('helping local churches with medical camps.');
  const clamp = await content.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      lines: style.webkitLineClamp,
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(style.lineHeight),
      fullHeight: element.scrollHeight,
    };
  });
  expect(clamp.lines).toBe(String(LAYOUT.eventContentLinesPublic));
  expect(Math.round(clamp.height / clamp.lineHeight)).toBe(LAYOUT.eventContentLinesPublic);
  expect(clamp.fullHeight).toBeGreaterThan(clamp.height);

  const gallery = page.getByRole('region', { name: 'Photo Gallery' });
  const pictures = gallery.getByRole('link', { name: /^Open picture \d of 6/ });
  await expect(pictures).toHaveCount(6);
  await expect(pictures.first()).toHaveAccessibleName(/A Sunday walk by the Krishna/);

  await pictures.last().click();
  const lightbox = page.getByRole('dialog', { name: 'Campus life photo gallery' });
  await expect(lightbox).toContainText('6 / 6');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('1 / 6');
  await expect(lightbox).toContainText('A Sunday walk by the Krishna');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox).toContainText('6 / 6');
  await lightbox.getByRole('button', { name: 'Next picture' }).click();
  await expect(lightbox).toContainText('1 / 6');
  // A click on the picture keeps the lightbox open; a click beside it closes it.
  await lightbox.getByRole('img').click();
  await expect(lightbox).toBeVisible();
  await page.mouse.click(40, DESKTOP.height - 40);
  await expect(lightbox).toBeHidden();

  await pictures.nth(1).click();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await checkAccessibleAndCapture(page, 'campus-life');
});
