// The site built from a database with empty tables shows core's sample fallbacks, so no page is
// bare; about-section HTML is sanitised; a build that cannot reach the backend fails and
// says why. This spec builds the site itself, against a backend of its own without the seed.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, type RunningServer, startServer } from '@seminary/local-supabase';
import { createClient } from '@supabase/supabase-js';
import { SCHOOL } from '../../packages/core/src/constants.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { buildSite } from '../../scripts/lib/build-apps.ts';
import { dataDir, migrationsDir, siteDir } from '../../scripts/lib/paths.ts';
import { type RunningStaticServer, startStaticServer } from '../../scripts/lib/static-server.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESKTOP, loadAllImages } from './helpers.ts';

const hostileHistory =
  '<h1>Our Story</h1><p onclick="alert(1)">Founded in <strong>1984</strong>.<script>window.hacked = true</script></p>' +
  '<img src="x" onerror="window.hacked = true"><a href="javascript:window.hacked = true">Read more</a>' +
  '<a href="https://example.org/history" target="_blank">Our archive</a><style>body { display: none }</style>';

let backend: RunningServer;
let web: RunningStaticServer;
const runDir = join(dataDir, 'e2e', `${process.pid}-fallbacks`);

test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  backend = await startServer({ memory: true, port: 0, migrationsDir, log: () => undefined });
  const service = createClient(backend.url, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  const { error } = await service
    .from('about_sections')
    .insert({ section_type: 'history', title: 'Our History', content: hostileHistory });
  expect(error).toBeNull();
  mkdirSync(runDir, { recursive: true });
  const siteOut = join(runDir, 'site');
  await buildSite({
    supabaseUrl: backend.url,
    anonKey: LOCAL_ANON_KEY,
    outDir: siteOut,
    cacheDir: join(runDir, 'astro-cache'),
  });
  web = await startStaticServer({ siteDir: siteOut, adminDir: join(runDir, 'no-admin'), port: 0 });
});

test.afterAll(async () => {
  await web?.close();
  await backend?.close();
  rmSync(runDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  // The sample video's thumbnail is YouTube's; the tests stay offline.
  await page.route('https://img.youtube.com/**', (route) => route.fulfill({ status: 404 }));
});

test('home: the welcome banner, default statistics, sample teachers, video and gallery', async ({ page }) => {
  await page.goto(`${web.url}/`);
  const carousel = page.getByRole('region', { name: 'Welcome' });
  await expect(carousel.getByRole('heading')).toHaveText(`Welcome to ${SCHOOL.name}`);
  await expect(carousel).toContainText(`Training women for ministry in ${SCHOOL.city} since ${SCHOOL.foundedYear}.`);
  await expect(carousel.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(carousel.getByRole('link', { name: texts.home.defaultBanner.buttonText })).toHaveAttribute(
    'href',
    '/courses',
  );
  // One banner: no arrows, no dots.
  await expect(carousel.getByRole('button')).toHaveCount(0);

  await expect(page.getByRole('list', { name: 'The seminary in numbers' }).getByRole('listitem')).toHaveText([
    /^1,000\+\s*Graduates$/,
    /^500\+\s*Current Students$/,
    /^50\+\s*Courses$/,
    /^25\+\s*Countries$/,
  ]);
  await expect(page.getByRole('list', { name: 'Faculty members' }).getByRole('heading')).toHaveCount(4);
  const video = page.getByRole('region', { name: 'A Day at the Seminary' });
  await expect(video.getByRole('link', { name: 'Play video: A Day at the Seminary' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Life at the Seminary' }).getByRole('link', { name: /^Open picture/ }),
  ).toHaveCount(4);
  // Without a logo: the default emblem with the school's name, in the header and the footer.
  await expect(page.getByRole('banner').getByRole('link', { name: SCHOOL.name }).locator('img')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: SCHOOL.name })).toContainText(SCHOOL.name);
  await loadAllImages(page);
});

test('programs, downloads and alumni show their samples', async ({ page }) => {
  await page.goto(`${web.url}/courses/residential`);
  const courses = page.getByRole('region', { name: texts.courses.availableCourses }).getByRole('article');
  await expect(courses.getByRole('heading')).toHaveText([
    'Bachelor of Theology',
    'Master of Divinity',
    'Master of Theology',
  ]);
  await expect(courses.first()).toContainText('4 years');
  await page.goto(`${web.url}/courses/hybrid`);
  await expect(courses.getByRole('heading')).toHaveText([
    'Bachelor of Theology (Hybrid)',
    'Graduate Certificate in Ministry',
    'Master of Arts in Ministry',
  ]);

  await page.goto(`${web.url}/downloads`);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([
    'Prospectus',
    'Application Form',
    'Academic Calendar',
    'Statement of Faith',
  ]);

  await page.goto(`${web.url}/alumni`);
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('article').first()).toContainText(`${texts.alumni.classOf} 2022`);
});

test('about: section HTML is sanitised before it reaches the page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${web.url}/about`);
  const history = page.getByRole('region', { name: 'Our History' });
  await expect(history.locator('strong')).toHaveText('1984');
  // The page keeps its one h1; the section's heading becomes a subheading.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(history.getByRole('heading', { name: 'Our Story', level: 2 })).toBeVisible();
  const html = await history.locator('.prose-content').innerHTML();
  for (const forbidden of ['<script', 'onclick', 'onerror', '<img', 'javascript:', '<style']) {
    expect(html).not.toContain(forbidden);
  }
  await expect(history.getByRole('link', { name: 'Our archive' })).toHaveAttribute('rel', 'noopener noreferrer');
  await history.getByText('Founded in').click();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('body')).toBeVisible();
});

test('a build that cannot reach the backend fails and names the backend', async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const unreachable = `http://127.0.0.1:${port}`;
  const result = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(
      join(siteDir, 'node_modules', '.bin', 'astro'),
      ['build', '--outDir', join(runDir, 'unreachable')],
      {
        cwd: siteDir,
        env: {
          ...process.env,
          PUBLIC_SUPABASE_URL: unreachable,
          PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
          ASTRO_CACHE_DIR: join(runDir, 'unreachable-cache'),
          ASTRO_TELEMETRY_DISABLED: '1',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
  expect(result.code).not.toBe(0);
  expect(result.output).toMatch(new RegExp(`could not be read from ${unreachable}`));
  expect(result.output).toContain('Network connection error.');
});
