// `npm run bench:site`: the public site's performance, route by route. It builds the site
// against a fresh in-memory seeded backend, serves it as a static host would (gzip), and runs
// Lighthouse's mobile preset with Debian's Chromium on every route, English and Telugu. It prints
// the four category scores, the lab metrics and the JavaScript each page loads (gzip bytes on the
// wire).
//
//   npm run bench:site                 one Lighthouse run per route
//   npm run bench:site -- --runs=3     the median run (by score) of three per route
//   npm run bench:site -- --only=/te   the routes that start with /te
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_ANON_KEY, startServer } from '@seminary/local-supabase';
import { buildSite } from '../lib/build-apps.ts';
import { configToml, dataDir, migrationsDir, seedFile } from '../lib/paths.ts';
import { startStaticServer } from '../lib/static-server.ts';
import {
  CATEGORIES,
  chromiumPath,
  launchChromium,
  type Measurement,
  measureRoute,
  medianRun,
  PUBLIC_ROUTES,
} from './lighthouse.ts';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, only: { type: 'string', default: '/' } },
});
const routes = PUBLIC_ROUTES.filter((route) => route.startsWith(options.only));
const runs = Math.max(1, Number(options.runs) || 1);

function table(rows: Measurement[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [
    '| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS, gzip (files + inline) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${CATEGORIES.map((category) => row.scores[category] ?? 0).join(' | ')} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ` +
        `${row.cls.toFixed(3)} | ${(row.jsGzipBytes / 1024).toFixed(1)} KB |`,
    ),
  ];
  return lines.join('\n');
}

const benchDir = join(dataDir, 'bench', 'site');
mkdirSync(benchDir, { recursive: true });
const outDir = join(benchDir, `dist-${process.pid}`);
const backend = await startServer({ memory: true, port: 0, migrationsDir, seedFile, configToml, log: () => undefined });
let web: Awaited<ReturnType<typeof startStaticServer>> | undefined;
let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
try {
  // The image cache outlives the run, as between publishes, so repeated benchmarks build fast.
  await buildSite({
    supabaseUrl: backend.url,
    anonKey: LOCAL_ANON_KEY,
    outDir,
    cacheDir: join(benchDir, 'astro-cache'),
  });
  web = await startStaticServer({ siteDir: outDir, adminDir: join(benchDir, 'no-admin'), port: 0 });
  chromium = await launchChromium();
  const rows: Measurement[] = [];
  for (const route of routes) {
    const results: Measurement[] = [];
    for (let run = 0; run < runs; run++)
      results.push(await measureRoute(chromium, `${web.url}${route}`, route, outDir, CATEGORIES));
    const row = medianRun(results);
    rows.push(row);
    process.stderr.write(`${route}: ${CATEGORIES.map((category) => row.scores[category]).join('/')}\n`);
  }
  process.stdout.write(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, ${chromiumPath}\n\n`);
  process.stdout.write(`${table(rows)}\n`);
  const below = rows.filter((row) => CATEGORIES.some((category) => (row.scores[category] ?? 0) < 100));
  process.stdout.write(
    below.length === 0
      ? '\nEvery route scores 100 in every category.\n'
      : `\nBelow 100 somewhere: ${below.map((row) => row.route).join(', ')}\n`,
  );
} finally {
  await chromium?.close();
  await web?.close();
  await backend.close();
  rmSync(outDir, { recursive: true, force: true });
}
