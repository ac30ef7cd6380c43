// The audit trail in the admin: an administrator's sign-in, a CSV export of
// personal data and an edit of the site's content are each an entry, which the Audit Trail screen
// lists newest first, filters in the database and opens with what changed; so are a wrong password
// on the sign-in page (Auth's password verification hook) and the opening of an application.

import type { Page } from '@playwright/test';
import { texts } from '../../packages/core/src/texts.ts';
import { accounts, expect, test } from '../support/fixtures.ts';
import { checkAccessible, insertApplication, shoot, signInThroughForm, signInToDashboard } from './helpers.ts';

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

  await signInToDashboard(page, accounts.admin);
  await page.goto('/admin/registrations');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.admin.registrations.exportCsv }).click();
  await download;

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit trail' });
  // Other tests write entries at the same time, so hers need not be the newest row.
  await expect(
    table.getByRole('row').filter({ hasText: 'Exported (CSV)' }).filter({ hasText: accounts.admin.email }).first(),
  ).toBeVisible();
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

/**
 * Picks an action in the filter. A click on an option while the menu still opens can be lost
 * on a loaded machine, leaving the menu open over the list: tried again until the menu closes.
 */
async function chooseAction(page: Page, action: string) {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await page.getByLabel('Action').click();
    await page.getByRole('option', { name: action }).click();
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 1000 });
  }).toPass();
}

test('a wrong password on the sign-in page and an opened application are in the audit trail', async ({
  page,
  service,
}) => {
  const stamp = Date.now();
  // An account of this test's own, so that its entry is the only one naming it.
  const tried = { email: `audit-tried-${stamp}@example.com`, password: `tried-${crypto.randomUUID()}` };
  const created = await service.auth.admin.createUser({ ...tried, email_confirm: true });
  expect(created.error).toBeNull();
  const userId = created.data.user?.id ?? '';
  expect((await service.from('staff_roles').insert({ user_id: userId, role: 'editor' })).error).toBeNull();
  const application = await insertApplication(service, {
    name: `Hannah ${stamp}`,
    email: `hannah-${stamp}@example.com`,
  });

  // Auth's refusal is final for the admin's client, never retried: one wrong password is one
  // request to Auth and one entry.
  let attempts = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token?grant_type=password') && request.postData()?.includes(tried.email)) {
      attempts++;
    }
  });
  await signInThroughForm(page, { email: tried.email, password: 'not-her-password-1' });
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  const failures = await service
    .from('audit_log')
    .select('actor_id, actor_role')
    .eq('action', 'sign_in_failed')
    .eq('actor_email', tried.email);
  expect(attempts).toBe(1);
  expect(failures.data).toEqual([{ actor_id: userId, actor_role: 'editor' }]);

  await signInToDashboard(page, accounts.admin);
  await page.goto('/admin/student-registrations');
  await page.getByLabel('Search by name, email, phone, city or state, or by reference').fill(application.reference);
  const row = page
    .getByRole('table', { name: 'Student Registrations' })
    .getByRole('row', { name: new RegExp(`Hannah ${stamp}`) });
  await row.getByRole('button', { name: `Actions for Hannah ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'View application' }).click();
  const details = page.getByRole('dialog', { name: `Application ${application.reference}` });
  await expect(details).toContainText(`hannah-${stamp}@example.com`);
  await details.getByRole('button', { name: 'Close' }).click();
  // One report for the opening, however often the dialog rendered.
  const reads = await service
    .from('audit_log')
    .select('actor_email')
    .eq('action', 'read')
    .eq('record_id', application.id);
  expect(reads.data).toEqual([{ actor_email: accounts.admin.email }]);

  await page.goto('/admin/audit');
  const table = page.getByRole('table', { name: 'Audit trail' });
  await chooseAction(page, 'Failed sign-in');
  await page.getByLabel('Search by person or record').fill(tried.email);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`${tried.email} (editor)`);
  await table
    .getByRole('button', { name: /^Details of the entry/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`a wrong password for ${tried.email} (editor)`);
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await chooseAction(page, 'Opened a record');
  await page.getByLabel('Search by person or record').fill(application.id);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(accounts.admin.email);
  await expect(table.getByRole('row').nth(1)).toContainText('student registrations');
  await service.auth.admin.deleteUser(userId);
});
