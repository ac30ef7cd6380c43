import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { localAdmin, localAdmissions, localEditor, localStaff } from '../../scripts/lib/local-accounts.ts';
import { dataDir } from '../../scripts/lib/paths.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests through e2e/playwright.config.ts`);
  return value;
};

interface Fixtures {
  /** supabase-js with the service_role key, to check what the browser wrote. */
  service: SupabaseClient;
  /** supabase-js as a visitor. */
  anon: SupabaseClient;
  supabaseUrl: string;
  /** The address the backend sees this test file's visitor come from (see visitorAddress). */
  clientAddress: string;
}

/**
 * Each test file is a visitor of its own, at an address from 198.18.0.0/15 (set aside for
 * testing) derived from the file's path. The backend counts uploads, status lookups and sign-ins
 * per address, as hosted Supabase does; were every browser the one 127.0.0.1, a file that spends
 * its hourly uploads would refuse another file's. The backend trusts X-Forwarded-For from the
 * test run's own machine only (global-setup.ts), as it would from a school's proxy.
 */
function visitorAddress(file: string): string {
  const digest = createHash('sha256')
    .update(relative(import.meta.dirname, file))
    .digest();
  const host = digest.readUInt32BE(0) % (1 << 17);
  return `198.${18 + (host >> 16)}.${(host >> 8) & 255}.${host & 255}`;
}

// Playwright reads a fixture's dependencies from its first parameter's pattern, so fixtures
// that depend on nothing must destructure an empty object.
/* biome-ignore-start lint/correctness/noEmptyPattern: see above */
export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(env('E2E_BASE_URL')),
  supabaseUrl: async ({}, use) => use(env('E2E_SUPABASE_URL')),
  clientAddress: async ({}, use, testInfo) => use(visitorAddress(testInfo.file)),
  // The header is added where the request leaves the browser: set on the page, it would be a
  // header of the page's own, which the backend's CORS preflight rightly refuses. A test's own
  // route handlers pass backend requests on with route.fallback() so that they reach this one.
  context: async ({ context, clientAddress }, use) => {
    await context.route(`${env('E2E_SUPABASE_URL')}/**`, (route) =>
      route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': clientAddress } }),
    );
    await use(context);
  },
  service: async ({}, use) =>
    use(createClient(env('E2E_SUPABASE_URL'), env('E2E_SERVICE_ROLE_KEY'), { auth: { persistSession: false } })),
  anon: async ({ clientAddress }, use) =>
    use(
      createClient(env('E2E_SUPABASE_URL'), env('E2E_ANON_KEY'), {
        auth: { persistSession: false },
        global: { headers: { 'x-forwarded-for': clientAddress } },
      }),
    ),
});
/* biome-ignore-end lint/correctness/noEmptyPattern: see above */

export { expect };

export const accounts = { admin: localAdmin, editor: localEditor, admissions: localAdmissions, staff: localStaff };

/** Fails on any serious or critical axe-core violation, listing them readably. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * With E2E_SCREENSHOTS=1, full-page screenshots at a phone's and a desktop's width, kept under
 * .data/screenshots/<area>/ for people to look at. They assert nothing and a full page takes the
 * browser up to a second to capture, so an ordinary run only passes the page through both widths.
 */
export async function screenshotWidths(page: Page, area: 'site' | 'admin', name: string) {
  const capture = process.env.E2E_SCREENSHOTS === '1';
  const folder = join(dataDir, 'screenshots', area);
  if (capture) mkdirSync(folder, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    if (capture) await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
  }
}
