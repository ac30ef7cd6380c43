// The local publisher against the real migrations on an in-memory database, with a stand-in
// for `astro build` that renders the active banners' titles into index.html (the real build is
// measured by `npm run bench:publish` and driven end to end in e2e/publishing). Edits are made
// as an admin's API request would make them: in a transaction as `authenticated` with an
// admin's claims, so the triggers run exactly as behind /rest/v1.
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RunningServer, startServer } from '@seminary/local-supabase';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../supabase/tests/support/scheduled-jobs.ts';
import { migrationsDir } from '../lib/paths.ts';
import { createPublisher, type Publisher, type PublisherOptions } from '../lib/publisher.ts';
import { type RunningStaticServer, startStaticServer } from '../lib/static-server.ts';

const QUIET_MS = 300;
const ALUMNI_ID = '00000000-0000-4000-8000-0000000000a1';
const ADMIN_CLAIMS = {
  sub: '00000000-0000-4000-8000-000000000001',
  role: 'authenticated',
  staff_role: 'editor',
};

let backend: RunningServer;
let www: string;
let web: RunningStaticServer | undefined;
let publisher: Publisher | undefined;

beforeAll(async () => {
  backend = await startServer({ memory: true, port: 0, migrationsDir, log: () => undefined });
  await backend.db.query(
    `insert into public.banners (title, image_url, order_index) values ('Welcome', 'https://example.com/a.png', 0)`,
  );
  await backend.db.query(
    `insert into public.alumni_profiles (id, name, graduation_year, degree)
     values ($1, 'Lydia Suvarna', 2012, 'Master of Divinity')`,
    [ALUMNI_ID],
  );
});
afterAll(() => backend.close());

// Each test gets its own publisher and folder; the database's content and state start over.
beforeEach(async () => {
  await backend.db.exec(`
    update public.banners set title = 'Welcome';
    update private.site_publish_state
    set status = 'idle', last_error = null, changed_at = null, requested_at = null, build_started_at = null,
        last_published_at = null, dispatch_pending_since = null, build_revision = revision,
        visitor_pending_since = null, visitor_changed_at = null, visitor_released_at = '{}';
  `);
  www = mkdtempSync(join(tmpdir(), 'publisher-test-'));
});

afterEach(async () => {
  await web?.close();
  await publisher?.close();
  rmSync(www, { recursive: true, force: true });
  web = undefined;
  publisher = undefined;
});

/** SQL as an admin's Data API request runs it. */
async function asAdmin(sql: string, params: unknown[] = []) {
  await backend.db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(ADMIN_CLAIMS),
    ]);
    await tx.query(sql, params);
  });
}

/** An alumna's own edit through the self-service function, as a visitor's request runs it. */
async function editAlumniBio(bio: string) {
  await backend.db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
              set_config('request.headers', '{"x-forwarded-for":"203.0.113.5"}', true)`,
    );
    await tx.query(
      `select public.update_alumni_profile(
         profile_id => $1, name => 'Lydia Suvarna', graduation_year => 2012, degree => 'Master of Divinity', bio => $2,
         -- The privacy notice she agreed to (the seeded one).
         consent_notice_version => 2, consent_language => 'en')`,
      [ALUMNI_ID, bio],
    );
  });
}

async function renameBanner(title: string) {
  await asAdmin(`update public.banners set title = $1`, [title]);
}

async function bannerTitles(): Promise<string[]> {
  const { rows } = await backend.db.query<{ title: string }>(
    'select title from public.banners where active order by order_index',
  );
  return rows.map((row) => row.title);
}

/** The stand-in build: the home page with the banners' titles, written in two halves. */
async function renderSite(outDir: string) {
  const titles = await bannerTitles();
  mkdirSync(outDir, { recursive: true });
  const page = join(outDir, 'index.html');
  writeFileSync(page, `<!doctype html><html><body>${titles.map((t) => `<h1>${t}</h1>`).join('')}`);
  // A half-written file on disk for a moment: it must never be what a visitor gets.
  await sleep(20);
  appendFileSync(page, '</body></html>');
}

async function startPublishing(options: Partial<PublisherOptions> = {}) {
  publisher = createPublisher({
    db: backend.db,
    wwwDir: www,
    build: renderSite,
    quietMs: QUIET_MS,
    log: () => undefined,
    ...options,
  });
  await publisher.start();
  const first = await publisher.publish();
  expect(first.ok).toBe(true);
  const adminDir = join(www, 'admin');
  mkdirSync(adminDir, { recursive: true });
  web = await startStaticServer({ siteDir: publisher.siteDir, adminDir, port: 0 });
  return publisher;
}

async function homePage(): Promise<string> {
  const response = await fetch(`${web?.url}/`);
  expect(response.status).toBe(200);
  return response.text();
}

async function publishState() {
  const { rows } = await backend.db.query<{ state: Record<string, unknown> }>(
    'select private.site_publish_state_json() as state',
  );
  return rows[0]?.state ?? {};
}

interface Gate {
  /** Resolves once a build has reached the gate. */
  entered: Promise<void>;
  enter(): void;
  /** Resolves once the test lets the build go on. */
  released: Promise<void>;
  release(): void;
}

function createGate(): Gate {
  let enter: () => void = () => undefined;
  let release: () => void = () => undefined;
  const entered = new Promise<void>((resolve) => {
    enter = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { entered, released, enter: () => enter(), release: () => release() };
}

/** Waits for the publisher to finish every build a change has scheduled. */
async function settle(p: Publisher) {
  // The notification reaches the publisher after the commit; give it that moment.
  await sleep(20);
  await p.settled();
}

describe('local publisher', () => {
  it('rebuilds the site after a committed edit and serves the new page', async () => {
    const p = await startPublishing();
    expect(await homePage()).toContain('<h1>Welcome</h1>');

    await renameBanner('Admissions open for 2026');
    await settle(p);

    expect(p.buildCount).toBe(2);
    expect(await homePage()).toContain('<h1>Admissions open for 2026</h1>');
    expect(await publishState()).toMatchObject({ status: 'idle', last_error: null, pending: false });
  });

  it('ignores rolled-back edits and tables the site does not read', async () => {
    const p = await startPublishing();
    await backend.db
      .transaction(async (tx) => {
        await tx.query(`update public.banners set title = 'Never committed'`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await backend.db.query(
      `insert into public.registrations (name, email, phone, state, city, address, program_interest)
       values ('Asha', 'asha@example.com', '9876543210', 'Andhra Pradesh', 'Vijayawada', 'Street 1', 'residential')`,
    );
    await sleep(QUIET_MS * 3);
    expect(p.buildCount).toBe(1);
  });

  it("builds visitors' edits only once the database releases them, and saves that change nothing never", async () => {
    const p = await startPublishing();
    await renameBanner('Welcome');
    await editAlumniBio(`Bio ${Date.now()}`);
    await editAlumniBio(`Bio ${Date.now()} again`);
    await sleep(QUIET_MS * 3);
    expect(p.buildCount).toBe(1);

    // The local backend's timer releases them once they have been quiet long enough.
    expect(await runScheduledJobs(backend)).toMatchObject({ released: false });
    await backend.db.query(`update private.site_publish_state set visitor_changed_at = now() - interval '301 seconds'`);
    expect(await runScheduledJobs(backend)).toMatchObject({ released: true });
    await settle(p);
    expect(p.buildCount).toBe(2);
  });

  it('coalesces a burst of edits into one build', async () => {
    // The real quiet period, so a slow machine's edits still fall well within it.
    const p = await startPublishing({ quietMs: 1500 });
    for (let i = 1; i <= 20; i++) await renameBanner(`Edit ${i}`);
    await settle(p);
    expect(p.buildCount - 1).toBe(1);
    expect(await homePage()).toContain('<h1>Edit 20</h1>');
  });

  it('still publishes during a steady stream of edits, once the longest wait is reached', async () => {
    const p = await startPublishing({ maxWaitMs: QUIET_MS * 3 });
    const stopAt = Date.now() + QUIET_MS * 10;
    for (let i = 1; Date.now() < stopAt; i++) {
      await renameBanner(`Stream ${i}`);
      await sleep(QUIET_MS / 3);
    }
    // A pure quiet-period debounce would not have built at all until the stream stopped.
    expect(p.buildCount).toBeGreaterThanOrEqual(2);
    await settle(p);
  });

  it('never runs two builds at once, and edits during a build make exactly one more', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let hold: Gate | undefined;
    const p = await startPublishing({
      build: async (outDir) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        const gate = hold;
        hold = undefined;
        if (gate) {
          gate.enter();
          await gate.released;
        }
        await renderSite(outDir);
        running--;
      },
    });

    const gate = createGate();
    hold = gate;
    await renameBanner('First');
    await gate.entered;
    for (let i = 1; i <= 5; i++) await renameBanner(`During the build ${i}`);
    // Their quiet period ends while the first build is still held.
    await sleep(QUIET_MS * 2);
    gate.release();
    await settle(p);

    expect(mostAtOnce).toBe(1);
    expect(p.buildCount - 1).toBe(2);
    expect(await homePage()).toContain('<h1>During the build 5</h1>');
  });

  it('keeps the previous site when a build fails and records the error', async () => {
    let fail = false;
    const p = await startPublishing({
      build: async (outDir) => {
        await renderSite(outDir);
        if (fail) throw new Error('The site build failed: could not reach the database.');
      },
    });
    const served = readlinkSync(p.siteDir);

    fail = true;
    await renameBanner('Broken edit');
    await settle(p);

    expect(readlinkSync(p.siteDir)).toBe(served);
    expect(await homePage()).toContain('<h1>Welcome</h1>');
    expect(await publishState()).toMatchObject({
      status: 'failed',
      last_error: 'The site build failed: could not reach the database.',
    });
    // The failed build's folder is gone; only the served one is left.
    expect(readdirSync(www).filter((name) => name.startsWith('site-'))).toEqual([basename(served)]);

    fail = false;
    await renameBanner('Fixed edit');
    await settle(p);
    expect(await homePage()).toContain('<h1>Fixed edit</h1>');
    expect(await publishState()).toMatchObject({ status: 'idle', last_error: null });
  });

  it("builds on an admin's publish request without any change", async () => {
    const p = await startPublishing();
    await asAdmin('select public.request_site_publish()');
    await settle(p);
    expect(p.buildCount).toBe(2);
  });

  it('keeps only the served build and the one before it', async () => {
    const p = await startPublishing();
    for (let i = 1; i <= 3; i++) {
      await renameBanner(`Version ${i}`);
      await settle(p);
    }
    const folders = readdirSync(www).filter((name) => name.startsWith('site-'));
    expect(folders).toHaveLength(2);
    expect(folders).toContain(basename(readlinkSync(p.siteDir)));
  });

  it('never serves a half-written page while builds are swapped in', async () => {
    const p = await startPublishing();
    let stop = false;
    const pages: string[] = [];
    const visitor = (async () => {
      while (!stop) pages.push(await homePage());
    })();
    for (let i = 1; i <= 5; i++) {
      await renameBanner(`Swap ${i}`);
      await settle(p);
    }
    stop = true;
    await visitor;
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(page).toMatch(/<\/body><\/html>$/);
    expect(await homePage()).toContain('<h1>Swap 5</h1>');
  });
});
