// What the admin's end-to-end tests share: an admin session per worker, signing in, checks that
// wait for the page to settle, and image files to upload.
import { crc32, deflateSync } from 'node:zlib';
import type { Page, Route } from '@playwright/test';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { texts } from '../../packages/core/src/texts.ts';
import { test as base, expect, expectAccessible, screenshotWidths } from '../support/fixtures.ts';

export { expect };

export const DASHBOARD_HEADING = 'Welcome to the Admin Dashboard';

let workerSession: { storageKey: string; session: Session } | undefined;

/**
 * The end-to-end test with, for each worker, an admin account of its own, signed in once through
 * the Auth API. The backend allows 30 password sign-ins per address in 5 minutes, as hosted
 * Supabase does, so the screens' tests reuse this session; auth.spec.ts signs in through the form.
 */
// biome-ignore lint/complexity/noBannedTypes: Playwright's way of saying 'no test fixtures'.
export const test = base.extend<{}, { workerAdminEmail: string }>({
  workerAdminEmail: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const url = process.env.E2E_SUPABASE_URL ?? '';
      const options = { auth: { persistSession: false, autoRefreshToken: false } };
      const service = createClient(url, process.env.E2E_SERVICE_ROLE_KEY ?? '', options);
      const email = `e2e-admin-${process.pid}-${workerInfo.workerIndex}@example.com`;
      const password = `worker-${crypto.randomUUID()}`;
      const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
      if (created.error || !created.data.user) throw created.error ?? new Error('No user created');
      // An administrator: the token hook puts her role in the session's token.
      const role = await service.from('staff_roles').insert({ user_id: created.data.user.id, role: 'administrator' });
      if (role.error) throw role.error;
      const anon = createClient(url, process.env.E2E_ANON_KEY ?? '', options);
      const signedIn = await anon.auth.signInWithPassword({ email, password });
      if (signedIn.error || !signedIn.data.session) throw signedIn.error ?? new Error('No session');
      // Where supabase-js keeps the session: sb-<first label of the API host>-auth-token.
      const storageKey = `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
      workerSession = { storageKey, session: signedIn.data.session };
      await use(email);
      await service.auth.admin.deleteUser(created.data.user.id);
    },
    { scope: 'worker', auto: true },
  ],
});

/** Opens the admin as this worker's signed-in admin and waits for the dashboard. */
export async function signIn(page: Page) {
  if (!workerSession) throw new Error('Use the test from e2e/admin/helpers.ts');
  const { storageKey, session } = workerSession;
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: storageKey,
    value: JSON.stringify(session),
  });
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: DASHBOARD_HEADING, level: 1 })).toBeVisible();
}

/** Signs in as this worker's admin and opens the section at /admin/<path>, once its heading shows. */
export async function openSection(page: Page, path: string, heading: string) {
  await signIn(page);
  await page.goto(`/admin/${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Signs an account in through the form at /admin/login (of the admin at `origin`, when given). */
export async function signInThroughForm(page: Page, account: { email: string; password: string }, origin = '') {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: texts.admin.login.button }).click();
}

/**
 * Signs an account in through the form, as signInThroughForm does, and waits for the dashboard:
 * the sign-in page has a heading of its own, and going on sooner raced the stored session to the
 * sign-in page (a failed CI rehearsal).
 */
export async function signInToDashboard(page: Page, account: { email: string; password: string }, origin = '') {
  await signInThroughForm(page, account, origin);
  await expect(page.getByRole('heading', { name: DASHBOARD_HEADING, level: 1 })).toBeVisible();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 240×160 PNG with a diagonal gradient of the given hue, so uploads look like pictures in the
 * screenshots and two uploads can be told apart.
 */
export function pngBytes(hue = 270): Buffer {
  const width = 240;
  const height = 160;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const angle = (hue / 180) * Math.PI;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const light = 0.35 + 0.5 * ((x + y) / (width + height));
      const offset = row + 1 + x * 3;
      rows[offset] = Math.round(255 * light * (0.6 + 0.4 * Math.cos(angle)));
      rows[offset + 1] = Math.round(255 * light * (0.6 + 0.4 * Math.cos(angle - 2.1)));
      rows[offset + 2] = Math.round(255 * light * (0.6 + 0.4 * Math.cos(angle + 2.1)));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG file for setInputFiles. */
export function png(name: string, hue?: number) {
  return { name, mimeType: 'image/png', buffer: pngBytes(hue) };
}

/** A payment screenshot uploaded as the service role, where the apply form's upload puts one. */
export async function uploadPaymentScreenshot(service: SupabaseClient, name: string) {
  const upload = await service.storage
    .from('payment-screenshots')
    .upload(name, pngBytes(), { contentType: 'image/png' });
  expect(upload.error).toBeNull();
}

/**
 * An application inserted as the service role, for a test that opens it in the admin: a woman's
 * for the residential program unless `fields` say otherwise, naming the payment screenshot they
 * give or else one of its own that was never uploaded.
 */
export async function insertApplication(
  service: SupabaseClient,
  fields: { name: string; email: string } & Record<string, unknown>,
): Promise<{ id: string; reference: string }> {
  const inserted = await service
    .from('student_registrations')
    .insert({
      program_interest: 'residential',
      gender: 'Female',
      payment_screenshot_url: `${crypto.randomUUID()}.png`,
      ...fields,
    })
    .select('id, reference')
    .single();
  expect(inserted.error).toBeNull();
  return inserted.data as { id: string; reference: string };
}

/**
 * Confirms the open delete dialog and waits for it to close, which it does once the row and its
 * files are gone. Until then the page behind it is hidden from assistive technology, so a check
 * for a vanished row would pass too early.
 */
export async function confirmDelete(page: Page, dialogName?: string) {
  const dialog = page.getByRole('alertdialog', dialogName ? { name: dialogName } : {});
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Waits for react-admin's requests in flight (its app bar shows a spinner meanwhile) and then for
 * the transitions under way (a dialog fading in, a label floating up, a button taking its colour
 * once the list it exports has loaded), which axe and screenshots would otherwise catch
 * half-drawn. Spinners and other endless animations are not waited for.
 */
export async function settle(page: Page) {
  await expect(page.locator('.RaLoadingIndicator-loader')).toHaveCount(0);
  await page.evaluate(async () => {
    // A transition starts at the style change after the render that asked for it.
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** No serious or critical axe-core violation once the page has settled. */
export async function checkAccessible(page: Page) {
  await settle(page);
  await expectAccessible(page);
}

/**
 * The phone and desktop screenshots of an admin screen, once it has settled, after checking that
 * the screen fits a phone's width (tables scroll in their own frame). The page ends at the
 * desktop size.
 */
export async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  // Polled: the sidebar folds away in a transition that starts once the new width has rendered.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${name} is wider than a phone's screen`,
    })
    .toBeLessThanOrEqual(0);
  await settle(page);
  await screenshotWidths(page, 'admin', name);
}

/**
 * Answers a request to the backend in the browser's place, with the CORS headers the admin's
 * cross-origin fetch needs to read it, and the row count ra-data-postgrest reads for a list.
 */
export function fulfillRest(route: Route, { status = 200, body }: { status?: number; body: unknown }) {
  return route.fulfill({
    status,
    json: body,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': 'Content-Range',
      'Content-Range': Array.isArray(body) ? `${body.length ? `0-${body.length - 1}` : '*'}/${body.length}` : '*/*',
    },
  });
}
