// The shape every language's catalogue has: the English catalogue's keys, with any text (or a
// function of the same arguments returning text) in place of the English literals. A key left
// out of a translation fails the type check.
import type { en } from './en.ts';

export type Translated<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : { readonly [K in keyof T]: Translated<T[K]> };

export type Catalogue = Translated<typeof en>;
