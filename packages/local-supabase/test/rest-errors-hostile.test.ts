import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../src/config.ts';
import { errorBody, expectRefused, pgrstError, rest } from './support/rest-helpers.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, signUserToken, useTestServer } from './support/server.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('REST errors and hostile input', () => {
  const logged: string[] = [];
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL], log: (line) => logged.push(line) });
  const db = madeBeforeAll(() => server.service());

  const courseCount = async () =>
    (await server.db.query<{ n: number }>('select count(*)::int as n from public.courses')).rows[0]?.n;

  it('passes constraint violations through with PostgREST statuses', async () => {
    const foreignKey = await db.from('courses').insert({ title: 'Orphan', program_id: 999 });
    expectRefused(foreignKey, {
      status: 409,
      code: '23503',
      message: 'insert or update on table "courses" violates foreign key constraint "courses_program_id_fkey"',
      details: 'Key (program_id)=(999) is not present in table "programs".',
    });

    const unique = await db.from('programs').insert({ name: 'Theology' });
    expectRefused(unique, {
      status: 409,
      code: '23505',
      message: 'duplicate key value violates unique constraint "programs_name_key"',
      details: 'Key (name)=(Theology) already exists.',
    });

    const notNull = await db.from('courses').insert({ program_id: 1 });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');

    const check = await db.from('signups').insert({ email: 'no-at-sign' });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');

    const badInput = await db.from('courses').select().eq('id', 'abc');
    expectRefused(badInput, { status: 400, code: '22P02', message: 'invalid input syntax for type integer: "abc"' });

    const deleteReferenced = await db.from('programs').delete().eq('id', 1);
    expect(deleteReferenced.status).toBe(409);
    expect(deleteReferenced.error?.code).toBe('23503');
  });

  it('reports unknown tables (404 PGRST205) and columns (400 42703)', async () => {
    const table = await db.from('nope').select();
    expectRefused(table, {
      status: 404,
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    for (const query of [
      db.from('courses').select('nope'),
      db.from('courses').select().eq('nope', 1),
      db.from('courses').select().order('nope'),
      db.from('courses').select().or('nope.eq.1,id.eq.1'),
    ]) {
      const { status, error } = await query;
      expect(status).toBe(400);
      expect(pgrstError(error)).toEqual(errorBody('42703', 'column courses.nope does not exist'));
    }
  });

  it('reports malformed parameters as 400 PGRST100', async () => {
    for (const path of [
      'courses?select=id,',
      'courses?select=id)',
      'courses?select=title::text;drop table courses',
      'courses?select=programs(name',
      'courses?id=xx.1',
      'courses?id=',
      'courses?id=in.1,2',
      'courses?or=(id.eq.1',
      'courses?or=id.eq.1',
      'courses?order=id.sideways',
      'courses?limit=abc',
      'courses?offset=-1',
      'courses?search=fts(english%27);drop table courses;--).x',
      `courses?or=(${'or('.repeat(1500)}id.eq.1${')'.repeat(1500)})`,
      `courses?select=${'programs('.repeat(1000)}id${')'.repeat(1000)}`,
    ]) {
      const response = await rest(server, path);
      expect(response.status, path.slice(0, 80)).toBe(400);
      expect((response.json() as { code: string }).code, path.slice(0, 80)).toBe('PGRST100');
    }
  });

  it('never interpolates names: SQL in identifiers, paths, functions and casts is refused', async () => {
    const hostile = [
      'courses;drop table courses',
      'courses?select=id;drop table courses',
      'courses?select="id;drop table courses"',
      'courses?select=id,(select 1)',
      'courses?select=pg_sleep(1)',
      'courses?select=id::int;drop',
      'courses?select=id::pg_catalog.int4',
      'courses?order=id;drop table courses',
      'courses?order=(select 1)',
      'courses?id;drop table courses=eq.1',
      'courses?metadata->>a%27b=eq.1',
      "courses?metadata->>'a'=eq.1",
      'courses?id=eq.1;drop table courses',
      'courses?id=in.(1,2));drop table courses;--',
      'courses?select=*,programs!inner;drop(*)',
      'rpc/add;drop table courses',
      'rpc/pg_sleep?seconds=1',
      'rpc/..%2Fcourses',
      'pg_catalog.pg_authid',
      'auth.users',
      '%22courses%22',
      'courses?select=id&limit=99999999999999999999',
      'courses?columns=id;drop&select=id',
    ];
    for (const path of hostile) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
        // A write that got through to the table would fail on the key, so no request can change data.
        const response = await rest(server, path, {
          method,
          headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify({ title: 'x', program_id: 999 }) }),
        });
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        expect(JSON.parse(response.text), `${method} ${path}`).toHaveProperty('code');
      }
    }
    expect(await courseCount()).toBe(5);
    expect(logged.filter((line) => line.includes('unexpected error'))).toEqual([]);
  });

  it('treats SQL in values as data, for every method', async () => {
    for (const value of ["'); drop table courses; --", '1 or 1=1', '*/ select 1 /*', '$1', '\\x00']) {
      const path = `courses?title=eq.${encodeURIComponent(value)}`;
      expect((await rest(server, path)).json(), path).toEqual([]);
      for (const method of ['PATCH', 'DELETE']) {
        const response = await rest(server, path, {
          method,
          headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
          ...(method === 'PATCH' ? { body: JSON.stringify({ summary: 'changed' }) } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(200);
        expect(response.json(), `${method} ${path}`).toEqual([]);
      }
    }
    expect(await courseCount()).toBe(5);
  });

  it('refuses hostile headers and bodies without a 500', async () => {
    const cases: [string, RequestInit][] = [
      ['courses', { headers: { Accept: 'application/xml' } }],
      ['courses', { headers: { Range: 'bytes=0-99' } }],
      ['courses', { headers: { Range: '9-1' } }],
      ['courses', { headers: { Prefer: 'count=exact; drop table courses, return=nonsense' } }],
      [
        'courses',
        { method: 'POST', body: '{"__proto__": {"polluted": true}}', headers: { 'Content-Type': 'application/json' } },
      ],
      [
        'courses',
        {
          method: 'POST',
          body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
          headers: { 'Content-Type': 'application/json' },
        },
      ],
      ['courses?id=eq.1', { method: 'PATCH', body: '[1,2]', headers: { 'Content-Type': 'application/json' } }],
      [
        'rpc/add',
        { method: 'POST', body: '{"a": "1; drop table courses"}', headers: { 'Content-Type': 'application/json' } },
      ],
      ['rpc/add', { method: 'POST', body: '{"a": {"nested": true}}', headers: { 'Content-Type': 'application/json' } }],
      ['courses', { method: 'PURGE' }],
    ];
    for (const [path, init] of cases) {
      const response = await rest(server, path, init);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(500);
    }
    expect(await courseCount()).toBe(5);
    expect(logged.filter((line) => line.includes('unexpected error'))).toEqual([]);
  });

  describe('tokens that do not verify are refused with 401 and no data', () => {
    const cases: [string, () => Promise<string>][] = [
      ['not a JWT', async () => 'garbage'],
      ['two parts', async () => 'abc.def'],
      ['expired', () => signUserToken({ sub: '00000000-0000-4000-8000-000000000001' }, { expiresIn: -60 })],
      [
        'signed with another secret',
        () =>
          signUserToken(
            { sub: '00000000-0000-4000-8000-000000000001' },
            { secret: 'another-secret-another-secret-another-secret' },
          ),
      ],
      ['alg none', async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role' })}.`],
      [
        'a role the API never switches to',
        async () =>
          new SignJWT({ role: 'postgres' })
            .setProtectedHeader({ alg: 'HS256' })
            .setExpirationTime('1h')
            .sign(new TextEncoder().encode(LOCAL_JWT_SECRET)),
      ],
    ];
    for (const [name, token] of cases) {
      it(name, async () => {
        const client = server.withToken(await token());
        const read = await client.from('courses').select();
        expect(read.status).toBe(401);
        expect(read.data).toBeNull();
        expect(read.error?.code).toMatch(/^(PGRST30[123]|22023)$/);
        const write = await client.from('courses').delete().gt('id', 0);
        expect(write.status).toBe(401);
        const call = await client.rpc('whoami');
        expect(call.status).toBe(401);
        expect(await courseCount()).toBe(5);
      });
    }

    it('names the failure as PostgREST does', async () => {
      const expired = await server
        .withToken(await signUserToken({ sub: '00000000-0000-4000-8000-000000000001' }, { expiresIn: -60 }))
        .from('courses')
        .select();
      expect(pgrstError(expired.error)).toEqual(errorBody('PGRST303', 'JWT expired'));
      const missing = await rest(server, 'courses', { key: '' });
      expect(missing.status).toBe(401);
      const basic = await fetch(`${server.url}/rest/v1/courses`, { headers: { Authorization: 'Basic abc' } });
      expect(basic.status).toBe(401);
      expect(basic.headers.get('www-authenticate')).toContain('Bearer');
    });
  });
});
