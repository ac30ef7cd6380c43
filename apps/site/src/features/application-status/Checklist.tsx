// Her checklist on the status page: each item the database sends (private.application_checklist),
// in its order, with its state in words, received on a date or still missing, so neither the
// mark beside it nor its colour carries anything alone; it prints with the page.

import type { ChecklistEntry } from '@seminary/core/admissions';
import { formatDate } from '@seminary/core/i18n/languages';
import { useLocale, useWords } from '../forms/locale.tsx';

export function Checklist({ entries }: { entries: readonly ChecklistEntry[] }) {
  const words = useWords().site.statusLookup;
  const locale = useLocale();
  if (entries.length === 0) return null;
  return (
    <section data-checklist className="mt-6" aria-labelledby="checklist-heading">
      <h3 id="checklist-heading" className="font-display text-xl text-plum-900">
        {words.checklistHeading}
      </h3>
      <ul className="mt-3 divide-y divide-plum-900/10 rounded-xl border border-plum-900/15">
        {entries.map(({ item, done, at }) => {
          const itemWords = words.checklist[item];
          return (
            <li key={item} data-item={item} data-done={done} className="flex items-start gap-3 px-4 py-3">
              <span aria-hidden="true" className={`mt-0.5 font-semibold ${done ? 'text-plum-700' : 'text-gold-700'}`}>
                {done ? '✓' : '○'}
              </span>
              <span>
                <span className="block font-semibold text-ink">{itemWords.label}</span>
                <span className="block text-ink-soft">
                  {done && at ? <time dateTime={at}>{itemWords.done(formatDate(locale, at))}</time> : itemWords.missing}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
