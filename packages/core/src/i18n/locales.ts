// The site's languages with both catalogues (en.ts, te.ts): for the build, which renders every
// page in both, and the admin. Browser islands use languages.ts and their page's catalogue only.
import type { Catalogue } from './catalogue.ts';
import { en } from './en.ts';
import type { Locale } from './languages.ts';
import { te } from './te.ts';

export {
  type Catalogue,
  DEFAULT_LOCALE,
  formatDate,
  formatNumber,
  isLocale,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  otherLocale,
} from './languages.ts';

const catalogues: Record<Locale, Catalogue> = { en, te };

/** The catalogue of a language. */
export function t(locale: Locale): Catalogue {
  return catalogues[locale];
}
