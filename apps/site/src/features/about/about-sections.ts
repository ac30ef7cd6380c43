// The about page's sections by type: the oldest of each type is shown, in the
// page's language where the school has written it.
import { SECTION_TYPES, type SectionType } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import type { Locale } from '@seminary/core/i18n/languages';
import { sanitizeRichText } from '@seminary/core/rich-text';
import { type LocalizedText, localized } from '../../i18n/content.ts';

export interface AboutSection {
  title: LocalizedText;
  html: string;
  /** The language of the content when it differs from the page's. */
  lang: string | undefined;
}

export function sectionsByType(
  rows: readonly Tables<'about_sections'>[],
  locale: Locale,
): Partial<Record<SectionType, AboutSection>> {
  const sections: Partial<Record<SectionType, AboutSection>> = {};
  for (const type of SECTION_TYPES) {
    const row = rows.find((candidate) => candidate.section_type === type);
    if (!row) continue;
    const content = localized(locale, row, 'content');
    sections[type] = {
      title: localized(locale, row, 'title'),
      html: sanitizeRichText(content.text),
      lang: content.lang,
    };
  }
  return sections;
}
