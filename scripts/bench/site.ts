// `npm run bench:site`: the public site's performance, route by route. It builds the site
// against a fresh in-memory seeded backend, serves it as a static host would (gzip), and runs
// Lighthouse's mobile preset (performance only) with Debian's Chromium on every route. It prints
// the score, the lab metrics and the JavaScript each page loads (gzip bytes on the wire).
//
//   npm run bench:site                 one Lighthouse run per route
//   npm run bench:site -- --runs=3     the median run (by score) of three per route
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { LOCAL_ANON_KEY, startServer } from '@seminary/local-supabase';
import lighthouse from 'lighthouse';
import { buildSite } from '../lib/build-apps.ts';
import { configToml, dataDir, migrationsDir, seedFile } from '../lib/paths.ts';
import { startStaticServer } from '../lib/static-server.ts';

const ROUTES = [
  '/',
  '/about',
  '/about/faculty',
  '/courses',
  '/courses/residential',
  '/courses/hybrid',
  '/courses/online',
  '/campus-life',
  '/blog',
  '/alumni',
  '/alumni/register',
  '/alumni/update',
  '/downloads',
  '/give',
  '/apply',
  '/events',
] as const;

interface Measurement {
  route: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsGzipBytes: number;
}

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(options.runs) || 1);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium with a DevTools port for Lighthouse to drive, in a profile of its own. */
async function launchChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-site-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Chromium (${chromiumPath}) exited with ${code}:\n${output}`)));
  });
  return { port, process: child, profile };
}

/** The gzip size of the scripts written into a page's HTML (Astro inlines small ones). */
function inlineScriptGzipBytes(siteDir: string, route: string): number {
  const html = readFileSync(join(siteDir, route === '/' ? 'index.html' : `${route}.html`), 'utf8');
  const scripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const code = scripts.map((match) => match[1] ?? '').join('\n');
  return code.trim() ? gzipSync(code, { level: 9 }).length : 0;
}

async function measure(url: string, route: string, port: number, siteDir: string): Promise<Measurement> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  // Script files as served (gzip), plus the scripts inside the HTML.
  const jsGzipBytes =
    (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((total, request) => total + (request.transferSize ?? 0), 0) + inlineScriptGzipBytes(siteDir, route);
  return {
    route,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsGzipBytes,
  };
}

function median(measurements: Measurement[]): Measurement {
  const sorted = [...measurements].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as Measurement;
}

function table(rows: Measurement[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [
    '| route | score | FCP | LCP | TBT | CLS | JS, gzip (files + inline) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.score} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ` +
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
  for (const route of ROUTES) {
    const results: Measurement[] = [];
    for (let run = 0; run < runs; run++)
      results.push(await measure(`${web.url}${route}`, route, chromium.port, outDir));
    const row = median(results);
    rows.push(row);
    process.stderr.write(`${route}: ${row.score}\n`);
  }
  process.stdout.write(
    `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, performance only, ${chromiumPath}\n\n`,
  );
  process.stdout.write(`${table(rows)}\n`);
  const below = rows.filter((row) => row.score < 100);
  process.stdout.write(
    below.length === 0 ? '\nEvery route scores 100.\n' : `\nBelow 100: ${below.map((row) => row.route).join(', ')}\n`,
  );
} finally {
  if (chromium) {
    const exited = new Promise((resolve) => chromium?.process.once('exit', resolve));
    chromium.process.kill();
    await exited;
    rmSync(chromium.profile, { recursive: true, force: true });
  }
  await web?.close();
  await backend.close();
  rmSync(outDir, { recursive: true, force: true });
}
