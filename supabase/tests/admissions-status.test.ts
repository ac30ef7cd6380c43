// Application status (issue 14, points 2 and 3): admins change it with a note and every change is
// kept with who and when; the applicant reads the status, and nothing else, with the reference
// and the phone number or e-mail; a wrong contact answers as a wrong reference does, and the
// eleventh failed attempt from one client address within the hour is refused with 429.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/core/src/database.types.ts';
import { serverMessages } from '../../packages/core/src/texts.ts';
import { signUserToken } from '../../packages/local-supabase/test/support/server.ts';
import { type Client, configFile, migrationsDir, startSchoolTestServer } from './support/seminary-server.ts';

describe('application status', () => {
  let server: Awaited<ReturnType<typeof startSchoolTestServer>>;
  let admin: Client;
  let user: Client;
  let courseId = '';
  const adminId = randomUUID();

  const clientAt = (address: string, token?: string): Client =>
    createClient<Database>(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'X-Forwarded-For': address, ...(token ? { Authorization: `Bearer ${token}` } : {}) } },
    });
  const sql = async <T>(text: string, params: unknown[] = []) => (await server.db.query<T>(text, params)).rows;

  beforeAll(async () => {
    // Client addresses come from X-Forwarded-For, trusted because the test names its own loopback as the proxy.
    server = await startSchoolTestServer({ migrationsDir, configToml: configFile, trustedProxies: ['127.0.0.1'] });
    admin = clientAt(
      '198.51.100.1',
      await signUserToken({ sub: adminId, email: 'admin@example.com', app_metadata: { role: 'admin' } }),
    );
    user = clientAt('198.51.100.2', await signUserToken({ sub: randomUUID(), email: 'staff@example.com' }));
    [{ id: courseId }] = (await sql<{ id: string }>(
      `insert into public.courses (title, description, duration, program_type)
       values ('Bachelor of Theology', 'Three years', '3 years', 'residential') returning id`,
    )) as [{ id: string }];
  });
  afterAll(() => server.close());

  async function apply(phone = '+91 98480 11223', email = `${randomUUID()}@example.com`) {
    const screenshot = `${randomUUID()}.png`;
    await sql(`insert into storage.objects (bucket_id, name) values ('payment-screenshots', $1)`, [screenshot]);
    const { data, error } = await clientAt(`203.0.113.${Math.floor(Math.random() * 200) + 1}`).rpc(
      'submit_application',
      {
        application: {
          name: 'Asha Kiran',
          email,
          phone,
          program_interest: 'residential',
          course_id: courseId,
          payment_screenshot_url: screenshot,
        },
        idempotency_key: randomUUID(),
      },
    );
    expect(error).toBeNull();
    const [row] = await sql<{ id: string }>('select id from public.student_registrations where reference = $1', [data]);
    return { reference: String(data), email, phone, id: row?.id ?? '' };
  }

  it('records every status change with who, when and the note, and keeps it from anyone but admins', async () => {
    const application = await apply();
    expect(
      (await admin.rpc('set_application_status', { application_id: application.id, status: 'under_review' })).error,
    ).toBeNull();
    expect(
      (
        await admin.rpc('set_application_status', {
          application_id: application.id,
          status: 'accepted',
          note: 'Interview went well.',
        })
      ).error,
    ).toBeNull();

    const { data: history, error } = await admin
      .from('application_status_history')
      .select('from_status, to_status, note, changed_by, changed_by_email, changed_at')
      .eq('application_id', application.id)
      .order('id');
    expect(error).toBeNull();
    expect(history).toEqual([
      {
        from_status: null,
        to_status: 'received',
        note: null,
        changed_by: null,
        changed_by_email: null,
        changed_at: expect.any(String),
      },
      {
        from_status: 'received',
        to_status: 'under_review',
        note: null,
        changed_by: adminId,
        changed_by_email: 'admin@example.com',
        changed_at: expect.any(String),
      },
      {
        from_status: 'under_review',
        to_status: 'accepted',
        note: 'Interview went well.',
        changed_by: adminId,
        changed_by_email: 'admin@example.com',
        changed_at: expect.any(String),
      },
    ]);
    const [row] = await sql<{ status: string; changed: boolean }>(
      `select r.status, r.status_changed_at = (select max(h.changed_at) from public.application_status_history h
         where h.application_id = r.id) as changed
       from public.student_registrations r where r.id = $1`,
      [application.id],
    );
    expect(row).toEqual({ status: 'accepted', changed: true });

    // A direct status edit by an admin is kept in the history too; the reference stays.
    expect(
      (await admin.from('student_registrations').update({ status: 'withdrawn' }).eq('id', application.id)).error,
    ).toBeNull();
    expect(
      await sql(
        'select to_status, note from public.application_status_history where application_id = $1 order by id desc limit 1',
        [application.id],
      ),
    ).toEqual([{ to_status: 'withdrawn', note: null }]);

    const visitor = clientAt('198.51.100.3');
    expect((await visitor.from('application_status_history').select('*')).error).toMatchObject({ code: '42501' });
    expect(await user.from('application_status_history').select('*')).toMatchObject({ data: [], error: null });
    expect(
      (
        await visitor
          .from('application_status_history')
          .insert({ application_id: application.id, to_status: 'accepted' })
      ).error,
    ).toMatchObject({ code: '42501' });
    expect(
      (await admin.from('application_status_history').insert({ application_id: application.id, to_status: 'accepted' }))
        .error,
    ).toMatchObject({ code: '42501' });
  });

  it('lets only admins change a status, to a known status of an existing application', async () => {
    const application = await apply();
    const change = (client: Client, status = 'accepted') =>
      client.rpc('set_application_status', { application_id: application.id, status });
    expect((await change(clientAt('198.51.100.4'))).error).toMatchObject({ code: '42501' });
    expect((await change(user)).error).toMatchObject({ code: '42501' });
    expect(await sql('select status from public.student_registrations where id = $1', [application.id])).toEqual([
      { status: 'received' },
    ]);
    expect((await change(admin, 'approved')).error).toMatchObject({
      code: '22023',
      message: 'Unknown application status.',
    });
    const missing = await admin.rpc('set_application_status', { application_id: randomUUID(), status: 'accepted' });
    expect(missing.error).toMatchObject({ code: 'PT404', message: 'This application no longer exists.' });
    expect(missing.status).toBe(404);
  });

  it('shows the applicant the status for the reference with the phone number or e-mail, and nothing for a wrong one', async () => {
    const application = await apply('+91 98480-11 223');
    await admin.rpc('set_application_status', { application_id: application.id, status: 'under_review' });
    const [{ changed_at: changedAt }] = (await sql<{ changed_at: Date }>(
      'select status_changed_at as changed_at from public.student_registrations where id = $1',
      [application.id],
    )) as [{ changed_at: Date }];
    const visitor = clientAt('198.51.100.10');
    const lookup = (reference: string, contact: string) =>
      visitor.rpc('application_status_lookup', { reference, contact });

    for (const contact of ['9848011223', '+919848011223', '098480 11223', application.email.toUpperCase()]) {
      const { data, error } = await lookup(application.reference, contact);
      expect(error, contact).toBeNull();
      expect(data?.map((r) => ({ status: r.status, at: new Date(r.status_changed_at).getTime() }))).toEqual([
        { status: 'under_review', at: changedAt.getTime() },
      ]);
    }
    // Typed as an applicant may type it.
    expect((await lookup(` ${application.reference.toLowerCase()} `, '9848011223')).data).toHaveLength(1);

    const other = await apply('+91 90000 44556');
    const wrongContact = await lookup(application.reference, other.email);
    const wrongPhone = await lookup(application.reference, '9000044556');
    const unknownReference = await lookup('APP-1999-00001', '9848011223');
    const tooShort = await lookup(application.reference, '223');
    for (const answer of [wrongContact, wrongPhone, unknownReference, tooShort]) {
      expect({ data: answer.data, error: answer.error, status: answer.status }).toEqual({
        data: [],
        error: null,
        status: 200,
      });
    }
  });

  it('refuses an address after ten failed attempts in an hour, with 429, and leaves other addresses alone', async () => {
    const application = await apply();
    const guesser = clientAt('192.0.2.50');
    for (let i = 0; i < 10; i++) {
      const { data, error } = await guesser.rpc('application_status_lookup', {
        reference: `APP-2026-${String(90000 + i)}`,
        contact: '9848011223',
      });
      expect({ data, error }).toEqual({ data: [], error: null });
    }
    const refused = await guesser.rpc('application_status_lookup', {
      reference: application.reference,
      contact: application.email,
    });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', message: serverMessages.tooManyStatusLookups });

    const neighbour = await clientAt('192.0.2.51').rpc('application_status_lookup', {
      reference: application.reference,
      contact: application.email,
    });
    expect(neighbour).toMatchObject({ error: null, data: [{ status: 'received' }] });

    // An hour later the address may try again.
    await sql(`update private.application_lookup_attempts set attempted_at = now() - interval '61 minutes'`);
    expect(
      await guesser.rpc('application_status_lookup', { reference: application.reference, contact: application.email }),
    ).toMatchObject({ error: null, data: [{ status: 'received' }] });
    expect(await sql('select count(*)::int as n from private.application_lookup_attempts')).toEqual([{ n: 0 }]);
  });

  it('counts only failed lookups', async () => {
    const application = await apply();
    const applicant = clientAt('192.0.2.60');
    for (let i = 0; i < 15; i++) {
      expect(
        (
          await applicant.rpc('application_status_lookup', {
            reference: application.reference,
            contact: application.phone,
          })
        ).data,
      ).toHaveLength(1);
    }
    expect(
      await sql(
        `select count(*)::int as n from private.application_lookup_attempts where client_address = '192.0.2.60'`,
      ),
    ).toEqual([{ n: 0 }]);
  });
});
