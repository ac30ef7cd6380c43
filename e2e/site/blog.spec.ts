// /blog: the school's news, newest first, in English and Telugu, the heading still
// 'Blog'; a page per post with Article structured data and its cover as link
// preview; an RSS feed per language linked from the pages; no JavaScript. The seed has three
// published posts and one dated next week, which the site does not show yet.
import { te } from '../../packages/core/src/i18n/te.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading, structuredData } from './helpers.ts';

test.use({ viewport: DESKTOP });

const siteUrl = 'http://localhost:4321';
const NEWEST_FIRST = [
  'Report from the village outreach',
  'A new evening Telugu Bible class',
  'Twenty-four women graduate in 2025',
];

test('blog: the published posts newest first, under the heading Blog, with the feed linked', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/blog');
  await expect(pageHeading(page)).toHaveText(texts.blog.heading);
  const posts = page.locator('[data-blog-posts] article');
  await expect(posts.getByRole('heading', { level: 2 })).toHaveText(NEWEST_FIRST);
  // The post dated next week is not shown before its time.
  await expect(page.getByText('Admissions for 2026 open next week')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `${siteUrl}/blog/rss.xml`,
  );
  expect(scripts, 'a page without interaction loads no JavaScript').toEqual([]);
  await checkAccessibleAndCapture(page, 'blog');

  // Each card is one link, named by its title, to the post's page.
  await posts.first().getByRole('link', { name: NEWEST_FIRST[0] }).click();
  await expect(page).toHaveURL(/\/blog\/village-outreach-report$/);
});

test("a post's page: title, date, cover, sanitised body, Article data and Open Graph picture", async ({ page }) => {
  await page.goto('/blog/graduation-2025');
  await expect(pageHeading(page)).toHaveText('Twenty-four women graduate in 2025');
  await expect(
    page.getByRole('img', { name: 'Graduates in white saris holding their degrees outside the chapel' }),
  ).toBeVisible();
  const body = page.locator('[data-post-body]');
  await expect(body.getByRole('heading', { level: 2 })).toHaveText('A day of thanksgiving');
  await expect(body.getByRole('listitem')).toHaveCount(2);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/localhost:4321\/_img\/.+\.webp$/,
  );

  const jsonLd = await structuredData(page);
  const article = jsonLd.find((data) => data['@type'] === 'Article');
  expect(article).toMatchObject({
    '@context': 'https://schema.org',
    headline: 'Twenty-four women graduate in 2025',
    url: `${siteUrl}/blog/graduation-2025`,
    inLanguage: 'en-IN',
    author: { '@id': `${siteUrl}/#organization` },
    image: [expect.stringMatching(/\/_img\/.+\.webp$/)],
  });
  expect(new Date(article.datePublished).getTime()).toBeLessThan(Date.now());
  await checkAccessibleAndCapture(page, 'blog-post');

  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the Telugu blog: Telugu titles and bodies, Telugu addresses and feed', async ({ page }) => {
  await page.goto('/te/blog');
  await expect(pageHeading(page)).toHaveText(te.blog.heading);
  await expect(page.locator('[data-blog-posts] article').getByRole('heading', { level: 2 })).toHaveText([
    'గ్రామ పరిచర్య నివేదిక',
    'కొత్త సాయంత్రపు తెలుగు బైబిల్ తరగతి',
    '2025లో ఇరవై నాలుగు మంది మహిళల పట్టభద్రత',
  ]);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `${siteUrl}/te/blog/rss.xml`,
  );
  await page.getByRole('link', { name: 'గ్రామ పరిచర్య నివేదిక' }).click();
  await expect(page).toHaveURL(/\/te\/blog\/village-outreach-report$/);
  await expect(page.locator('[data-post-body] blockquote')).toHaveText('మేము నేర్పడానికి వచ్చాము, నేర్చుకొని తిరిగి వెళ్ళాము.');
  await checkAccessibleAndCapture(page, 'te-blog-post');
});

test('the feeds list the published posts in their language', async ({ request }) => {
  for (const [path, title, link] of [
    ['/blog/rss.xml', 'Report from the village outreach', `${siteUrl}/blog/village-outreach-report`],
    ['/te/blog/rss.xml', 'గ్రామ పరిచర్య నివేదిక', `${siteUrl}/te/blog/village-outreach-report`],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml[^>]*\?><rss version="2.0"/);
    expect([...xml.matchAll(/<item>/g)]).toHaveLength(3);
    expect(xml).toContain(`<title>${title}</title><link>${link}</link>`);
    expect(xml).not.toContain('Admissions for 2026');
  }
});
