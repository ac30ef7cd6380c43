// /blog: a placeholder with only the heading 'Blog' (spec section 2).
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('blog: only the heading Blog', async ({ page }) => {
  await page.goto('/blog');
  await expect(pageHeading(page)).toHaveText(texts.blog.heading);
  await expect(page.getByRole('main')).toHaveText(texts.blog.heading);
  await checkAccessibleAndCapture(page, 'blog');
});
