// Telugu is set as Telugu: letter-spacing puts gaps between a word's syllables ("క్యాలెండర్"
// reads "క్యా లెం డ ర్" under the eyebrow's 0.18em) and Telugu has no case to transform, so no
// Telugu text on the site takes tracking or uppercase styling, while English keeps both. Every
// Telugu page the built site lists in its sitemap is checked, plus the Telugu not-found page and
// the language switcher's Telugu name on an English page.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DESKTOP } from './helpers.ts';

test.use({ viewport: DESKTOP });

/** Every page path the built site's sitemap lists (sitemap-index.xml and the sitemaps it names). */
async function sitemapPaths(page: Page): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => String(match[1]));
  const index = await page.request.get('/sitemap-index.xml');
  expect(index.ok(), 'the site serves /sitemap-index.xml').toBe(true);
  const paths: string[] = [];
  for (const sitemap of locs(await index.text())) {
    const response = await page.request.get(new URL(sitemap).pathname);
    expect(response.ok(), `the site serves ${sitemap}`).toBe(true);
    paths.push(...locs(await response.text()).map((loc) => new URL(loc).pathname));
  }
  return paths;
}

interface Findings {
  /** Telugu-language elements with Telugu letters set with tracking or a case transform, described. */
  offenders: string[];
  /** How many Telugu-language elements with Telugu letters were checked. */
  checked: number;
  /** English-language elements that keep their tracking and uppercase (the eyebrows). */
  trackedEnglish: number;
}

/**
 * One pass over the page: each element whose own text (its text nodes, a field's value and
 * placeholder, its ::before and ::after content) has Telugu letters and whose language, the
 * nearest lang attribute as CSS's :lang() reads it, is Telugu. A text node is laid out in its
 * parent's computed style, so the element holding the letters is the one to check; hidden
 * elements (the phone menu, closed dialogs) are checked too.
 */
function findings(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    const teluguLetter = /[\u0C00-\u0C7F]/;
    const languageOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang')?.toLowerCase() ?? '';
    const label = (element: Element, text: string) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const snippet = text.replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.localName}${id}${classes}> "${snippet}"`;
    };
    const problems = (style: CSSStyleDeclaration) => [
      ...(style.letterSpacing === 'normal' || style.letterSpacing === '0px'
        ? []
        : [`letter-spacing ${style.letterSpacing}`]),
      ...(style.textTransform === 'none' ? [] : [`text-transform ${style.textTransform}`]),
    ];
    const result = { offenders: [] as string[], checked: 0, trackedEnglish: 0 };
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, template, noscript')) continue;
      let own = '';
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent;
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
        own += ` ${element.value} ${element.placeholder}`;
      const language = languageOf(element);
      const style = getComputedStyle(element);
      if (language.startsWith('en') && /[A-Za-z]/.test(own) && problems(style).length === 2) result.trackedEnglish++;
      if (!/^te(-|$)/.test(language)) continue;
      const parts: [string, string, CSSStyleDeclaration][] = [['', own, style]];
      for (const pseudo of ['::before', '::after'] as const) {
        const pseudoStyle = getComputedStyle(element, pseudo);
        if (pseudoStyle.content.startsWith('"')) parts.push([pseudo, pseudoStyle.content, pseudoStyle]);
      }
      for (const [pseudo, text, partStyle] of parts) {
        if (!teluguLetter.test(text)) continue;
        result.checked++;
        const found = problems(partStyle);
        if (found.length) result.offenders.push(`${label(element, text)}${pseudo}: ${found.join(', ')}`);
      }
    }
    return result;
  });
}

test('no Telugu text on any Telugu page is tracked or case-transformed, and English keeps its eyebrows', async ({
  page,
}) => {
  // Pictures and fonts change no computed style; skipping them keeps the walk over every page short.
  await page.route(/\.(png|jpe?g|webp|avif|gif|svg|woff2?)(\?|$)/, (route) => route.abort());
  const telugu = (await sitemapPaths(page)).filter((path) => /^\/te(\/|$)/.test(path) && !/\.\w+$/.test(path));
  expect(telugu, 'the sitemap lists the Telugu events page').toContain('/te/events');
  expect(telugu.length, 'Telugu pages in the sitemap').toBeGreaterThanOrEqual(20);
  test.setTimeout(60_000 + telugu.length * 5_000);

  // The not-found page is left out of the sitemap; the English events page has the switcher's
  // Telugu name and the eyebrows English keeps.
  const routes = [...telugu, '/te/no-such-page', '/events'];
  const report: string[] = [];
  for (const path of routes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === '/te/no-such-page' ? 404 : 200);
    const { offenders, checked, trackedEnglish } = await findings(page);
    expect(checked, `Telugu text checked on ${path}`).toBeGreaterThan(0);
    if (path === '/events')
      expect(trackedEnglish, 'English eyebrows with their tracking and uppercase').toBeGreaterThan(0);
    report.push(...offenders.map((offender) => `${path}: ${offender}`));
  }
  expect(report, `Telugu text with tracking or a case transform on ${routes.length} pages`).toEqual([]);
});
