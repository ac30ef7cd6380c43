// /alumni/update: search by name, choose a result, edit, save through
// the database's alumni function (which keeps the previous version and records her consent to
// the page's privacy notice), 'Profile Updated!', then the alumni page after 3 seconds.
// 'Back to Search' returns to the search and its results.

import { type AlumniPublicField, PUBLIC_DEGREES, ROUTES, TIMING } from '@seminary/core/constants';
import type { Locale } from '@seminary/core/i18n/languages';
import type { FormMessages } from '@seminary/core/validation';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useRef, useState } from 'react';
import { localePath } from '../../i18n/locale.ts';
import { consentOf, type FormNotice } from '../forms/ConsentNotice.tsx';
import { LocaleProvider, useLocale, useWords } from '../forms/locale.tsx';
import { useRequestErrorMessage } from '../forms/messages.ts';
import {
  type AlumniProfile,
  PhotoUploadError,
  searchAlumni,
  updateAlumniProfile,
  uploadAlumniPhoto,
} from './alumni-api.ts';
import { ProfileForm, type ProfileValues } from './ProfileForm.tsx';
import { SearchPanel, type SearchProblem } from './SearchPanel.tsx';

type View = { name: 'search' } | { name: 'edit'; profile: AlumniProfile } | { name: 'updated' };

function isPublicDegree(degree: string): boolean {
  return (PUBLIC_DEGREES as readonly string[]).includes(degree);
}

/** The changes the form describes, or the first message saying what is wrong. */
async function validate(words: FormMessages, profile: AlumniProfile, values: ProfileValues, photo: File | null) {
  const { formSchemas } = await import('@seminary/core/validation');
  const { publicAlumniProfileSchema } = formSchemas(words);
  // The schema knows the public degree list; a degree the profile already holds from the
  // admin's list is kept as it is (the database accepts both lists).
  const keepsStoredDegree = values.degree === profile.degree && !isPublicDegree(values.degree);
  const result = publicAlumniProfileSchema.safeParse({
    ...values,
    degree: keepsStoredDegree ? PUBLIC_DEGREES[0] : values.degree,
    image: photo ?? undefined,
  });
  if (!result.success) return { ok: false as const, message: result.error.issues[0]?.message ?? '' };
  const { image, ...changes } = result.data;
  return { ok: true as const, changes: { ...changes, degree: values.degree }, image };
}

/** The island: the form in the page's language, with the page's privacy notice. */
export default function AlumniUpdate({ locale, notice }: { locale: Locale; notice: FormNotice }) {
  return (
    <LocaleProvider locale={locale}>
      <AlumniUpdateSteps notice={notice} />
    </LocaleProvider>
  );
}

function AlumniUpdateSteps({ notice }: { notice: FormNotice }) {
  const words = useWords();
  const requestErrorMessage = useRequestErrorMessage();
  const locale = useLocale();
  const [view, setView] = useState<View>({ name: 'search' });
  const [lastSearch, setLastSearch] = useState('');
  const [results, setResults] = useState<AlumniProfile[]>([]);
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const viewHeading = useRef<HTMLDivElement>(null);
  const changedView = useRef(false);

  // Each new view starts at its top, and keyboard and screen-reader users start there too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view is what triggers the move
  useEffect(() => {
    if (!changedView.current) return;
    viewHeading.current?.scrollIntoView({ block: 'start' });
    viewHeading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [view]);

  useEffect(() => {
    if (view.name !== 'updated') return;
    const timer = window.setTimeout(
      () => window.location.assign(localePath(locale, ROUTES.alumni)),
      TIMING.successRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [view, locale]);

  const show = (next: View) => {
    changedView.current = true;
    setView(next);
  };

  const runSearch = async (search: string) => {
    setLastSearch(search);
    setSearching(true);
    setProblem(null);
    try {
      const found = await searchAlumni(search);
      setResults(found);
      if (found.length === 0) setProblem({ message: words.screenErrors.alumni.noneFound });
    } catch (error) {
      console.error('Alumni search failed', error);
      setResults([]);
      setProblem({ message: words.screenErrors.alumni.search, retry: () => runSearch(search) });
    } finally {
      setSearching(false);
    }
  };

  const save = async (
    profile: AlumniProfile,
    values: ProfileValues,
    photo: File | null,
    publicFields: AlumniPublicField[],
  ) => {
    setSaveError(null);
    const checked = await validate(words, profile, values, photo);
    if (!checked.ok) {
      setSaveError(checked.message);
      return;
    }
    setSaving(true);
    try {
      let imageUrl = profile.image_url;
      if (checked.image) {
        imageUrl = await uploadAlumniPhoto(checked.image);
      }
      await updateAlumniProfile(
        profile.id,
        { ...checked.changes, image_url: imageUrl, public_fields: publicFields },
        consentOf(notice),
      );
      show({ name: 'updated' });
    } catch (error) {
      setSaveError(
        error instanceof PhotoUploadError
          ? error.tooManyUploads
            ? words.refusals.too_many_uploads
            : words.screenErrors.alumni.uploadImage
          : requestErrorMessage(error, words.screenErrors.alumni.update),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={viewHeading} className="scroll-mt-(--header-height) [&_h2]:outline-none" data-alumni-update={view.name}>
      {view.name === 'search' && (
        <SearchPanel
          initialSearch={lastSearch}
          results={results}
          searching={searching}
          problem={problem}
          onSearch={runSearch}
          onSelect={(profile) => {
            setSaveError(null);
            show({ name: 'edit', profile });
          }}
        />
      )}
      {view.name === 'edit' && (
        <ProfileForm
          key={view.profile.id}
          profile={view.profile}
          notice={notice}
          saving={saving}
          error={saveError}
          onSave={(values, photo, publicFields) => save(view.profile, values, photo, publicFields)}
          onBack={() => show({ name: 'search' })}
        />
      )}
      {view.name === 'updated' && (
        <div className="card mx-auto max-w-2xl p-10 text-center" role="status">
          <CircleCheck size={56} className="mx-auto text-plum-700" aria-hidden="true" />
          <h2 tabIndex={-1} className="mt-5 font-display text-3xl text-plum-900">
            {words.alumniUpdate.profileUpdated}
          </h2>
          <p className="mt-4 text-lg text-ink">{words.site.alumniUpdateForm.redirecting}</p>
        </div>
      )}
    </div>
  );
}
