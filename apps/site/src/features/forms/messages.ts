// What a failed request shows, in the page's language: the network message when nothing
// answered; for one of the database's refusals, the catalogue's words for its code (see
// @seminary/core/refusals); otherwise the screen's own message.
import { isNetworkError } from '@seminary/core/errors';
import { describeRefusal } from '@seminary/core/refusals';
import { useCallback } from 'react';
import { useWords } from './locale.tsx';

type Describe = (error: unknown, screenMessage: string) => string;

/** Describes a failed write: the refusal's words when the database refused it. */
export function useRequestErrorMessage(): Describe {
  const words = useWords();
  return useCallback(
    (error, screenMessage) =>
      isNetworkError(error) ? words.errorMessages.network : (describeRefusal(words.refusals, error) ?? screenMessage),
    [words],
  );
}

/** Describes a failed read: the network message or the screen's own. */
export function useLoadErrorMessage(): Describe {
  const words = useWords();
  return useCallback(
    (error, screenMessage) => (isNetworkError(error) ? words.errorMessages.network : screenMessage),
    [words],
  );
}
