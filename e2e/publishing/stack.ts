// A stack of the publishing tests' own, like `npm start`'s: a seeded in-memory backend, the
// admin built against it, the publisher running the real `astro build`, and the static server
// serving the publisher's symlink. Not the shared stack of global-setup: these tests rebuild
// the site, and the other tests' edits must not start builds under them (or theirs under these).
// The `publishing` project's files share one, through the fixtures at the end of this file.
// The tests may hold a build at its start, to see 'Publishing...' for as long as they need, or
// make the next build fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { type Database, LOCAL_ANON_KEY } from '@seminary/local-supabase';
import { buildAdmin } from '../../scripts/lib/build-apps.ts';
import { localAdmin, localStaff } from '../../scripts/lib/local-accounts.ts';
import { startProjectBackend } from '../../scripts/lib/project-backend.ts';
import { astroSiteBuilder } from '../../scripts/lib/publish-build.ts';
import { createPublisher, type Publisher } from '../../scripts/lib/publisher.ts';
import { ensureStaffAccount } from '../../scripts/lib/staff-accounts.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { timedSetup } from '../../scripts/lib/test-timings.ts';
import { signInToDashboard } from '../admin/helpers.ts';
import { accounts } from '../support/fixtures.ts';

export interface PublishingStack {
  webUrl: string;
  publisher: Publisher;
  /** The stack's database as its owner, for content a test needs in bulk. */
  db: Database;
  /** Holds the next build before it starts building until the returned function is called. */
  holdNextBuild(): () => void;
  /** Makes the next build fail with this message. */
  failNextBuild(message: string): void;
  /** A banner of the calling test's own, made like the seeded one and published on the home page. */
  addBanner(title: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * How often the stack's backend runs its scheduled publishing jobs (every 30 s, every minute and
 * daily by their own schedules in cron.job), so that a test of a scheduled post waits seconds for
 * the timer rather than its schedule.
 */
export const SCHEDULER_EVERY_MS = 2_000;

export async function startPublishingStack(): Promise<PublishingStack> {
  const workDir = mkdtempSync(join(tmpdir(), 'e2e-publishing-'));
  const backend = await startProjectBackend({
    jobs: {
      schedules: Object.fromEntries(
        ['release-visitor-site-changes', 'publish-due-posts', 'publish-new-event-day'].map((job) => [
          job,
          `${SCHEDULER_EVERY_MS / 1000} seconds`,
        ]),
      ),
    },
  });
  await ensureStaffAccount(backend.db, localAdmin, 'administrator');
  await ensureStaffAccount(backend.db, localStaff, null);

  const adminDir = join(workDir, 'admin');
  const target = { supabaseUrl: backend.url, anonKey: LOCAL_ANON_KEY };
  await timedSetup('playwright', 'publishing stack: admin build', () => buildAdmin({ ...target, outDir: adminDir }));

  const astroBuild = astroSiteBuilder({ ...target, cacheDir: join(workDir, 'astro-cache') });
  let hold: Promise<void> | undefined;
  let failure: string | undefined;
  const publisher = createPublisher({
    db: backend.db,
    wwwDir: join(workDir, 'www'),
    build: async (outDir) => {
      await hold;
      hold = undefined;
      const message = failure;
      failure = undefined;
      if (message) throw new Error(message);
      await astroBuild(outDir);
    },
    log: () => undefined,
  });
  await publisher.start();
  const first = await timedSetup('playwright', 'publishing stack: first site build', () => publisher.publish());
  if (!first.ok) throw new Error(`The first build failed:\n${first.error}`);
  const web = await startStaticServer({ siteDir: publisher.siteDir, adminDir, port: 0 });

  return {
    webUrl: web.url,
    publisher,
    db: backend.db,
    holdNextBuild() {
      let release: () => void = () => undefined;
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    failNextBuild(message) {
      failure = message;
    },
    async addBanner(title) {
      await backend.db.query(
        `insert into public.banners (title, subtitle, image_url, active, order_index)
         select $1, subtitle, image_url, true, (select count(*) from public.banners)
           from public.banners order by order_index limit 1`,
        [title],
      );
      const published = await publisher.publish();
      if (!published.ok) throw new Error(`The site did not build with the new banner:\n${published.error}`);
    },
    async close() {
      await web.close();
      await publisher.close();
      await backend.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** The page the stack's site serves at a path, as its text. */
export async function siteText(stack: PublishingStack, path: string): Promise<string> {
  return (await fetch(`${stack.webUrl}${path}`)).text();
}

/** Signs the administrator in through the form of the stack's admin, and waits for the dashboard. */
export async function signInAsAdmin(page: Page, stack: PublishingStack): Promise<void> {
  await signInToDashboard(page, accounts.admin, stack.webUrl);
}

/**
 * Edits a banner in the stack's admin, signed in: one of its title fields ('Title' or
 * 'Title (Telugu)') set to `text` and saved, which publishes the site.
 */
export async function editBannerTitle(
  page: Page,
  stack: PublishingStack,
  banner: string,
  field: 'Title' | 'Title (Telugu)',
  text: string,
): Promise<void> {
  await page.goto(`${stack.webUrl}/admin/banners`);
  await page.getByRole('button', { name: `Edit ${banner}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Banner' });
  await dialog.getByRole('textbox', { name: field, exact: true }).fill(text);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Playwright's test with the publishing stack: the spec files of the `publishing` project share
 * one (one backend, one admin build, one cold site build) instead of starting one each, since
 * the project runs in one worker. Each file works on content of its own, and each test begins
 * once the builds earlier tests started are published, so no build of theirs runs under it.
 */
/* biome-ignore-start lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern */
export const test = base.extend<{ stack: PublishingStack }, { workerStack: PublishingStack }>({
  workerStack: [
    async ({}, use) => {
      const stack = await startPublishingStack();
      await use(stack);
      await stack.close();
    },
    // The admin build and a cold build of the whole site: about a minute and a half on a loaded
    // 2-core machine (timings.json), so room for one twice as slow.
    { scope: 'worker', timeout: 300_000 },
  ],
  stack: async ({ workerStack }, use) => {
    await workerStack.publisher.settled();
    await use(workerStack);
  },
});
/* biome-ignore-end lint/correctness/noEmptyPattern: see above */
