// The one retry policy of every request: each attempt is aborted after 15 s; a network
// failure is retried after 1 s and a non-OK response immediately, up to 3 retries; the last
// response is returned and the last failure thrown. The retrying fetch all Supabase clients use
// and the upload that reports progress (XMLHttpRequest) both go through withRetries.
// Auth's answers are the exception: only 502, 503 and 504 are
// worth another try there. A refused password asked again three times would count four failed
// sign-ins against the account in the audit trail and four against Auth's per-address limit.
import { TIMING } from './constants.ts';

export interface RetryPolicy {
  timeoutMs?: number;
  retries?: number;
  networkRetryDelayMs?: number;
  /** Whether a non-OK response is tried again; every one is, unless the request says otherwise. */
  retriesStatus?: (status: number) => boolean;
}

/** Auth's statuses worth another try; its other answers are final. */
const AUTH_RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** The policy's answer for a request to Auth, the one service with its own rule. */
function retriesStatusFor(input: RequestInfo | URL): RetryPolicy['retriesStatus'] {
  const url = input instanceof Request ? input.url : String(input);
  return /\/auth\/v1\//.test(url) ? (status) => AUTH_RETRYABLE_STATUSES.has(status) : undefined;
}

export interface RetryingFetchOptions extends RetryPolicy {
  fetch?: typeof fetch;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `attempt` under the policy. Each attempt gets a signal that aborts on its timeout or on
 * the caller's `signal`; the caller's own abort is not a network failure and is not retried.
 */
export async function withRetries(
  attempt: (signal: AbortSignal) => Promise<Response>,
  options: RetryPolicy & { signal?: AbortSignal | null } = {},
): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? TIMING.requestTimeoutMs;
  const retries = options.retries ?? TIMING.requestRetries;
  const networkRetryDelayMs = options.networkRetryDelayMs ?? TIMING.networkRetryDelayMs;

  async function timedAttempt(): Promise<Response> {
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The request timed out.', 'TimeoutError')),
      timeoutMs,
    );
    try {
      return await attempt(options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  for (let retry = 0; ; retry++) {
    let response: Response;
    try {
      response = await timedAttempt();
    } catch (error) {
      if (options.signal?.aborted || retry >= retries) throw error;
      await delay(networkRetryDelayMs);
      continue;
    }
    if (response.ok || retry >= retries || options.retriesStatus?.(response.status) === false) return response;
    await response.body?.cancel().catch(() => undefined);
  }
}

export function createRetryingFetch(options: RetryingFetchOptions = {}): typeof fetch {
  return function retryingFetch(input, init) {
    const baseFetch = options.fetch ?? globalThis.fetch;
    return withRetries(
      // A Request's body can be read once, so every attempt sends its own copy.
      (signal) => baseFetch(input instanceof Request ? input.clone() : input, { ...init, signal }),
      { retriesStatus: retriesStatusFor(input), ...options, signal: init?.signal },
    );
  };
}

export const retryingFetch: typeof fetch = createRetryingFetch();
