// Staff roles (supabase/schemas/02_staff_roles.sql): the custom access token hook puts the role of
// public.staff_roles in Auth's tokens as `staff_role`; only Auth may call it; the role table is the
// administrators' to read; and a token's app_metadata no longer makes anyone an administrator.
// What each role may do to every table, bucket and function is in access-matrix.test.ts.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUserToken } from '../../packages/local-supabase/test/support/server.ts';
import { ensureStaffAccount } from '../../scripts/lib/staff-accounts.ts';
import { rolesThatMayExecute, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('staff roles', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  async function staffMember(role: 'administrator' | 'editor' | 'admissions' | null) {
    const id = randomUUID();
    await db.sql(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, '{}', '{}')`,
      [id, `${id}@example.com`],
    );
    if (role) await db.sql('insert into public.staff_roles (user_id, role) values ($1, $2)', [id, role]);
    return id;
  }

  /** The hook as Auth calls it: as supabase_auth_admin, with the claims it is about to sign. */
  const runHook = (event: object) =>
    db.server.db.transaction(async (tx) => {
      await tx.query('set local role supabase_auth_admin');
      const { rows } = await tx.query<{ result: { claims: Record<string, unknown> } }>(
        'select public.custom_access_token_hook($1::jsonb) as result',
        [JSON.stringify(event)],
      );
      return rows[0]?.result;
    });

  it('adds the role to the claims of a staff member, and takes a forged one off anyone else', async () => {
    const editor = await staffMember('editor');
    const claims = { sub: editor, role: 'authenticated', aal: 'aal1', app_metadata: { provider: 'email' } };
    expect(await runHook({ user_id: editor, claims, authentication_method: 'password' })).toEqual({
      user_id: editor,
      claims: { ...claims, staff_role: 'editor' },
      authentication_method: 'password',
    });

    const stranger = await staffMember(null);
    const forged = { sub: stranger, role: 'authenticated', staff_role: 'administrator' };
    expect((await runHook({ user_id: stranger, claims: forged }))?.claims).toEqual({
      sub: stranger,
      role: 'authenticated',
    });
  });

  it('follows a changed role at the next token', async () => {
    const id = await staffMember('admissions');
    await db.sql(`update public.staff_roles set role = 'administrator' where user_id = $1`, [id]);
    expect((await runHook({ user_id: id, claims: { sub: id } }))?.claims).toMatchObject({
      staff_role: 'administrator',
    });
    // The only administrator's account cannot go (supabase/schemas/02_staff_roles.sql); once there is another, hers can,
    // and her role goes with it.
    await expect(db.sql('delete from auth.users where id = $1', [id])).rejects.toThrow(/at least one administrator/);
    await staffMember('administrator');
    await db.sql('delete from auth.users where id = $1', [id]);
    expect(await db.sql('select 1 from public.staff_roles where user_id = $1', [id])).toEqual([]);
  });

  it("puts the role in the tokens Auth issues at sign-in and refresh, as config.toml's hook says", async () => {
    const account = { email: `editor.${randomUUID()}@example.com`, password: 'editor1234' };
    const { id } = await ensureStaffAccount(db.server.db, account, 'editor');
    const auth = createClient(db.server.url, db.server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }).auth;
    const claims = (token: string | undefined) =>
      JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;

    const signedIn = await auth.signInWithPassword(account);
    expect(signedIn.error).toBeNull();
    expect(claims(signedIn.data.session?.access_token)).toMatchObject({ sub: id, staff_role: 'editor' });

    await db.sql(`update public.staff_roles set role = 'admissions' where user_id = $1`, [id]);
    const refreshed = await auth.refreshSession();
    expect(claims(refreshed.data.session?.access_token)).toMatchObject({ staff_role: 'admissions' });

    await db.sql('delete from public.staff_roles where user_id = $1', [id]);
    const removed = await auth.refreshSession();
    expect(claims(removed.data.session?.access_token)).not.toHaveProperty('staff_role');
  });

  it('may be called by Auth only', async () => {
    expect(await rolesThatMayExecute(db, 'public.custom_access_token_hook(jsonb)')).toEqual(['supabase_auth_admin']);
    expect((await db.admin.rpc('custom_access_token_hook', { event: {} })).error).not.toBeNull();
  });

  it('lets administrators read the roles, and nobody write them through the API', async () => {
    const id = await staffMember('editor');
    expect((await db.admin.from('staff_roles').select('role').eq('user_id', id)).data).toEqual([{ role: 'editor' }]);
    expect((await db.editor.from('staff_roles').select('role')).data).toEqual([]);
    expect((await db.admissions.from('staff_roles').select('role')).data).toEqual([]);
    expect((await db.visitor.from('staff_roles').select('role')).error).toMatchObject({ code: '42501' });
    expect(
      (await db.admin.from('staff_roles').update({ role: 'administrator' }).eq('user_id', id)).error,
    ).toMatchObject({ code: '42501' });
    expect((await db.admin.from('staff_roles').insert({ user_id: randomUUID(), role: 'editor' })).error).toMatchObject({
      code: '42501',
    });
  });

  it("no longer takes a token's app_metadata role for an administrator", async () => {
    const token = await signUserToken({ sub: randomUUID(), app_metadata: { role: 'admin' } });
    const formerAdmin = createClient(db.server.url, db.server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    expect((await formerAdmin.from('registrations').select('id')).data).toEqual([]);
    expect((await formerAdmin.rpc('get_site_publish_state')).error).toMatchObject({ code: '42501' });
  });
});
