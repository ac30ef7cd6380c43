import { registrationsWords } from '@seminary/core/i18n/en/admin/registrations.ts';

/** The language an application or enquiry was made in (English or Telugu), as the database records it. */
const LANGUAGE_NAMES: Record<string, string> = { en: registrationsWords.english, te: registrationsWords.telugu };

export function languageName(language: string | null | undefined): string | null {
  if (!language) return null;
  return LANGUAGE_NAMES[language] ?? language;
}
