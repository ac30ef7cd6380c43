import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { errorBody, expectRefused, pgrstError } from './support/rest-helpers.ts';
import { OWNER_A, OWNER_B, REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, signUserToken, useTestServer } from './support/server.ts';

describe('REST under row-level security', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL] });
  const anon = madeBeforeAll(() => server.anon());
  const service = madeBeforeAll(() => server.service());
  const userA = madeBeforeAll(async () => server.withToken(await signUserToken({ sub: OWNER_A })));
  const userB = madeBeforeAll(async () => server.withToken(await signUserToken({ sub: OWNER_B })));

  const bodies = async (client: SupabaseClient) => {
    const { data, error } = await client.from('notes').select('body').order('id');
    expect(error).toBeNull();
    return data?.map((note) => note.body);
  };

  it('shows each role what its grants and policies allow', async () => {
    expect(await bodies(userA)).toEqual(['a first', 'a second']);
    expect(await bodies(userB)).toEqual(['b only']);
    expect(await bodies(service)).toEqual(['a first', 'a second', 'b only']);

    const refused = await anon.from('notes').select();
    expectRefused(refused, { status: 401, code: '42501', message: 'permission denied for table notes' });
  });

  it('fills defaults from the caller: auth.uid() and request.headers', async () => {
    const { data, error } = await userB
      .from('notes')
      .insert({ body: 'b second' })
      .select('owner_id, body, client_ip')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ owner_id: OWNER_B, body: 'b second', client_ip: '127.0.0.1' });
    expect(await bodies(userA)).toEqual(['a first', 'a second']);
  });

  it('refuses rows a policy does not allow with 403 for signed-in users', async () => {
    const { status, error } = await userA.from('notes').insert({ owner_id: OWNER_B, body: 'forged' });
    expect(status).toBe(403);
    expect(pgrstError(error)).toEqual(
      errorBody('42501', 'new row violates row-level security policy for table "notes"'),
    );
    expect(await bodies(service)).not.toContain('forged');
  });

  it("changes and deletes nothing of other users' rows", async () => {
    const updated = await userA.from('notes').update({ body: 'hijacked' }).eq('body', 'b only').select();
    expect(updated).toMatchObject({ status: 200, data: [] });
    const deleted = await userA.from('notes').delete().eq('body', 'b only').select();
    expect(deleted).toMatchObject({ status: 200, data: [] });
    // A filter that every row passes: only row-level security decides which go.
    const everything = await userA.from('notes').delete().not('body', 'is', null).select('body').order('id');
    expect(everything.data).toEqual([{ body: 'a first' }, { body: 'a second' }]);
    expect(await bodies(service)).toEqual(['b only', 'b second']);
  });

  it('lets visitors insert into a write-only table but never read it back: 401 for anon, 403 for users', async () => {
    const inserted = await anon.from('signups').insert({ email: 'visitor@example.com', course_id: 1 });
    expect(inserted).toMatchObject({ status: 201, error: null });

    const readBack = await anon.from('signups').insert({ email: 'again@example.com' }).select();
    expect(readBack.status).toBe(401);
    expect(readBack.error?.code).toBe('42501');
    const asUser = await userA.from('signups').insert({ email: 'user@example.com' }).select();
    expect(asUser.status).toBe(403);
    expect(asUser.error?.code).toBe('42501');

    const rows = await service.from('signups').select('email').order('id');
    expect(rows.data).toEqual([{ email: 'visitor@example.com' }]);
  });

  it('accepts the new-style keys and the bare apikey header as their roles', async () => {
    const publishable = await fetch(`${server.url}/rest/v1/notes?select=body`, {
      headers: {
        apikey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
        Authorization: 'Bearer sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
      },
    });
    expect(publishable.status).toBe(401);
    const secret = await fetch(`${server.url}/rest/v1/notes?select=body&order=id`, {
      headers: { apikey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz' },
    });
    expect(secret.status).toBe(200);
    expect(await secret.json()).toEqual([{ body: 'b only' }, { body: 'b second' }]);
  });
});
