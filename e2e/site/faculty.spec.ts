// /about/faculty, linked from the home page's 'View All Faculty Members': every teacher.
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('faculty: every teacher with photo, position, bio and social links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: texts.home.viewAllFaculty }).click();
  await expect(page).toHaveURL(/\/about\/faculty$/);
  await expect(pageHeading(page)).toHaveText('Our Faculty');

  const teachers = page.getByRole('region', { name: 'Faculty members' }).getByRole('article');
  await expect(teachers.getByRole('heading')).toHaveText([
    'Dr. Mary Suneetha',
    'Dr. Sarah Prasanna Kumari',
    'Mrs. Grace Joseph',
    'Rev. Esther Rani',
  ]);
  const esther = teachers.filter({ hasText: 'Rev. Esther Rani' });
  await expect(esther.getByRole('img', { name: 'Portrait of Rev. Esther Rani' })).toBeVisible();
  await expect(esther).toContainText('Dean of Studies, Old Testament');
  await expect(esther).toContainText('pastored a congregation in Guntur for ten years');
  await expect(esther.getByRole('link')).toHaveText([
    'Rev. Esther Rani on Facebook',
    'Rev. Esther Rani on X (Twitter)',
  ]);

  await checkAccessibleAndCapture(page, 'about-faculty');
});
