import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetryingFetch, withRetries } from '../src/retrying-fetch.ts';

function respond(status: number, body = `status ${status}`): Response {
  return new Response(body, { status });
}

/** A fetch that never answers on its own and rejects when its signal aborts, as fetch does. */
function hangingFetch(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason));
  });
}

// Every case runs on fake timers: the waits between attempts are advanced, not waited for.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRetryingFetch', () => {
  it('returns the first OK response without retrying', async () => {
    const base = vi.fn(async () => respond(200, 'ok'));
    const response = await createRetryingFetch({ fetch: base })('https://example.test/rest/v1/courses');
    expect(await response.text()).toBe('ok');
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('retries a non-OK response immediately, up to 3 times, and returns the last response', async () => {
    const statuses = [500, 503, 502, 504];
    const base = vi.fn(async () => respond(statuses[base.mock.calls.length - 1] ?? 200));
    const response = await createRetryingFetch({ fetch: base })('https://example.test/x');
    expect(base).toHaveBeenCalledTimes(4);
    expect(response.status).toBe(504);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops retrying once a response is OK', async () => {
    const base = vi.fn(async () => respond(base.mock.calls.length < 3 ? 400 : 201));
    const response = await createRetryingFetch({ fetch: base })('https://example.test/x', { method: 'POST' });
    expect(response.status).toBe(201);
    expect(base).toHaveBeenCalledTimes(3);
  });

  it("returns Auth's refusals at once, as final (spec 8): a wrong password is asked once", async () => {
    const base = vi.fn(async () => respond(400, '{"code":"invalid_credentials"}'));
    const response = await createRetryingFetch({ fetch: base })(
      'https://example.test/auth/v1/token?grant_type=password',
      { method: 'POST', body: '{}' },
    );
    expect(response.status).toBe(400);
    expect(base).toHaveBeenCalledTimes(1);
  });

  it("retries Auth's 502, 503 and 504, and not its 429 or 500", async () => {
    const statuses = [502, 503, 504, 200];
    const gateway = vi.fn(async () => respond(statuses[gateway.mock.calls.length - 1] ?? 200));
    expect((await createRetryingFetch({ fetch: gateway })('https://example.test/auth/v1/user')).status).toBe(200);
    expect(gateway).toHaveBeenCalledTimes(4);
    for (const status of [429, 500]) {
      const base = vi.fn(async () => respond(status));
      expect((await createRetryingFetch({ fetch: base })('https://example.test/auth/v1/token')).status).toBe(status);
      expect(base).toHaveBeenCalledTimes(1);
    }
  });

  it('waits 1 s after a network failure before retrying', async () => {
    const base = vi.fn(async () => {
      if (base.mock.calls.length === 1) throw new TypeError('fetch failed');
      return respond(200);
    });
    const pending = createRetryingFetch({ fetch: base })('https://example.test/x');
    await vi.advanceTimersByTimeAsync(999);
    expect(base).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('throws the last network failure after 3 retries', async () => {
    const base = vi.fn(async () => {
      throw new TypeError(`fetch failed ${base.mock.calls.length}`);
    });
    const pending = createRetryingFetch({ fetch: base })('https://example.test/x');
    const outcome = expect(pending).rejects.toThrow('fetch failed 4');
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
    expect(base).toHaveBeenCalledTimes(4);
  });

  it('aborts an attempt after 15 s and retries it as a network failure', async () => {
    const base = vi.fn(async (_input: unknown, init?: RequestInit) =>
      base.mock.calls.length === 1 ? hangingFetch(init?.signal) : respond(200),
    );
    const pending = createRetryingFetch({ fetch: base })('https://example.test/x');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(base).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).status).toBe(200);
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the caller aborts', async () => {
    const controller = new AbortController();
    const base = vi.fn(async (_input: unknown, init?: RequestInit) => hangingFetch(init?.signal));
    const pending = createRetryingFetch({ fetch: base })('https://example.test/x', { signal: controller.signal });
    const outcome = expect(pending).rejects.toThrow('caller gave up');
    controller.abort(new Error('caller gave up'));
    await outcome;
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('sends every attempt its own copy of a Request body', async () => {
    const bodies: string[] = [];
    const base = vi.fn(async (input: RequestInfo | URL) => {
      bodies.push(await (input as Request).text());
      return respond(bodies.length < 2 ? 500 : 200);
    });
    const request = new Request('https://example.test/x', { method: 'POST', body: '{"name":"Asha"}' });
    await createRetryingFetch({ fetch: base })(request);
    expect(bodies).toEqual(['{"name":"Asha"}', '{"name":"Asha"}']);
  });
});

describe('withRetries', () => {
  it('runs any kind of request (the progress upload is an XMLHttpRequest) under the same rules', async () => {
    const signals: AbortSignal[] = [];
    const attempt = vi.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      if (signals.length === 1) return hangingFetch(signal);
      if (signals.length === 2) return respond(503);
      return respond(200);
    });
    const pending = withRetries(attempt);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(signals[0]?.reason).toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).status).toBe(200);
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});
