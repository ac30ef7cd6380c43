// /about and /about/*: the hero, history, then vision and mission side by side, the sections'
// HTML rendered, and the 'Campus Gallery' with its lightbox. Unknown /about/* paths lead here.
import { texts } from '../../packages/core/src/texts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('about: history, then vision and mission side by side, with the campus gallery', async ({ page }) => {
  await page.goto('/about');
  await expect(pageHeading(page)).toHaveText("About Vijayawada Women's Bible Seminary");

  const history = page.getByRole('region', { name: 'Our History' });
  await expect(history).toContainText('The seminary was founded in 1984');
  // The section's HTML is rendered, not shown as text.
  await expect(history.locator('strong')).toHaveText('1984');
  await expect(history).not.toContainText('<p>');

  const vision = page.getByRole('article', { name: 'Our Vision' });
  const mission = page.getByRole('article', { name: 'Our Mission' });
  await expect(mission.getByRole('listitem')).toHaveCount(4);
  const [visionBox, missionBox, historyBox] = await Promise.all([
    vision.boundingBox(),
    mission.boundingBox(),
    history.boundingBox(),
  ]);
  expect(historyBox && visionBox && historyBox.y < visionBox.y).toBe(true);
  expect(visionBox?.y).toBe(missionBox?.y);
  expect(visionBox && missionBox && visionBox.x < missionBox.x).toBe(true);

  const gallery = page.getByRole('region', { name: texts.about.campusGallery });
  const pictures = gallery.getByRole('link', { name: /^Open picture \d of 4/ });
  await expect(pictures).toHaveCount(4);
  // An about picture's title is its file name, read as words.
  await expect(gallery).toContainText('Main building');
  await pictures.first().click();
  const lightbox = page.getByRole('dialog', { name: texts.about.campusGallery });
  await expect(lightbox).toContainText('1 / 4');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox).toContainText('4 / 4');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await checkAccessibleAndCapture(page, 'about');
});

test('about: any other /about/ path shows the about page', async ({ page }) => {
  await page.goto('/about/history');
  await expect(page).toHaveURL(/\/about$/);
  await expect(pageHeading(page)).toHaveText("About Vijayawada Women's Bible Seminary");
});
