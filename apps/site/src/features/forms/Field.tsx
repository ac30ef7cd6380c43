import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
  className?: string;
}

/** A labelled form control; required fields are marked for sighted and screen-reader users alike. */
export function Field({ id, label, required = false, hint, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="ml-0.5 text-burgundy-700" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      )}
    </div>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-plum-900/10 bg-white p-5 sm:p-7">
      <legend className="px-2 font-display text-xl text-plum-900">{title}</legend>
      {children}
    </fieldset>
  );
}
