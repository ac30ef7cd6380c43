// The shape every language's catalogue has: the English catalogue's keys, with any text (or a
// function of the same arguments returning text) in place of the English literals. A key left
// out of a translation fails the type check.

import type { english } from './en/index.ts';
import type { en } from './en.ts';
import type { Translated } from './translated.ts';

/** The site's words its islands read (en.ts, te.ts). */
export type Catalogue = Translated<typeof en>;

/** What every language has: the English catalogue but its English-only parts. */
export type Words = Translated<Omit<typeof english, 'admin' | 'officeMail'>>;
