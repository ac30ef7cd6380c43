// Notice and consent (supabase/schemas/03_privacy_notice.sql): the privacy
// notice is one row everyone reads and only admins change, each change a new version kept with
// its texts; every visitor's application, enquiry and alumni edit records the version, language
// and time of the consent it was sent with, and is refused without it; an applicant under 18
// also needs her parent's or guardian's name, contact and consent.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../packages/core/src/database.types.ts';
import { applicationForm, type Client, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const TELUGU_LETTER = /[\u0C00-\u0C7F]/;
const CONSENT_REQUIRED = 'Please read the privacy notice and tick the box to agree to it.';
const NOTICE_CHANGED =
  'Our privacy notice has changed since this page was opened. Please reload the page, read it and send the form again.';
const GUARDIAN_REQUIRED = "An applicant under 18 needs her parent's or guardian's name, contact and consent.";

describe('notice and consent', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer();
    // This file sends many forms from one address; the limits have their own tests.
    await db.sql(
      'update public.application_limits set max_per_client_address_per_hour = 1000, max_profile_updates_per_client_address_per_hour = 1000 where id = 1',
    );
  });
  afterAll(() => db.close());

  async function currentVersion(): Promise<number> {
    const [row] = await db.sql<{ version: number }>('select version from public.privacy_notice');
    return Number(row?.version);
  }

  /** A new notice version, as an admin's save makes it; returns the version it replaced. */
  async function publishNewVersion(): Promise<number> {
    const before = await currentVersion();
    const { error } = await db.admin
      .from('privacy_notice')
      .update({ requests: `Write to us. (${randomUUID()})` })
      .eq('id', 1);
    expect(error).toBeNull();
    return before;
  }

  /** The date of birth of someone who turns 18 `offsetDays` after today in Vijayawada. */
  async function birthdayFor18th(offsetDays: number): Promise<string> {
    const [row] = await db.sql<{ day: string }>(
      `select to_char((now() at time zone 'Asia/Kolkata')::date - interval '18 years' + make_interval(days => $1), 'YYYY-MM-DD') as day`,
      [offsetDays],
    );
    return String(row?.day);
  }

  const application = (extra: Record<string, Json> = {}) =>
    applicationForm(db.sql, { program_interest: 'online', language: 'te', ...extra });

  const submit = (form: Record<string, Json>, client: Client = db.visitor) =>
    client.rpc('submit_application', { application: form, idempotency_key: randomUUID() });

  async function applicationRow(email: unknown) {
    const rows = await db.sql<Record<string, unknown>>(
      `select consent_notice_version, consent_language, consent_at, guardian_name, guardian_contact,
              guardian_consent_notice_version, guardian_consent_language, guardian_consent_at,
              now() - consent_at < interval '1 minute' as consented_now,
              now() - guardian_consent_at < interval '1 minute' as guardian_consented_now
       from public.student_registrations where email = $1`,
      [email],
    );
    return rows[0];
  }

  describe('the privacy notice', () => {
    it('is one row every caller reads, in English and Telugu, with the grievance contact', async () => {
      for (const caller of ['visitor', 'user', 'admin'] as const) {
        const { data, error } = await db.client(caller).from('privacy_notice').select('*');
        expect(error).toBeNull();
        expect(data).toHaveLength(1);
        const notice = data?.[0];
        expect(notice?.version).toBeGreaterThanOrEqual(1);
        expect(notice?.grievance_officer_name).toBeTruthy();
        expect(notice?.grievance_officer_email).toMatch(/@/);
        for (const text of [
          'summary',
          'collected',
          'purposes',
          'retention',
          'rights',
          'requests',
          'complaints',
        ] as const) {
          expect(notice?.[text]).toBeTruthy();
          expect(notice?.[`${text}_te`]).toMatch(TELUGU_LETTER);
        }
        expect(notice?.complaints).toContain('Data Protection Board');
      }
    });

    it('is changed by admins only, each change a new version kept with its texts', async () => {
      const before = await currentVersion();
      for (const caller of ['visitor', 'user'] as const) {
        const update = await db
          .client(caller)
          .from('privacy_notice')
          .update({ summary: 'Hacked' })
          .eq('id', 1)
          .select();
        expect(update.data ?? []).toEqual([]);
        expect(
          (
            await db
              .client(caller)
              .from('privacy_notice')
              .insert({ summary: 'x' } as never)
          ).error,
        ).not.toBeNull();
        await db.client(caller).from('privacy_notice').delete().eq('id', 1);
      }
      expect(await currentVersion()).toBe(before);
      expect((await db.sql<{ summary: string }>('select summary from public.privacy_notice'))[0]?.summary).not.toBe(
        'Hacked',
      );

      const saved = await db.admin
        .from('privacy_notice')
        .update({ grievance_officer_name: 'Dr. Mary Suneetha', version: 99 })
        .eq('id', 1)
        .select()
        .single();
      expect(saved.error).toBeNull();
      expect(saved.data?.version).toBe(before + 1);
      expect(saved.data?.grievance_officer_name).toBe('Dr. Mary Suneetha');

      // Saving the same texts again is no change: the version stays.
      const again = await db.admin
        .from('privacy_notice')
        .update({ grievance_officer_name: 'Dr. Mary Suneetha' })
        .eq('id', 1)
        .select()
        .single();
      expect(again.data?.version).toBe(before + 1);

      // Admins neither add a second notice nor delete the one there is.
      expect((await db.admin.from('privacy_notice').insert({ ...saved.data, id: 2 } as never)).error).not.toBeNull();
      await db.admin.from('privacy_notice').delete().eq('id', 1);
      expect(await db.sql('select id from public.privacy_notice')).toHaveLength(1);

      const versions = await db.admin.from('privacy_notice_versions').select('*').order('version');
      expect(versions.error).toBeNull();
      const [previous, current] = (versions.data ?? []).slice(-2);
      expect(previous?.version).toBe(before);
      expect(previous?.superseded_at).not.toBeNull();
      expect(current?.version).toBe(before + 1);
      expect(current?.superseded_at).toBeNull();
      expect(current?.notice).toMatchObject({ grievance_officer_name: 'Dr. Mary Suneetha' });
      expect(previous?.notice).not.toMatchObject({ grievance_officer_name: 'Dr. Mary Suneetha' });

      for (const caller of ['visitor', 'user'] as const) {
        expect((await db.client(caller).from('privacy_notice_versions').select('*')).data ?? []).toEqual([]);
      }
      expect((await db.admin.from('privacy_notice_versions').delete().eq('version', before)).error).not.toBeNull();
    });

    it('publishes the site when an admin saves it', async () => {
      const revision = async () =>
        Number((await db.sql<{ revision: number }>('select revision from private.site_publish_state'))[0]?.revision);
      const before = await revision();
      await publishNewVersion();
      expect(await revision()).toBeGreaterThan(before);
    });
  });

  describe('applications', () => {
    it('record the consent: notice version, language and the database time', async () => {
      const version = await currentVersion();
      const form = await application({ consent_notice_version: version, consent_at: '2000-01-01T00:00:00Z' });
      const answer = await submit(form);
      expect(answer.error).toBeNull();
      expect(await applicationRow(form.email)).toMatchObject({
        consent_notice_version: version,
        consent_language: 'te',
        consented_now: true,
        guardian_name: null,
        guardian_consent_at: null,
      });
    });

    it('are refused without consent, through the function and a direct insert alike', async () => {
      const form = await application();
      const answer = await submit(form);
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('23514');
      expect(answer.error?.message).toBe(CONSENT_REQUIRED);

      // The site's old direct insert, which names no language (only submit_application does).
      const { name, email, payment_screenshot_url } = form;
      const direct = await db.visitor
        .from('student_registrations')
        .insert({ name, email, program_interest: 'online', payment_screenshot_url });
      expect(direct.error?.message).toBe(CONSENT_REQUIRED);
      expect(await applicationRow(form.email)).toBeUndefined();
    });

    it('from staff and scripts need no consent (they are not the applicant)', async () => {
      const form = await application();
      expect((await submit(form, db.service)).error).toBeNull();
      expect(await applicationRow(form.email)).toMatchObject({ consent_notice_version: null, consent_at: null });
    });

    it('from an applicant under 18 need her guardian: refused without, recorded with', async () => {
      const version = await currentVersion();
      const minor = await birthdayFor18th(1);
      for (const missing of ['guardian_name', 'guardian_contact', 'guardian_consent_notice_version']) {
        const guardian: Record<string, Json> = {
          guardian_name: 'Ruth Kiran',
          guardian_contact: '+91 98480 11111',
          guardian_consent_notice_version: version,
        };
        delete guardian[missing];
        const form = await application({ date_of_birth: minor, consent_notice_version: version, ...guardian });
        const answer = await submit(form);
        expect(answer.error?.code, missing).toBe('23514');
        expect(answer.error?.message, missing).toBe(GUARDIAN_REQUIRED);
        expect(await applicationRow(form.email)).toBeUndefined();
      }

      const form = await application({
        date_of_birth: minor,
        consent_notice_version: version,
        guardian_name: '  Ruth Kiran ',
        guardian_contact: '+91 98480 11111',
        guardian_consent_notice_version: version,
      });
      expect((await submit(form)).error).toBeNull();
      expect(await applicationRow(form.email)).toMatchObject({
        guardian_name: 'Ruth Kiran',
        guardian_contact: '+91 98480 11111',
        guardian_consent_notice_version: version,
        guardian_consent_language: 'te',
        guardian_consented_now: true,
      });
    });

    it('from an applicant who is 18 today need no guardian, and keep none given', async () => {
      const version = await currentVersion();
      const form = await application({
        date_of_birth: await birthdayFor18th(0),
        consent_notice_version: version,
        guardian_name: 'Ruth Kiran',
        guardian_contact: 'ruth@example.com',
        guardian_consent_notice_version: version,
      });
      expect((await submit(form)).error).toBeNull();
      expect(await applicationRow(form.email)).toMatchObject({
        consent_notice_version: version,
        guardian_name: null,
        guardian_contact: null,
        guardian_consent_notice_version: null,
        guardian_consent_at: null,
      });
    });

    it('accept the replaced notice for a day after the change, then ask for a reload', async () => {
      const replaced = await publishNewVersion();
      const recent = await application({ consent_notice_version: replaced });
      expect((await submit(recent)).error).toBeNull();

      await db.sql(
        `update public.privacy_notice_versions set superseded_at = now() - interval '25 hours' where version = $1`,
        [replaced],
      );
      const stale = await application({ consent_notice_version: replaced });
      const answer = await submit(stale);
      expect(answer.error?.code).toBe('23514');
      expect(answer.error?.message).toBe(NOTICE_CHANGED);

      const unknown = await submit(await application({ consent_notice_version: 10_000 }));
      expect(unknown.error?.message).toBe(NOTICE_CHANGED);
      expect((await submit(await application({ consent_notice_version: await currentVersion() }))).error).toBeNull();
    });

    it('keep their consent record whatever an admin updates', async () => {
      const version = await currentVersion();
      const form = await application({ consent_notice_version: version });
      await submit(form);
      const update = await db.admin
        .from('student_registrations')
        .update({ contacted: true, consent_notice_version: null, consent_language: 'en', guardian_name: 'Someone' })
        .eq('email', form.email);
      expect(update.error).toBeNull();
      expect(await applicationRow(form.email)).toMatchObject({
        consent_notice_version: version,
        consent_language: 'te',
        guardian_name: null,
      });
    });
  });

  describe('enquiries', () => {
    const enquiry = () => ({
      name: 'Grace',
      email: `${randomUUID()}@example.com`,
      program_interest: 'online' as const,
    });
    const consentOf = async (email: string) =>
      (
        await db.sql(
          `select consent_notice_version, consent_language, now() - consent_at < interval '1 minute' as consented_now
           from public.registrations where email = $1`,
          [email],
        )
      )[0];

    it('record the consent with the enquiry', async () => {
      const version = await currentVersion();
      const row = {
        ...enquiry(),
        language: 'te' as const,
        consent_notice_version: version,
        consent_language: 'te' as const,
      };
      expect((await db.visitor.from('registrations').insert(row)).error).toBeNull();
      expect(await consentOf(row.email)).toEqual({
        consent_notice_version: version,
        consent_language: 'te',
        consented_now: true,
      });

      // The language of the enquiry stands for the notice's when the form names none.
      const english = { ...enquiry(), consent_notice_version: version };
      expect((await db.visitor.from('registrations').insert(english)).error).toBeNull();
      expect(await consentOf(english.email)).toMatchObject({ consent_language: 'en' });
    });

    it('are refused without consent or with a stale notice', async () => {
      const row = enquiry();
      const refused = await db.visitor.from('registrations').insert(row);
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toBe(CONSENT_REQUIRED);

      const stale = await db.visitor.from('registrations').insert({ ...enquiry(), consent_notice_version: 10_000 });
      expect(stale.error?.message).toBe(NOTICE_CHANGED);
      // The time is the database's: visitors cannot name it.
      const dated = await db.visitor
        .from('registrations')
        .insert({ ...enquiry(), consent_notice_version: await currentVersion(), consent_at: '2000-01-01' } as never);
      expect(dated.error).not.toBeNull();
      expect(await consentOf(row.email)).toBeUndefined();
    });
  });

  describe('alumni self-service edits', () => {
    async function profile() {
      const [row] = await db.sql<{ id: string }>(
        `insert into public.alumni_profiles (name, graduation_year, degree) values ('Lydia Paul', 2015, 'Bachelor of Theology') returning id`,
      );
      return String(row?.id);
    }
    const edit = (id: string, extra: Record<string, unknown> = {}) => ({
      profile_id: id,
      name: 'Lydia Paul',
      graduation_year: 2015,
      degree: 'Bachelor of Theology',
      organization: `Grace Church ${randomUUID()}`,
      ...extra,
    });

    it('are refused without consent and change nothing', async () => {
      const id = await profile();
      const answer = await db.visitor.rpc('update_alumni_profile', edit(id));
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toBe(CONSENT_REQUIRED);
      expect(await db.sql('select organization from public.alumni_profiles where id = $1', [id])).toEqual([
        { organization: null },
      ]);
      expect(await db.sql('select 1 from public.content_versions where record_id = $1', [id])).toEqual([]);
    });

    it('record the consent with the version the edit keeps', async () => {
      const id = await profile();
      const version = await currentVersion();
      const answer = await db.visitor.rpc(
        'update_alumni_profile',
        edit(id, { consent_notice_version: version, consent_language: 'te' }),
      );
      expect(answer.error).toBeNull();
      expect(
        await db.sql(
          `select consent_notice_version, consent_language, now() - consent_at < interval '1 minute' as consented_now
           from public.content_versions where table_name = 'alumni_profiles' and record_id = $1`,
          [id],
        ),
      ).toEqual([{ consent_notice_version: version, consent_language: 'te', consented_now: true }]);
    });

    it('by an admin need no consent', async () => {
      const id = await profile();
      expect((await db.admin.rpc('update_alumni_profile', edit(id))).error).toBeNull();
    });
  });
});
