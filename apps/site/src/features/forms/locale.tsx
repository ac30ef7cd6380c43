// The page's language for the forms: each form's island takes the page's locale and every part
// of it reads the catalogue from here, so labels, validation and errors share one language. In
// the browser only the page's own catalogue is there (i18n/page-catalogue.ts).
import type { Catalogue } from '@seminary/core/i18n/catalogue';
import type { Locale } from '@seminary/core/i18n/languages';
import { createContext, type ReactNode, useContext } from 'react';
import { catalogue } from '../../i18n/page-catalogue.ts';

const LocaleContext = createContext<Locale>('en');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The catalogue of the page's language. */
export function useWords(): Catalogue {
  return catalogue(useContext(LocaleContext));
}
