// 'Find Your Profile': a name search (the button waits for some text and is off while a
// search runs), its error or empty message, and the results to choose from.
import Search from 'lucide-react/icons/search';
import { type FormEvent, useState } from 'react';
import { ErrorBanner } from '../forms/ErrorBanner.tsx';
import { useWords } from '../forms/locale.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import type { AlumniProfile } from './alumni-api.ts';

export interface SearchProblem {
  message: string;
  /** Offered when the search itself failed, not when it found nobody. */
  retry?: () => void;
}

interface Props {
  initialSearch: string;
  results: readonly AlumniProfile[];
  searching: boolean;
  problem: SearchProblem | null;
  onSearch: (search: string) => void;
  onSelect: (profile: AlumniProfile) => void;
}

export function SearchPanel({ initialSearch, results, searching, problem, onSearch, onSelect }: Props) {
  const words = useWords();
  const hydrated = useHydrated();
  const [search, setSearch] = useState(initialSearch);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (search.trim() && !searching) onSearch(search.trim());
  };

  return (
    <div className="space-y-8">
      <search className="card block p-6 sm:p-8">
        <form onSubmit={onSubmit} aria-labelledby="find-profile-heading">
          <h2 id="find-profile-heading" tabIndex={-1} className="font-display text-2xl text-plum-900">
            {words.alumniUpdate.findYourProfile}
          </h2>
          <p className="mt-2 text-ink-soft">{words.site.alumniUpdateForm.intro}</p>
          <fieldset disabled={!hydrated} className="mt-6 min-w-0">
            <label htmlFor="alumni-update-search" className="field-label">
              {words.site.alumniUpdateForm.searchLabel}
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id="alumni-update-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={words.site.alumniUpdateForm.searchPlaceholder}
                autoComplete="name"
                className="field-input flex-1"
              />
              <button type="submit" disabled={!search.trim() || searching} className="btn-primary">
                <Search size={18} aria-hidden="true" />
                {searching ? words.site.alumniUpdateForm.searching : words.site.alumniUpdateForm.search}
              </button>
            </div>
          </fieldset>
        </form>
        {problem && (
          <div className="mt-5">
            <ErrorBanner message={problem.message}>
              {problem.retry && (
                <button type="button" onClick={problem.retry} className="btn-outline mt-3">
                  {words.common.tryAgain}
                </button>
              )}
            </ErrorBanner>
          </div>
        )}
      </search>

      {results.length > 0 && (
        <section aria-labelledby="alumni-results-heading">
          <h2 id="alumni-results-heading" className="font-display text-2xl text-plum-900">
            {words.site.alumniUpdateForm.results}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-alumni-results>
            {results.map((profile) => (
              <li key={profile.id} className="card flex items-center justify-between gap-4 p-5">
                <div>
                  <p className="font-display text-lg text-plum-900">{profile.name}</p>
                  <p className="text-sm text-ink-soft">
                    {words.alumni.classOf} {profile.graduation_year} · {profile.degree}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => onSelect(profile)}
                  className="btn-outline shrink-0"
                  aria-label={`${words.site.alumniUpdateForm.edit}: ${profile.name}`}
                >
                  {words.site.alumniUpdateForm.edit}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
