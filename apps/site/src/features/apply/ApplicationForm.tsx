// The application for admission (/apply), in two steps: 1 Personal Info, 2 Payment. The
// payment screenshot goes to the private bucket first, then the application is submitted with
// the screenshot's object name and the draft's idempotency key, and the database answers with
// its reference; on success the applicant is taken home after 3 seconds. Everything entered is
// kept on the device until then (application-draft.ts), so a reload or a lost connection loses
// nothing and a retried submit makes no second application. Beside the submit button the page's
// short privacy notice asks for her consent, and her guardian's when she is under 18 (a child's
// data needs a parent's consent under the DPDP Act); the submit names the notice's version and
// language. Where the school has set its UPI ID and her program's fee, reaching the payment step
// reserves the reference her application will carry, so the UPI payment can name it. She names
// her pastor or church leader, and agrees beside the notice that the school writes to them for a
// recommendation; the consent names the notice's version like hers.

import { isUnder18 } from '@seminary/core/consent';
import {
  isProgramType,
  PROGRAM_TYPES_REQUIRING_COURSE,
  type ProgramType,
  ROUTES,
  TIMING,
} from '@seminary/core/constants';
import { isNetworkError } from '@seminary/core/errors';
import type { RecommenderWords } from '@seminary/core/i18n/en/recommendation';
import type { Locale } from '@seminary/core/i18n/languages';
import { refusalCode } from '@seminary/core/refusals';
import History from 'lucide-react/icons/history';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { localePath } from '../../i18n/locale.ts';
import { rememberReference } from '../application-status/last-reference.ts';
import { ConsentNotice, consentOf, type FormNotice } from '../forms/ConsentNotice.tsx';
import { ErrorBanner } from '../forms/ErrorBanner.tsx';
import { LocaleProvider, useLocale, useWords } from '../forms/locale.tsx';
import { useLoadErrorMessage, useRequestErrorMessage } from '../forms/messages.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import type { CourseOption } from './application-api.ts';
import { type ApplicationDraft, deleteDraft, hasContent, loadDraft, newDraft, saveDraft } from './application-draft.ts';
import { type ApplicationValues, preselectionFromUrl } from './application-values.ts';
import { PersonalInfoStep } from './PersonalInfoStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { SubmittedScreen } from './SubmittedScreen.tsx';
import { upiPayeeFor } from './upi-payee.ts';
import { useRemote } from './use-remote.ts';

type Phase = 'editing' | 'submitting' | 'submitted';

// The form's calls (with the backend's client loader and the storage names) load once she starts
// on the form, as the reads do: a page opened and left fetches none of them.
const calls = () => import('./application-api.ts');
type Calls = Awaited<ReturnType<typeof calls>>;
const loadCourseOptions = async () => (await calls()).loadCourseOptions();
const loadLatestDonationInfo = async () => (await calls()).loadLatestDonationInfo();
const loadPaymentSettings = async () => (await calls()).loadPaymentSettings();

// The payment step (with the UPI QR code's part) comes once she starts on the form, not with the
// page: a page opened and left loads only the first step. A failed load is tried once more.
const loadPaymentStep = () => import('./PaymentStep.tsx');
const PaymentStep = lazy(() =>
  loadPaymentStep()
    .catch(loadPaymentStep)
    .then((module) => ({ default: module.PaymentStep })),
);

/** The island: the form in the page's language, with the page's privacy notice. */
export default function ApplicationForm({
  locale,
  notice,
  recommender,
}: {
  locale: Locale;
  notice: FormNotice;
  recommender: RecommenderWords;
}) {
  return (
    <LocaleProvider locale={locale}>
      <ApplicationSteps notice={notice} recommender={recommender} />
    </LocaleProvider>
  );
}

function ApplicationSteps({ notice, recommender }: { notice: FormNotice; recommender: RecommenderWords }) {
  const words = useWords();
  const firstIssue = (issues: readonly { message: string }[]) =>
    issues[0]?.message ?? words.validationMessages.requiredFields;
  const loadErrorMessage = useLoadErrorMessage();
  const requestErrorMessage = useRequestErrorMessage();
  const locale = useLocale();
  const [draft, setDraft] = useState<ApplicationDraft>(newDraft);
  const { values, step, screenshot } = draft;
  // Saving starts once the stored draft has been read, so it is never overwritten by the empty form.
  const [draftRead, setDraftRead] = useState(false);
  const [restored, setRestored] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [guardianConsent, setGuardianConsent] = useState(false);
  const [recommenderConsent, setRecommenderConsent] = useState(false);
  const minor = isUnder18(values.date_of_birth);
  // The live course list and donation details (and supabase-js with them) load once the visitor
  // starts on the form, not with the page.
  const [engaged, setEngaged] = useState(false);
  const [courses, retryCourses] = useRemote(loadCourseOptions, engaged);
  const [donation, retryDonation] = useRemote(loadLatestDonationInfo, engaged);
  const [paymentSettings] = useRemote(loadPaymentSettings, engaged);
  const [reservationFailed, setReservationFailed] = useState(false);
  const upiPayee =
    paymentSettings.status === 'ready' && isProgramType(values.program_interest)
      ? upiPayeeFor(paymentSettings.data, values.program_interest)
      : null;
  const hydrated = useHydrated();
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const update = (change: Partial<ApplicationDraft>) => setDraft((current) => ({ ...current, ...change }));

  // A draft saved on this device wins over a program page's preselection: it is what she typed.
  useEffect(() => {
    let current = true;
    loadDraft().then((saved) => {
      if (!current) return;
      if (saved && hasContent(saved)) {
        setDraft(saved);
        setRestored(true);
        setEngaged(true);
      } else {
        const preselected = preselectionFromUrl(window.location.search);
        if (preselected.program_interest) {
          setDraft((draft) => ({ ...draft, values: { ...draft.values, ...preselected } }));
          setEngaged(true);
        }
      }
      setDraftRead(true);
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (draftRead && phase !== 'submitted' && hasContent(draft)) void saveDraft(draft);
  }, [draft, draftRead, phase]);

  // A course from the URL or a draft that is not one of the program's live courses is dropped.
  useEffect(() => {
    if (courses.status !== 'ready') return;
    setDraft((current) =>
      current.values.course_id &&
      !courses.data.some(
        (course) => course.id === current.values.course_id && course.program_type === current.values.program_interest,
      )
        ? { ...current, values: { ...current.values, course_id: '' } }
        : current,
    );
  }, [courses]);

  useEffect(() => {
    if (donation.status === 'error') console.error('Could not load the payment information', donation.error);
  }, [donation]);

  // Her reference is reserved once she is on the payment step with a UPI fee to pay, and kept in
  // the draft; only an expired one (it can no longer be claimed) is replaced. A refusal (the
  // hourly limit) leaves the QR image and bank details, and the submit gives the reference.
  const hasUpiPayee = upiPayee !== null;
  const reservationLive = draft.reservation !== null && Date.parse(draft.reservation.expiresAt) > Date.now();
  useEffect(() => {
    if (!draftRead || step !== 2 || !hasUpiPayee || reservationLive || reservationFailed) return;
    let current = true;
    calls()
      .then((api) => api.reserveReference())
      .then(
        (reservation) => current && setDraft((saved) => ({ ...saved, reservation })),
        (failure: unknown) => {
          if (!current) return;
          console.error('Could not reserve a payment reference', failure);
          setReservationFailed(true);
        },
      );
    return () => {
      current = false;
    };
  }, [draftRead, step, hasUpiPayee, reservationLive, reservationFailed]);

  useEffect(() => {
    if (phase !== 'submitted') return;
    const timer = window.setTimeout(
      () => window.location.assign(localePath(locale, ROUTES.home)),
      TIMING.successRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [phase, locale]);

  const onChange = (field: keyof ApplicationValues, value: string) => {
    setEngaged(true);
    setDraft((current) => ({
      ...current,
      values:
        field === 'program_interest'
          ? { ...current.values, program_interest: value, course_id: '' }
          : { ...current.values, [field]: value },
    }));
  };

  const discardDraft = async () => {
    await deleteDraft();
    setDraft(newDraft());
    setReservationFailed(false);
    setRestored(false);
    setError(null);
    setOffline(false);
    stepHeading.current?.focus();
  };

  const coursesErrorMessage =
    courses.status === 'error' ? loadErrorMessage(courses.error, words.screenErrors.courses.load) : null;

  /** The row step 1 describes, or the message saying what is missing. */
  const validatePersonalInfo = async () => {
    const { formSchemas } = await import('@seminary/core/validation');
    const { studentRegistrationFormSchema, recommenderSchema } = formSchemas(words);
    const courseList: CourseOption[] = courses.status === 'ready' ? courses.data : [];
    // Whether a residential or hybrid applicant must choose a course is known only from the list.
    if (courses.status !== 'ready' && PROGRAM_TYPES_REQUIRING_COURSE.includes(values.program_interest as ProgramType)) {
      return { ok: false as const, message: coursesErrorMessage ?? words.site.applyForm.coursesLoading };
    }
    const result = studentRegistrationFormSchema(courseList).safeParse(values);
    const named = recommenderSchema.safeParse(values);
    if (!result.success) return { ok: false as const, message: firstIssue(result.error.issues) };
    if (!named.success) return { ok: false as const, message: firstIssue(named.error.issues) };
    return { ok: true as const, row: { ...result.data, ...named.data } };
  };

  // The step's heading stays in place and takes focus, so the new step is read from its start.
  const goTo = (next: 1 | 2) => {
    setError(null);
    setOffline(false);
    update({ step: next });
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

  /** Uploads the screenshot unless this draft's upload already succeeded, and keeps its name in the draft. */
  const uploadOnce = async (file: File, reuse: boolean): Promise<string> => {
    if (reuse && draft.uploadedScreenshotName) return draft.uploadedScreenshotName;
    const name = await (await calls()).uploadPaymentScreenshot(file);
    update({ uploadedScreenshotName: name });
    return name;
  };

  const submit = async () => {
    setPhase('submitting');
    setError(null);
    setOffline(false);
    const refuse = (message: string) => {
      setError(message);
      setPhase('editing');
    };
    const personal = await validatePersonalInfo();
    if (!personal.ok) {
      refuse(personal.message);
      return;
    }
    const { formSchemas } = await import('@seminary/core/validation');
    const { paymentScreenshotSchema, paymentUtrSchema } = formSchemas(words);
    const file = paymentScreenshotSchema.safeParse(screenshot);
    if (!file.success) {
      refuse(firstIssue(file.error.issues));
      return;
    }
    const utr = paymentUtrSchema.safeParse(draft.paymentUtr);
    if (!utr.success) {
      refuse(firstIssue(utr.error.issues));
      return;
    }
    const guardianNeeded = isUnder18(personal.row.date_of_birth);
    if (!consent || (guardianNeeded && !guardianConsent) || !recommenderConsent) {
      refuse(
        !consent
          ? words.refusals.consent_required
          : !recommenderConsent
            ? words.refusals.recommender_consent_required
            : words.refusals.guardian_required,
      );
      return;
    }
    const given = consentOf(notice);
    const submitWith = async (api: Calls, reuse: boolean) =>
      api.submitApplication(
        {
          ...personal.row,
          language: locale,
          ...given,
          recommender_consent_notice_version: given.consent_notice_version,
          ...(guardianNeeded
            ? {
                guardian_consent_notice_version: given.consent_notice_version,
                guardian_consent_language: given.consent_language,
              }
            : {}),
          payment_screenshot_url: await uploadOnce(file.data, reuse),
          payment_utr: utr.data,
        },
        draft.idempotencyKey,
        reservationLive ? (draft.reservation?.token ?? null) : null,
      );
    let api: Calls | null = null;
    try {
      api = await calls();
      let submitted: string;
      try {
        submitted = await submitWith(api, true);
      } catch (failure) {
        // An upload kept in the draft for over an hour is no longer accepted: upload it afresh.
        if (refusalCode(failure, words.refusals) !== 'payment_screenshot_missing' || !draft.uploadedScreenshotName)
          throw failure;
        submitted = await submitWith(api, false);
      }
      await deleteDraft();
      rememberReference(submitted);
      setReference(submitted);
      setPhase('submitted');
    } catch (failure) {
      const networkFailure = isNetworkError(failure);
      setOffline(networkFailure);
      setError(
        networkFailure
          ? words.errorMessages.network
          : api && failure instanceof api.ScreenshotUploadError
            ? failure.tooManyUploads
              ? words.refusals.too_many_uploads
              : words.screenErrors.application.uploadPaymentScreenshot
            : requestErrorMessage(failure, words.screenErrors.application.submit),
      );
      setPhase('editing');
    }
  };

  // A restored draft opens on the payment step while the course list is still on its way; a
  // submit then waits for the list (the button says it is submitting) instead of refusing.
  const [submitWaiting, setSubmitWaiting] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) {
      await onNext();
      return;
    }
    if (phase !== 'editing') return;
    if (courses.status === 'loading') {
      setPhase('submitting');
      setSubmitWaiting(true);
      return;
    }
    await submit();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs the waiting submit once, when the list has come
  useEffect(() => {
    if (!submitWaiting || courses.status === 'loading') return;
    setSubmitWaiting(false);
    void submit();
  }, [submitWaiting, courses.status]);

  if (phase === 'submitted' && reference) return <SubmittedScreen reference={reference} />;

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
        {step === 1 ? words.apply.steps.personalInfo : words.apply.steps.payment}
      </h2>
      {restored && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-plum-900/15 bg-plum-50 px-4 py-3.5 text-plum-950 sm:flex-row sm:items-center sm:justify-between"
          data-draft-restored
        >
          <p className="flex items-start gap-3">
            <History size={20} className="mt-0.5 shrink-0 text-plum-700" aria-hidden="true" />
            <span>
              <span className="font-semibold">{words.site.applyForm.draftRestored}</span>.{' '}
              {words.site.applyForm.draftRestoredDetail}
            </span>
          </p>
          <button type="button" onClick={discardDraft} disabled={busy} className="btn-outline shrink-0">
            {words.site.applyForm.discardDraft}
          </button>
        </div>
      )}
      <ErrorBanner message={error}>
        {offline && <p className="mt-1">{words.site.applyForm.keptOnDevice}</p>}
      </ErrorBanner>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-8">
        {/* Both steps stay mounted, so going back keeps the chosen screenshot in its input. */}
        <div hidden={step !== 1}>
          <PersonalInfoStep
            values={values}
            onChange={onChange}
            courses={courses}
            onRetryCourses={retryCourses}
            coursesErrorMessage={coursesErrorMessage}
            guardian={minor ? notice.guardian : undefined}
            recommender={recommender}
          />
        </div>
        <div hidden={step !== 2}>
          {(engaged || step === 2) && (
            <Suspense fallback={null}>
              <PaymentStep
                donation={donation}
                onRetryDonation={retryDonation}
                upiPayee={upiPayee}
                reservation={reservationLive ? draft.reservation : null}
                reservationFailed={reservationFailed}
                paymentUtr={draft.paymentUtr}
                onPaymentUtrChange={(paymentUtr) => {
                  setError(null);
                  update({ paymentUtr });
                }}
                screenshot={screenshot}
                onScreenshotChange={(file) => {
                  setError(null);
                  update({ screenshot: file, uploadedScreenshotName: null });
                }}
              />
            </Suspense>
          )}
          <div className="mt-6">
            <ConsentNotice
              id="apply-privacy"
              notice={notice}
              consent={{ checked: consent, onChange: setConsent }}
              guardianConsent={minor ? { checked: guardianConsent, onChange: setGuardianConsent } : undefined}
              recommenderConsent={{
                label: recommender.consent,
                checked: recommenderConsent,
                onChange: setRecommenderConsent,
              }}
            />
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step === 2 ? (
            <button type="button" onClick={() => goTo(1)} disabled={busy} className="btn-outline">
              {words.apply.previous}
            </button>
          ) : (
            <span />
          )}
          {step === 1 ? (
            <button type="submit" className="btn-primary">
              {words.apply.next}
            </button>
          ) : (
            <button type="submit" disabled={!screenshot || busy} className="btn-gold" aria-busy={busy}>
              {busy ? words.apply.submitting : words.apply.submit}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
