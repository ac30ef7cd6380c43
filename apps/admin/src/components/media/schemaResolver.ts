/** What the resolver needs of one of core's zod schemas. */
interface Schema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: object }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

type FieldErrors = Record<string, { type: string; message: string }>;

/**
 * A react-admin form's resolver from one of core's shared zod schemas (what
 * `@hookform/resolvers/zod` does; the admin does not depend on it or on react-hook-form
 * directly). The form submits what the schema outputs, each invalid field shows its issue, and
 * `onChecked` hears the first issue, or null, for the dialog's red banner.
 *
 * `files` names the file columns: the form keeps a chosen File, or the stored URL, in the
 * column (as the data provider expects), while the schemas check a chosen file under a key of
 * its own (`image_url` ↔ `image`); the resolver moves the value across and back.
 */
export function schemaResolver(
  schema: Schema,
  { files = {}, onChecked }: { files?: Record<string, string>; onChecked: (issue: string | null) => void },
) {
  const columnOf: Record<string, string> = Object.fromEntries(
    Object.entries(files).map(([column, key]) => [key, column]),
  );
  return async (values: Record<string, unknown>) => {
    const input: Record<string, unknown> = { ...values };
    for (const [column, key] of Object.entries(files)) {
      const value = values[column];
      input[key] = value instanceof File ? value : undefined;
      input[column] = typeof value === 'string' && value !== '' ? value : null;
    }
    const result = schema.safeParse(input);
    if (result.success) {
      const output: Record<string, unknown> = { ...result.data };
      for (const [column, key] of Object.entries(files)) {
        output[column] = output[key] ?? output[column];
        delete output[key];
      }
      onChecked(null);
      return { values: output, errors: {} };
    }
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'root');
      errors[columnOf[key] ?? key] ??= { type: 'validate', message: issue.message };
    }
    onChecked(result.error.issues[0]?.message ?? null);
    return { values: {}, errors };
  };
}
