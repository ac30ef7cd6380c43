// A Telugu title typed in the admin's 'Title (Telugu)' field reaches the
// Telugu home page after publishing, with no command typed, and shows there as Telugu (not
// marked English), while the English home page keeps the English title.
import { expect } from '../support/fixtures.ts';
import { editBannerTitle, signInAsAdmin, siteText, test } from './stack.ts';

/** The goal for an edit to go live is 10 s; a loaded CI machine gets some room. */
const LIVE_WITHIN_MS = 30_000;

test('a Telugu banner title typed in the admin appears on the Telugu home page after publishing', async ({
  page,
  stack,
}) => {
  const banner = `Telugu banner ${Date.now()}`;
  await stack.addBanner(banner);
  const title = `ప్రవేశాలు ప్రారంభం ${Date.now()}`;
  expect(await siteText(stack, '/te')).not.toContain(title);

  await signInAsAdmin(page, stack);
  await editBannerTitle(page, stack, banner, 'Title (Telugu)', title);

  await expect.poll(() => siteText(stack, '/te'), { timeout: LIVE_WITHIN_MS, intervals: [250] }).toContain(title);
  await page.goto(`${stack.webUrl}/te`);
  const shown = page.getByText(title, { exact: true }).first();
  await expect(shown).toBeAttached();
  expect(await shown.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('te');
  const english = await siteText(stack, '/');
  expect(english).toContain(banner);
  expect(english).not.toContain(title);
});
