import { texts, validationMessages } from '../../packages/core/src/texts.ts';
import { accounts } from '../support/fixtures.ts';
import {
  checkAccessible,
  DASHBOARD_HEADING,
  expect,
  shoot,
  signIn,
  signInThroughForm,
  signInToDashboard,
  test,
} from './helpers.ts';

test.describe('admin sign-in', () => {
  test('a wrong password shows the auth error and stays on the sign-in page', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: texts.footer.adminLogin })).toBeVisible();
    await checkAccessible(page);
    await shoot(page, 'login');

    await page.getByRole('button', { name: texts.admin.login.button }).click();
    await expect(page.getByRole('alert')).toHaveText(validationMessages.requiredFields);

    await page.getByLabel('Email').fill(accounts.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: texts.admin.login.button }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an admin signs in, lands on the dashboard, sees the sidebar in order and signs out', async ({ page }) => {
    await signInToDashboard(page, accounts.admin);
    await expect(page).toHaveURL(/\/admin\/?$/);

    const sidebar = page.getByRole('menu', { name: 'Admin sections' });
    await expect(sidebar.getByRole('menuitem')).toHaveText([
      'Dashboard',
      'Banners',
      'About',
      'Statistics',
      'Gallery',
      'Teachers',
      'Campus Life',
      'Blog',
      'Events',
      'Videos',
      'Courses',
      'Downloads',
      'Alumni',
      'Alumni Registrations',
      'Registrations',
      'Student Registrations',
      'Bank Statements',
      'Mail',
      'Privacy Notice',
      'Data Requests',
      'Staff',
      'Audit Trail',
      'Donations',
      'UPI Payments',
      'Logo',
    ]);
    await expect(sidebar.getByRole('menuitem', { name: 'Student Registrations' })).toHaveAttribute(
      'href',
      '/admin/student-registrations',
    );

    const notContacted = page.getByRole('link', { name: /Registrations not yet contacted/ }).first();
    await expect(notContacted).toHaveAttribute(
      'href',
      `/admin/registrations?filter=${encodeURIComponent(JSON.stringify({ contacted: 'false' }))}`,
    );
    await expect(page.getByRole('link', { name: /Student registrations not yet contacted/ })).toContainText(/\d+/);
    await checkAccessible(page);
    await shoot(page, 'dashboard');

    await page.getByRole('button', { name: `Account menu: ${accounts.admin.email}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a signed-out visitor is sent to the sign-in page from every admin path', async ({ page }) => {
    for (const path of ['/admin/', '/admin/banners', '/admin/student-registrations', '/admin/registrations/trash']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('button', { name: texts.admin.login.button })).toBeVisible();
    }
  });

  test('the sign-in page sends a signed-in admin to the dashboard and loads none of the admin screens', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: texts.admin.login.button })).toBeVisible();
    // The entry script and the chunks index.html preloads beside it (its static imports, which the
    // bundler may split off): react-admin and the screens come after signing in.
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const entries = scripts.filter((script) => /^\/admin\/assets\/index-[\w-]+\.js$/.test(script));
    expect(entries).toHaveLength(1);
    expect(scripts.filter((script) => !entries.includes(script)).sort()).toEqual([...preloaded].sort());
    expect(scripts.filter((script) => /\/App-[\w-]+\.js$/.test(script))).toEqual([]);

    await signIn(page);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: DASHBOARD_HEADING, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/$/);
  });

  test('an expired session is refreshed with its refresh token instead of signing the admin out', async ({ page }) => {
    // A session of its own, kept in the page's storage only, so aging it below is what the page sees.
    await signInToDashboard(page, accounts.admin);
    const refreshed = page.waitForResponse(
      (response) => response.url().includes('/auth/v1/token?grant_type=refresh_token') && response.ok(),
    );
    // Age the stored session as if the admin came back after the access token ran out.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
      if (!key) throw new Error('No stored session');
      const session = JSON.parse(localStorage.getItem(key) ?? '{}');
      session.expires_at = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, JSON.stringify(session));
    });
    await page.goto('/admin/banners');
    await refreshed;
    await expect(page.getByRole('heading', { name: texts.admin.banners.heading, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/banners$/);
  });

  test('a signed-in account without the admin role is refused and sees no data', async ({ page }) => {
    const tableRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) tableRequests.push(request.url());
    });
    await signInThroughForm(page, accounts.staff);

    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${accounts.staff.email}`)).toBeVisible();
    await expect(page.getByRole('menu', { name: 'Admin sections' })).toHaveCount(0);
    await page.goto('/admin/registrations');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.admin.registrations.heading })).toHaveCount(0);
    expect(tableRequests).toEqual([]);
    await checkAccessible(page);
    await shoot(page, 'not-authorised');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('forgot password sends a link, and the link sets a new password on the set-password page', async ({
    page,
    service,
    anon,
  }) => {
    const email = `recovery-${Date.now()}@example.com`;
    const created = await service.auth.admin.createUser({ email, password: 'first1234', email_confirm: true });
    expect(created.error).toBeNull();
    expect(
      (await service.from('staff_roles').insert({ user_id: created.data.user?.id, role: 'administrator' })).error,
    ).toBeNull();

    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await checkAccessible(page);
    await shoot(page, 'forgot-password');
    const recover = page.waitForRequest((request) => request.url().includes('/auth/v1/recover'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    const redirect = new URL((await recover).url()).searchParams.get('redirect_to');
    expect(redirect).toMatch(/\/admin\/set-password$/);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('You will receive an email containing a link')).toBeVisible();
    await checkAccessible(page);

    // The local backend prints the link in its log; the admin API gives the same kind of link.
    const link = await service.auth.admin.generateLink({ type: 'recovery', email });
    expect(link.error).toBeNull();
    const verified = await fetch(link.data.properties?.action_link ?? '', { redirect: 'manual' });
    const fragment = new URL(verified.headers.get('location') ?? '').hash;
    expect(fragment).toContain('type=recovery');

    await page.goto(`/admin/set-password${fragment}`);
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    await checkAccessible(page);
    await shoot(page, 'set-password');
    await page.getByLabel('Password', { exact: false }).first().fill('second1234');
    await page.getByLabel('Confirm password').fill('second1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: DASHBOARD_HEADING, level: 1 })).toBeVisible();

    const signIn = await anon.auth.signInWithPassword({ email, password: 'second1234' });
    expect(signIn.error).toBeNull();
    await service.auth.admin.deleteUser(created.data.user?.id ?? '');
  });
});
