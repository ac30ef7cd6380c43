// The site's languages: English at today's URLs, Telugu under /te. One catalogue per language
// (en.ts, te.ts), numbers and dates formatted for the language's Indian locale, and the
// translation of a message the database or a shared schema wrote in English.
import type { Catalogue } from './catalogue.ts';
import { en } from './en.ts';
import { te } from './te.ts';

export type { Catalogue } from './catalogue.ts';

export const LOCALES = ['en', 'te'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag of each language as spoken in India: for `lang`, Intl and Open Graph. */
export const LOCALE_TAGS: Record<Locale, { lang: string; intl: string; openGraph: string }> = {
  en: { lang: 'en-IN', intl: 'en-IN', openGraph: 'en_IN' },
  te: { lang: 'te', intl: 'te-IN', openGraph: 'te_IN' },
};

const catalogues: Record<Locale, Catalogue> = { en, te };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The catalogue of a language. */
export function t(locale: Locale): Catalogue {
  return catalogues[locale];
}

/** The other language: where the language switcher leads. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'te' : 'en';
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A date as the school writes it, e.g. "5 March 2025" or "5 మార్చి 2025", in India's time zone. */
export function formatDate(locale: Locale, date: Date | string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    dateFormats.set(locale, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale].intl).format(value);
}

const graduationYearMessage = /^Graduation year must be between 1980 and (\d{4})\.$/;

/**
 * A message in the language of the page: the shared schemas (validation.ts) and the database
 * write English; a known English message becomes the catalogue's own, anything else stays.
 */
export function translateMessage(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const target = t(locale);
  const year = graduationYearMessage.exec(message)?.[1];
  if (year) return target.serverMessages.alumniGraduationYear(Number(year));
  for (const group of ['validationMessages', 'serverMessages', 'errorMessages'] as const) {
    const english: Record<string, unknown> = en[group];
    const translated: Record<string, unknown> = target[group];
    for (const [key, text] of Object.entries(english)) {
      if (text === message && typeof translated[key] === 'string') return translated[key];
    }
  }
  for (const group of ['application', 'alumni', 'courses'] as const) {
    const english: Record<string, string> = en.screenErrors[group];
    const translated: Record<string, string> = target.screenErrors[group];
    for (const [key, text] of Object.entries(english)) if (text === message) return translated[key] ?? message;
  }
  return message;
}
