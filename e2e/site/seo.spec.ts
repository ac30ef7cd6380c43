// What every route gives search engines and link previews: its own title and description, a
// canonical URL, Open Graph tags and the school as schema.org EducationalOrganization; plus
// robots.txt and the sitemap. And what every route ships: React islands only on the two forms.
import { SCHOOL } from '../../packages/core/src/constants.ts';
import { expect, test } from '../support/fixtures.ts';
import { structuredData } from './helpers.ts';

/** Every public English route with the islands it may hydrate, and its Open Graph type when not 'website'. */
const englishRoutes: readonly { path: string; islands: number; ogType?: 'article' }[] = [
  { path: '/', islands: 0 },
  { path: '/about', islands: 0 },
  { path: '/about/faculty', islands: 0 },
  { path: '/courses', islands: 0 },
  { path: '/courses/residential', islands: 0 },
  { path: '/courses/hybrid', islands: 0 },
  { path: '/courses/online', islands: 0 },
  { path: '/campus-life', islands: 0 },
  { path: '/blog', islands: 0 },
  // The seed's published posts; the one dated next week has no page yet.
  { path: '/blog/graduation-2025', islands: 0, ogType: 'article' },
  { path: '/blog/telugu-bible-class-opens', islands: 0, ogType: 'article' },
  { path: '/blog/village-outreach-report', islands: 0, ogType: 'article' },
  { path: '/alumni', islands: 0 },
  { path: '/alumni/register', islands: 1 },
  { path: '/alumni/update', islands: 1 },
  { path: '/downloads', islands: 0 },
  { path: '/give', islands: 0 },
  { path: '/apply', islands: 1 },
  { path: '/apply/enquiry', islands: 1 },
  { path: '/apply/status', islands: 1 },
  { path: '/events', islands: 0 },
  // The events archive and the seed's events, coming and past.
  { path: '/events/past', islands: 0 },
  { path: '/events/admissions-open-day', islands: 0 },
  { path: '/events/womens-ministry-conference', islands: 0 },
  { path: '/events/graduation-service', islands: 0 },
  { path: '/events/carol-service', islands: 0 },
  { path: '/events/mission-week', islands: 0 },
  { path: '/privacy', islands: 0 },
  { path: '/your-data', islands: 1 },
];

/** Each English route and its Telugu twin under /te, which hydrates the same islands. */
const routes: readonly { path: string; islands: number; ogType?: 'article' }[] = [
  ...englishRoutes,
  ...englishRoutes.map((route) => ({ ...route, path: route.path === '/' ? '/te' : `/te${route.path}` })),
];

// The site is built with http://localhost:4321 as its public address (see e2e/support/global-setup.ts).
const siteUrl = 'http://localhost:4321';

test('every route: title, description, canonical URL, Open Graph, structured data, islands', async ({ page }) => {
  // Sixty-two pages, each opened and read: about 20 s on a loaded 2-core machine.
  test.slow();
  const titles = new Set<string>();
  for (const { path, islands, ogType = 'website' } of routes) {
    await test.step(path, async () => {
      // From a blank page: the last route's island may still fetch its scripts when it goes idle,
      // and those requests would be counted as this page's.
      await page.goto('about:blank');
      const requests: string[] = [];
      const onRequest = (request: { url(): string }) => requests.push(request.url());
      page.on('request', onRequest);
      // The load event comes after every script the page itself names; what an island imports
      // later is not asked about (only pages without one are checked for scripts).
      await page.goto(path, { waitUntil: 'load' });
      page.off('request', onRequest);

      const title = await page.title();
      expect(title).toContain(SCHOOL.name);
      titles.add(title);
      const meta = (selector: string) => page.locator(selector).getAttribute('content');
      expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(40);
      const canonical = `${siteUrl}${path === '/' ? '/' : path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      expect(await meta('meta[property="og:url"]')).toBe(canonical);
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[property="og:type"]')).toBe(ogType);
      expect(await meta('meta[property="og:image"]')).toMatch(/^http:\/\/localhost:4321\/_img\/.+\.webp$/);

      const jsonLd = await structuredData(page);
      expect(jsonLd[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        name: SCHOOL.name,
        foundingDate: String(SCHOOL.foundedYear),
        address: { addressLocality: SCHOOL.city },
      });

      // Islands only where a page needs one, hydrating when idle or visible, never at once.
      const directives = await page
        .locator('astro-island')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('client')));
      expect(directives).toHaveLength(islands);
      for (const directive of directives) expect(['idle', 'visible']).toContain(directive);
      // Pages without an island load neither React nor supabase-js.
      if (islands === 0) {
        const scripts = requests.filter((url) => url.endsWith('.js'));
        for (const script of scripts) expect(script).not.toMatch(/client\.|react|supabase/i);
      }
    });
  }
  expect(titles.size).toBe(routes.length);
});

test('robots.txt and the sitemap list the public routes', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain('User-agent: *');
  expect(robotsText).toContain('Disallow: /admin/');
  expect(robotsText).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);

  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemapUrls = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(sitemapUrls.length).toBeGreaterThan(0);
  const listed = new Set<string>();
  for (const url of sitemapUrls) {
    const sitemap = await (await request.get(new URL(url).pathname)).text();
    for (const match of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.add(match[1] ?? '');
  }
  expect([...listed].sort()).toEqual(routes.map(({ path }) => `${siteUrl}${path}`).sort());
});
