// The public site in Telugu under /te. Every Telugu route says it is Telugu (lang,
// hreflang, Open Graph), shows none of the English catalogue's fixed texts outside content
// marked lang="en", and its language switcher leads to the same page in English and back with
// the query kept, without any page redirecting by itself. The application works end to end in
// Telugu and records its language.
import type { Page } from '@playwright/test';
import { en } from '../../packages/core/src/i18n/en.ts';
import { te } from '../../packages/core/src/i18n/te.ts';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  agreeToRecommenderMail,
  checkAccessibleAndCapture,
  collectPageErrors,
  DESKTOP,
  expectNoPageErrors,
  nameRecommender,
  PHONE,
  PNG,
} from './helpers.ts';

test.use({ viewport: DESKTOP });

const TELUGU_ROUTES = [
  '/te',
  '/te/about',
  '/te/about/faculty',
  '/te/courses',
  '/te/courses/residential',
  '/te/courses/hybrid',
  '/te/courses/online',
  '/te/campus-life',
  '/te/downloads',
  '/te/alumni',
  '/te/alumni/update',
  '/te/alumni/register',
  '/te/apply',
  '/te/apply/enquiry',
  '/te/apply/status',
  '/te/recommend',
  '/te/give',
  '/te/events',
  '/te/events/past',
  '/te/events/graduation-service',
  '/te/blog',
] as const;

const englishPath = (path: string) => path.replace(/^\/te(?=\/|$)/, '') || '/';

/** Every fixed English text of the catalogue long enough not to be a word of some content. */
function englishTexts(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 8 ? [value] : [];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(englishTexts);
  return [];
}
const ENGLISH_TEXTS = new Set(englishTexts({ ...en, validationMessages: {}, refusals: {}, errorMessages: {} }));

/** The catalogue's English sentences with a value in them ("Open picture 1 of 4 …"), as patterns. */
function englishPatterns(value: unknown): RegExp[] {
  if (typeof value === 'function') {
    const slot = '\u0001';
    const sentence = String(value(...Array.from({ length: value.length }, () => slot)));
    const fixed = sentence.split(slot).join('');
    if (fixed.trim().length < 8) return [];
    const escaped = sentence.split(slot).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return [new RegExp(`^${escaped.join('.+')}$`)];
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(englishPatterns);
  return [];
}
const ENGLISH_PATTERNS = englishPatterns(en.site);

/** What the page shows or says outside content marked English: text, labels, placeholders, titles. */
function unmarkedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inEnglish = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang')?.startsWith('en');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template') || inEnglish(parent)) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (inEnglish(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) found.push(value.trim());
      }
    }
    found.push(document.title.split(' | ')[0] ?? '');
    return found;
  });
}

for (const path of TELUGU_ROUTES) {
  test(`${path}: Telugu page, alternates, no English fixed text, switcher to English and back`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(`${path}?q=test`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);

    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    const alternate = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
    // Absolute addresses on the site's public origin, as the canonical URL has it.
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;
    const english = englishPath(path);
    await expect(alternate('te')).toHaveAttribute('href', new URL(path, origin).href);
    await expect(alternate('en')).toHaveAttribute('href', new URL(english, origin).href);
    await expect(alternate('x-default')).toHaveAttribute('href', new URL(english, origin).href);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'te_IN');
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_IN');

    const leftInEnglish = (await unmarkedTexts(page)).filter(
      (text) => ENGLISH_TEXTS.has(text) || ENGLISH_PATTERNS.some((pattern) => pattern.test(text)),
    );
    expect(leftInEnglish, 'English fixed texts on a Telugu page').toEqual([]);

    // The switcher: the same page in English with the query, then back; no page moves by itself.
    const toEnglish = page.locator('#site-header').getByRole('link', { name: en.site.layout.readInThisLanguage });
    await expect(toEnglish).toHaveText(en.site.languageName);
    await toEnglish.click();
    await page.waitForURL((url) => url.pathname === english && url.search === '?q=test');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.locator('#site-header').getByRole('link', { name: te.site.layout.readInThisLanguage }).click();
    await page.waitForURL((url) => url.pathname === path && url.search === '?q=test');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('te');
    await page.goto(english);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    expect(new URL(page.url()).pathname).toBe(english);
    await expectNoPageErrors(errors);
  });
}

test('Telugu pages show the Telugu content columns', async ({ page, service }) => {
  const telugu = async (table: string, column: string) => {
    const { data, error } = await service.from(table).select(column).not(column, 'is', null).limit(1).single();
    expect(error).toBeNull();
    return (data as unknown as Record<string, string>)[column] ?? '';
  };
  await page.goto('/te/about/faculty');
  await expect(page.getByText(await telugu('teachers', 'position_te'), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(await telugu('teachers', 'bio_te'), { exact: true }).first()).toBeVisible();
  await page.goto('/te/campus-life');
  await expect(page.getByRole('heading', { name: await telugu('campus_life', 'title_te') })).toBeVisible();
  await expect(page.getByText(await telugu('campus_life_gallery', 'caption_te'), { exact: true })).toBeVisible();
  await page.goto('/te/about');
  const { data: aboutPicture } = await service
    .from('about_gallery')
    .select('title_te, description_te')
    .not('title_te', 'is', null)
    .limit(1)
    .single();
  const aboutCaption = aboutPicture?.description_te || aboutPicture?.title_te || '';
  await expect(page.getByText(aboutCaption, { exact: true })).toBeVisible();
  await page.goto('/te');
  const homePicture = await telugu('gallery', 'title_te');
  await expect(page.getByRole('link', { name: new RegExp(homePicture) }).first()).toBeAttached();
});

test('the Telugu home page is accessible at both widths and its mobile menu switches language', async ({ page }) => {
  await page.goto('/te');
  await expect(page.getByRole('heading', { name: te.site.intro.heading })).toBeVisible();
  await checkAccessibleAndCapture(page, 'te-home');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: te.site.layout.menu }).click();
  const menu = page.locator('#main-menu');
  await expect(menu.getByRole('link', { name: te.header.links.apply })).toHaveAttribute('href', '/te/apply');
  await menu.getByRole('link', { name: en.site.layout.readInThisLanguage }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('the header keeps to its height from 1024 px in both languages: the school name in two lines at most', async ({
  page,
}) => {
  for (const path of ['/', '/te']) {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const header = await page.locator('#site-header').boundingBox();
      const home = await page.locator('#site-header > div > a').first().boundingBox();
      if (!header || !home) throw new Error('The header or its home link is not shown.');
      expect(home.y, `${path} at ${width} px`).toBeGreaterThanOrEqual(header.y);
      expect(home.y + home.height, `${path} at ${width} px`).toBeLessThanOrEqual(header.y + header.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  }
});

test('English pages link to Telugu and keep their English texts', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.locator('link[rel="alternate"][hreflang="te"]')).toHaveAttribute('href', /\/te\/about$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_IN');
  const toTelugu = page.getByRole('link', { name: te.site.layout.readInThisLanguage });
  await expect(toTelugu).toHaveText(te.site.languageName);
  await expect(toTelugu).toHaveAttribute('lang', 'te');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
});

test("Telugu pages alone declare Noto Sans Telugu: the device's own face first, then the site's, shown at once (swap)", async ({
  page,
}) => {
  const teluguFaces = () =>
    page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .filter((rule) => rule.style.getPropertyValue('font-family').includes('Noto Sans Telugu'))
          .map((rule) => ({
            weight: rule.style.getPropertyValue('font-weight'),
            display: rule.style.getPropertyValue('font-display'),
            range: rule.style.getPropertyValue('unicode-range'),
            src: rule.style.getPropertyValue('src'),
          })),
      ),
    );
  await page.goto('/te/courses');
  const faces = (await teluguFaces()).filter((face) => face.src.includes('url('));
  expect(faces.map((face) => face.weight).sort()).toEqual(['100 500', '600 900']);
  for (const face of faces) {
    expect(face.display).toBe('swap');
    expect(face.range.toUpperCase()).toContain('U+C00-C7F');
    const bold = face.weight === '600 900';
    const name = bold ? 'Noto Sans Telugu Bold' : 'Noto Sans Telugu Regular';
    expect(face.src.indexOf(`local("${name}")`)).toBe(0);
    expect(face.src.indexOf('url(')).toBeGreaterThan(
      face.src.indexOf(`local("${bold ? 'NotoSansTelugu-Bold' : 'NotoSansTelugu-Regular'}")`),
    );
  }
  // No preload: a device that has the face downloads nothing.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Telugu"', 'తెలుగు'))).toBe(true);

  await page.goto('/courses');
  expect(await teluguFaces()).toEqual([]);
});

test('the sitemap lists the Telugu pages beside the English ones', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/te\/apply<\/loc>/);
  expect(sitemap).toMatch(/hreflang="te-IN" href="[^"]*\/te\/courses\/residential"/);
});

test('the application in Telugu: Telugu labels and validation, stored with language te', async ({ page, service }) => {
  const errors = collectPageErrors(page);
  const email = `telugu.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  const fields = te.apply.fields;
  await page.goto('/te/apply');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(te.site.pages.apply.title);

  await page.getByRole('button', { name: te.apply.next }).click();
  await expect(page.getByRole('alert')).toHaveText(te.validationMessages.requiredFields);

  await page.getByLabel(fields.name).fill('ఎస్తేరు గ్రేస్');
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.phone).fill('+91 98765 43210');
  await page.getByLabel(fields.city).fill('ఏలూరు');
  await page.getByLabel(fields.state).fill('ఆంధ్రప్రదేశ్');
  await expect(page.getByLabel(fields.programType).getByRole('option')).toHaveText([
    te.site.applyForm.choose,
    ...Object.values(te.site.options.programs),
  ]);
  await page.getByLabel(fields.programType).selectOption('residential');
  await page.getByRole('button', { name: te.apply.next }).click();
  await expect(page.getByRole('alert')).toHaveText(te.validationMessages.selectCourse);
  await page.getByRole('radio', { name: 'Bachelor of Theology' }).check();
  await page.getByLabel(te.site.applyForm.gender).selectOption('Female');
  await expect(page.getByLabel(te.site.applyForm.gender)).toContainText(te.site.options.genders.Female);
  await nameRecommender(page, 'te');
  await page.getByRole('button', { name: te.apply.next }).click();
  await expect(page.getByRole('heading', { name: te.apply.steps.payment, level: 2 })).toBeVisible();

  await page
    .getByLabel(te.site.applyForm.paymentScreenshot)
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(catalogueOf('te').privacyNotice.form.consent).check();
  await agreeToRecommenderMail(page, 'te');
  await page.getByRole('button', { name: te.apply.submit }).click();
  await expect(page.getByRole('heading', { name: te.apply.applicationSubmitted })).toBeVisible();
  const reference = (await page.locator('[data-reference]').textContent()) ?? '';
  expect(reference).toMatch(/^APP-\d{4}-[2-9A-HJ-NP-Z]{6}$/);
  await expect(page.getByRole('link', { name: te.site.applyForm.checkStatus })).toHaveAttribute(
    'href',
    `/te/apply/status?ref=${reference}`,
  );

  const { data, error } = await service
    .from('student_registrations')
    .select('name, language, gender')
    .eq('reference', reference)
    .single();
  expect(error).toBeNull();
  expect(data).toEqual({ name: 'ఎస్తేరు గ్రేస్', language: 'te', gender: 'Female' });

  await page.waitForURL((url) => url.pathname === '/te');
  await expect(page.getByRole('complementary', { name: te.site.statusLookup.noticeHeading })).toBeVisible();
  await expectNoPageErrors(errors);
});

test('the enquiry in Telugu is stored with language te', async ({ page, service }) => {
  const email = `telugu.enquiry.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  await page.goto('/te/apply/enquiry');
  await page.getByLabel(te.apply.fields.name).fill('లిడియా');
  await page.getByLabel(te.apply.fields.email).fill(email);
  await page.getByLabel(te.apply.fields.phone).fill('+91 98765 43211');
  await page.getByLabel(te.apply.fields.programType).selectOption('online');
  await page.getByLabel(catalogueOf('te').privacyNotice.form.consent).check();
  await page.getByRole('button', { name: te.site.enquiryForm.send }).click();
  await expect(page.getByRole('heading', { name: te.apply.registrationSuccessful })).toBeVisible();
  const { data, error } = await service.from('registrations').select('language').eq('email', email).single();
  expect(error).toBeNull();
  expect(data).toEqual({ language: 'te' });
});

test("a database refusal in Telugu: the enquiry's hourly limit, told by its code and not its English message", async ({
  page,
  anon,
  service,
}) => {
  const email = `telugu.limit.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  let refusal: { code: string; hint: string; message: string } | null = null;
  for (let sent = 0; !refusal && sent < 50; sent++) {
    const { error } = await anon
      .from('registrations')
      .insert({ name: 'Lydia', email, program_interest: 'online', consent_notice_version: 2 });
    if (error) refusal = error;
  }
  expect(refusal).toMatchObject({
    code: 'PT429',
    hint: 'too_many_applications',
    message: en.refusals.too_many_applications,
  });

  await page.goto('/te/apply/enquiry');
  await page.getByLabel(te.apply.fields.name).fill('లిడియా');
  await page.getByLabel(te.apply.fields.email).fill(email);
  await page.getByLabel(te.apply.fields.programType).selectOption('online');
  await page.getByLabel(catalogueOf('te').privacyNotice.form.consent).check();
  await page.getByRole('button', { name: te.site.enquiryForm.send }).click();
  await expect(page.getByRole('alert')).toHaveText(te.refusals.too_many_applications);
  await expect(page.getByLabel(te.apply.fields.name)).toHaveValue('లిడియా');
  await service.from('registrations').delete().eq('email', email);
});
