import { type ChangeEvent, useState } from 'react';

type FieldValues = Record<string, string | boolean>;
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** A dialog's field values, with the props a text field needs to show and change one. */
export function useFormFields<T extends FieldValues>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  function set<K extends keyof T>(name: K, value: T[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }
  function text<K extends TextKeys<T>>(name: K) {
    return {
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value as T[K]),
    };
  }
  return { values, set, text };
}

/** A row as a form shows it: absent values as empty text. */
export function textOf(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
