// `npm run bench:admin`: what the admin's sign-in page costs a visitor. It builds the admin,
// serves it gzipped as a static host would, then measures the JavaScript /admin/login loads
// (bytes on the wire and unpacked, from Chromium through Playwright) and Lighthouse's
// performance score with its mobile and desktop presets (the median of RUNS runs each).
// The sign-in page makes no backend request, so no backend is started.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { LOCAL_ANON_KEY } from '@seminary/local-supabase';
import lighthouse, { type Config, desktopConfig } from 'lighthouse';
import { buildAdmin } from '../lib/build-apps.ts';
import { dataDir } from '../lib/paths.ts';
import { startStaticServer } from '../lib/static-server.ts';
import { chromiumPath, launchChromium, type RunningChromium } from './lighthouse.ts';

const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const PAGE = '/admin/login';

interface Transfer {
  file: string;
  wire: number;
  raw: number;
}

interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The scripts a fresh browser fetches for the page, as Chromium counts them. */
async function measureScripts(url: string): Promise<Transfer[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Transfer>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const body = await response?.body();
          return { file: new URL(request.url()).pathname, wire: sizes.responseBodySize, raw: body?.length ?? 0 };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).waitFor();
    return Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url: string, port: number, config: Config | undefined): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' }, config);
  if (!result) throw new Error('Lighthouse returned no result');
  const { audits, categories } = result.lhr;
  const requests = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    scriptBytes: (requests ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** The run with the median score, so one slow run on a busy machine does not decide. */
function median(results: LighthouseRun[]): LighthouseRun {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
}

const work = join(dataDir, 'bench', `admin-${process.pid}`);
const adminOut = join(work, 'admin');
const emptySite = join(work, 'site');
mkdirSync(emptySite, { recursive: true });

console.log('Building the admin...');
await buildAdmin({ supabaseUrl: 'http://127.0.0.1:54321', anonKey: LOCAL_ANON_KEY, outDir: adminOut });
const server = await startStaticServer({ siteDir: emptySite, adminDir: adminOut, port: 0 });
const url = `${server.url}${PAGE}`;
let chrome: RunningChromium | undefined;
try {
  const scripts = await measureScripts(url);
  console.log(`\nJavaScript loaded by ${PAGE}:`);
  console.table(scripts.map(({ file, wire, raw }) => ({ file, gzip: kb(wire), unpacked: kb(raw) })));
  const wireTotal = scripts.reduce((sum, script) => sum + script.wire, 0);
  const rawTotal = scripts.reduce((sum, script) => sum + script.raw, 0);

  chrome = await launchChromium();
  const presets: [string, Config | undefined][] = [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [preset, config] of presets) {
    const results: LighthouseRun[] = [];
    for (let run = 1; run <= runs; run++) {
      console.log(`Lighthouse ${preset}, run ${run} of ${runs}...`);
      results.push(await runLighthouse(url, chrome.port, config));
    }
    const best = median(results);
    rows.push({
      preset,
      score: best.score,
      'scores (all runs)': results.map((result) => result.score).join(', '),
      FCP: seconds(best.fcp),
      LCP: seconds(best.lcp),
      TBT: `${Math.round(best.tbt)} ms`,
      CLS: best.cls.toFixed(3),
      'JS transferred': kb(best.scriptBytes),
    });
  }

  console.log(`\nAdmin sign-in page (${PAGE})`);
  console.log(`  JavaScript: ${kb(wireTotal)} gzip, ${kb(rawTotal)} unpacked, in ${scripts.length} file(s)`);
  console.log(`  Lighthouse performance (median of ${runs}):`);
  console.table(rows);
} finally {
  await chrome?.close();
  await server.close();
  rmSync(work, { recursive: true, force: true });
}
