// The page's language for the forms: each form's island takes the page's locale and every part
// of it reads the catalogue from here, so labels, validation and errors share one language.
import { type Catalogue, type Locale, t } from '@seminary/core/i18n/locales';
import { createContext, type ReactNode, useContext } from 'react';

const LocaleContext = createContext<Locale>('en');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The catalogue of the page's language. */
export function useWords(): Catalogue {
  return t(useContext(LocaleContext));
}
