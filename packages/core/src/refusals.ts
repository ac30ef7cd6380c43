// The database's refusals by their code. Each `raise` in supabase/schemas names a code of ours in
// its hint, and parameters a message needs (the graduation year's upper bound) as a JSON object
// in its detail; PostgREST passes both on unchanged as the error's `hint` and `details`, and so
// does the local backend. A screen shows the words its catalogue has for the code, in its own
// language, and never depends on the database's English message.
import type { Catalogue } from './i18n/catalogue.ts';

export type RefusalCode = keyof Catalogue['refusals'];

interface PostgrestErrorLike {
  hint?: unknown;
  details?: unknown;
}

function isRefusalCode(refusals: Catalogue['refusals'], code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(refusals, code);
}

/** The refusal's code, or null when the error is not one of the database's refusals. */
export function refusalCode(error: unknown, refusals: Catalogue['refusals']): RefusalCode | null {
  const hint = typeof error === 'object' && error !== null ? (error as PostgrestErrorLike).hint : undefined;
  return isRefusalCode(refusals, hint) ? hint : null;
}

/** The numbers a refusal's words name (a year, a credit's line), from the JSON in its details. */
function parameters(details: unknown): { year: number; credit: number } {
  let parsed: { year?: unknown; credit?: unknown } | null = null;
  try {
    parsed = typeof details === 'string' ? JSON.parse(details) : null;
  } catch {
    parsed = null;
  }
  return { year: Number(parsed?.year), credit: Number(parsed?.credit) };
}

/** The refusal in the catalogue's language, or null when the error is not one of the database's refusals. */
export function describeRefusal(refusals: Catalogue['refusals'], error: unknown): string | null {
  const code = refusalCode(error, refusals);
  if (!code) return null;
  const words = refusals[code];
  return typeof words === 'function' ? words(parameters((error as PostgrestErrorLike).details)) : words;
}
