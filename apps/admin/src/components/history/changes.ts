// How the history dialogs read a change: which fields it touched, named in words.

/** Columns every row has that say nothing an editor changed. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'first_day', 'last_day']);

/** A column's name as words: image_url → "Image", title_te → "Title (Telugu)". */
export function fieldLabel(field: string): string {
  const telugu = field.endsWith('_te');
  const words = (telugu ? field.slice(0, -3) : field).replace(/_url$/, '').replaceAll('_', ' ');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return telugu ? `${label} (Telugu)` : label;
}

/** The columns whose values differ between two states of a record, bookkeeping aside. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown> | null): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after ?? {})]);
  return [...fields]
    .filter((field) => !BOOKKEEPING.has(field))
    .filter((field) => after === null || JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .sort();
}
