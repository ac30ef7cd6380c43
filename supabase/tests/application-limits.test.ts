// The database's own guard on anonymous applications: a honeypot field, and at most N
// applications per email and per client address per hour across both application tables,
// with the limits in a settings row the service role (and admins) can change.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_LIMIT_DEFAULTS } from '../../packages/core/src/constants.ts';
import { translateError } from '../../packages/core/src/errors.ts';
import { refusals } from '../../packages/core/src/texts.ts';
import { applicationForm, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('application limits', () => {
  let db: SeminaryServer;
  let courseId = '';

  beforeAll(async () => {
    db = await startSeminaryServer();
    courseId =
      (await db.sql<{ id: string }>(`select id from public.courses where program_type = 'residential' limit 1`))[0]
        ?.id ?? '';
  });
  afterAll(() => db.close());

  beforeEach(async () => {
    await db.sql('delete from private.application_submissions');
    await db.sql('delete from public.registrations');
    await db.sql('delete from public.student_registrations');
    await db.sql('delete from public.deleted_registrations');
  });

  async function setLimits(perEmail: number, perAddress: number) {
    const { error } = await db.service
      .from('application_limits')
      .update({ max_per_email_per_hour: perEmail, max_per_client_address_per_hour: perAddress })
      .eq('id', 1);
    expect(error).toBeNull();
  }

  // Each with the notice she agreed to (supabase/schemas/03_privacy_notice.sql).
  const registration = (email: string) => ({
    name: 'Asha Kiran',
    email,
    program_interest: 'online',
    consent_notice_version: 2,
  });
  /** An application with a screenshot of its own, uploaded just now. */
  const studentRegistration = (email: string) =>
    applicationForm(db.sql, { email, course_id: courseId, consent_notice_version: 2 });
  const stored = async () =>
    Number(
      (
        await db.sql<{ n: number }>(
          'select (select count(*) from public.registrations) + (select count(*) from public.student_registrations) as n',
        )
      )[0]?.n,
    );

  it('starts at 5 per email and 30 per client address per hour, and 30 profile edits per address', async () => {
    expect(
      await db.sql(
        `select max_per_email_per_hour, max_per_client_address_per_hour, max_profile_updates_per_client_address_per_hour
         from public.application_limits`,
      ),
    ).toEqual([
      {
        max_per_email_per_hour: APPLICATION_LIMIT_DEFAULTS.maxPerEmailPerHour,
        max_per_client_address_per_hour: APPLICATION_LIMIT_DEFAULTS.maxPerClientAddressPerHour,
        max_profile_updates_per_client_address_per_hour:
          APPLICATION_LIMIT_DEFAULTS.maxProfileUpdatesPerClientAddressPerHour,
      },
    ]);
    expect(APPLICATION_LIMIT_DEFAULTS).toEqual({
      maxPerEmailPerHour: 5,
      maxPerClientAddressPerHour: 30,
      maxProfileUpdatesPerClientAddressPerHour: 30,
    });
  });

  it('lets an admin read and tune the limits', async () => {
    const { data, error } = await db.admin
      .from('application_limits')
      .update({ max_per_email_per_hour: 7 })
      .eq('id', 1)
      .select('max_per_email_per_hour, max_per_client_address_per_hour');
    expect({ data, error }).toEqual({
      data: [{ max_per_email_per_hour: 7, max_per_client_address_per_hour: 30 }],
      error: null,
    });
    await setLimits(5, 30);
  });

  it('refuses the sixth application from one email within the hour, counting both tables', async () => {
    await setLimits(5, 30);
    for (let i = 0; i < 3; i++)
      expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toBeNull();
    for (let i = 0; i < 2; i++) {
      expect(
        (await db.visitor.from('student_registrations').insert(await studentRegistration('ASHA@Example.com'))).error,
      ).toBeNull();
    }
    const { error } = await db.visitor.from('registrations').insert(registration('asha@example.com'));
    expect(error).toMatchObject({ code: 'PT429', message: 'Too many applications. Please try again later.' });
    expect(error?.message).toBe(refusals.too_many_applications);
    expect(translateError(error)).toBe(refusals.too_many_applications);
    expect(await stored()).toBe(5);

    expect((await db.visitor.from('registrations').insert(registration('other@example.com'))).error).toBeNull();
    expect(await stored()).toBe(6);
  });

  it('refuses more applications from one client address than its limit, whatever the email', async () => {
    await setLimits(5, 3);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await db.visitor.from('registrations').insert(registration(email))).error).toBeNull();
    }
    const { error } = await db.user.from('student_registrations').insert(await studentRegistration('d@example.com'));
    expect(error).toMatchObject({ code: 'PT429', message: refusals.too_many_applications });
    expect(await stored()).toBe(3);
  });

  it('forgets applications older than an hour', async () => {
    await setLimits(1, 30);
    expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toBeNull();
    expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toMatchObject({
      code: 'PT429',
    });
    await db.sql(`update private.application_submissions set submitted_at = now() - interval '61 minutes'`);
    expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toBeNull();
  });

  it('lets the service role raise a limit', async () => {
    await setLimits(1, 30);
    expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toBeNull();
    expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toMatchObject({
      code: 'PT429',
    });
    await setLimits(2, 30);
    expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toBeNull();
  });

  it('does not count a deleted application back', async () => {
    await setLimits(1, 30);
    expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toBeNull();
    await db.admin.from('registrations').delete().eq('email', 'asha@example.com');
    expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toMatchObject({
      code: 'PT429',
    });
  });

  it.each(['registrations', 'student_registrations'] as const)(
    'refuses a filled honeypot in %s and keeps nothing',
    async (table) => {
      await setLimits(5, 30);
      const row =
        table === 'registrations' ? registration('bot@example.com') : await studentRegistration('bot@example.com');
      const { error } = await db.visitor.from(table).insert({ ...row, honeypot: 'http://spam.example' });
      expect(error).toMatchObject({ code: 'P0001', message: refusals.submission_refused });
      expect(await stored()).toBe(0);
      expect(await db.sql('select 1 from private.application_submissions')).toEqual([]);
    },
  );

  it('accepts an empty honeypot and stores it as null', async () => {
    expect(
      (await db.visitor.from('registrations').insert({ ...registration('asha@example.com'), honeypot: '' })).error,
    ).toBeNull();
    expect(await db.sql('select honeypot from public.registrations')).toEqual([{ honeypot: null }]);
  });

  it('does not limit the service role or admins', async () => {
    await setLimits(0, 0);
    expect((await db.service.from('registrations').insert(registration('asha@example.com'))).error).toBeNull();
    expect((await db.admin.from('registrations').insert(registration('asha@example.com'))).error).toBeNull();
    expect((await db.visitor.from('registrations').insert(registration('asha@example.com'))).error).toMatchObject({
      code: 'PT429',
    });
    await setLimits(5, 30);
  });
});
