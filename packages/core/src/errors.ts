// Turns what supabase-js returns or throws into the message the admin shows, in English: a fixed,
// readable text per kind of failure (messages.ts), and the database's refusals by their code.
import { FOREIGN_KEYS } from './constants.ts';
import { errorMessages, refusals } from './messages.ts';
import { describeRefusal } from './refusals.ts';

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

function asErrorLike(error: unknown): ErrorLike {
  if (typeof error === 'string') return { message: error };
  if (typeof error === 'object' && error !== null) return error as ErrorLike;
  return {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A request that never got an answer: fetch throws a TypeError ("Failed to fetch", "fetch
 * failed"), supabase-js passes that message on (auth-js as an AuthRetryableFetchError), and the
 * retrying fetch aborts on its timeout.
 */
export function isNetworkError(error: unknown): boolean {
  const { name, message } = asErrorLike(error);
  return (
    error instanceof TypeError ||
    name === 'AbortError' ||
    name === 'TimeoutError' ||
    /fetch/i.test(text(message)) ||
    /fetch|network/i.test(text(name))
  );
}

export function translateError(error: unknown): string {
  if (isNetworkError(error)) return errorMessages.network;
  const { code, message, details } = asErrorLike(error);
  const refusal = describeRefusal(refusals, error);
  if (refusal) return refusal;
  if (code === 'PGRST116') return errorMessages.noVideos;
  if (code === '23503') {
    // Postgres names the violated constraint in quotes. Either registrations table's link to
    // its course blocks a course delete, and both get the one message that says so.
    const said = `${text(message)} ${text(details)}`;
    const courseLinks = [FOREIGN_KEYS.registrationsCourse, FOREIGN_KEYS.studentRegistrationsCourse];
    return courseLinks.some((constraint) => said.includes(`"${constraint}"`))
      ? errorMessages.courseHasStudentRegistrations
      : errorMessages.referencedByOtherRecords;
  }
  return text(message) || errorMessages.unexpected;
}
