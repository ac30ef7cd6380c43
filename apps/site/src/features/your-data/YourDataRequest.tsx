// /your-data: the form a person asks with (a copy, a correction or an
// erasure, by the e-mail address she gave the school), and the two links her e-mails bring her
// back with: ?confirm=... confirms her request and says by when the office answers; ?copy=...
// shows her data, to download as JSON or print (or save as PDF). The answer to the form is the
// same whether or not the school holds anything under the address.

import type { DataRequestKind, YourDataIslandWords } from '@seminary/core/i18n/en/your-data.ts';
import type { Locale } from '@seminary/core/i18n/languages';
import CircleCheck from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorBanner } from '../forms/ErrorBanner.tsx';
import { Field } from '../forms/Field.tsx';
import { LocaleProvider, useWords } from '../forms/locale.tsx';
import { useRequestErrorMessage } from '../forms/messages.ts';
import { Spinner } from '../forms/Spinner.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { type ConfirmedRequest, confirmDataRequest, dataRequestCopy, requestMyData } from './your-data-api.ts';

type Link =
  | { phase: 'none' }
  | { phase: 'checking' }
  | { phase: 'confirmed'; request: ConfirmedRequest }
  | { phase: 'copy'; data: PersonData }
  | { phase: 'not-valid'; message: string }
  | { phase: 'failed'; message: string };

interface Props {
  locale: Locale;
  words: YourDataIslandWords;
}

/** The island: the page's language and its words, handed over by the page. */
export default function YourDataRequest({ locale, words }: Props) {
  return (
    <LocaleProvider locale={locale}>
      <YourData locale={locale} words={words} />
    </LocaleProvider>
  );
}

function YourData({ locale, words }: Props) {
  const [link, setLink] = useState<Link>({ phase: 'none' });
  const requestErrorMessage = useRequestErrorMessage();

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const confirm = query.get('confirm');
    const copy = query.get('copy');
    if (!confirm && !copy) return;
    setLink({ phase: 'checking' });
    const failed = (failure: unknown) =>
      setLink({ phase: 'failed', message: requestErrorMessage(failure, words.unexpected) });
    if (confirm) {
      confirmDataRequest(confirm).then(
        (request) =>
          setLink(request ? { phase: 'confirmed', request } : { phase: 'not-valid', message: words.linkNotValid }),
        failed,
      );
    } else if (copy) {
      // The mail words of both languages come with the copy only: the form's own script carries
      // its page's language alone.
      Promise.all([dataRequestCopy(copy), import('@seminary/core/mail/render.ts')]).then(([data, { renderMail }]) => {
        const document: unknown = data;
        setLink(
          isPersonData(document)
            ? {
                phase: 'copy',
                data: { ...document, emails_sent_to_you: document.emails_sent_to_you.map(sentEmail(renderMail)) },
              }
            : { phase: 'not-valid', message: words.copy.linkNotValid },
        );
      }, failed);
    }
  }, [words, requestErrorMessage]);

  if (link.phase === 'checking') {
    return <Spinner label={words.confirming} />;
  }
  if (link.phase === 'confirmed') return <Confirmed request={link.request} locale={locale} words={words} />;
  if (link.phase === 'copy') return <Copy data={link.data} words={words} />;
  return (
    <div className="space-y-6">
      {link.phase === 'not-valid' ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3.5 text-amber-950" role="status">
          {link.message}
        </p>
      ) : null}
      <ErrorBanner message={link.phase === 'failed' ? link.message : null} />
      <RequestForm locale={locale} words={words} />
    </div>
  );
}

function Confirmed({ request, locale, words }: { request: ConfirmedRequest; locale: Locale; words: Props['words'] }) {
  const due = request.dueAt
    ? new Intl.DateTimeFormat(locale === 'te' ? 'te-IN' : 'en-IN', { dateStyle: 'long' }).format(request.dueAt)
    : null;
  return (
    <div className="card p-8 text-center" role="status" data-request-confirmed>
      <CircleCheck size={48} className="mx-auto text-plum-700" aria-hidden="true" />
      <p className="mt-4 font-display text-2xl text-plum-900">{words.confirmed[request.kind]}</p>
      <p className="mt-3 text-lg text-ink">
        {request.status === 'open' && due ? words.dueBy.replace('{date}', due) : words.answered}
      </p>
    </div>
  );
}

function RequestForm({ locale, words }: Props) {
  const [kind, setKind] = useState<DataRequestKind | ''>('');
  const [email, setEmail] = useState('');
  const [details, setDetails] = useState('');
  const [phase, setPhase] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);
  const requestErrorMessage = useRequestErrorMessage();
  const catalogue = useWords();
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    const { formSchemas } = await import('@seminary/core/validation');
    const { dataRequestSchema } = formSchemas(catalogue);
    const input = dataRequestSchema.safeParse({ kind, email, details });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? words.unexpected);
      return;
    }
    setError(null);
    setPhase('sending');
    try {
      await requestMyData({ ...input.data, language: locale });
      setPhase('sent');
    } catch (failure) {
      setError(requestErrorMessage(failure, words.unexpected));
      setPhase('editing');
    }
  };

  if (phase === 'sent') {
    return (
      <div className="card p-8 text-center" role="status" data-request-sent>
        <CircleCheck size={48} className="mx-auto text-plum-700" aria-hidden="true" />
        <h2 className="mt-4 font-display text-2xl text-plum-900">{words.sent.heading}</h2>
        <p className="mt-3 text-ink">{words.sent.text}</p>
      </div>
    );
  }

  const busy = phase === 'sending';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-labelledby="your-data-form-heading">
      <h2 id="your-data-form-heading" className="section-title">
        {words.formHeading}
      </h2>
      <p className="text-sm text-ink-soft">{words.requiredNote}</p>
      <ErrorBanner message={error} />
      <fieldset
        disabled={!hydrated || busy}
        className="min-w-0 space-y-5 rounded-2xl border border-plum-900/10 bg-white p-5 sm:p-7"
      >
        <fieldset className="space-y-3">
          <legend className="field-label">
            {words.kindLegend}
            <span className="ml-0.5 text-burgundy-700" aria-hidden="true">
              *
            </span>
          </legend>
          {(Object.keys(words.kinds) as DataRequestKind[]).map((option) => (
            <div key={option} className="flex items-start gap-3">
              <input
                id={`your-data-kind-${option}`}
                type="radio"
                name="kind"
                value={option}
                required
                checked={kind === option}
                onChange={() => setKind(option)}
                aria-describedby={`your-data-kind-${option}-hint`}
                className="mt-1 size-5 shrink-0 accent-plum-700"
              />
              <div>
                <label htmlFor={`your-data-kind-${option}`} className="font-medium text-plum-950">
                  {words.kinds[option].label}
                </label>
                <p id={`your-data-kind-${option}-hint`} className="text-sm text-ink-soft">
                  {words.kinds[option].hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <Field id="your-data-email" label={words.email} required hint={words.emailHint}>
          <input
            id="your-data-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby="your-data-email-hint"
            className="field-input"
          />
        </Field>
        {kind === 'correction' ? (
          <Field id="your-data-details" label={words.details} required hint={words.detailsHint}>
            <textarea
              id="your-data-details"
              name="details"
              required
              rows={4}
              maxLength={2000}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              aria-describedby="your-data-details-hint"
              className="field-input"
            />
          </Field>
        ) : null}
        <p className="text-sm text-ink-soft">{words.why}</p>
      </fieldset>
      <button type="submit" className="btn-primary" disabled={!hydrated || busy}>
        {busy ? words.sending : words.submit}
      </button>
    </form>
  );
}

// The copy --------------------------------------------------------------------------------------------

type Fields = Record<string, unknown>;

interface PersonData {
  email: string;
  made_at: string;
  applications: Fields[];
  enquiries: Fields[];
  deleted_by_the_school: { kind: string; deleted_at: string; data: Fields }[];
  /** As an applicant's pastor or church leader: their details as she gave them, and their answers; nothing of hers. */
  recommendations_you_gave: Fields[];
  emails_sent_to_you: Fields[];
}

function isPersonData(value: unknown): value is PersonData {
  if (typeof value !== 'object' || value === null) return false;
  const document = value as Record<string, unknown>;
  return (
    Array.isArray(document.applications) &&
    Array.isArray(document.enquiries) &&
    Array.isArray(document.deleted_by_the_school) &&
    Array.isArray(document.recommendations_you_gave) &&
    Array.isArray(document.emails_sent_to_you)
  );
}

/** A column name as a reader says it: date_of_birth becomes "Date of birth". */
function fieldLabel(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function FieldList({ fields }: { fields: Fields }) {
  const shown = Object.entries(fields).filter(([, value]) => value !== null && typeof value !== 'object');
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[14rem_1fr]">
      {shown.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-medium text-plum-950">{fieldLabel(name)}</dt>
          <dd className="break-words text-ink">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An e-mail the school sent her, as the copy lists it: the subject it was sent with (the database
 * keeps its kind and values, and the subject is written from them as send-mail wrote it), its
 * status and dates.
 */
const sentEmail =
  (renderMail: typeof import('@seminary/core/mail/render.ts').renderMail) =>
  ({ kind, language, parameters, ...facts }: Fields): Fields => {
    try {
      return { subject: renderMail({ kind: String(kind), language: String(language), parameters }).subject, ...facts };
    } catch {
      return { kind, ...facts };
    }
  };

function Copy({ data, words }: { data: PersonData; words: Props['words'] }) {
  const download = () => {
    const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const anchor = document.createElement('a');
    anchor.href = URL.createObjectURL(file);
    anchor.download = `my-data-${data.made_at.slice(0, 10)}.json`;
    anchor.click();
    URL.revokeObjectURL(anchor.href);
  };
  const section = (heading: string, rows: Fields[], id: string) => (
    <section aria-labelledby={id} className="space-y-4">
      <h3 id={id} className="font-display text-xl text-plum-900">
        {heading}
      </h3>
      {rows.length === 0 ? <p className="text-ink-soft">{words.copy.none}</p> : null}
      {rows.map((row, index) => (
        <div key={String(row.id ?? index)} className="space-y-3 rounded-xl border border-plum-900/10 bg-white p-4">
          <FieldList fields={row} />
          {Array.isArray(row.status_history) && row.status_history.length > 0 ? (
            <div>
              <h4 className="font-semibold text-plum-950">{words.copy.statusHistory}</h4>
              <ul className="list-inside list-disc text-ink">
                {(row.status_history as Fields[]).map((change) => (
                  <li key={`${String(change.status)}-${String(change.changed_at)}`}>
                    {String(change.status)}: {String(change.changed_at)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
  return (
    <article className="space-y-8" aria-labelledby="your-data-copy-heading" data-data-copy>
      <div className="space-y-3">
        <h2 id="your-data-copy-heading" className="section-title">
          {words.copy.heading}
        </h2>
        <p className="text-ink">{words.copy.intro}</p>
        <p className="text-sm text-ink-soft">
          {data.email} · {data.made_at}
        </p>
        <div className="flex flex-wrap gap-3 print:hidden">
          <button type="button" className="btn-primary" onClick={download}>
            <Download size={18} aria-hidden="true" /> {words.copy.download}
          </button>
          <button type="button" className="btn-outline" onClick={() => window.print()}>
            <Printer size={18} aria-hidden="true" /> {words.copy.print}
          </button>
        </div>
      </div>
      {section(words.copy.applications, data.applications, 'your-data-applications')}
      {section(words.copy.enquiries, data.enquiries, 'your-data-enquiries')}
      {section(
        words.copy.deleted,
        data.deleted_by_the_school.map((row) => row.data),
        'your-data-deleted',
      )}
      {section(words.copy.recommendationsYouGave, data.recommendations_you_gave, 'your-data-recommendations')}
      {section(words.copy.emails, data.emails_sent_to_you, 'your-data-emails')}
    </article>
  );
}
