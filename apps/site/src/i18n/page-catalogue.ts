// The catalogues a module of the site can read. The build, which renders every page in both
// languages, has both. In the browser only the page's own is loaded, the one its `lang` names:
// a form or a script carries only its page's language, and a module importing this
// waits for it, so an island that reads words hydrates once they are there.
import type { Catalogue } from '@seminary/core/i18n/catalogue';
import { type Locale, localeOfTag } from '@seminary/core/i18n/languages';

async function catalogueOf(locale: Locale): Promise<Catalogue> {
  return locale === 'te' ? (await import('@seminary/core/i18n/te')).te : (await import('@seminary/core/i18n/en')).en;
}

async function loadCatalogues(): Promise<Partial<Record<Locale, Catalogue>>> {
  if (import.meta.env.SSR) return { en: await catalogueOf('en'), te: await catalogueOf('te') };
  const locale = localeOfTag(document.documentElement.lang);
  return { [locale]: await catalogueOf(locale) };
}

const catalogues = await loadCatalogues();

/** The catalogue of a language: in the browser, only of the page's own. */
export function catalogue(locale: Locale): Catalogue {
  const words = catalogues[locale];
  // Islands and scripts are given their page's locale; another has no words in this browser.
  if (!words) throw new Error(`No ${locale} words are loaded on a page in another language.`);
  return words;
}
