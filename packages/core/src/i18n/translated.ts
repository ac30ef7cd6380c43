// A translation's shape: the English original's keys, with any text (or a function of the same
// arguments returning text) in place of the English literals. A key left out fails the type check.
// Its own module, so the mail words (../mail/catalogue.ts) use it without the site's catalogue.
export type Translated<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : { readonly [K in keyof T]: Translated<T[K]> };
