// `npm run bench:publish`: how long an admin's edit takes to reach the served site, and how
// many builds a burst of edits costs. A fresh in-memory seeded backend, the publisher with the
// real `astro build`, and the static server, as `npm start` runs them. Signed in as the local
// admin through supabase-js, it renames the first banner several times, each after the previous
// edit is live and the quiet period has passed, and times each save until the home page serves
// the new title; then it saves 20 titles in a row and counts the builds they cause.
// Goal: under 10 s from save to page, one build per burst.
//
//   npm run bench:publish                 five timed edits
//   npm run bench:publish -- --edits=10
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { LOCAL_ANON_KEY } from '@seminary/local-supabase';
import { createSupabaseClient } from '../../packages/core/src/supabase-client.ts';
import { localAdmin } from '../lib/local-accounts.ts';
import { startProjectBackend } from '../lib/project-backend.ts';
import { astroSiteBuilder } from '../lib/publish-build.ts';
import { createPublisher, DEFAULT_QUIET_MS } from '../lib/publisher.ts';
import { ensureStaffAccount } from '../lib/staff-accounts.ts';
import { startStaticServer } from '../lib/static-server.ts';

const BURST_EDITS = 20;
const GOAL_MS = 10_000;
/** Past this, an edit is reported as never published rather than waited on for ever. */
const GIVE_UP_MS = 120_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const { values: options } = parseArgs({ options: { edits: { type: 'string', default: '5' } } });
const edits = Math.max(1, Number(options.edits) || 5);

const workDir = mkdtempSync(join(tmpdir(), 'bench-publish-'));
const backend = await startProjectBackend();
await ensureStaffAccount(backend.db, localAdmin, 'administrator');

const publisher = createPublisher({
  db: backend.db,
  wwwDir: join(workDir, 'www'),
  build: astroSiteBuilder({ supabaseUrl: backend.url, anonKey: LOCAL_ANON_KEY, cacheDir: join(workDir, 'cache') }),
  log: () => undefined,
});
const adminDir = join(workDir, 'www', 'admin');
mkdirSync(adminDir, { recursive: true });

let web: Awaited<ReturnType<typeof startStaticServer>> | undefined;
try {
  process.stdout.write('Building the site once (cold cache)...\n');
  await publisher.start();
  const first = await publisher.publish();
  if (!first.ok) throw new Error(`The first build failed:\n${first.error}`);
  process.stdout.write(`First build: ${(first.ms / 1000).toFixed(1)} s\n\n`);
  web = await startStaticServer({ siteDir: publisher.siteDir, adminDir, port: 0 });
  const home = `${web.url}/`;

  const admin = createSupabaseClient(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const signIn = await admin.auth.signInWithPassword(localAdmin);
  if (signIn.error) throw new Error(`Could not sign in as ${localAdmin.email}: ${signIn.error.message}`);
  const { data: banner, error: bannerError } = await admin
    .from('banners')
    .select('id')
    .eq('active', true)
    .order('order_index')
    .limit(1)
    .single();
  if (bannerError || !banner) throw new Error(`No active banner to edit: ${bannerError?.message}`);
  const bannerId = banner.id;

  async function saveTitle(title: string) {
    const { error } = await admin.from('banners').update({ title }).eq('id', bannerId);
    if (error) throw new Error(`Saving the banner failed: ${error.message}`);
  }

  /** Milliseconds from the save until the home page contains the title, or null past GIVE_UP_MS. */
  async function timeUntilServed(title: string): Promise<number | null> {
    const saved = performance.now();
    await saveTitle(title);
    while (performance.now() - saved < GIVE_UP_MS) {
      const page = await (await fetch(home)).text();
      if (page.includes(title)) return performance.now() - saved;
      await sleep(50);
    }
    return null;
  }

  const buildTimes: number[] = [];
  publisher.on('build', (result) => buildTimes.push(result.ms));
  const timings: number[] = [];
  for (let i = 1; i <= edits; i++) {
    const ms = await timeUntilServed(`Bench title ${i} ${Date.now()}`);
    if (ms === null) throw new Error(`Edit ${i} was not served within ${GIVE_UP_MS / 1000} s.`);
    timings.push(ms);
    process.stdout.write(`  edit ${i}: served after ${(ms / 1000).toFixed(2)} s\n`);
    await publisher.settled();
    await sleep(DEFAULT_QUIET_MS * 2);
  }

  await publisher.settled();
  const buildsBefore = publisher.buildCount;
  const lastTitle = `Burst title ${BURST_EDITS} ${Date.now()}`;
  for (let i = 1; i < BURST_EDITS; i++) await saveTitle(`Burst title ${i}`);
  const burstMs = await timeUntilServed(lastTitle);
  await sleep(DEFAULT_QUIET_MS * 2);
  await publisher.settled();
  const burstBuilds = publisher.buildCount - buildsBefore;

  const sorted = [...timings].sort((a, b) => a - b);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  process.stdout.write(
    [
      '',
      `Save to served page (${edits} edits, quiet period ${DEFAULT_QUIET_MS / 1000} s):`,
      `  median ${seconds(median(timings))}, min ${seconds(sorted[0] ?? 0)}, max ${seconds(sorted.at(-1) ?? 0)}` +
        `  (goal < ${GOAL_MS / 1000} s: ${median(timings) < GOAL_MS ? 'met' : 'NOT met'})`,
      `  each build (astro build with a warm cache, then the swap): median ${seconds(median(buildTimes))}`,
      `Burst of ${BURST_EDITS} saves: ${burstBuilds} build${burstBuilds === 1 ? '' : 's'}` +
        `, last save served after ${burstMs === null ? 'never' : seconds(burstMs)}` +
        `  (goal 1 build: ${burstBuilds === 1 ? 'met' : 'NOT met'})`,
      '',
    ].join('\n'),
  );
} finally {
  await web?.close();
  await publisher.close();
  await backend.close();
  rmSync(workDir, { recursive: true, force: true });
}
