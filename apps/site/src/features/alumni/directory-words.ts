// The directory's own words around the spec's texts: how many alumni are shown, which page, and
// that a page is loading, in the page's language. The built page and the script say them the
// same way.
import { formatNumber, type Locale, t } from '@seminary/core/i18n/locales';

export function directoryWords(locale: Locale) {
  return t(locale).site.alumniDirectory;
}

export function showingLabel(locale: Locale, from: number, to: number, total: number): string {
  if (total === 0) return '';
  const number = (value: number) => formatNumber(locale, value);
  return directoryWords(locale).showing(number(from), number(to), number(total));
}

export function pageLabel(locale: Locale, page: number, pages: number): string {
  return directoryWords(locale).page(formatNumber(locale, page), formatNumber(locale, pages));
}
