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

export function isUploadError(error: unknown): boolean {
  return error instanceof FileUploadError;
}

/** The first message of a failed schema check, which the dialogs show in their red banner. */
export function firstIssue(result: { success: boolean; error?: { issues: readonly { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? '';
}
