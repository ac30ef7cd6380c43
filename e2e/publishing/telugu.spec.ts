// A Telugu title typed in the admin's 'Title (Telugu)' field reaches the
// Telugu home page after publishing, with no command typed, and shows there as Telugu (not
// marked English), while the English home page keeps the English title.
import { texts } from '../../packages/core/src/texts.ts';
import { DASHBOARD_HEADING } from '../admin/helpers.ts';
import { accounts, expect } from '../support/fixtures.ts';
import { type PublishingStack, test } from './stack.ts';

/** The goal for an edit to go live is 10 s; a loaded CI machine gets some room. */
const LIVE_WITHIN_MS = 30_000;

/** The shared publishing stack, for this file's helpers. */
let stack: PublishingStack;
test.beforeEach(({ stack: shared }) => {
  stack = shared;
});

const pageText = async (path: string) => (await fetch(`${stack.webUrl}${path}`)).text();

test('a Telugu banner title typed in the admin appears on the Telugu home page after publishing', async ({ page }) => {
  const banner = `Telugu banner ${Date.now()}`;
  await stack.addBanner(banner);
  const title = `ప్రవేశాలు ప్రారంభం ${Date.now()}`;
  expect(await pageText('/te')).not.toContain(title);

  await page.goto(`${stack.webUrl}/admin/login`);
  await page.getByLabel('Email').fill(accounts.admin.email);
  await page.getByLabel('Password').fill(accounts.admin.password);
  await page.getByRole('button', { name: texts.admin.login.button }).click();
  // Signed in once the dashboard shows; going on sooner races the stored session to the login page.
  await expect(page.getByRole('heading', { name: DASHBOARD_HEADING, level: 1 })).toBeVisible();
  await page.goto(`${stack.webUrl}/admin/banners`);
  await page.getByRole('button', { name: `Edit ${banner}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Banner' });
  await dialog.getByRole('textbox', { name: 'Title (Telugu)', exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => pageText('/te'), { timeout: LIVE_WITHIN_MS, intervals: [250] }).toContain(title);
  await page.goto(`${stack.webUrl}/te`);
  const shown = page.getByText(title, { exact: true }).first();
  await expect(shown).toBeAttached();
  expect(await shown.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('te');
  const english = await pageText('/');
  expect(english).toContain(banner);
  expect(english).not.toContain(title);
});
