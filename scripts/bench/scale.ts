// `npm run bench:scale -- <factor...>`: the site at a multiple of its content. For each factor a
// fresh in-memory backend gets the seed plus the scaled content (scripts/lib/scaled-content.ts:
// factor 10 is 3,000 alumni, 300 photos in each gallery, 1,000 news posts and 500 events), then the publisher builds the site as
// `npm start` does and a static server serves it. Reported per factor: the full (cold) build, a
// rebuild with nothing changed, edit-to-live for five edits of different kinds (from the save's
// answer until the served page shows it, with the rebuild's own share), Lighthouse mobile scores
// of every route (later pages of a paged list are measured for size only, and of the thousands of
// post and event pages, which share one template each, the first, middle and last of each kind in
// each language) and the gzip size of every page's HTML. The tables are printed after each factor, so a long run that is stopped
// keeps what it measured; the raw figures go to .data/bench/scale-<time>.json as they come.
//
//   npm run bench:scale -- 1 10 30
//   npm run bench:scale -- 10 --no-lighthouse      build and edit figures only
//   npm run bench:scale -- 10 --runs=1             one Lighthouse run per route (quicker, noisier)
//
// Lighthouse runs five times per route by default and reports the median run (by performance
// score), as Lighthouse's own guidance on variability advises: on two cores a page's blocking
// time moves by 100 ms and more from one run to the next.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@seminary/local-supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import { publicObjectUrl, STORAGE, uniqueObjectPath } from '../../packages/core/src/storage.ts';
import { createSupabaseClient } from '../../packages/core/src/supabase-client.ts';
import { localAdmin } from '../lib/local-accounts.ts';
import { dataDir } from '../lib/paths.ts';
import { startProjectBackend } from '../lib/project-backend.ts';
import { astroSiteBuilder } from '../lib/publish-build.ts';
import { createPublisher } from '../lib/publisher.ts';
import { pictureBytes, seedScaledContent } from '../lib/scaled-content.ts';
import { ensureStaffAccount } from '../lib/staff-accounts.ts';
import { startStaticServer } from '../lib/static-server.ts';
import {
  builtRoutes,
  CATEGORIES,
  launchChromium,
  type Measurement,
  measureRoute,
  medianRun,
  routeFile,
} from './lighthouse.ts';

/** The issue's targets at factor 10. */
const GOALS = { editToLiveMs: 5000, htmlGzipBytes: 100 * 1024, performance: 100 } as const;
/** Past this, an edit is reported as never published rather than waited on for ever. */
const GIVE_UP_MS = 120_000;
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'no-lighthouse': { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } },
});
const lighthouseRuns = Math.max(1, Number(options.runs) || 5);
const factors = (positionals.length ? positionals : ['1', '10', '30']).map((value) => {
  const factor = Number(value);
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`A factor is a whole number from 1 up, not "${value}".`);
  return factor;
});

interface Edit {
  kind: string;
  /** From the save's answer until the served page shows it. */
  ms: number;
  /** The rebuild that published it, from its start to the swap; the rest is the quiet period and notices. */
  buildMs: number;
  /** That rebuild's processor time: what the machine's load does not inflate. */
  buildCpuMs: number;
}

interface FactorResult {
  factor: number;
  rows: { alumni: number; gallery: number; campusGallery: number; posts: number; events: number };
  seedMs: number;
  fullBuildMs: number;
  fullBuildCpuMs: number;
  unchangedRebuildMs: number;
  unchangedRebuildCpuMs: number;
  edits: Edit[];
  editToLiveMedianMs: number;
  routes: { route: string; htmlGzipBytes: number; measurement?: Measurement }[];
  /** Pages built in all, with later pages of paged lists. */
  pageCount: number;
  /** The machine's load average (1, 5, 15 minutes) when the factor ended: other work slows every figure. */
  loadAverage: number[];
}

/** A later page of a paged list (`/campus-life/gallery/3`): its first page stands for it in Lighthouse. */
const isLaterPage = (route: string) => /\/\d+$/.test(route);
/** A news post's or an event's own page (`/blog/<slug>`, `/te/events/<slug>`), or undefined. */
const itemKind = (route: string) => /^((?:\/te)?\/(?:blog|events))\/(?!page$|past$|coming$)[^/]+$/.exec(route)?.[1];

/**
 * The item pages Lighthouse measures: of each kind in each language (pages of one template, that
 * differ only in their words and picture), the first, the middle and the last by address.
 */
function sampledItemPages(routes: readonly string[]): Set<string> {
  const byKind = new Map<string, string[]>();
  for (const route of routes) {
    const kind = itemKind(route);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), route]);
  }
  return new Set(
    [...byKind.values()].flatMap((pages) => [pages[0], pages[Math.floor(pages.length / 2)], pages.at(-1)]),
  ) as Set<string>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function count(client: SupabaseClient, table: string): Promise<number> {
  const { count: rows, error } = await client.from(table).select('id', { count: 'exact', head: true });
  if (error) throw new Error(`Counting ${table} failed: ${error.message}`);
  return rows ?? 0;
}

function must<T>(result: { data: T | null; error: { message: string } | null }, what: string): T {
  if (result.error || result.data === null) throw new Error(`${what} failed: ${result.error?.message ?? 'no data'}`);
  return result.data;
}

async function measureFactor(factor: number): Promise<FactorResult> {
  const workDir = mkdtempSync(join(tmpdir(), `bench-scale-${factor}-`));
  const backend = await startProjectBackend({ mail: false });
  await ensureStaffAccount(backend.db, localAdmin, 'administrator');
  const builder = astroSiteBuilder({
    supabaseUrl: backend.url,
    anonKey: LOCAL_ANON_KEY,
    cacheDir: join(workDir, 'cache'),
  });
  const publisher = createPublisher({
    db: backend.db,
    wwwDir: join(workDir, 'www'),
    build: builder,
    log: () => undefined,
  });
  const cpuOfLastBuild = () => builder.lastBuildCpuMs() ?? Number.NaN;
  const adminDir = join(workDir, 'www', 'admin');
  mkdirSync(adminDir, { recursive: true });
  let web: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  try {
    process.stdout.write(`\nFactor ${factor}: seeding...\n`);
    const seeding = performance.now();
    await seedScaledContent({ supabaseUrl: backend.url, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY }, factor);
    const seedMs = performance.now() - seeding;

    const admin = createSupabaseClient(backend.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }) as unknown as SupabaseClient;
    const signIn = await admin.auth.signInWithPassword(localAdmin);
    if (signIn.error) throw new Error(`Could not sign in as ${localAdmin.email}: ${signIn.error.message}`);
    const rows = {
      alumni: await count(admin, 'alumni_profiles'),
      gallery: await count(admin, 'gallery'),
      campusGallery: await count(admin, 'campus_life_gallery'),
      posts: await count(admin, 'posts'),
      events: await count(admin, 'events'),
    };

    process.stdout.write(
      `  ${rows.alumni} alumni, ${rows.gallery} gallery, ${rows.campusGallery} campus photos, ` +
        `${rows.posts} posts, ${rows.events} events; building...\n`,
    );
    await publisher.start();
    const full = await publisher.publish();
    if (!full.ok) throw new Error(`The full build failed:\n${full.error}`);
    const fullBuildCpuMs = cpuOfLastBuild();
    const unchanged = await publisher.publish();
    if (!unchanged.ok) throw new Error(`The rebuild failed:\n${unchanged.error}`);
    const unchangedRebuildCpuMs = cpuOfLastBuild();
    process.stdout.write(
      `  full build ${seconds(full.ms)} (CPU ${seconds(fullBuildCpuMs)}), ` +
        `unchanged rebuild ${seconds(unchanged.ms)} (CPU ${seconds(unchangedRebuildCpuMs)})\n`,
    );
    web = await startStaticServer({ siteDir: publisher.siteDir, adminDir, port: 0 });
    const served = (route: string) => fetch(`${web?.url}${route}`).then((response) => response.text());

    /** Runs `save`, then times until `route` satisfies `shows`. */
    async function editToLive(
      kind: string,
      route: string,
      save: () => Promise<void>,
      shows: (html: string) => boolean,
    ) {
      await publisher.settled();
      const builds: number[] = [];
      const onBuild = (result: { ms: number }) => builds.push(result.ms);
      publisher.on('build', onBuild);
      try {
        await save();
        const saved = performance.now();
        while (performance.now() - saved < GIVE_UP_MS) {
          if (shows(await served(route))) {
            const ms = performance.now() - saved;
            await publisher.settled();
            const buildMs = builds[0] ?? Number.NaN;
            const buildCpuMs = builds.length === 1 ? cpuOfLastBuild() : Number.NaN;
            process.stdout.write(
              `  edit "${kind}": live after ${seconds(ms)} (rebuild ${seconds(buildMs)}, CPU ${seconds(buildCpuMs)})\n`,
            );
            return { kind, ms, buildMs, buildCpuMs };
          }
          await sleep(50);
        }
      } finally {
        publisher.off('build', onBuild);
      }
      throw new Error(`The edit "${kind}" was not live on ${route} within ${GIVE_UP_MS / 1000} s.`);
    }

    const stamp = Date.now().toString(36);
    const banner = must(
      await admin.from('banners').select('id').eq('active', true).order('order_index').limit(1).single(),
      'Reading a banner',
    ) as { id: string };
    const event = must(
      await admin.from('campus_life').select('id').order('created_at', { ascending: false }).limit(1).single(),
      'Reading a campus event',
    ) as { id: string };
    const statistic = must(
      await admin.from('statistics').select('id, title').order('created_at').limit(1).single(),
      'Reading a statistic',
    ) as { id: string; title: string };
    const post = must(
      await admin
        .from('posts')
        .select('id, slug')
        .eq('draft', false)
        .lte('published_at', new Date().toISOString())
        .order('published_at', { ascending: false })
        .limit(1)
        .single(),
      'Reading the newest published post',
    ) as { id: string; slug: string };
    const comingEvent = must(
      await admin
        .from('events')
        .select('id')
        .gte('first_day', new Date().toISOString().slice(0, 10))
        .order('first_day')
        .limit(1)
        .single(),
      'Reading the next event',
    ) as { id: string };
    const postTitle = `Bench news ${stamp}`;
    const calendarTitle = `Bench calendar event ${stamp}`;
    const galleryTitle = `Bench photo ${stamp}`;
    const bannerTitle = `Bench banner ${stamp}`;
    const eventTitle = `Bench event ${stamp}`;

    /** A text edit: a row's new title, live once its page shows it. */
    const retitled = (
      kind: string,
      route: string,
      table: 'banners' | 'campus_life' | 'posts' | 'events',
      id: string,
      title: string,
    ) =>
      editToLive(
        kind,
        route,
        async () => {
          must(await admin.from(table).update({ title }).eq('id', id).select('id'), 'Saving');
        },
        (html) => html.includes(title),
      );

    const edits: Edit[] = [];
    edits.push(await retitled('a text (banner title)', '/', 'banners', banner.id, bannerTitle));
    edits.push(await retitled('a text (campus event title)', '/campus-life', 'campus_life', event.id, eventTitle));
    edits.push(await retitled('a text (news post title)', `/blog/${post.slug}`, 'posts', post.id, postTitle));
    edits.push(await retitled('a text (coming event title)', '/events', 'events', comingEvent.id, calendarTitle));
    const location = STORAGE.galleryImages;
    edits.push(
      await editToLive(
        'a photo added (gallery)',
        '/',
        async () => {
          const path = uniqueObjectPath(location, 'bench.jpg');
          const bytes = await pictureBytes({
            kind: 'gallery',
            index: 999_000 + factor,
            width: 1200,
            height: 800,
            format: 'jpeg',
            label: galleryTitle,
          });
          const upload = await admin.storage.from(location.bucket).upload(path, bytes, { contentType: 'image/jpeg' });
          if (upload.error) throw new Error(`Uploading the photo failed: ${upload.error.message}`);
          const image_url = publicObjectUrl(backend.url, location.bucket, path);
          must(
            await admin
              .from('gallery')
              .insert({ title: galleryTitle, image_url, description: '', category: 'Campus' })
              .select('id'),
            'Adding the photo',
          );
        },
        (html) => html.includes(galleryTitle),
      ),
    );
    edits.push(
      await editToLive(
        'a row deleted (gallery photo)',
        '/',
        async () => {
          must(await admin.from('gallery').delete().eq('title', galleryTitle).select('id'), 'Deleting the photo');
        },
        (html) => !html.includes(galleryTitle),
      ),
    );
    edits.push(
      await editToLive(
        'a row deleted (statistic)',
        '/',
        async () => {
          must(await admin.from('statistics').delete().eq('id', statistic.id).select('id'), 'Deleting the statistic');
        },
        (html) => !html.includes(`>${statistic.title}<`),
      ),
    );
    await publisher.settled();

    const routes: FactorResult['routes'] = [];
    const pages = builtRoutes(publisher.siteDir);
    const measuredItems = sampledItemPages(pages);
    const chromium = options['no-lighthouse'] ? undefined : await launchChromium();
    const measuredMedian = async (browser: NonNullable<typeof chromium>, url: string, route: string) => {
      const runs: Measurement[] = [];
      for (let run = 0; run < lighthouseRuns; run++)
        runs.push(await measureRoute(browser, url, route, publisher.siteDir, CATEGORIES));
      return medianRun(runs);
    };
    try {
      for (const route of pages) {
        const htmlGzipBytes = gzipSync(readFileSync(routeFile(publisher.siteDir, route))).length;
        if (isLaterPage(route) || (itemKind(route) && !measuredItems.has(route))) {
          routes.push({ route, htmlGzipBytes });
          continue;
        }
        const measurement = chromium ? await measuredMedian(chromium, `${web.url}${route}`, route) : undefined;
        routes.push({ route, htmlGzipBytes, ...(measurement ? { measurement } : {}) });
        process.stdout.write(
          `  ${route}: ${kilobytes(htmlGzipBytes)}` +
            (measurement ? `, ${CATEGORIES.map((c) => measurement.scores[c]).join('/')}` : '') +
            '\n',
        );
      }
    } finally {
      await chromium?.close();
    }
    return {
      factor,
      rows,
      seedMs,
      fullBuildMs: full.ms,
      fullBuildCpuMs,
      unchangedRebuildMs: unchanged.ms,
      unchangedRebuildCpuMs,
      edits,
      editToLiveMedianMs: median(edits.map((edit) => edit.ms)),
      routes,
      pageCount: pages.length,
      loadAverage: loadavg(),
    };
  } finally {
    await web?.close();
    await publisher.close();
    await backend.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function factorTable(result: FactorResult): string {
  const laterPages = result.routes.filter((route) => isLaterPage(route.route));
  const itemPages = result.routes.filter((route) => itemKind(route.route) && !route.measurement);
  const listed = result.routes.filter((route) => !laterPages.includes(route) && !itemPages.includes(route));
  const lines = [
    `### Factor ${result.factor}: ${result.rows.alumni.toLocaleString('en-IN')} alumni, ${result.rows.gallery} gallery and ${result.rows.campusGallery} campus-life photos, ` +
      `${result.rows.posts.toLocaleString('en-IN')} news posts, ${result.rows.events} events`,
    '',
    `Load average ${result.loadAverage.map((load) => load.toFixed(1)).join(' / ')} (1, 5, 15 min) on ${cpus().length} cores when it ended. ` +
      `Seeding ${seconds(result.seedMs)}; full build ${seconds(result.fullBuildMs)} (CPU ${seconds(result.fullBuildCpuMs)}); ` +
      `rebuild with nothing changed ${seconds(result.unchangedRebuildMs)} (CPU ${seconds(result.unchangedRebuildCpuMs)}); ` +
      `edit-to-live median ${seconds(result.editToLiveMedianMs)}.`,
    '',
    '| edit | save to served page | of which the rebuild | its CPU time |',
    '|---|---:|---:|---:|',
    ...result.edits.map(
      (edit) => `| ${edit.kind} | ${seconds(edit.ms)} | ${seconds(edit.buildMs)} | ${seconds(edit.buildCpuMs)} |`,
    ),
    '',
    ...(lighthouseRuns > 1
      ? [`Lighthouse: the median run (by performance score) of ${lighthouseRuns} per route.`, '']
      : []),
    '| route | HTML gzip | performance | accessibility | best practices | SEO | TBT | LCP | JS gzip |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { route, htmlGzipBytes, measurement } of listed) {
    const s = measurement?.scores;
    lines.push(
      `| ${route} | ${kilobytes(htmlGzipBytes)} | ${s?.performance ?? '-'} | ${s?.accessibility ?? '-'} | ` +
        `${s?.['best-practices'] ?? '-'} | ${s?.seo ?? '-'} | ${measurement ? `${Math.round(measurement.tbt)} ms` : '-'} | ` +
        `${measurement ? seconds(measurement.lcp) : '-'} | ${measurement ? kilobytes(measurement.jsGzipBytes) : '-'} |`,
    );
  }
  if (laterPages.length) {
    const largest = laterPages.reduce((a, b) => (b.htmlGzipBytes > a.htmlGzipBytes ? b : a));
    lines.push(
      '',
      `Later pages of paged lists: ${laterPages.length}, the largest ${largest.route} at ${kilobytes(largest.htmlGzipBytes)} gzip.`,
    );
  }
  if (itemPages.length) {
    const largest = itemPages.reduce((a, b) => (b.htmlGzipBytes > a.htmlGzipBytes ? b : a));
    lines.push(
      '',
      `Other post and event pages (measured for size): ${itemPages.length}, the largest ${largest.route} at ${kilobytes(largest.htmlGzipBytes)} gzip.`,
    );
  }
  return lines.join('\n');
}

const largestHtml = (r: FactorResult) => Math.max(...r.routes.map((route) => route.htmlGzipBytes));

function growthTable(results: FactorResult[]): string {
  const lines = [
    '| factor | alumni | posts | events | pages | full build | unchanged rebuild | edit-to-live (median) | its rebuild (median) | rebuild CPU (median) | largest HTML (gzip) | lowest performance |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const scores = r.routes.flatMap((route) => route.measurement?.scores.performance ?? []);
    lines.push(
      `| ${r.factor} | ${r.rows.alumni.toLocaleString('en-IN')} | ${r.rows.posts.toLocaleString('en-IN')} | ${r.rows.events} | ${r.pageCount} | ${seconds(r.fullBuildMs)} | ${seconds(r.unchangedRebuildMs)} | ` +
        `${seconds(r.editToLiveMedianMs)} | ${seconds(median(r.edits.map((edit) => edit.buildMs)))} | ` +
        `${seconds(median(r.edits.map((edit) => edit.buildCpuMs)))} | ` +
        `${kilobytes(largestHtml(r))} | ${scores.length ? Math.min(...scores) : '-'} |`,
    );
  }
  return lines.join('\n');
}

/** From each factor to the next: how much more content, and how much longer each figure. */
function growthLines(results: FactorResult[]): string[] {
  const ratio = (to: number, from: number) => `×${(to / from).toFixed(2)}`;
  return results.slice(1).map((to, index) => {
    const from = results[index] as FactorResult;
    return (
      `From factor ${from.factor} to ${to.factor}: content ${ratio(to.factor, from.factor)}, ` +
      `full build ${ratio(to.fullBuildMs, from.fullBuildMs)}, unchanged rebuild ${ratio(to.unchangedRebuildMs, from.unchangedRebuildMs)}, ` +
      `edit-to-live ${ratio(to.editToLiveMedianMs, from.editToLiveMedianMs)}, ` +
      `rebuild CPU ${ratio(median(to.edits.map((e) => e.buildCpuMs)), median(from.edits.map((e) => e.buildCpuMs)))}, ` +
      `largest HTML ${ratio(largestHtml(to), largestHtml(from))}.`
    );
  });
}

function goalsAt(result: FactorResult): string[] {
  const misses: string[] = [];
  if (result.editToLiveMedianMs > GOALS.editToLiveMs)
    misses.push(`edit-to-live median ${seconds(result.editToLiveMedianMs)} > 5 s`);
  for (const { route, htmlGzipBytes, measurement } of result.routes) {
    if (htmlGzipBytes > GOALS.htmlGzipBytes) misses.push(`${route} HTML ${kilobytes(htmlGzipBytes)} > 100 KB`);
    const performanceScore = measurement?.scores.performance;
    if (performanceScore !== undefined && performanceScore < GOALS.performance) {
      misses.push(`${route} performance ${performanceScore}`);
    }
  }
  return misses;
}

const benchDir = join(dataDir, 'bench');
mkdirSync(benchDir, { recursive: true });
const file = join(benchDir, `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);

const results: FactorResult[] = [];
for (const factor of factors) {
  const result = await measureFactor(factor);
  results.push(result);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\n${factorTable(result)}\n`);
}

const report = [
  '',
  '### Growth',
  '',
  growthTable(results),
  '',
  ...growthLines(results),
  ...results.map((result) => {
    const misses = goalsAt(result);
    return `Factor ${result.factor} against the factor-10 goals: ${misses.length ? `NOT met: ${misses.join('; ')}` : 'all met'}.`;
  }),
  '',
].join('\n');
process.stdout.write(report);
process.stdout.write(`Raw figures: ${file}\n`);
