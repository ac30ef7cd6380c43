// Content history, end to end: an editor puts a banner back as it was before
// her edit, and brings back a deleted teacher, from the admin; each restore publishes as any save
// does, so the site shows it again after the rebuild. On the publishing tests' own stack, which
// rebuilds the site (the shared stack of the other admin tests does not).
import { expect, expectAccessible, screenshotWidths } from '../support/fixtures.ts';
import { editBannerTitle, signInAsAdmin, siteText, test } from './stack.ts';

const SEEDED_TEACHER = 'Dr. Sarah Prasanna Kumari';
/** A rebuild of the whole site on a loaded machine. */
const LIVE_WITHIN_MS = 60_000;

test.describe.configure({ mode: 'serial' });

test('an earlier version of a banner, restored from its history, reaches the home page', async ({ page, stack }) => {
  const banner = `History banner ${Date.now()}`;
  await stack.addBanner(banner);
  await signInAsAdmin(page, stack);
  const edited = `Admissions open ${Date.now()}`;
  await editBannerTitle(page, stack, banner, 'Title', edited);
  await expect.poll(() => siteText(stack, '/'), { timeout: LIVE_WITHIN_MS, intervals: [500] }).toContain(edited);

  await page.getByRole('button', { name: `History of ${edited}` }).click();
  const history = page.getByRole('dialog', { name: `History: ${edited}` });
  const versions = history.getByRole('list', { name: 'Earlier versions, newest first' });
  const latest = versions.getByRole('listitem').first();
  // What the edit changed: the title, from the banner's first one to hers.
  await expect(latest).toContainText('Title');
  await expect(latest).toContainText(banner);
  await expect(latest).toContainText(edited);
  await expectAccessible(page);
  await screenshotWidths(page, 'admin', 'content-history');

  await latest.getByRole('button', { name: /^Restore this version/ }).click();
  // The dialog follows the banner, which has its first title again; the version the restore
  // replaced is the newest now, so the restore can be undone the same way.
  const restored = page.getByRole('dialog', { name: `History: ${banner}` });
  await expect(restored.getByRole('status')).toHaveText('The version is restored; the site will publish it.');
  await expect(restored.getByRole('listitem').first()).toContainText(edited);
  await restored.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `Edit ${banner}` })).toBeVisible();

  await expect.poll(() => siteText(stack, '/'), { timeout: LIVE_WITHIN_MS, intervals: [500] }).not.toContain(edited);
  expect(await siteText(stack, '/')).toContain(banner);
});

test('a deleted teacher, brought back from Recently deleted, reaches the faculty page again', async ({
  page,
  stack,
}) => {
  await signInAsAdmin(page, stack);
  expect(await siteText(stack, '/about/faculty')).toContain(SEEDED_TEACHER);
  await page.goto(`${stack.webUrl}/admin/teachers`);
  await page.getByRole('button', { name: `Delete ${SEEDED_TEACHER}` }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect
    .poll(() => siteText(stack, '/about/faculty'), { timeout: LIVE_WITHIN_MS, intervals: [500] })
    .not.toContain(SEEDED_TEACHER);

  await page.getByRole('button', { name: 'Recently deleted' }).click();
  const deleted = page.getByRole('dialog', { name: 'Recently deleted teachers' });
  const entry = deleted.getByRole('listitem').filter({ hasText: SEEDED_TEACHER });
  await expect(entry).toContainText(/Deleted on .* by an administrator/);
  await expectAccessible(page);
  await screenshotWidths(page, 'admin', 'recently-deleted');

  await entry.getByRole('button', { name: `Bring back ${SEEDED_TEACHER}` }).click();
  await expect(deleted.getByRole('status')).toHaveText(`${SEEDED_TEACHER} is back; the site will publish it.`);
  await expect(deleted.getByText('Nothing was deleted in the last 30 days.')).toBeVisible();
  await deleted.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `Edit ${SEEDED_TEACHER}` })).toBeVisible();

  await expect
    .poll(() => siteText(stack, '/about/faculty'), { timeout: LIVE_WITHIN_MS, intervals: [500] })
    .toContain(SEEDED_TEACHER);
});
