// /recommend: the pastor's or church leader's answers about the applicant who named them, opened
// from the school's e-mail (?token=...). Four questions: how long they have known her, their
// church, the recommendation, and yes or no. The page's words come from the page (they are not
// in the catalogue every island carries); refusals are the catalogue's, by their code.

import {
  RECOMMENDATION_CHURCH_MAX_LENGTH,
  RECOMMENDATION_KNOWN_FOR_MAX_LENGTH,
  RECOMMENDATION_MAX_LENGTH,
} from '@seminary/core/admissions';
import type { RecommendationFormWords } from '@seminary/core/i18n/en/recommendation';
import type { Locale } from '@seminary/core/i18n/languages';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorBanner } from '../forms/ErrorBanner.tsx';
import { Field, FormSection } from '../forms/Field.tsx';
import { LocaleProvider, useWords } from '../forms/locale.tsx';
import { useRequestErrorMessage } from '../forms/messages.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { submitRecommendation } from './recommendation-api.ts';

type Phase = 'editing' | 'sending' | 'sent';

/** The island: the form in the page's language. */
export default function RecommendationForm({ locale, text }: { locale: Locale; text: RecommendationFormWords }) {
  return (
    <LocaleProvider locale={locale}>
      <RecommendationFields text={text} />
    </LocaleProvider>
  );
}

function RecommendationFields({ text }: { text: RecommendationFormWords }) {
  const words = useWords();
  const requestErrorMessage = useRequestErrorMessage();
  const hydrated = useHydrated();
  // null until the address is read; '' when the page was opened without a link.
  const [token, setToken] = useState<string | null>(null);
  const [values, setValues] = useState({ known_for: '', church: '', recommendation: '', recommends: '' });
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<string | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token') ?? '');
  }, []);
  useEffect(() => {
    if (phase === 'sent') thanks.current?.focus();
  }, [phase]);

  if (phase === 'sent') {
    return (
      <section className="space-y-3 rounded-2xl border border-plum-900/10 bg-white p-6" data-recommendation-sent>
        <h2 ref={thanks} tabIndex={-1} className="section-title outline-none">
          {text.thanksHeading}
        </h2>
        <p role="status">{text.thanks}</p>
      </section>
    );
  }

  const set = (field: keyof typeof values, value: string) => {
    setError(null);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const bind = (field: 'known_for' | 'church' | 'recommendation') => ({
    id: `recommend-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing' || !token) return;
    const { formSchemas } = await import('@seminary/core/validation');
    const answers = formSchemas(words).recommendationSchema.safeParse(values);
    if (!answers.success) {
      setError(answers.error.issues[0]?.message ?? words.refusals.recommendation_incomplete);
      return;
    }
    setPhase('sending');
    setError(null);
    try {
      if (await submitRecommendation(token, answers.data)) {
        setPhase('sent');
        return;
      }
      setError(words.refusals.recommendation_link_invalid);
      setPhase('editing');
    } catch (failure) {
      setError(requestErrorMessage(failure, words.errorMessages.unexpected));
      setPhase('editing');
    }
  };

  const busy = phase === 'sending';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-describedby="recommend-intro">
      {/* Without a link's token the introduction says where the link is, in its place, so the
          page does not shift when the address has been read. */}
      {token === '' ? (
        <p id="recommend-intro" role="alert" className="font-medium text-burgundy-700" data-recommendation-no-link>
          {text.noLink}
        </p>
      ) : (
        <p id="recommend-intro">{text.intro}</p>
      )}
      <ErrorBanner message={error} />
      <fieldset disabled={!hydrated || !token} className="min-w-0 space-y-6">
        <FormSection title={text.title}>
          <Field id="recommend-known_for" label={text.knownFor} hint={text.knownForHint} required>
            <input
              {...bind('known_for')}
              type="text"
              required
              maxLength={RECOMMENDATION_KNOWN_FOR_MAX_LENGTH}
              aria-describedby="recommend-known_for-hint"
              className="field-input"
            />
          </Field>
          <Field id="recommend-church" label={text.church} required>
            <input
              {...bind('church')}
              type="text"
              required
              maxLength={RECOMMENDATION_CHURCH_MAX_LENGTH}
              autoComplete="organization"
              className="field-input"
            />
          </Field>
          <Field id="recommend-recommendation" label={text.recommendation} hint={text.recommendationHint} required>
            <textarea
              {...bind('recommendation')}
              rows={7}
              required
              maxLength={RECOMMENDATION_MAX_LENGTH}
              aria-describedby="recommend-recommendation-hint"
              className="field-input"
            />
          </Field>
          <fieldset className="space-y-2">
            <legend className="field-label">
              {text.recommends}
              <span className="ml-0.5 text-burgundy-700" aria-hidden="true">
                *
              </span>
            </legend>
            {(['yes', 'no'] as const).map((answer) => (
              <div key={answer} className="flex items-center gap-3">
                <input
                  id={`recommend-recommends-${answer}`}
                  name="recommends"
                  type="radio"
                  required
                  value={answer}
                  checked={values.recommends === answer}
                  onChange={() => set('recommends', answer)}
                  className="size-5 accent-plum-700"
                />
                <label htmlFor={`recommend-recommends-${answer}`}>{answer === 'yes' ? text.yes : text.no}</label>
              </div>
            ))}
          </fieldset>
        </FormSection>
        <button type="submit" className="btn-gold" disabled={busy} aria-busy={busy}>
          {busy ? text.submitting : text.submit}
        </button>
      </fieldset>
    </form>
  );
}
