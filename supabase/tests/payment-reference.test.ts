// Paying the fee by UPI with her reference: administrators alone set the school's UPI ID, payee
// name and fees, which anyone reads; a visitor reserves a reference on reaching the payment
// step, within a limit per client address and in all, and the application submitted with the
// reservation's secret carries that reference, once; a reservation holds no personal data and
// expires, removed by its scheduled job; the UPI transaction number is 12 digits or refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_REFERENCE_PATTERN } from '../../packages/core/src/admissions.ts';
import { refusals } from '../../packages/core/src/texts.ts';
import { signUserToken, type TestServer } from '../../packages/local-supabase/test/support/server.ts';
import { applicationForm, type Client, clientBehindProxy, startServerBehindProxy } from './support/seminary-server.ts';

describe('UPI payment with her reference', () => {
  let server: TestServer;
  let courseId = '';
  const staff: Record<'admin' | 'editor' | 'admissions' | 'user', Client> = {} as never;

  const clientAt = (address: string, token?: string) => clientBehindProxy(server, address, token);
  const sql = async <T>(text: string, params: unknown[] = []) => (await server.db.query<T>(text, params)).rows;
  const visitor = () => clientAt(`203.0.113.${Math.floor(Math.random() * 200) + 1}`);

  beforeAll(async () => {
    server = await startServerBehindProxy();
    const roles = { admin: 'administrator', editor: 'editor', admissions: 'admissions', user: undefined } as const;
    for (const [caller, role] of Object.entries(roles) as [keyof typeof roles, string | undefined][]) {
      staff[caller] = clientAt(
        '198.51.100.1',
        await signUserToken({
          sub: randomUUID(),
          email: `${caller}@example.com`,
          ...(role ? { staff_role: role } : {}),
        }),
      );
    }
    [{ id: courseId }] = (await sql<{ id: string }>(
      `insert into public.courses (title, description, duration, program_type)
       values ('Bachelor of Theology', 'Three years', '3 years', 'residential') returning id`,
    )) as [{ id: string }];
    await sql(
      'update public.application_limits set max_per_client_address_per_hour = 1000, max_per_email_per_hour = 1000',
    );
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    await sql('delete from private.reference_reservation_requests');
    await sql(
      'update public.application_limits set max_reference_reservations_per_client_address_per_hour = 20, max_live_reference_reservations = 10000',
    );
  });

  /** The site's form as submit_application takes it, naming a screenshot uploaded just now. */
  const application = (extra: Record<string, unknown> = {}) =>
    applicationForm(sql, { course_id: courseId, consent_notice_version: 2, ...extra });

  async function reserve(client: Client = visitor()) {
    const { data, error } = await client.rpc('reserve_application_reference');
    expect(error).toBeNull();
    const [reservation] = data ?? [];
    if (!reservation) throw new Error('no reservation');
    return reservation;
  }

  const submit = async (client: Client, form: Record<string, unknown>, reservation?: string) =>
    client.rpc('submit_application', {
      application: form as never,
      idempotency_key: randomUUID(),
      ...(reservation === undefined ? {} : { reference_reservation: reservation }),
    });

  describe('the school UPI ID, payee name and fees', () => {
    const settings = {
      upi_vpa: 'seminary.fees@okaxis',
      payee_name: 'Grace Bible Seminary',
      fee_residential: 500,
      fee_hybrid: 400,
      fee_online: 250.5,
    };

    it('are set by administrators only, and read by anyone', async () => {
      for (const caller of ['editor', 'admissions', 'user'] as const) {
        const { data, error } = await staff[caller].from('payment_settings').update(settings).eq('id', 1).select();
        expect(error, caller).toBeNull();
        expect(data, caller).toEqual([]);
      }
      expect((await visitor().from('payment_settings').update(settings).eq('id', 1)).error).toMatchObject({
        code: '42501',
      });
      const { data, error } = await staff.admin.from('payment_settings').update(settings).eq('id', 1).select();
      expect(error).toBeNull();
      expect(data).toEqual([expect.objectContaining(settings)]);
      const read = await visitor()
        .from('payment_settings')
        .select('upi_vpa, payee_name, fee_residential, fee_hybrid, fee_online');
      expect(read.data).toEqual([settings]);
      // Nobody adds a second row or removes the one.
      expect((await staff.admin.from('payment_settings').insert({ id: 2 })).error).toMatchObject({ code: '42501' });
      expect((await staff.admin.from('payment_settings').delete().eq('id', 1)).error).toMatchObject({ code: '42501' });
    });

    it('refuse a UPI ID that is not one, a payee without a UPI ID, and a fee out of range', async () => {
      for (const change of [
        { upi_vpa: 'not a vpa' },
        { upi_vpa: 'fees@' },
        { upi_vpa: '@okaxis' },
        { upi_vpa: 'fees@ok axis' },
        { upi_vpa: null },
        { payee_name: 'Grace\nSeminary' },
        { payee_name: ' ' },
        { fee_residential: 0 },
        { fee_hybrid: -5 },
        { fee_online: 100001 },
      ]) {
        const { error } = await staff.admin.from('payment_settings').update(change).eq('id', 1);
        expect(error?.code, JSON.stringify(change)).toBe('23514');
      }
    });
  });

  it('reserves a reference that holds no personal data and expires in seven days', async () => {
    const before = Date.now();
    const reservation = await reserve();
    expect(reservation.reference).toMatch(APPLICATION_REFERENCE_PATTERN);
    expect(reservation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = new Date(reservation.expires_at).getTime();
    expect(expires - before).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(expires - before).toBeLessThan(7 * 24 * 3600_000 + 60_000);
    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'private' and table_name = 'application_reference_reservations' order by 1`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['expires_at', 'reference', 'reserved_at', 'token_hash']);
    const [row] = await sql<{ token_hash: Buffer }>(
      'select token_hash from private.application_reference_reservations where reference = $1',
      [reservation.reference],
    );
    // Only the secret's hash is kept.
    expect(row?.token_hash.toString('base64url')).not.toBe(reservation.token);
    // Visitors reach the reservations only through the function.
    expect(
      (
        await visitor()
          .schema('private' as never)
          .from('application_reference_reservations')
          .select()
      ).error,
    ).not.toBeNull();
  });

  it('gives the application the reserved reference, once, and carries her UPI transaction number', async () => {
    const reservation = await reserve();
    const first = await submit(visitor(), await application({ payment_utr: '412345678901' }), reservation.token);
    expect(first.error).toBeNull();
    expect(first.data).toBe(reservation.reference);
    const [stored] = await sql<{ payment_utr: string }>(
      'select payment_utr from public.student_registrations where reference = $1',
      [reservation.reference],
    );
    expect(stored?.payment_utr).toBe('412345678901');
    expect(
      await sql('select 1 from private.application_reference_reservations where reference = $1', [
        reservation.reference,
      ]),
    ).toEqual([]);

    // Claimed once: a second application with the same secret gets a reference of its own.
    const second = await submit(visitor(), await application(), reservation.token);
    expect(second.error).toBeNull();
    expect(second.data).toMatch(APPLICATION_REFERENCE_PATTERN);
    expect(second.data).not.toBe(reservation.reference);
  });

  it('cannot be claimed with the reference alone or a guessed secret', async () => {
    const reservation = await reserve();
    const guessed = await submit(visitor(), await application(), 'A'.repeat(43));
    expect(guessed.error).toBeNull();
    expect(guessed.data).not.toBe(reservation.reference);
    const withReference = await submit(visitor(), await application({ reference: reservation.reference }));
    expect(withReference.data).not.toBe(reservation.reference);
    for (const malformed of [reservation.reference, '', 'x'.repeat(500)]) {
      const { error, status } = await submit(visitor(), await application(), malformed);
      expect(status, malformed).toBe(400);
      expect(error).toMatchObject({
        code: '22023',
        message: 'The payment reference is not valid. Please reload the page.',
      });
    }
    // Still reserved for the one who holds its secret.
    expect((await submit(visitor(), await application(), reservation.token)).data).toBe(reservation.reference);
  });

  it('expires: an expired reservation is not claimed, and the hourly job removes it', async () => {
    const reservation = await reserve();
    await sql(
      `update private.application_reference_reservations set expires_at = now() - interval '1 second' where reference = $1`,
      [reservation.reference],
    );
    const late = await submit(visitor(), await application(), reservation.token);
    expect(late.error).toBeNull();
    expect(late.data).not.toBe(reservation.reference);

    const [job] = await sql<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'expire-reference-reservations'`,
    );
    expect(job).toEqual({ schedule: '41 * * * *', command: 'select private.expire_reference_reservations()' });
    const run = await server.jobs.runNow();
    const expired = run.jobs.find((each) => each.name === 'expire-reference-reservations');
    expect(Number(expired?.rows[0]?.expire_reference_reservations)).toBeGreaterThanOrEqual(1);
    expect(await sql('select 1 from private.application_reference_reservations where expires_at <= now()')).toEqual([]);
  });

  it('limits reservations per client address an hour, and in all', async () => {
    await sql('update public.application_limits set max_reference_reservations_per_client_address_per_hour = 3');
    const phone = clientAt('192.0.2.44');
    for (let i = 0; i < 3; i += 1) await reserve(phone);
    const refused = await phone.rpc('reserve_application_reference');
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', message: refusals.too_many_payment_references });
    // Another address still reserves.
    await reserve(clientAt('192.0.2.45'));

    const [{ live }] = (await sql<{ live: number }>(
      'select count(*)::int as live from private.application_reference_reservations where expires_at > now()',
    )) as [{ live: number }];
    await sql('update public.application_limits set max_live_reference_reservations = $1', [live]);
    expect((await clientAt('192.0.2.46').rpc('reserve_application_reference')).status).toBe(429);
  });

  it('takes a UPI transaction number of exactly 12 digits, or none', async () => {
    for (const utr of ['12345', '1234567890123', '41234567890A', '4123 4567 890', ' 412345678901']) {
      const { error, status } = await submit(visitor(), await application({ payment_utr: utr }));
      expect(status, utr).toBe(400);
      expect(error, utr).toMatchObject({ code: '22023', message: refusals.payment_utr_format });
    }
    expect((await submit(visitor(), await application({ payment_utr: null }))).error).toBeNull();
    // The column refuses one written any other way too.
    await expect(
      sql(`update public.student_registrations set payment_utr = '123' where payment_utr is null`),
    ).rejects.toThrow(/student_registrations_payment_utr_check/);
  });
});
