// Staff roles in the admin: each role's menu shows only its sections, a section
// outside the role says so in words and fetches nothing, and the dashboard offers each role its
// own part. The database refuses the same through the REST API (supabase/tests/access-matrix).
import type { Page } from '@playwright/test';
import { texts } from '../../packages/core/src/texts.ts';
import { accounts, expect, test } from '../support/fixtures.ts';
import { newestMailTo } from '../support/mail.ts';
import {
  checkAccessible,
  DASHBOARD_HEADING,
  insertApplication,
  shoot,
  signInThroughForm,
  signInToDashboard,
} from './helpers.ts';

const CONTENT = [
  'Banners',
  'About',
  'Statistics',
  'Gallery',
  'Teachers',
  'Campus Life',
  'Blog',
  'Events',
  'Videos',
  'Alumni',
  'Alumni Registrations',
];
const ADMISSIONS = ['Registrations', 'Student Registrations', 'Bank Statements', 'Mail'];
const SETTINGS = ['Privacy Notice', 'Data Requests', 'UPI Payments'];

async function sidebar(page: Page): Promise<string[]> {
  const menu = page.getByRole('menu', { name: 'Admin sections' });
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  return menu.getByRole('menuitem').allInnerTexts();
}

/** Opens a section by its address and expects the words of a refusal, with no request for its table. */
async function expectRefused(page: Page, path: string, table: string) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/rest/v1/${table}`)) requests.push(request.url());
  });
  await page.goto(`/admin/${path}`);
  await expect(page.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  expect(requests).toEqual([]);
}

test('an editor keeps the site and never sees an application', async ({ page }) => {
  await signInToDashboard(page, accounts.editor);
  const items = await sidebar(page);
  for (const section of CONTENT) expect(items).toContain(section);
  for (const section of [...ADMISSIONS, ...SETTINGS]) expect(items).not.toContain(section);
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting to be contacted' })).toHaveCount(0);

  await expectRefused(page, 'student-registrations', 'student_registrations');
  await expect(page.getByText('This section is not part of the Editor role')).toBeVisible();
  await checkAccessible(page);
  await shoot(page, 'role-editor-refused');
  await expectRefused(page, 'data-requests', 'data_requests');
});

test('the admissions office handles applications and cannot edit a banner', async ({ page }) => {
  await signInToDashboard(page, accounts.admissions);
  const items = await sidebar(page);
  for (const section of ADMISSIONS) expect(items).toContain(section);
  for (const section of [...CONTENT, ...SETTINGS]) expect(items).not.toContain(section);
  await expect(page.getByRole('heading', { name: 'Waiting to be contacted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);

  // The outbox, without the administrators' mail settings.
  await page.getByRole('menuitem', { name: 'Mail' }).click();
  await expect(page.getByRole('heading', { name: 'Mail', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(page.getByLabel('Office addresses')).toHaveCount(0);

  await expectRefused(page, 'banners', 'banners');
  await expect(page.getByText('This section is not part of the Admissions role')).toBeVisible();
  await checkAccessible(page);
  await shoot(page, 'role-admissions-refused');
});

test('the admissions office opens the applications, one by its address, and their trash', async ({ page, service }) => {
  const stamp = Date.now();
  const application = await insertApplication(service, { name: `Lois ${stamp}`, email: `lois-${stamp}@example.com` });

  await signInToDashboard(page, accounts.admissions);
  await page.getByRole('menuitem', { name: 'Student Registrations' }).click();
  await expect(page.getByRole('heading', { name: texts.admin.registrations.studentHeading, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Student Registrations' })).toBeVisible();

  await page.goto(`/admin/student-registrations/${application.id}`);
  await expect(page.getByRole('dialog', { name: `Application ${application.reference}` })).toContainText(
    `lois-${stamp}@example.com`,
  );
  await page.goto('/admin/student-registrations/trash');
  await expect(
    page.getByRole('heading', { name: `${texts.admin.registrations.studentHeading}: Trash`, level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/student-registrations\/trash$/);
});

test('an administrator invites an editor, who sets her password from the e-mail and keeps the site', async ({
  page,
  service,
}) => {
  const email = `invited.${Date.now()}@example.com`;
  await signInThroughForm(page, accounts.admin);
  await page.getByRole('menuitem', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Staff' })).toContainText(accounts.admin.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('E-mail').fill(email);
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await shoot(page, 'staff');

  // The outbox's sender delivers the invitation; its link opens the set-password page signed in.
  let text = '';
  await expect
    .poll(async () => (text = (await newestMailTo(email))?.Text ?? ''), { timeout: 20_000 })
    .toContain('/verify');
  const link = text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? '';
  const verified = await fetch(link, { redirect: 'manual' });
  const fragment = new URL(verified.headers.get('location') ?? '').hash;
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto(`/admin/set-password${fragment}`);
  await page.getByLabel('Password', { exact: false }).first().fill('welcome1234');
  await page.getByLabel('Confirm password').fill('welcome1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_HEADING, level: 1 })).toBeVisible();
  const items = await sidebar(page);
  expect(items).toContain('Banners');
  expect(items).not.toContain('Student Registrations');
  expect(items).not.toContain('Staff');

  const { data: userId } = await service.rpc('staff_user_id', { email });
  const { data } = await service.from('staff_roles').select('role').eq('user_id', userId);
  expect(data).toEqual([{ role: 'editor' }]);
});
