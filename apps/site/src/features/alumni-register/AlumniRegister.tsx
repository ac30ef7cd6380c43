// /alumni/register: a graduate's form to join the alumni network (the
// profile's four sections, her e-mail address, an optional photo, the page's privacy notice and
// the box she ticks to agree), and the link her e-mail brings her back with: ?confirm=... proves
// her address, which puts her registration in the office's queue, and later says where it stands.
// She chooses what the alumni page will show besides name, year and degree: nothing until she ticks it.

import { type AlumniPublicField, graduationYears, PUBLIC_DEGREES } from '@seminary/core/constants';
import type { AlumniRegisterIslandWords } from '@seminary/core/i18n/en/alumni-register.ts';
import type { Locale } from '@seminary/core/i18n/languages';
import CircleCheck from 'lucide-react/icons/circle-check';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { PhotoUploadError, uploadAlumniPhoto } from '../alumni-update/alumni-api.ts';
import { PublicFieldsChoice } from '../alumni-update/PublicFieldsChoice.tsx';
import { ConsentNotice, type FormNotice } from '../forms/ConsentNotice.tsx';
import { ErrorBanner } from '../forms/ErrorBanner.tsx';
import { Field, FormSection } from '../forms/Field.tsx';
import { LocaleProvider, useWords } from '../forms/locale.tsx';
import { useRequestErrorMessage } from '../forms/messages.ts';
import { Spinner } from '../forms/Spinner.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { confirmAlumniRegistration, type RegistrationStatus, registerAlumna } from './alumni-register-api.ts';

type Link =
  | { phase: 'none' }
  | { phase: 'checking' }
  | { phase: 'confirmed'; status: RegistrationStatus }
  | { phase: 'not-valid' }
  | { phase: 'failed'; message: string };

interface Props {
  locale: Locale;
  notice: FormNotice;
  words: AlumniRegisterIslandWords;
}

/** The island: the page's language, its notice and its words, handed over by the page. */
export default function AlumniRegister(props: Props) {
  return (
    <LocaleProvider locale={props.locale}>
      <Registration {...props} />
    </LocaleProvider>
  );
}

function Registration(props: Props) {
  const { words } = props;
  const [link, setLink] = useState<Link>({ phase: 'none' });
  const requestErrorMessage = useRequestErrorMessage();

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('confirm');
    if (!token) return;
    setLink({ phase: 'checking' });
    confirmAlumniRegistration(token).then(
      (status) => setLink(status ? { phase: 'confirmed', status } : { phase: 'not-valid' }),
      (failure) => setLink({ phase: 'failed', message: requestErrorMessage(failure, words.unexpected) }),
    );
  }, [words, requestErrorMessage]);

  if (link.phase === 'checking') return <Spinner label={words.confirming} />;
  if (link.phase === 'confirmed') {
    return <Done heading={words.confirmed[link.status]} data-registration-confirmed={link.status} />;
  }
  return (
    <div className="space-y-6">
      {link.phase === 'not-valid' ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3.5 text-amber-950" role="status">
          {words.linkNotValid}
        </p>
      ) : null}
      <ErrorBanner message={link.phase === 'failed' ? link.message : null} />
      <RegistrationForm {...props} />
    </div>
  );
}

/** A finished step, announced and focused so keyboard and screen-reader users start from it. */
function Done({ heading, text, ...data }: { heading: string; text?: string } & Record<`data-${string}`, string>) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="card p-8 text-center" role="status" {...data}>
      <CircleCheck size={48} className="mx-auto text-plum-700" aria-hidden="true" />
      <h2 ref={title} tabIndex={-1} className="mt-4 font-display text-2xl text-plum-900 outline-none">
        {heading}
      </h2>
      {text ? <p className="mt-3 text-ink">{text}</p> : null}
    </div>
  );
}

const EMPTY = {
  name: '',
  email: '',
  location: '',
  graduation_year: '',
  degree: '',
  current_position: '',
  organization: '',
  bio: '',
  testimonial: '',
  honeypot: '',
};
type Values = typeof EMPTY;

function RegistrationForm({ locale, notice, words }: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [publicFields, setPublicFields] = useState<AlumniPublicField[]>([]);
  const catalogue = useWords();
  const { hiddenNote: _, ...choiceWords } = catalogue.site.alumniUpdateForm.publicChoice;
  const requestErrorMessage = useRequestErrorMessage();
  const [consent, setConsent] = useState(false);
  const [phase, setPhase] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const fields = words.fields;

  const bind = (field: keyof Values) => ({
    id: `alumni-register-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    const { formSchemas } = await import('@seminary/core/validation');
    const { alumniRegistrationSchema } = formSchemas(catalogue);
    const input = alumniRegistrationSchema.safeParse({ ...values, image: photo ?? undefined });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? words.unexpected);
      return;
    }
    if (!consent) {
      setError(catalogue.refusals.consent_required);
      return;
    }
    setError(null);
    setPhase('sending');
    try {
      const { image, ...profile } = input.data;
      const imageUrl = image ? await uploadAlumniPhoto(image) : null;
      await registerAlumna({
        ...profile,
        image_url: imageUrl,
        consent_notice_version: notice.version,
        language: locale,
        honeypot: values.honeypot,
        public_fields: publicFields,
      });
      setPhase('sent');
    } catch (failure) {
      setError(
        failure instanceof PhotoUploadError
          ? failure.tooManyUploads
            ? words.tooManyUploads
            : words.uploadFailed
          : requestErrorMessage(failure, words.unexpected),
      );
      setPhase('editing');
    }
  };

  if (phase === 'sent') return <Done heading={words.sent.heading} text={words.sent.text} data-registration-sent="" />;

  const busy = phase === 'sending';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-labelledby="alumni-register-heading">
      <h2 id="alumni-register-heading" className="section-title">
        {words.formHeading}
      </h2>
      <p className="text-sm text-ink-soft">{words.requiredNote}</p>
      <ErrorBanner message={error} />
      <fieldset disabled={!hydrated || busy} className="min-w-0 space-y-6">
        <FormSection title={words.sections.personal}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="alumni-register-name" label={fields.name} required>
              <input
                {...bind('name')}
                type="text"
                autoComplete="name"
                required
                maxLength={200}
                className="field-input"
              />
            </Field>
            <Field id="alumni-register-email" label={fields.email} required hint={fields.emailHint}>
              <input
                {...bind('email')}
                type="email"
                autoComplete="email"
                required
                maxLength={320}
                aria-describedby="alumni-register-email-hint"
                className="field-input"
              />
            </Field>
            <Field id="alumni-register-location" label={fields.location}>
              <input
                {...bind('location')}
                type="text"
                autoComplete="address-level2"
                maxLength={200}
                className="field-input"
              />
            </Field>
            <Field id="alumni-register-photo" label={fields.photo} hint={fields.photoHint}>
              <input
                id="alumni-register-photo"
                name="photo"
                type="file"
                accept="image/*"
                aria-describedby="alumni-register-photo-hint"
                onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
                className="block w-full text-sm text-ink file:mr-4 file:inline-flex file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-plum-800 file:px-5 file:font-semibold file:text-white hover:file:bg-plum-700"
              />
            </Field>
          </div>
        </FormSection>

        <FormSection title={words.sections.education}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="alumni-register-graduation_year" label={fields.graduationYear} required>
              <select {...bind('graduation_year')} required className="field-input">
                <option value="">{words.choose}</option>
                {graduationYears().map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="alumni-register-degree" label={fields.degree} required>
              <select {...bind('degree')} required className="field-input">
                <option value="">{words.choose}</option>
                {PUBLIC_DEGREES.map((degree) => (
                  <option key={degree} value={degree}>
                    {degree}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </FormSection>

        <FormSection title={words.sections.position}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="alumni-register-current_position" label={fields.currentPosition}>
              <input
                {...bind('current_position')}
                type="text"
                autoComplete="organization-title"
                maxLength={200}
                className="field-input"
              />
            </Field>
            <Field id="alumni-register-organization" label={fields.organization}>
              <input
                {...bind('organization')}
                type="text"
                autoComplete="organization"
                maxLength={200}
                className="field-input"
              />
            </Field>
          </div>
        </FormSection>

        <FormSection title={words.sections.story}>
          <Field id="alumni-register-bio" label={fields.bio}>
            <textarea {...bind('bio')} rows={4} maxLength={2000} className="field-input" />
          </Field>
          <Field id="alumni-register-testimonial" label={fields.testimonial} hint={fields.testimonialHint}>
            <textarea
              {...bind('testimonial')}
              rows={3}
              maxLength={1000}
              aria-describedby="alumni-register-testimonial-hint"
              className="field-input"
            />
          </Field>
        </FormSection>

        {/* Hidden from people and assistive technology; bots that fill every field fill this one. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="alumni-register-website">Website</label>
          <input
            id="alumni-register-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.honeypot}
            onChange={(event) => setValues((current) => ({ ...current, honeypot: event.target.value }))}
          />
        </div>

        <PublicFieldsChoice
          id="alumni-register-public-fields"
          words={choiceWords}
          chosen={publicFields}
          onChange={setPublicFields}
          disabled={busy}
        />

        <ConsentNotice
          id="alumni-register-privacy"
          notice={notice}
          consent={{ checked: consent, onChange: setConsent }}
        />
      </fieldset>
      <div className="flex justify-end">
        <button type="submit" className="btn-gold" disabled={!hydrated || busy} aria-busy={busy}>
          {busy ? words.sending : words.submit}
        </button>
      </div>
    </form>
  );
}
