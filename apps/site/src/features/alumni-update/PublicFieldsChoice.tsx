// Her choice of what the alumni page shows besides name, year and degree, with the sentence that
// says why she is asked; the update and registration forms both use it. The database holds the
// rule (07_alumni.sql): what she leaves unticked never reaches the public directory. Each box is
// named "Show" and described by its field's name, so that a field's label names its input alone.
import { ALUMNI_PUBLIC_FIELDS, type AlumniPublicField } from '@seminary/core/constants';

export interface PublicChoiceWords {
  legend: string;
  why: string;
  hiddenNote?: string;
  show: string;
  fields: Record<AlumniPublicField, string>;
}

interface Props {
  id: string;
  words: PublicChoiceWords;
  chosen: readonly AlumniPublicField[];
  onChange: (chosen: AlumniPublicField[]) => void;
  disabled?: boolean;
}

export function PublicFieldsChoice({ id, words, chosen, onChange, disabled = false }: Props) {
  const toggle = (field: AlumniPublicField, on: boolean) =>
    onChange(ALUMNI_PUBLIC_FIELDS.filter((f) => (f === field ? on : chosen.includes(f))));
  return (
    <fieldset
      id={id}
      data-public-fields=""
      aria-describedby={`${id}-why`}
      className="space-y-4 rounded-2xl border border-plum-900/10 bg-white p-5 sm:p-7"
    >
      <legend className="px-2 font-display text-xl text-plum-900">{words.legend}</legend>
      <p id={`${id}-why`} className="text-sm text-ink-soft">
        {words.why}
        {words.hiddenNote ? ` ${words.hiddenNote}` : ''}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ALUMNI_PUBLIC_FIELDS.map((field) => (
          <li key={field} className="flex items-center justify-between gap-3 rounded-xl bg-cream-100 px-4 py-2">
            <span id={`${id}-${field}-name`} className="font-medium text-plum-950">
              {words.fields[field]}
            </span>
            <span className="flex items-center gap-2">
              <input
                id={`${id}-${field}`}
                name="public_fields"
                value={field}
                type="checkbox"
                aria-describedby={`${id}-${field}-name`}
                checked={chosen.includes(field)}
                disabled={disabled}
                onChange={(event) => toggle(field, event.target.checked)}
                className="size-5 shrink-0 accent-plum-700"
              />
              <label htmlFor={`${id}-${field}`} className="text-sm text-ink">
                {words.show}
              </label>
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
