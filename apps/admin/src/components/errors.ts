import { translateError } from '@seminary/core/errors';
import { FileUploadError } from '../providers/dataProvider.ts';

/** react-admin's HttpError keeps the PostgREST error (code, details) in its body. */
function postgrestError(error: unknown): unknown {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? body : error;
}

/** The message a failed request shows, translated from the error's code by the core's catalogue. */
export function describeError(error: unknown): string {
  return translateError(postgrestError(error));
}

/** The first message of a failed schema check, which the dialogs show in their red banner. */
export function firstIssue(result: { success: boolean; error?: { issues: readonly { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? '';
}

/** A save's failure in the screen's words: the upload's when a file did not upload, the save's otherwise. */
export function uploadOrSaveFailure(upload: string, save: string): (error: unknown) => string {
  return (error) => (error instanceof FileUploadError ? upload : save);
}

/** A thrown error's message, translated, when it has one; otherwise the screen's own words. */
export function describedOr(fallback: string): (error: unknown) => string {
  return (error) => ((error as Error | null)?.message ? describeError(error) : fallback);
}
