// The audit trail in the admin (issue 26, point 3): an administrator's sign-in, a CSV export of
// personal data and an edit of the site's content are each an entry, which the Audit Trail screen
// lists newest first, filters in the database and opens with what changed.
import { texts } from '../../packages/core/src/texts.ts';
import { accounts, expect, test } from '../support/fixtures.ts';
import { checkAccessible, DASHBOARD_HEADING, shoot, signInThroughForm } from './helpers.ts';

test('an administrator finds her sign-in, her export and a content edit in the audit trail', async ({
  page,
  service,
}) => {
  const title = `Audited ${Date.now()}`;
  const { data: statistic } = await service
    .from('statistics')
    .insert({ title, value: 7, icon_name: 'Award' })
    .select('id')
    .single();

  await signInThroughForm(page, accounts.admin);
  await expect(page.getByRole('heading', { name: DASHBOARD_HEADING, level: 1 })).toBeVisible();
  await page.goto('/admin/registrations');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.admin.registrations.exportCsv }).click();
  await download;

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('row').nth(1)).toContainText('Exported (CSV)');
  await expect(table.getByRole('row').nth(1)).toContainText(accounts.admin.email);
  await expect(table).toContainText('Signed in');
  await checkAccessible(page);
  await shoot(page, 'audit-trail');

  // Filtered in the database: the statistics table's entries only, then the one just made.
  await page.getByLabel('Table').click();
  await page.getByRole('option', { name: 'statistics' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('statistics');
  await expect(table).not.toContainText('Exported (CSV)');
  await page.getByLabel('Search by person or record').fill(String(statistic?.id));
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: /^Details of the entry/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Added');
  await expect(dialog.getByRole('table', { name: 'What changed' })).toContainText(title);
  await checkAccessible(page);
});
