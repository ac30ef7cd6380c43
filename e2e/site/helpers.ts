// What every public-site spec does besides its own checks: axe-core with no serious or
// critical violation, and full-page screenshots at 375 and 1280 px wide with every picture
// loaded (the site lazy-loads pictures below the fold).
import type { Page } from '@playwright/test';
import type { Locale } from '../../packages/core/src/i18n/languages.ts';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { expect, expectAccessible, screenshotWidths } from '../support/fixtures.ts';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

/** Loads every lazy picture and waits until all are decoded, so screenshots show them. */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.filter((image) => image.getAttribute('src')).map((image) => image.decode().catch(() => undefined)),
    );
  });
}

/**
 * axe-core on the page as it is, then a screenshot at both widths from the top of the page (a
 * full-page screenshot of a scrolled page draws the fixed header mid-page); leaves a desktop
 * viewport.
 */
export async function checkAccessibleAndCapture(page: Page, name: string, options: { exclude?: string[] } = {}) {
  await expectAccessible(page, options);
  await loadAllImages(page);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await expect(page.locator('#site-header')).toHaveAttribute('data-scrolled', 'false');
  await screenshotWidths(page, 'site', name);
  await page.setViewportSize(DESKTOP);
}

/** The page's main heading. */
export function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** The page works without errors: nothing logged to the console as an error, no uncaught exception. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The page's structured data: each of its JSON-LD scripts, parsed. */
export function structuredData(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
}

/** A tiny valid PNG, for file inputs. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function expectNoPageErrors(errors: string[]) {
  expect(errors, 'console errors and uncaught exceptions').toEqual([]);
}

/**
 * Holds the page's requests to `url` until the returned release is called, so a test can see the
 * screen while they are on their way; held requests then go on to the backend (route.fallback, so
 * the fixtures' visitor address is still added).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Names her pastor or church leader on the application's first step. */
export async function nameRecommender(page: Page, locale: Locale = 'en', email = 'pastor@example.com') {
  const words = catalogueOf(locale).recommendation.applicant;
  await page.getByLabel(words.name).fill('Rev. John Prakash');
  await page.getByLabel(words.church).fill('Bethel Church, Guntur');
  await page.getByLabel(words.email).fill(email);
}

/** Ticks the box beside the privacy notice agreeing that the school writes to her pastor. */
export async function agreeToRecommenderMail(page: Page, locale: Locale = 'en') {
  await page.getByRole('checkbox', { name: catalogueOf(locale).recommendation.applicant.consent }).check();
}
