// What a failed request shows: core's network message when nothing answered;
// otherwise, for a write, the server's own message (e.g. the application limit) and for a
// read, the screen's own message; the screen's message when there is nothing better.
import { isNetworkError } from '@seminary/core/errors';
import { errorMessages } from '@seminary/core/messages';

export function requestErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return errorMessages.network;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}

export function loadErrorMessage(error: unknown, screenMessage: string): string {
  return isNetworkError(error) ? errorMessages.network : screenMessage;
}
