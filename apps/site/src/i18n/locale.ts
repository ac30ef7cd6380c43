// A page's language and its address in each language: English pages at today's paths, Telugu
// pages at the same path under /te (astro.config.ts's i18n routing).
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@seminary/core/i18n/languages';

const TELUGU_PREFIX = '/te';

/** The language of the page being built (Astro.currentLocale), English when Astro names none. */
export function localeOf(currentLocale: string | undefined): Locale {
  return isLocale(currentLocale) ? currentLocale : DEFAULT_LOCALE;
}

/** A page's path without its language prefix: /te/about -> /about, /te -> /. */
export function pathWithoutLocale(path: string): string {
  if (path === TELUGU_PREFIX) return '/';
  return path.startsWith(`${TELUGU_PREFIX}/`) ? path.slice(TELUGU_PREFIX.length) : path;
}

/** The path of a page (given by its English path) in a language: /about -> /te/about. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? TELUGU_PREFIX : `${TELUGU_PREFIX}${path}`;
}

/** The same page in every language, for hreflang alternates and the language switcher. */
export function pageInEveryLanguage(path: string): Record<Locale, string> {
  const english = pathWithoutLocale(path);
  return Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, english)])) as Record<Locale, string>;
}
