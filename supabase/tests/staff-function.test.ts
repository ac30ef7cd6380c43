// The `staff` Edge Function under Deno, served by the local backend at
// /functions/v1/staff and called as the admin calls it, with supabase.functions.invoke and a signed-in
// administrator's session: invite (the e-mail's link sets her password and she signs in with her
// role), change a role, disable and enable, send a password link; never the last administrator,
// never her own administrator role, never anyone but an administrator.
import { randomUUID } from 'node:crypto';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffAccount } from '../../scripts/lib/staff-accounts.ts';
import { withText } from './support/rendered-mail.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

describe('the staff function', () => {
  let db: SeminaryServer;
  let head: SupabaseClient;
  let headId = '';

  async function signedIn(email: string, password: string): Promise<SupabaseClient> {
    const client = createClient(db.server.url, db.server.anonKey, options);
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return client;
  }

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
    const account = { email: `head.${randomUUID()}@example.com`, password: 'head12345' };
    headId = (await ensureStaffAccount(db.server.db, account, 'administrator')).id;
    head = await signedIn(account.email, account.password);
  }, 120_000);
  afterAll(() => db.close());

  /** The function's answer: its JSON and status, whether it succeeded or refused. */
  async function call(
    client: SupabaseClient,
    body: object,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const { data, error } = await client.functions.invoke('staff', { body });
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      return { status: response.status, body: await response.json() };
    }
    if (error) throw error;
    return { status: 200, body: data };
  }

  const newestMailTo = async (email: string) =>
    (
      await db.sql<{ kind: string; language: string; parameters: unknown }>(
        `select kind, language, parameters from public.mail_outbox where $1 = any(to_addresses) order by id desc limit 1`,
        [email],
      )
    ).map(withText)[0];

  /** What she does with the e-mail's link: opens it, lands on set-password signed in, sets her password. */
  async function setPasswordThroughMail(email: string, password: string) {
    const link = (await newestMailTo(email))?.body_text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
    expect(link).toBeDefined();
    const opened = await fetch(String(link), { redirect: 'manual' });
    const landing = new URL(opened.headers.get('location') ?? '');
    expect(landing.pathname).toBe('/admin/set-password');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    const client = createClient(db.server.url, db.server.anonKey, options);
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    expect((await client.auth.updateUser({ password })).error).toBeNull();
  }

  const claimsOf = async (client: SupabaseClient) => {
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  };

  it('invites a colleague: her account, her role, and an e-mail whose link sets her password', async () => {
    const email = `new.editor.${randomUUID()}@example.com`;
    const invited = await call(head, { action: 'invite', email: email.toUpperCase(), role: 'editor' });
    expect(invited).toMatchObject({ status: 200, body: { user_id: expect.any(String) } });
    const mail = await newestMailTo(email);
    expect(mail).toMatchObject({ kind: 'staff_invite', subject: expect.stringContaining('You are invited') });
    expect(mail?.body_text).toContain('as an editor');

    await setPasswordThroughMail(email, 'chosen1234');
    const editor = await signedIn(email, 'chosen1234');
    expect(await claimsOf(editor)).toMatchObject({ staff_role: 'editor' });

    // An editor may not use the function.
    expect(await call(editor, { action: 'list' })).toEqual({
      status: 403,
      body: { error: 'Only administrators manage staff accounts.', code: 'staff_administrators_only' },
    });
    expect(await call(head, { action: 'invite', email, role: 'admissions' })).toMatchObject({
      status: 409,
      body: { code: 'staff_already_member' },
    });
    expect(await call(head, { action: 'promote' })).toMatchObject({
      status: 400,
      body: { code: 'staff_action_unknown' },
    });
  }, 120_000);

  it('lists the staff a page at a time with their roles', async () => {
    const listed = await call(head, { action: 'list' });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, page_size: 25, total: expect.any(Number) });
    expect(listed.body.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: headId, role: 'administrator', disabled: false })]),
    );
  });

  it('never takes away the last administrator, nor her own administrator role', async () => {
    expect(await call(head, { action: 'set_role', user_id: headId, role: 'editor' })).toEqual({
      status: 409,
      body: {
        error: 'You cannot give up your own administrator role; ask another administrator.',
        code: 'staff_own_administrator_role',
      },
    });
    expect(await call(head, { action: 'disable', user_id: headId })).toMatchObject({ status: 409 });
    // Nor through the database itself, whoever writes.
    await expect(db.sql(`update public.staff_roles set role = 'editor' where user_id = $1`, [headId])).rejects.toThrow(
      /at least one administrator/,
    );
  });

  it('changes a role, disables and enables an account, and sends a password link', async () => {
    const account = { email: `office.${randomUUID()}@example.com`, password: 'office1234' };
    const { id } = await ensureStaffAccount(db.server.db, account, 'editor');
    expect(await call(head, { action: 'set_role', user_id: id, role: 'admissions' })).toEqual({
      status: 200,
      body: { user_id: id, role: 'admissions' },
    });
    expect(await claimsOf(await signedIn(account.email, account.password))).toMatchObject({ staff_role: 'admissions' });

    expect(await call(head, { action: 'disable', user_id: id })).toMatchObject({
      status: 200,
      body: { disabled: true },
    });
    const refused = await createClient(db.server.url, db.server.anonKey, options).auth.signInWithPassword(account);
    expect(refused.error).toMatchObject({ code: 'user_banned' });
    expect(await call(head, { action: 'enable', user_id: id })).toMatchObject({
      status: 200,
      body: { disabled: false },
    });
    await signedIn(account.email, account.password);

    expect(await call(head, { action: 'send_password', user_id: id })).toMatchObject({ status: 200 });
    expect(await newestMailTo(account.email)).toMatchObject({ kind: 'staff_password' });
    await setPasswordThroughMail(account.email, 'renewed1234');
    await signedIn(account.email, 'renewed1234');
  }, 60_000);

  it.each([
    [{ action: 'invite', email: 'not an address', role: 'editor' }, 400],
    [{ action: 'invite', email: 'a@example.com', role: 'principal' }, 400],
    [{ action: 'set_role', user_id: 'x', role: 'editor' }, 400],
    [{ action: 'set_role', user_id: randomUUID(), role: 'editor' }, 404],
    [{ action: 'explode' }, 400],
  ])('refuses %o with %i', async (body, status) => {
    expect((await call(head, body)).status).toBe(status);
  });

  it('refuses a caller without a session', async () => {
    const visitor = createClient(db.server.url, db.server.anonKey, options);
    expect((await call(visitor, { action: 'list' })).status).toBe(401);
  });
});
