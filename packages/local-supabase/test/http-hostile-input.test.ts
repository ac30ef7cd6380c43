import { describe, expect, it } from 'vitest';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { useTestServer } from './support/server.ts';
import { STORAGE_FIXTURE_SQL } from './support/storage-fixtures.ts';

type Shape = 'rest' | 'auth' | 'storage';

interface Case {
  name: string;
  shape: Shape;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const json = { 'content-type': 'application/json' };

/** What a hostile visitor sends; every answer must be a 4xx in the API's own error shape. */
const CASES: Case[] = [
  {
    name: 'REST insert of 100,000 nested arrays',
    shape: 'rest',
    path: 'rest/v1/notes',
    method: 'POST',
    headers: json,
    body: deep(100_000),
  },
  {
    name: 'REST insert of a deeply nested object',
    shape: 'rest',
    path: 'rest/v1/notes',
    method: 'POST',
    headers: json,
    body: `{"body":${deepObject(50_000)}}`,
  },
  {
    name: 'REST RPC with 100,000 nested arrays',
    shape: 'rest',
    path: 'rest/v1/rpc/echo',
    method: 'POST',
    headers: json,
    body: `{"payload":${deep(100_000)}}`,
  },
  {
    name: 'REST invalid JSON',
    shape: 'rest',
    path: 'rest/v1/programs',
    method: 'POST',
    headers: json,
    body: '{"name": ',
  },
  {
    name: 'REST body that is not JSON under a JSON type',
    shape: 'rest',
    path: 'rest/v1/programs',
    method: 'POST',
    headers: json,
    body: '\u0000\u0001binary',
  },
  {
    name: 'REST insert with a form content type',
    shape: 'rest',
    path: 'rest/v1/programs',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'name=x',
  },
  { name: 'REST malformed uuid in a filter', shape: 'rest', path: 'rest/v1/notes?owner=eq.not-a-uuid' },
  { name: 'REST malformed uuid in RPC arguments', shape: 'rest', path: 'rest/v1/rpc/whoami?x=eq.zzz' },
  { name: 'REST huge offset', shape: 'rest', path: 'rest/v1/programs?offset=100000000000000000000' },
  { name: 'REST negative limit', shape: 'rest', path: 'rest/v1/programs?limit=-1' },
  { name: 'REST NaN limit', shape: 'rest', path: 'rest/v1/programs?limit=NaN' },
  { name: 'REST integer overflow in a filter', shape: 'rest', path: 'rest/v1/programs?id=eq.99999999999999999999999' },
  {
    name: 'REST unknown function',
    shape: 'rest',
    path: 'rest/v1/rpc/no_such_function',
    method: 'POST',
    headers: json,
    body: '{}',
  },
  {
    name: 'REST RPC with a wrongly typed argument',
    shape: 'rest',
    path: 'rest/v1/rpc/add',
    method: 'POST',
    headers: json,
    body: '{"a":"x"}',
  },
  {
    name: 'Auth sign-in with 100,000 nested arrays',
    shape: 'auth',
    path: 'auth/v1/token?grant_type=password',
    method: 'POST',
    headers: json,
    body: deep(100_000),
  },
  {
    name: 'Auth invalid JSON',
    shape: 'auth',
    path: 'auth/v1/token?grant_type=password',
    method: 'POST',
    headers: json,
    body: '{"email":',
  },
  {
    name: 'Auth recovery with a wrongly typed email',
    shape: 'auth',
    path: 'auth/v1/recover',
    method: 'POST',
    headers: json,
    body: '{"email":{"$ne":null}}',
  },
  {
    name: 'Auth verify with a nested token',
    shape: 'auth',
    path: 'auth/v1/verify',
    method: 'POST',
    headers: json,
    body: `{"type":"recovery","token_hash":${deep(10_000)}}`,
  },
  {
    name: 'Storage list offset 1e20',
    shape: 'storage',
    path: 'storage/v1/object/list/docs',
    method: 'POST',
    headers: json,
    body: '{"prefix":"","offset":1e20}',
  },
  {
    name: 'Storage list negative limit',
    shape: 'storage',
    path: 'storage/v1/object/list/docs',
    method: 'POST',
    headers: json,
    body: '{"prefix":"","limit":-5}',
  },
  {
    name: 'Storage list NaN limit',
    shape: 'storage',
    path: 'storage/v1/object/list/docs',
    method: 'POST',
    headers: json,
    body: '{"prefix":"","limit":"NaN"}',
  },
  {
    name: 'Storage list with 100,000 nested arrays',
    shape: 'storage',
    path: 'storage/v1/object/list/docs',
    method: 'POST',
    headers: json,
    body: deep(100_000),
  },
  {
    name: 'Storage sign with a huge expiry',
    shape: 'storage',
    path: 'storage/v1/object/sign/docs/a.txt',
    method: 'POST',
    headers: json,
    body: '{"expiresIn":1e300}',
  },
  {
    name: 'Storage invalid JSON',
    shape: 'storage',
    path: 'storage/v1/object/list/docs',
    method: 'POST',
    headers: json,
    body: '{"prefix":',
  },
  {
    name: 'Storage upload with a list of types',
    shape: 'storage',
    path: 'storage/v1/object/docs/x.png',
    method: 'POST',
    headers: { 'content-type': 'image/png;,image/svg+xml' },
    body: 'x',
  },
  {
    name: 'Storage multipart without a boundary',
    shape: 'storage',
    path: 'storage/v1/object/docs/y.png',
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data' },
    body: 'x',
  },
];

function expectShape(shape: Shape, body: Record<string, unknown>): void {
  if (shape === 'rest') expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  if (shape === 'auth') expect(body).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  if (shape === 'storage') {
    expect(body).toMatchObject({
      statusCode: expect.any(String),
      error: expect.any(String),
      message: expect.any(String),
    });
  }
}

describe('hostile input answers 4xx in each API’s error shape, never 5xx', () => {
  const logged: string[] = [];
  const server = useTestServer({
    extraSql: [REST_SCHEMA_SQL, STORAGE_FIXTURE_SQL],
    log: (line) => logged.push(line),
  });

  it.each(CASES)('$name', async ({ shape, path, method, headers, body }) => {
    const response = await fetch(`${server.url}/${path}`, {
      method: method ?? 'GET',
      headers: {
        apikey: server.serviceRoleKey,
        authorization: `Bearer ${server.serviceRoleKey}`,
        ...headers,
      },
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(response.status, text.slice(0, 300)).toBeLessThan(500);
    expectShape(shape, JSON.parse(text));
  });

  it('answers headers too large with 431 before any route runs', async () => {
    const response = await fetch(`${server.url}/rest/v1/programs`, {
      headers: { apikey: server.serviceRoleKey, 'x-filler': 'a'.repeat(100_000) },
    });
    expect(response.status).toBe(431);
  });

  it('logged no unexpected error', () => {
    expect(logged.filter((line) => /unexpected|unhandled|storage error/.test(line))).toEqual([]);
  });
});
