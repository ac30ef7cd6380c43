// The application for admission (/apply), in two steps: 1 Personal Info, 2 Payment. The
// payment screenshot goes to the private bucket first, then the application is inserted with
// the screenshot's object name; on success the applicant is taken home after 3 seconds.
import { PROGRAM_TYPES_REQUIRING_COURSE, type ProgramType, TIMING } from '@seminary/core/constants';
import { screenErrors, serverMessages, texts, validationMessages } from '@seminary/core/texts';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorBanner } from '../forms/ErrorBanner.tsx';
import { loadErrorMessage, requestErrorMessage } from '../forms/messages.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import {
  type CourseOption,
  insertApplication,
  loadCourseOptions,
  loadLatestDonationInfo,
  ScreenshotUploadError,
  uploadPaymentScreenshot,
} from './application-api.ts';
import { type ApplicationValues, emptyApplication, preselectionFromUrl } from './application-values.ts';
import { applyLabels } from './labels.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { PersonalInfoStep } from './PersonalInfoStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { useRemote } from './use-remote.ts';

type Phase = 'editing' | 'submitting' | 'submitted';

function firstIssue(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? validationMessages.requiredFields;
}

export default function ApplicationForm() {
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [step, setStep] = useState<1 | 2>(1);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<string | null>(null);
  // The live course list and donation details (and supabase-js with them) load once the visitor
  // starts on the form, not with the page.
  const [engaged, setEngaged] = useState(false);
  const [courses, retryCourses] = useRemote(loadCourseOptions, engaged);
  const [donation, retryDonation] = useRemote(loadLatestDonationInfo, engaged);
  const hydrated = useHydrated();
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const preselected = preselectionFromUrl(window.location.search);
    if (!preselected.program_interest) return;
    setValues((current) => ({ ...current, ...preselected }));
    setEngaged(true);
  }, []);

  // A course from the URL that is not one of the program's live courses is dropped.
  useEffect(() => {
    if (courses.status !== 'ready') return;
    setValues((current) =>
      current.course_id &&
      !courses.data.some(
        (course) => course.id === current.course_id && course.program_type === current.program_interest,
      )
        ? { ...current, course_id: '' }
        : current,
    );
  }, [courses]);

  useEffect(() => {
    if (donation.status === 'error') console.error('Could not load the payment information', donation.error);
  }, [donation]);

  useEffect(() => {
    if (phase !== 'submitted') return;
    const timer = window.setTimeout(() => window.location.assign('/'), TIMING.successRedirectMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const onChange = (field: keyof ApplicationValues, value: string) => {
    setEngaged(true);
    setValues((current) =>
      field === 'program_interest'
        ? { ...current, program_interest: value, course_id: '' }
        : { ...current, [field]: value },
    );
  };

  const coursesErrorMessage =
    courses.status === 'error' ? loadErrorMessage(courses.error, screenErrors.courses.load) : null;

  /** The row step 1 describes, or the message saying what is missing. */
  const validatePersonalInfo = async () => {
    const { studentRegistrationFormSchema } = await import('@seminary/core/validation');
    const courseList: CourseOption[] = courses.status === 'ready' ? courses.data : [];
    // Whether a residential or hybrid applicant must choose a course is known only from the list.
    if (courses.status !== 'ready' && PROGRAM_TYPES_REQUIRING_COURSE.includes(values.program_interest as ProgramType)) {
      return { ok: false as const, message: coursesErrorMessage ?? applyLabels.coursesLoading };
    }
    const result = studentRegistrationFormSchema(courseList).safeParse(values);
    return result.success
      ? { ok: true as const, row: result.data }
      : { ok: false as const, message: firstIssue(result.error.issues) };
  };

  // The step's heading stays in place and takes focus, so the new step is read from its start.
  const goTo = (next: 1 | 2) => {
    setError(null);
    setStep(next);
    stepHeading.current?.focus();
  };

  const onNext = async () => {
    const result = await validatePersonalInfo();
    if (!result.ok) {
      setError(result.message);
      return;
    }
    goTo(2);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) {
      await onNext();
      return;
    }
    if (phase !== 'editing') return;
    setError(null);
    const personal = await validatePersonalInfo();
    if (!personal.ok) {
      setError(personal.message);
      return;
    }
    const { paymentScreenshotSchema } = await import('@seminary/core/validation');
    const file = paymentScreenshotSchema.safeParse(screenshot);
    if (!file.success) {
      setError(firstIssue(file.error.issues));
      return;
    }
    setPhase('submitting');
    try {
      const screenshotName = await uploadPaymentScreenshot(file.data);
      await insertApplication({ ...personal.row, payment_screenshot_url: screenshotName });
      setPhase('submitted');
    } catch (failure) {
      setError(
        failure instanceof ScreenshotUploadError
          ? failure.tooManyUploads
            ? serverMessages.tooManyUploads
            : screenErrors.application.uploadPaymentScreenshot
          : requestErrorMessage(failure, screenErrors.application.submit),
      );
      setPhase('editing');
    }
  };

  if (phase === 'submitted') {
    return (
      <div className="card mx-auto max-w-2xl p-10 text-center" role="status">
        <CircleCheck size={56} className="mx-auto text-plum-700" aria-hidden="true" />
        <h2 className="mt-5 font-display text-3xl text-plum-900">{texts.apply.applicationSubmitted}</h2>
        <p className="mt-4 text-lg text-ink">{texts.apply.admissionsWillContact}</p>
        <p className="mt-2 text-ink-soft">{applyLabels.redirecting}</p>
      </div>
    );
  }

  const busy = phase === 'submitting';
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => setEngaged(true)}
      onPointerDown={() => setEngaged(true)}
      className="relative space-y-8"
      aria-labelledby="apply-step-heading"
    >
      <StepIndicator current={step} />
      <h2 id="apply-step-heading" ref={stepHeading} tabIndex={-1} className="section-title outline-none">
        {step === 1 ? texts.apply.steps.personalInfo : texts.apply.steps.payment}
      </h2>
      <ErrorBanner message={error} />
      <fieldset disabled={!hydrated} className="min-w-0 space-y-8">
        {/* Both steps stay mounted, so going back keeps the chosen screenshot in its input. */}
        <div hidden={step !== 1}>
          <PersonalInfoStep
            values={values}
            onChange={onChange}
            courses={courses}
            onRetryCourses={retryCourses}
            coursesErrorMessage={coursesErrorMessage}
          />
        </div>
        <div hidden={step !== 2}>
          <PaymentStep
            donation={donation}
            onRetryDonation={retryDonation}
            screenshot={screenshot}
            onScreenshotChange={(file) => {
              setError(null);
              setScreenshot(file);
            }}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step === 2 ? (
            <button type="button" onClick={() => goTo(1)} disabled={busy} className="btn-outline">
              {texts.apply.previous}
            </button>
          ) : (
            <span />
          )}
          {step === 1 ? (
            <button type="submit" className="btn-primary">
              {texts.apply.next}
            </button>
          ) : (
            <button type="submit" disabled={!screenshot || busy} className="btn-gold" aria-busy={busy}>
              {busy ? texts.apply.submitting : texts.apply.submit}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
