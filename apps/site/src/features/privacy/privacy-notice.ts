// The school's privacy notice as the pages read it (the privacyNotice collection, one row of
// public.privacy_notice), and the short notice each form shows beside its submit button.
import type { Tables } from '@seminary/core/database.types';
import type { NoticeForm, RetentionPeriods } from '@seminary/core/i18n/en/privacy-notice.ts';
import type { Locale } from '@seminary/core/i18n/languages';
import { words as catalogueOf } from '@seminary/core/i18n/words';
import { localized } from '../../i18n/content.ts';
import { localePath } from '../../i18n/locale.ts';
import { rowsOf } from '../../lib/content.ts';
import type { FormNotice } from '../forms/ConsentNotice.tsx';

export const PRIVACY_ROUTE = '/privacy';

export type PrivacyNotice = Tables<'privacy_notice'>;

/**
 * The notice. The migration makes its one row and admins cannot delete it, so a build without it
 * is a broken database: the build fails rather than publish forms no visitor could send.
 */
export async function privacyNotice(): Promise<PrivacyNotice> {
  const [notice] = await rowsOf('privacyNotice');
  if (!notice) throw new Error('public.privacy_notice has no row: the forms cannot ask for consent without it.');
  return notice;
}

/** The grievance officer as one line: name, e-mail and, when given, phone. */
export function grievanceContact(notice: PrivacyNotice): string {
  return [notice.grievance_officer_name, notice.grievance_officer_email, notice.grievance_officer_phone]
    .filter(Boolean)
    .join(', ');
}

/**
 * The retention schedule. The migration makes its one row and nobody deletes it through the API;
 * without it the forms would state periods the daily job does not keep, so the build fails.
 */
export async function retentionPeriods(): Promise<RetentionPeriods> {
  const [settings] = await rowsOf('retentionSettings');
  if (!settings) throw new Error('public.retention_settings has no row: the forms cannot say how long data is kept.');
  return settings;
}

/**
 * What a form's island gets: the short notice in the page's language and the version it shows,
 * with the periods the schedule keeps its data for.
 */
export function formNotice(
  locale: Locale,
  form: NoticeForm,
  notice: PrivacyNotice,
  periods: RetentionPeriods,
): FormNotice {
  const words = catalogueOf(locale).privacyNotice.form;
  const items = words.items[form];
  return {
    version: notice.version,
    language: locale,
    heading: words.heading,
    items: [
      { label: words.labels.collected, text: items.collected },
      { label: words.labels.purpose, text: items.purpose },
      { label: words.labels.kept, text: items.kept(periods) },
      { label: words.labels.rights, text: words.rights },
      { label: words.labels.contact, text: grievanceContact(notice) },
    ],
    link: { href: localePath(locale, PRIVACY_ROUTE), text: words.readFull },
    consent: words.consent,
    ...(form === 'apply' ? { guardian: words.guardian } : {}),
  };
}

/** A text of the notice in the page's language (the English one where the Telugu is empty). */
export const noticeText = (
  locale: Locale,
  notice: PrivacyNotice,
  column: 'summary' | 'collected' | 'purposes' | 'retention' | 'rights' | 'requests' | 'complaints',
) => localized(locale, notice, column);
