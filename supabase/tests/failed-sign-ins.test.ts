// Failed sign-ins in the audit trail (supabase/schemas/13_audit.sql): Auth's password
// verification attempt hook, enabled in config.toml and run by the backend as hosted Auth runs it,
// logs each wrong password for an existing account as 'sign_in_failed', naming the account tried,
// and changes nothing else about the sign-in. Through supabase-js, as the admin signs in.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffAccount } from '../../scripts/lib/staff-accounts.ts';
import { rolesThatMayExecute, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('failed sign-ins in the audit trail', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  const account = () => ({ email: `signin.${randomUUID()}@example.com`, password: 'signin1234' });
  const auth = () =>
    createClient(db.server.url, db.server.anonKey, { auth: { persistSession: false, autoRefreshToken: false } }).auth;
  const entriesOf = (id: string) =>
    db.sql(
      `select action, actor_id, actor_email, actor_role, table_name, record_id, details
       from public.audit_log where actor_id = $1 order by id`,
      [id],
    );
  const signInEntries = async () =>
    (
      await db.sql<{ n: number }>(
        `select count(*)::int as n from public.audit_log where action in ('sign_in', 'sign_in_failed')`,
      )
    )[0]?.n;

  it('logs a wrong password for a staff account once, naming it, and refuses it as usual', async () => {
    const office = account();
    const { id } = await ensureStaffAccount(db.server.db, office, 'admissions');
    const { data, error } = await auth().signInWithPassword({ email: office.email, password: 'not-her-password1' });
    expect(data.session).toBeNull();
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(await entriesOf(id)).toEqual([
      {
        action: 'sign_in_failed',
        actor_id: id,
        actor_email: office.email,
        actor_role: 'admissions',
        table_name: null,
        record_id: null,
        details: { method: 'password' },
      },
    ]);
  });

  it('logs a right password as a sign-in, and no failure', async () => {
    const editor = account();
    const { id } = await ensureStaffAccount(db.server.db, editor, 'editor');
    expect((await auth().signInWithPassword(editor)).error).toBeNull();
    expect(await entriesOf(id)).toEqual([
      expect.objectContaining({ action: 'sign_in', actor_email: editor.email, actor_role: 'editor' }),
    ]);
  });

  it('names an account without a staff role too, with no role', async () => {
    const former = account();
    const { id } = await ensureStaffAccount(db.server.db, former, null);
    expect((await auth().signInWithPassword({ ...former, password: 'a-wrong-guess1' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(await entriesOf(id)).toEqual([
      expect.objectContaining({ action: 'sign_in_failed', actor_email: former.email, actor_role: null }),
    ]);
  });

  it('logs nothing for an address that has no account', async () => {
    const before = await signInEntries();
    const { error } = await auth().signInWithPassword({ email: `nobody.${randomUUID()}@example.com`, password: 'x1' });
    expect(error?.code).toBe('invalid_credentials');
    expect(await signInEntries()).toBe(before);
  });

  it('may be called by Auth only, not by any caller of the API', async () => {
    expect(await rolesThatMayExecute(db, 'public.password_verification_attempt_hook(jsonb)')).toEqual([
      'supabase_auth_admin',
    ]);
    const { id } = await ensureStaffAccount(db.server.db, account(), 'administrator');
    for (const caller of ['visitor', 'user', 'admin', 'service'] as const) {
      const { error } = await db
        .client(caller)
        .rpc('password_verification_attempt_hook', { event: { user_id: id, valid: false } });
      expect(error?.code).toBe('42501');
    }
    expect(await entriesOf(id)).toEqual([]);
  });

  it("lets Auth's role add sign-ins and failed sign-ins to the trail, and nothing else", async () => {
    const insertAsAuth = (action: string) =>
      db.server.db.transaction(async (tx) => {
        await tx.query('set local role supabase_auth_admin');
        await tx.query('insert into public.audit_log (action) values ($1)', [action]);
      });
    await expect(insertAsAuth('export')).rejects.toThrow(/row-level security/);
    await expect(insertAsAuth('read')).rejects.toThrow(/row-level security/);
    await expect(insertAsAuth('sign_in_failed')).resolves.toBeUndefined();
  });
});
