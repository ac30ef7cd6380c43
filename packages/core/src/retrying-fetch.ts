// The one fetch every Supabase request goes through (spec 7): each attempt is aborted after
// 15 s; a network failure is retried after 1 s and a non-OK response immediately, up to 3
// retries; the last response is returned and the last failure thrown.
import { TIMING } from './constants.ts';

export interface RetryingFetchOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  networkRetryDelayMs?: number;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createRetryingFetch(options: RetryingFetchOptions = {}): typeof fetch {
  const timeoutMs = options.timeoutMs ?? TIMING.requestTimeoutMs;
  const retries = options.retries ?? TIMING.requestRetries;
  const networkRetryDelayMs = options.networkRetryDelayMs ?? TIMING.networkRetryDelayMs;

  async function attempt(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): Promise<Response> {
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The request timed out.', 'TimeoutError')),
      timeoutMs,
    );
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      const baseFetch = options.fetch ?? globalThis.fetch;
      // A Request's body can be read once, so every attempt sends its own copy.
      return await baseFetch(input instanceof Request ? input.clone() : input, { ...init, signal });
    } finally {
      clearTimeout(timer);
    }
  }

  return async function retryingFetch(input, init) {
    for (let retry = 0; ; retry++) {
      let response: Response;
      try {
        response = await attempt(input, init);
      } catch (error) {
        // The caller's own abort is not a network failure and is not retried.
        if (init?.signal?.aborted || retry >= retries) throw error;
        await delay(networkRetryDelayMs);
        continue;
      }
      if (response.ok || retry >= retries) return response;
      await response.body?.cancel().catch(() => undefined);
    }
  };
}

export const retryingFetch: typeof fetch = createRetryingFetch();
