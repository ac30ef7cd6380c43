// The short itemised privacy notice beside a form's submit button, as the DPDP Act asks: what is
// collected, why, how long it is kept, the person's rights and the grievance contact, a link to
// the full notice, and the box she ticks to agree. The texts come from the page (built from the
// database and core's catalogue, privacyNotice), not from the island's bundle.
import type { Locale } from '@seminary/core/i18n/languages';

export interface FormNotice {
  /** The version of public.privacy_notice the page was built with; the consent names it. */
  version: number;
  language: Locale;
  heading: string;
  items: readonly { label: string; text: string }[];
  link: { href: string; text: string };
  consent: string;
  /** The application's words for an applicant under 18: her parent's or guardian's part. */
  guardian?: { heading: string; hint: string; name: string; contact: string; consent: string };
}

/** What a form sends with a consent: the notice's version and the language it was read in. */
export function consentOf(notice: FormNotice) {
  return { consent_notice_version: notice.version, consent_language: notice.language };
}

interface Box {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

interface Props {
  id: string;
  notice: FormNotice;
  consent: Box;
  /** The guardian's box, shown for an applicant under 18 only. */
  guardianConsent?: Box | undefined;
  /** The application's box agreeing that the school writes to her pastor or church leader. */
  recommenderConsent?: (Box & { label: string }) | undefined;
}

export function ConsentNotice({ id, notice, consent, guardianConsent, recommenderConsent }: Props) {
  const box = (boxId: string, label: string, { checked, onChange }: Box) => (
    <div className="flex items-start gap-3">
      <input
        id={boxId}
        name={boxId}
        type="checkbox"
        required
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-plum-700"
      />
      <label htmlFor={boxId} className="font-medium text-plum-950">
        {label}
        <span className="ml-0.5 text-burgundy-700" aria-hidden="true">
          *
        </span>
      </label>
    </div>
  );
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-plum-900/15 bg-cream-100 p-5 text-sm text-ink sm:p-6"
      data-privacy-notice
    >
      <h3 id={`${id}-heading`} className="font-display text-lg text-plum-900">
        {notice.heading}
      </h3>
      <ul className="space-y-1.5">
        {notice.items.map((item) => (
          <li key={item.label}>
            <span className="font-semibold text-plum-900">{item.label}:</span> {item.text}
          </li>
        ))}
      </ul>
      <p>
        <a href={notice.link.href} className="font-semibold text-plum-700 underline underline-offset-4">
          {notice.link.text}
        </a>
      </p>
      {box(`${id}-consent`, notice.consent, consent)}
      {guardianConsent && notice.guardian && box(`${id}-guardian-consent`, notice.guardian.consent, guardianConsent)}
      {recommenderConsent && box(`${id}-recommender-consent`, recommenderConsent.label, recommenderConsent)}
    </section>
  );
}
