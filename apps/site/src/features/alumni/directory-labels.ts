// The directory's labels from the catalogue's words (site.alumniDirectory): how many alumni are
// shown and which page, with the numbers in the page's language. The built page and the script
// say them the same way, the script with its page's catalogue only (i18n/page-catalogue.ts).
import { formatNumber, type Locale } from '@seminary/core/i18n/languages';
import { catalogue } from '../../i18n/page-catalogue.ts';

export function directoryWords(locale: Locale) {
  return catalogue(locale).site.alumniDirectory;
}

export function showingLabel(locale: Locale, from: number, to: number, total: number): string {
  if (total === 0) return '';
  const number = (value: number) => formatNumber(locale, value);
  return directoryWords(locale).showing(number(from), number(to), number(total));
}

export function pageLabel(locale: Locale, page: number, pages: number): string {
  return directoryWords(locale).page(formatNumber(locale, page), formatNumber(locale, pages));
}
