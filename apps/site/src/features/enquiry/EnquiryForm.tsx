// The single-page enquiry (an earlier, shorter variant of the application): who the
// visitor is, where she lives and the program (and course, when the program has any) she is
// interested in. It becomes a registrations row, with her consent to the page's privacy notice
// (required to submit); on success the visitor is taken home after 3 seconds.

import {
  PROGRAM_OPTIONS,
  PROGRAM_TYPES_REQUIRING_COURSE,
  type ProgramType,
  ROUTES,
  TIMING,
} from '@seminary/core/constants';
import type { Locale } from '@seminary/core/i18n/languages';
import CircleCheck from 'lucide-react/icons/circle-check';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { localePath } from '../../i18n/locale.ts';
import { type CourseOption, loadCourseOptions } from '../apply/application-api.ts';
import { CourseChoice } from '../apply/CourseChoice.tsx';
import { useRemote } from '../apply/use-remote.ts';
import { ConsentNotice, consentOf, type FormNotice } from '../forms/ConsentNotice.tsx';
import { ErrorBanner } from '../forms/ErrorBanner.tsx';
import { Field } from '../forms/Field.tsx';
import { LocaleProvider, useLocale, useWords } from '../forms/locale.tsx';
import { useLoadErrorMessage, useRequestErrorMessage } from '../forms/messages.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { insertEnquiry } from './enquiry-api.ts';
import { type EnquiryValues, emptyEnquiry } from './enquiry-values.ts';

type Phase = 'editing' | 'sending' | 'sent';

/** The island: the form in the page's language, with the page's privacy notice. */
export default function EnquiryForm({ locale, notice }: { locale: Locale; notice: FormNotice }) {
  return (
    <LocaleProvider locale={locale}>
      <EnquiryFields notice={notice} />
    </LocaleProvider>
  );
}

function EnquiryFields({ notice }: { notice: FormNotice }) {
  const words = useWords();
  const loadErrorMessage = useLoadErrorMessage();
  const requestErrorMessage = useRequestErrorMessage();
  const locale = useLocale();
  const fields = words.apply.fields;
  const [values, setValues] = useState<EnquiryValues>(emptyEnquiry);
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  // The course list (and supabase-js with it) loads once the visitor starts on the form.
  const [engaged, setEngaged] = useState(false);
  const [courses, retryCourses] = useRemote(loadCourseOptions, engaged);
  const hydrated = useHydrated();

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = window.setTimeout(
      () => window.location.assign(localePath(locale, ROUTES.home)),
      TIMING.successRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [phase, locale]);

  const onChange = (field: keyof EnquiryValues, value: string) =>
    setValues((current) =>
      field === 'program_interest'
        ? { ...current, program_interest: value, course_id: '' }
        : { ...current, [field]: value },
    );
  const bind = (field: keyof EnquiryValues) => ({
    id: `enquiry-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
  });

  const coursesErrorMessage =
    courses.status === 'error' ? loadErrorMessage(courses.error, words.screenErrors.courses.load) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    setError(null);
    // Whether a residential or hybrid enquirer must choose a course is known only from the list.
    if (courses.status !== 'ready' && PROGRAM_TYPES_REQUIRING_COURSE.includes(values.program_interest as ProgramType)) {
      setError(coursesErrorMessage ?? words.site.applyForm.coursesLoading);
      return;
    }
    const { formSchemas } = await import('@seminary/core/validation');
    const { registrationFormSchema } = formSchemas(words);
    const courseList: CourseOption[] = courses.status === 'ready' ? courses.data : [];
    const result = registrationFormSchema(courseList).safeParse(values);
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? words.validationMessages.requiredFields);
      return;
    }
    if (!consent) {
      setError(words.refusals.consent_required);
      return;
    }
    setPhase('sending');
    try {
      await insertEnquiry({ ...result.data, language: locale, ...consentOf(notice) });
      setPhase('sent');
    } catch (failure) {
      setError(requestErrorMessage(failure, words.screenErrors.application.submit));
      setPhase('editing');
    }
  };

  if (phase === 'sent') {
    return (
      <div className="card mx-auto max-w-2xl p-10 text-center" role="status">
        <CircleCheck size={56} className="mx-auto text-plum-700" aria-hidden="true" />
        <h2 className="mt-5 font-display text-3xl text-plum-900">{words.apply.registrationSuccessful}</h2>
        <p className="mt-4 text-lg text-ink">{words.apply.admissionsWillContact}</p>
        <p className="mt-2 text-ink-soft">{words.site.enquiryForm.redirecting}</p>
      </div>
    );
  }

  const busy = phase === 'sending';
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => setEngaged(true)}
      onPointerDown={() => setEngaged(true)}
      className="relative space-y-6"
      aria-labelledby="enquiry-heading"
    >
      <h2 id="enquiry-heading" className="section-title">
        {words.site.enquiryForm.formHeading}
      </h2>
      <p className="text-sm text-ink-soft">{words.site.enquiryForm.requiredNote}</p>
      <ErrorBanner message={error} />
      <fieldset
        disabled={!hydrated}
        className="min-w-0 space-y-5 rounded-2xl border border-plum-900/10 bg-white p-5 sm:p-7"
      >
        <Field id="enquiry-name" label={fields.name} required>
          <input {...bind('name')} type="text" autoComplete="name" required className="field-input" />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="enquiry-email" label={fields.email} required>
            <input {...bind('email')} type="email" autoComplete="email" required className="field-input" />
          </Field>
          <Field id="enquiry-phone" label={fields.phone}>
            <input {...bind('phone')} type="tel" autoComplete="tel" className="field-input" />
          </Field>
          <Field id="enquiry-state" label={fields.state}>
            <input {...bind('state')} type="text" autoComplete="address-level1" className="field-input" />
          </Field>
          <Field id="enquiry-city" label={fields.city}>
            <input {...bind('city')} type="text" autoComplete="address-level2" className="field-input" />
          </Field>
        </div>
        <Field id="enquiry-program_interest" label={fields.programType} required>
          <select {...bind('program_interest')} required className="field-input">
            <option value="">{words.site.enquiryForm.choose}</option>
            {PROGRAM_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {words.site.options.programs[option.value]}
              </option>
            ))}
          </select>
        </Field>
        <CourseChoice
          programType={values.program_interest}
          courseId={values.course_id}
          onChange={(courseId) => onChange('course_id', courseId)}
          courses={courses}
          onRetry={retryCourses}
          errorMessage={coursesErrorMessage}
        />
        <Field id="enquiry-address" label={fields.address}>
          <textarea {...bind('address')} rows={3} autoComplete="street-address" className="field-input" />
        </Field>
        <Field id="enquiry-comments" label={fields.comments}>
          <textarea {...bind('comments')} rows={4} className="field-input" />
        </Field>

        {/* Hidden from people and assistive technology; bots that fill every field fill this one. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="enquiry-website">Website</label>
          <input
            id="enquiry-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.honeypot}
            onChange={(event) => onChange('honeypot', event.target.value)}
          />
        </div>

        <ConsentNotice id="enquiry-privacy" notice={notice} consent={{ checked: consent, onChange: setConsent }} />

        <div className="flex justify-end">
          <button type="submit" disabled={busy} className="btn-gold" aria-busy={busy}>
            {busy ? words.site.enquiryForm.sending : words.site.enquiryForm.send}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
