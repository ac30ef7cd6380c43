// The inputs an alumni profile's forms share, registering (alumni-register) and updating her
// profile: a list to choose from, and her photo.
import type { ChangeEvent } from 'react';

interface ChoiceProps {
  /** The field's id, name, value and onChange, as the form binds them. */
  bound: {
    id: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  };
  choices: readonly (string | number)[];
  /** The first option, chosen until she picks one ("Choose…"). */
  choose: string;
}

/** A required choice from a list (graduation year, degree). */
export function ChoiceSelect({ bound, choices, choose }: ChoiceProps) {
  return (
    <select {...bound} required className="field-input">
      <option value="">{choose}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </select>
  );
}

/** Her photo, a picture file; its field's hint (`<id>-hint`) says what it may be. */
export function PhotoInput({ id, onPick }: { id: string; onPick: (file: File | null) => void }) {
  return (
    <input
      id={id}
      name="photo"
      type="file"
      accept="image/*"
      aria-describedby={`${id}-hint`}
      onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      className="block w-full text-sm text-ink file:mr-4 file:inline-flex file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-plum-800 file:px-5 file:font-semibold file:text-white hover:file:bg-plum-700"
    />
  );
}
