// The audit trail (supabase/schemas/13_audit.sql): every write to content, applications,
// settings and staff with who, when, which record, before and after; exports, opened payment
// screenshots and opened applications (supabase/schemas/13_audit.sql) as the admin reports them; sign-ins as
// Auth's token hook sees them (failed ones: failed-sign-ins.test.ts). Append-only for
// every role through the API; a person's rows are logged without their values, and lose their id
// once erased.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffAccount } from '../../scripts/lib/staff-accounts.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

interface Entry {
  actor_email: string | null;
  actor_role: string | null;
  action: string;
  table_name: string | null;
  record_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown> | null;
}

describe('the audit trail', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  const entriesOf = (table: string, recordId: string) =>
    db.sql<Entry>(
      `select actor_email, actor_role, action, table_name, record_id, before, after, details
       from public.audit_log where table_name = $1 and record_id = $2 order by id`,
      [table, recordId],
    );

  it("records an editor's content writes with who, what, before and after", async () => {
    const { data } = await db.editor
      .from('statistics')
      .insert({ title: 'Graduates', value: 400, icon_name: 'Award' })
      .select('id')
      .single();
    const id = String(data?.id);
    await db.editor.from('statistics').update({ value: 410 }).eq('id', id);
    await db.editor.from('statistics').update({ value: 410 }).eq('id', id);
    await db.editor.from('statistics').delete().eq('id', id);
    const entries = await entriesOf('statistics', id);
    expect(entries.map((e) => [e.action, e.actor_email, e.actor_role])).toEqual([
      ['insert', 'editor@example.com', 'editor'],
      // The second save changed nothing: no entry.
      ['update', 'editor@example.com', 'editor'],
      ['delete', 'editor@example.com', 'editor'],
    ]);
    expect(entries[1]?.before).toMatchObject({ value: 400 });
    expect(entries[1]?.after).toMatchObject({ value: 410 });
  });

  it("keeps a person's data out of it: an application's entries name the changed fields, not their values", async () => {
    const secret = `Secret ${randomUUID()}`;
    const { data } = await db.service
      .from('registrations')
      .insert({ name: secret, email: 'p@example.com', program_interest: 'online' })
      .select('id')
      .single();
    const id = String(data?.id);
    await db.admissions.from('registrations').update({ contacted: true }).eq('id', id);
    const entries = await entriesOf('registrations', id);
    expect(entries.map((e) => [e.action, e.actor_role, e.before, e.after, e.details])).toEqual([
      ['insert', 'service_role', null, null, null],
      ['update', 'admissions', null, null, { changed: ['contacted'] }],
    ]);
    expect(await db.sql('select 1 from public.audit_log a where a::text like $1', [`%${secret}%`])).toEqual([]);

    // Erased, the entries stay (who did what, when) without naming the record.
    expect((await db.admin.rpc('erase_person_data', { enquiry_id: id })).data).toBe(1);
    expect(await db.sql('select 1 from public.audit_log where record_id = $1', [id])).toEqual([]);
    expect(
      (
        await db.sql<{ n: number }>(
          `select count(*)::int as n from public.audit_log where table_name = 'registrations' and record_id is null`,
        )
      )[0]?.n,
    ).toBeGreaterThanOrEqual(2);
  });

  it('takes exports, opened screenshots and opened applications from staff, and nothing else from anyone', async () => {
    const applicationId = randomUUID();
    expect(
      (await db.admissions.rpc('log_staff_access', { action: 'export', table_name: 'student_registrations', rows: 12 }))
        .error,
    ).toBeNull();
    expect(
      (
        await db.admissions.rpc('log_staff_access', {
          action: 'signed_link',
          table_name: 'student_registrations',
          record_id: applicationId,
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await db.admissions.rpc('log_staff_access', {
          action: 'read',
          table_name: 'student_registrations',
          record_id: applicationId,
        })
      ).error,
    ).toBeNull();
    expect(await entriesOf('student_registrations', applicationId)).toEqual([
      expect.objectContaining({ action: 'signed_link', actor_email: 'office@example.com' }),
      expect.objectContaining({ action: 'read', actor_email: 'office@example.com', actor_role: 'admissions' }),
    ]);
    expect(
      (await db.sql(`select details from public.audit_log where action = 'export' order by id desc limit 1`))[0],
    ).toEqual({ details: { rows: 12 } });
    expect(
      (await db.visitor.rpc('log_staff_access', { action: 'export', table_name: 'registrations' })).error,
    ).toMatchObject({
      code: '42501',
    });
    expect(
      (await db.user.rpc('log_staff_access', { action: 'export', table_name: 'registrations' })).error,
    ).toMatchObject({
      code: '42501',
    });
    expect(
      (await db.admissions.rpc('log_staff_access', { action: 'delete', table_name: 'registrations' })).error,
    ).toMatchObject({ code: '22023' });
    // A read is of one record, and of an application or enquiry only.
    for (const report of [
      { action: 'read', table_name: 'registrations' },
      { action: 'read', table_name: 'registrations', record_id: applicationId, rows: 1 },
      { action: 'read', table_name: 'staff_roles', record_id: applicationId },
    ]) {
      expect((await db.admissions.rpc('log_staff_access', report)).error).toMatchObject({ code: '22023' });
    }
    expect(
      (
        await db.visitor.rpc('log_staff_access', {
          action: 'read',
          table_name: 'registrations',
          record_id: applicationId,
        })
      ).error,
    ).toMatchObject({ code: '42501' });
  });

  it('logs each sign-in, from the token hook', async () => {
    const account = { email: `signin.${randomUUID()}@example.com`, password: 'signin1234' };
    const { id } = await ensureStaffAccount(db.server.db, account, 'admissions');
    const auth = createClient(db.server.url, db.server.anonKey, { auth: { persistSession: false } }).auth;
    expect((await auth.signInWithPassword(account)).error).toBeNull();
    await auth.refreshSession();
    expect(
      await db.sql(`select action, actor_email, actor_role, details from public.audit_log where actor_id = $1`, [id]),
    ).toEqual([
      { action: 'sign_in', actor_email: account.email, actor_role: 'admissions', details: { method: 'password' } },
    ]);
  });

  it('is read by administrators only and changed by nobody, the service role included', async () => {
    expect((await db.admin.from('audit_log').select('id').limit(1)).data).toHaveLength(1);
    for (const caller of ['editor', 'admissions', 'user'] as const) {
      expect((await db.client(caller).from('audit_log').select('id')).data).toEqual([]);
    }
    expect((await db.visitor.from('audit_log').select('id')).error).toMatchObject({ code: '42501' });
    for (const caller of ['admin', 'service'] as const) {
      const client = db.client(caller);
      expect((await client.from('audit_log').update({ actor_email: 'x' }).gt('id', 0)).error).toMatchObject({
        code: '42501',
      });
      expect((await client.from('audit_log').delete().gt('id', 0)).error).toMatchObject({ code: '42501' });
      expect((await client.from('audit_log').insert({ action: 'insert' })).error).toMatchObject({ code: '42501' });
    }
    // Not even the database's owner, outside the log's own maintenance.
    await expect(db.sql(`update public.audit_log set actor_email = 'x' where id > 0`)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(db.sql('truncate public.audit_log')).rejects.toThrow(/cannot be changed/);
  });

  it('names the tables it records to administrators: every content table and the tables of admissions, privacy, mail and staff', async () => {
    const { data, error } = await db.admin.rpc('audited_tables');
    expect(error).toBeNull();
    const contentTables = await db.sql<{ table_name: string }>('select table_name from private.content_tables');
    const others = [
      'application_limits',
      'data_requests',
      'mail_settings',
      'payment_settings',
      'registrations',
      'staff_roles',
      'student_registrations',
      'verified_payments',
    ];
    expect(data).toEqual([...contentTables.map((t) => t.table_name), ...others].sort());
    for (const caller of [db.editor, db.admissions, db.visitor])
      expect((await caller.rpc('audited_tables')).error).toMatchObject({ code: '42501' });
  });

  it('keeps two years', async () => {
    await db.server.db.transaction(async (tx) => {
      await tx.query(`select set_config('seminary.audit_maintenance', 'on', true)`);
      await tx.query(`update public.audit_log set at = now() - interval '25 months' where action = 'export'`);
    });
    const [purged] = await db.sql<{ purged: number }>('select private.purge_audit_log() as purged');
    expect(purged?.purged).toBeGreaterThanOrEqual(1);
    expect(await db.sql(`select 1 from public.audit_log where action = 'export'`)).toEqual([]);
  });
});
