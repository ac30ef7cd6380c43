// Every word of a language, for what runs at build time or in a test: the site's build renders
// each page in both languages. A browser island imports its own part only (languages.ts and its
// page's en.ts or te.ts, or the words its page hands it).

import type { Words } from './catalogue.ts';
import { english } from './en/index.ts';
import type { Locale } from './languages.ts';
import { telugu } from './te/index.ts';

export type { Words };

/** The catalogue of a language: English, or Telugu without the English-only parts. */
export function words(locale: Locale): Words {
  return locale === 'te' ? telugu : english;
}
