// Where the status page lives (its words are in core's catalogues, site.statusLookup).
import type { Locale } from '@seminary/core/i18n/languages';
import { localePath } from '../../i18n/locale.ts';

export const STATUS_ROUTE = '/apply/status';

/** The status page in a language with the reference filled in. */
export function statusUrl(reference: string, locale: Locale): string {
  return `${localePath(locale, STATUS_ROUTE)}?${new URLSearchParams({ ref: reference })}`;
}
