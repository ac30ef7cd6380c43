// What a visitor reads of a content row in the page's language: on a Telugu page the column's
// Telugu twin (<column>_te) when the school has written it, else the English text marked
// lang="en" so it is read out and hyphenated as English. English pages are unchanged.
import { LOCALE_TAGS, type Locale } from '@seminary/core/i18n/languages';

export interface LocalizedText {
  text: string;
  /** The language of the text when it differs from the page's, for a lang attribute. */
  lang: string | undefined;
}

type TextColumn<Row> = {
  [Column in keyof Row & string]: `${Column}_te` extends keyof Row ? Column : never;
}[keyof Row & string];

export function localized<Row extends object, Column extends TextColumn<Row>>(
  locale: Locale,
  row: Row,
  column: Column,
): LocalizedText {
  const english = (row[column] as string | null | undefined) ?? '';
  if (locale === 'en') return { text: english, lang: undefined };
  const translated = (row as Record<string, unknown>)[`${column}_te`];
  if (typeof translated === 'string' && translated.trim()) return { text: translated, lang: undefined };
  return { text: english, lang: english ? LOCALE_TAGS.en.lang : undefined };
}
