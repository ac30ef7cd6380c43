import { expect } from 'vitest';
import type { TestServer } from './server.ts';

/** A raw request to /rest/v1, for headers and statuses the clients hide; the service key unless told otherwise. */
export async function rest(
  server: TestServer,
  path: string,
  init: RequestInit & { key?: string } = {},
): Promise<{ status: number; headers: Headers; text: string; json: () => unknown }> {
  const { key, headers, ...rest } = init;
  const response = await fetch(`${server.url}/rest/v1/${path}`, {
    ...rest,
    headers: { apikey: key ?? server.serviceRoleKey, ...(headers as Record<string, string> | undefined) },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

/** An error body as PostgREST writes it: details and hint are null unless given. */
export function errorBody(code: string, message: string, more: { details?: string; hint?: string } = {}) {
  return { code, message, details: null, hint: null, ...more };
}

/** The fields of a PostgREST error a test compares, without the client's own additions. */
export function pgrstError(error: { code?: string; message?: string; details?: unknown; hint?: unknown } | null) {
  return error && { code: error.code, message: error.message, details: error.details, hint: error.hint };
}

/**
 * A refusal as PostgREST answers it: the response's status and its whole error, whose details and
 * hint are null unless given.
 */
export function expectRefused(
  response: { status: number; error: Parameters<typeof pgrstError>[0] },
  expected: { status: number; code: string; message: string; details?: string | null; hint?: string | null },
): void {
  expect({ status: response.status, ...pgrstError(response.error) }).toEqual({
    details: null,
    hint: null,
    ...expected,
  });
}
