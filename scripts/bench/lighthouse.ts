// Lighthouse as the site benchmarks run it (bench:site, bench:scale): the mobile preset, driven
// through a headless Debian Chromium of its own, route by route over the public site.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

/** Every public route of the site, as a visitor reaches it. */
export const PUBLIC_ROUTES = [
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
  '/apply/enquiry',
  '/apply/status',
  // The pastor's recommendation form, opened from the school's e-mail.
  '/recommend',
  '/events',
  // The privacy notice and the "Your data" page.
  '/privacy',
  '/your-data',
  // The same routes in Telugu.
  '/te',
  '/te/about',
  '/te/about/faculty',
  '/te/courses',
  '/te/courses/residential',
  '/te/courses/hybrid',
  '/te/courses/online',
  '/te/campus-life',
  '/te/blog',
  '/te/alumni',
  '/te/alumni/register',
  '/te/alumni/update',
  '/te/downloads',
  '/te/give',
  '/te/apply',
  '/te/apply/enquiry',
  '/te/apply/status',
  '/te/recommend',
  '/te/events',
  '/te/privacy',
  '/te/your-data',
] as const;

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/** The four categories the site is held to: 100 in each on every route. */
export const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface Measurement {
  route: string;
  /** 0..100 for each category asked for. */
  scores: Partial<Record<Category, number>>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsGzipBytes: number;
}

/** The run whose performance score is the median of several of one route's: Lighthouse's own advice for scores that vary from run to run. */
export function medianRun(measurements: readonly Measurement[]): Measurement {
  const score = (measurement: Measurement) => measurement.scores.performance ?? 0;
  const sorted = [...measurements].sort((a, b) => score(a) - score(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('No Lighthouse run to take the median of.');
  return middle;
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningChromium {
  port: number;
  close(): Promise<void>;
}

/** Chromium with a DevTools port for Lighthouse to drive, in a profile of its own. */
export async function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
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
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      // Chromium's helper processes can still be writing to the profile for a moment after the
      // browser has exited (ENOTEMPTY ended a bench:site run after its table was printed).
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** A route's HTML file in a build: Astro writes `about.html` for `/about` (trailingSlash 'never'). */
export function routeFile(siteDir: string, route: string): string {
  return join(siteDir, route === '/' ? 'index.html' : `${route}.html`);
}

/**
 * Every page a build wrote, as its route (`about/faculty.html` is `/about/faculty`): the public
 * routes above and whatever else the site has grown since (language versions, later pages of a list).
 * The not-found page is left out: no link leads to it.
 */
export function builtRoutes(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html' && !file.endsWith('/404.html'))
    .map((file) => {
      const route = `/${file.slice(0, -'.html'.length)}`;
      return route === '/index' ? '/' : route.replace(/\/index$/, '');
    })
    .sort();
}

/** The gzip size of the scripts written into a page's HTML (Astro inlines small ones). */
function inlineScriptGzipBytes(siteDir: string, route: string): number {
  const html = readFileSync(routeFile(siteDir, route), 'utf8');
  const scripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const code = scripts.map((match) => match[1] ?? '').join('\n');
  return code.trim() ? gzipSync(code, { level: 9 }).length : 0;
}

/** One Lighthouse mobile run of `url` (the route `route` of the build in `siteDir`). */
export async function measureRoute(
  chromium: RunningChromium,
  url: string,
  route: string,
  siteDir: string,
  categories: readonly Category[],
): Promise<Measurement> {
  const result = await lighthouse(url, {
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
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
  const scores: Partial<Record<Category, number>> = {};
  for (const category of categories) scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    route,
    scores,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsGzipBytes,
  };
}
