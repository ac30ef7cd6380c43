// The site's languages without their catalogues: codes, tags and formats. A browser
// island imports this and only its own page's catalogue (en.ts or te.ts), never both
// (a form carries only its page's language, to keep its script small); locales.ts adds both catalogues for the
// build and the admin.
export type { Catalogue } from './catalogue.ts';

export const LOCALES = ['en', 'te'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag of each language as spoken in India: for `lang`, Intl and Open Graph. */
export const LOCALE_TAGS: Record<Locale, { lang: string; intl: string; openGraph: string }> = {
  en: { lang: 'en-IN', intl: 'en-IN', openGraph: 'en_IN' },
  te: { lang: 'te', intl: 'te-IN', openGraph: 'te_IN' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language whose `lang` tag a page carries (LOCALE_TAGS), English when none matches. */
export function localeOfTag(tag: string): Locale {
  return LOCALES.find((locale) => LOCALE_TAGS[locale].lang === tag) ?? DEFAULT_LOCALE;
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

/** An amount in rupees with its paise, e.g. "₹500.00", as the payment step shows a fee. */
export function formatRupees(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale].intl, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(amount);
}
