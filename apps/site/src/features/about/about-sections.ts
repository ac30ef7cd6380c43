// The about page's sections by type (spec section 2): the oldest of each type is shown.
import { SECTION_TYPES, type SectionType } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import { sanitizeRichText } from '@seminary/core/rich-text';

export interface AboutSection {
  title: string;
  html: string;
}

export function sectionsByType(rows: readonly Tables<'about_sections'>[]): Partial<Record<SectionType, AboutSection>> {
  const sections: Partial<Record<SectionType, AboutSection>> = {};
  for (const type of SECTION_TYPES) {
    const row = rows.find((candidate) => candidate.section_type === type);
    if (row) sections[type] = { title: row.title, html: sanitizeRichText(row.content) };
  }
  return sections;
}
