// A form carries only its own page's language, to keep its script small. Every page with a form (and
// the alumni directory's script) is loaded in Chromium in both languages, its islands hydrate,
// and no script it loaded holds the other language's words: no Telugu letter on an English
// page, none of the English catalogue's own texts on a Telugu one (apps/site/src/i18n/page-catalogue.ts).
import type { Page } from '@playwright/test';
import { en } from '../../packages/core/src/i18n/en.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';

const ROUTES = [
  '/alumni/register',
  '/apply',
  '/apply/enquiry',
  '/apply/status',
  '/alumni/update',
  '/your-data',
  '/alumni',
];

/** Texts only the English catalogue holds: the site's own words and the fixed screen texts. */
const ENGLISH_ONLY = [en.site.applyForm.coursesLoading, texts.admin.logo.save];
const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

/** Opens the page and returns the text of every script it loaded once its islands have hydrated. */
async function scriptsOf(page: Page, path: string): Promise<{ url: string; text: string }[]> {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    }
  });
  await page.goto(path);
  // Astro takes `ssr` off an island once it has hydrated.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

for (const route of ROUTES) {
  test(`${route} loads English words only, /te${route} Telugu words only`, async ({ page }) => {
    const english = await scriptsOf(page, route);
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter(({ text }) => TELUGU_LETTER.test(text)).map(({ url }) => url)).toEqual([]);

    const telugu = await scriptsOf(page, `/te${route}`);
    expect(telugu.some(({ text }) => TELUGU_LETTER.test(text))).toBe(true);
    for (const words of ENGLISH_ONLY) {
      expect(
        telugu.filter(({ text }) => text.includes(words)).map(({ url }) => url),
        words,
      ).toEqual([]);
    }
  });
}
