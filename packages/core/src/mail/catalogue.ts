// The shape of each language's mail words: the English ones' keys, with any text (or a function of
// the same arguments returning text) in their place, as the site's catalogues (../i18n/catalogue.ts).
import type { Translated } from '../i18n/translated.ts';
import type { en } from './en.ts';

export type MailCatalogue = Translated<typeof en>;
