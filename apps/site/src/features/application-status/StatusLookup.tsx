// /apply/status: the applicant's reference number and the phone number or e-mail given in the
// application, answered with the status in words and the date it last changed. Any wrong
// input gets the same 'not found' answer; the database refuses a client after too many failed
// attempts and its message is shown. The link in her e-mails (?token=...) shows her status at
// once, with nothing typed, and no one's failed attempts ever stop it, and her receipt once her
// fee has been matched to the school's bank statement. Either way her checklist follows the
// status: what has been received and what is still missing.

import { formatDate, type Locale } from '@seminary/core/i18n/languages';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorBanner } from '../forms/ErrorBanner.tsx';
import { Field } from '../forms/Field.tsx';
import { LocaleProvider, useLocale, useWords } from '../forms/locale.tsx';
import { useRequestErrorMessage } from '../forms/messages.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { Checklist } from './Checklist.tsx';
import { Receipt } from './Receipt.tsx';
import {
  type ApplicationReceipt,
  type ApplicationStatusAnswer,
  lookupApplicationStatus,
  lookupApplicationStatusByToken,
} from './status-api.ts';

type Lookup =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'found'; answer: ApplicationStatusAnswer; reference?: string; receipt?: ApplicationReceipt | null }
  | { phase: 'not-found' }
  | { phase: 'link-not-valid' }
  | { phase: 'failed'; message: string };

/** The island: the form in the page's language. */
export default function StatusLookup({ locale }: { locale: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <StatusLookupForm />
    </LocaleProvider>
  );
}

function StatusLookupForm() {
  const words = useWords();
  const locale = useLocale();
  const requestErrorMessage = useRequestErrorMessage();
  const [reference, setReference] = useState('');
  const [contact, setContact] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ phase: 'idle' });
  const hydrated = useHydrated();

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const fromLink = query.get('ref');
    if (fromLink) setReference(fromLink);
    const token = query.get('token');
    if (!token) return;
    setLookup({ phase: 'checking' });
    lookupApplicationStatusByToken(token).then(
      (answer) =>
        setLookup(
          answer
            ? { phase: 'found', answer, reference: answer.reference, receipt: answer.receipt }
            : { phase: 'link-not-valid' },
        ),
      (failure) =>
        setLookup({ phase: 'failed', message: requestErrorMessage(failure, words.site.statusLookup.unexpected) }),
    );
  }, [words, requestErrorMessage]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.phase === 'checking') return;
    const { formSchemas } = await import('@seminary/core/validation');
    const { applicationStatusLookupSchema } = formSchemas(words);
    const input = applicationStatusLookupSchema.safeParse({ reference, contact });
    if (!input.success) {
      setLookup({
        phase: 'failed',
        message: input.error.issues[0]?.message ?? words.validationMessages.requiredFields,
      });
      return;
    }
    setLookup({ phase: 'checking' });
    try {
      const answer = await lookupApplicationStatus(input.data.reference, input.data.contact);
      setLookup(answer ? { phase: 'found', answer } : { phase: 'not-found' });
    } catch (failure) {
      setLookup({ phase: 'failed', message: requestErrorMessage(failure, words.site.statusLookup.unexpected) });
    }
  };

  const checking = lookup.phase === 'checking';
  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={words.site.statusLookup.pageTitle}>
        <ErrorBanner message={lookup.phase === 'failed' ? lookup.message : null} />
        <fieldset
          disabled={!hydrated}
          className="min-w-0 space-y-5 rounded-2xl border border-plum-900/10 bg-white p-5 sm:p-7"
        >
          <Field
            id="status-reference"
            label={words.site.statusLookup.reference}
            required
            hint={words.site.statusLookup.referenceHint}
          >
            <input
              id="status-reference"
              name="reference"
              type="text"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="status-reference-hint"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              className="field-input"
            />
          </Field>
          <Field
            id="status-contact"
            label={words.site.statusLookup.contact}
            required
            hint={words.site.statusLookup.contactHint}
          >
            <input
              id="status-contact"
              name="contact"
              type="text"
              required
              autoComplete="email"
              aria-describedby="status-contact-hint"
              value={contact}
              onChange={(event) => setContact(event.target.value)}
              className="field-input"
            />
          </Field>
          <div className="flex justify-end">
            <button type="submit" disabled={checking} className="btn-primary" aria-busy={checking}>
              {checking ? words.site.statusLookup.checking : words.site.statusLookup.check}
            </button>
          </div>
        </fieldset>
      </form>

      <div aria-live="polite" data-status-result>
        {lookup.phase === 'link-not-valid' && (
          <p className="rounded-xl border border-plum-900/15 bg-cream-100 px-4 py-3.5 text-ink">
            {words.site.statusLookup.linkNotValid}
          </p>
        )}
        {lookup.phase === 'not-found' && (
          <p className="rounded-xl border border-plum-900/15 bg-cream-100 px-4 py-3.5 text-ink">
            {words.site.statusLookup.notFound}
          </p>
        )}
        {lookup.phase === 'found' && (
          <section className="card p-6 sm:p-8" aria-labelledby="status-result-heading">
            <h2 id="status-result-heading" className="font-display text-2xl text-plum-900">
              {words.site.statusLookup.result}
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              {lookup.reference && (
                <div className="sm:col-span-2">
                  <dt className="text-sm font-semibold text-ink-soft">{words.site.statusLookup.reference}</dt>
                  <dd className="mt-1 text-xl font-semibold tracking-wide text-plum-900">{lookup.reference}</dd>
                </div>
              )}
              <div>
                <dt className="text-sm font-semibold text-ink-soft">{words.site.statusLookup.status}</dt>
                <dd className="mt-1 text-xl font-semibold text-plum-900">
                  {words.site.statusLookup.statuses[lookup.answer.status]}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-soft">{words.site.statusLookup.lastChanged}</dt>
                <dd className="mt-1 text-xl text-ink">
                  <time dateTime={lookup.answer.changedAt.toISOString()}>
                    {formatDate(locale, lookup.answer.changedAt)}
                  </time>
                </dd>
              </div>
            </dl>
            <Checklist entries={lookup.answer.checklist} />
          </section>
        )}
        {lookup.phase === 'found' && lookup.receipt && lookup.reference && (
          <div className="mt-6">
            <Receipt receipt={lookup.receipt} reference={lookup.reference} />
          </div>
        )}
      </div>
    </div>
  );
}
