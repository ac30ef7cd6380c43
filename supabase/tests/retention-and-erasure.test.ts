// Retention and erasure (supabase/schemas/09_privacy_and_retention.sql): one erasure leaves no
// trace of a person in any table or stored file; the daily job e-mails her 48 hours before it
// erases and never sooner; e-mails leave with what they are about; the schedule is the admins'.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE, uniqueObjectPath } from '../../packages/core/src/storage.ts';
import { withText } from './support/rendered-mail.ts';
import { runScheduledJobs } from './support/scheduled-jobs.ts';
import {
  configFile,
  migrationsDir,
  png,
  type SeminaryServer,
  someCourseId,
  startSchoolTestServer,
  startSeminaryServer,
  submitApplication,
  submitEnquiry,
} from './support/seminary-server.ts';
import { tablesHolding as tablesHoldingIn } from './support/tables-holding.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Someone with details found nowhere else in the database. */
function person() {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  const digits = String(Number.parseInt(tag.slice(0, 8), 16) % 1_000_000_000).padStart(9, '7');
  return {
    name: `Erasa ${tag}`,
    email: `erasa.${tag}@example.com`,
    phone: `+91 9${digits}`,
    phoneDigits: `9${digits}`,
    city: `Town${tag}`,
    comments: `Comment ${tag}`,
  };
}
type Person = ReturnType<typeof person>;

describe('retention and erasure', () => {
  let db: SeminaryServer;
  let courseId = '';

  beforeAll(async () => {
    db = await startSeminaryServer();
    courseId = await someCourseId(db);
  });
  afterAll(() => db.close());

  /** An application as the site's submit makes it (through the API, so its e-mails are queued). */
  const apply = (who: Person) =>
    submitApplication(db, {
      name: who.name,
      email: who.email,
      phone: who.phone,
      city: who.city,
      comments: who.comments,
      program_interest: 'residential',
      course_id: courseId,
    });

  const enquire = (who: Person) =>
    submitEnquiry(db, {
      name: who.name,
      email: who.email,
      phone: who.phone,
      city: who.city,
      comments: who.comments,
      program_interest: 'online',
    });

  const screenshotFile = (name: string) => join(db.server.ctx.storageDir, STORAGE.paymentScreenshots.bucket, name);

  const outboxOf = async (column: 'application_id' | 'registration_id', id: string) =>
    (
      await db.sql<{ kind: string; to_addresses: string[]; language: string; parameters: unknown }>(
        `select kind, to_addresses, language, parameters from public.mail_outbox where ${column} = $1 order by id`,
        [id],
      )
    ).map(withText);

  const tablesHolding = (texts: string[]) => tablesHoldingIn(db, texts);

  /** What a search for her must look at, whatever else the database has. */
  const HER_TABLES = [
    'public.student_registrations',
    'public.registrations',
    'public.deleted_registrations',
    'public.application_status_history',
    'public.mail_outbox',
    'public.erasure_log',
    'private.confirmation_tokens',
    'private.application_lookup_attempts',
    'private.application_submissions',
    'private.anonymous_uploads',
    'private.retention_notices',
    'private.storage_objects_to_purge',
    'storage.objects',
  ];

  describe('erasure', () => {
    it('leaves no trace of her in any table, in storage or on disk, the outbox and the trash included', async () => {
      const her = person();
      const first = await apply(her);
      const second = await apply(her);
      const enquiry = await enquire(her);
      // A status e-mail, and the history and a second status link with it.
      expect(
        (await db.service.rpc('set_application_status', { application_id: first.id, status: 'not_accepted' })).error,
      ).toBeNull();
      // Failed lookups counted against her reference and against her phone.
      await db.visitor.rpc('application_status_lookup', { reference: first.reference, contact: '+91 90000 00000' });
      await db.visitor.rpc('application_status_lookup', { reference: 'APP-2020-ZZZZZZ', contact: her.phone });
      // The hour's submission and upload counts the limits keep.
      await db.sql('insert into private.application_submissions (email) values ($1)', [her.email]);
      await db.sql(
        `insert into private.anonymous_uploads (bucket_id, object_name, client_address) values ('payment-screenshots', $1, '203.0.113.9')`,
        [first.screenshot],
      );
      // The second application in the trash, with its e-mails still linked.
      expect((await db.admin.from('student_registrations').delete().eq('id', second.id)).error).toBeNull();

      const markers = [
        her.name,
        her.email,
        her.phone,
        her.city,
        her.comments,
        first.id,
        second.id,
        enquiry,
        first.reference,
        second.reference,
        first.screenshot,
        second.screenshot,
        sha256(`reference:${first.reference}`),
        sha256(`phone:${her.phoneDigits}`),
      ];
      const before = await tablesHolding(markers);
      expect(before.checked).toEqual(expect.arrayContaining(HER_TABLES));
      // The search finds her where she is.
      expect(before.holding).toEqual(
        expect.arrayContaining([
          'public.student_registrations',
          'public.registrations',
          'public.deleted_registrations',
          'public.application_status_history',
          'public.mail_outbox',
          'private.confirmation_tokens',
          'private.application_lookup_attempts',
          'private.application_submissions',
          'private.anonymous_uploads',
          'storage.objects',
        ]),
      );
      expect(existsSync(screenshotFile(first.screenshot))).toBe(true);
      expect(existsSync(screenshotFile(second.screenshot))).toBe(true);

      // Her request, by the e-mail address she proved (in any case), acted on by an admin.
      const erased = await db.admin.rpc('erase_person_data', { email: `  ${her.email.toUpperCase()} ` });
      expect(erased).toMatchObject({ data: 3, error: null });
      // The files go at the purge, which the daily job runs right after it erases.
      const run = await runScheduledJobs(db.server);
      expect(run.purged).toEqual(
        expect.arrayContaining([`payment-screenshots/${first.screenshot}`, `payment-screenshots/${second.screenshot}`]),
      );

      const after = await tablesHolding(markers);
      expect(after.checked).toEqual(before.checked);
      expect(after.holding).toEqual([]);
      expect(existsSync(screenshotFile(first.screenshot))).toBe(false);
      expect(existsSync(screenshotFile(second.screenshot))).toBe(false);
      // The processing log says that it happened, and why, and nothing about whom.
      expect(
        await db.sql(
          `select reason, kind, items from public.erasure_log where erased_at > now() - interval '1 minute' and reason = 'request' order by kind`,
        ),
      ).toEqual([
        { reason: 'request', kind: 'application', items: 2 },
        { reason: 'request', kind: 'enquiry', items: 1 },
      ]);
    });

    it('erases one application by its id and leaves her other records', async () => {
      const her = person();
      const kept = await apply(her);
      const gone = await apply(her);
      expect((await db.service.rpc('erase_person_data', { application_id: gone.id })).data).toBe(1);
      expect(await db.sql('select id from public.student_registrations where email = $1', [her.email])).toEqual([
        { id: kept.id },
      ]);
      expect(await outboxOf('application_id', gone.id)).toEqual([]);
      expect((await outboxOf('application_id', kept.id)).length).toBeGreaterThan(0);
    });

    it("erases an alumna's profile, its revisions and photos", async () => {
      const tag = randomUUID().slice(0, 8);
      const bucket = db.admin.storage.from(STORAGE.alumniImages.bucket);
      const upload = async () => {
        const path = uniqueObjectPath(STORAGE.alumniImages, 'me.png');
        expect((await bucket.upload(path, png())).error).toBeNull();
        return { path, url: bucket.getPublicUrl(path).data.publicUrl };
      };
      const oldPhoto = await upload();
      const newPhoto = await upload();
      const { data: profile } = await db.admin
        .from('alumni_profiles')
        .insert({
          name: `Alumna ${tag}`,
          graduation_year: 2012,
          degree: 'Master of Divinity',
          location: `Place${tag}`,
          image_url: oldPhoto.url,
        })
        .select('id')
        .single();
      const profileId = profile?.id ?? '';
      // An edit keeps the previous version, old photo included, as a revision.
      expect(
        (
          await db.admin.rpc('update_alumni_profile', {
            profile_id: profileId,
            name: `Alumna ${tag}`,
            graduation_year: 2012,
            degree: 'Master of Divinity',
            location: `Place${tag}`,
            image_url: newPhoto.url,
          })
        ).error,
      ).toBeNull();
      const markers = [`Alumna ${tag}`, `Place${tag}`, oldPhoto.path, newPhoto.path];
      expect((await tablesHolding(markers)).holding).toEqual(
        expect.arrayContaining(['public.alumni_profiles', 'public.content_versions', 'storage.objects']),
      );

      expect((await db.admin.rpc('erase_person_data', { alumni_profile_id: profileId })).data).toBe(1);
      const run = await runScheduledJobs(db.server);
      expect(run.purged).toEqual(
        expect.arrayContaining([`alumni-images/${oldPhoto.path}`, `alumni-images/${newPhoto.path}`]),
      );
      expect((await tablesHolding(markers)).holding).toEqual([]);
      for (const photo of [oldPhoto, newPhoto]) {
        expect(existsSync(join(db.server.ctx.storageDir, STORAGE.alumniImages.bucket, photo.path))).toBe(false);
      }
      // Only the site's list of deleted rows still names the id, so the next build drops her page;
      // the id alone identifies nobody.
      expect((await tablesHolding([profileId])).holding).toEqual(['public.content_deletions']);
    });

    it('is for admins and the service role only, by exactly one key', async () => {
      const id = await enquire(person());
      expect((await db.visitor.rpc('erase_person_data', { enquiry_id: id })).error).toMatchObject({ code: '42501' });
      expect((await db.user.rpc('erase_person_data', { enquiry_id: id })).error).toMatchObject({
        code: '42501',
        message: "Only administrators can erase a person's data.",
      });
      expect((await db.admin.rpc('erase_person_data', { enquiry_id: id, email: 'x@example.com' })).error).toMatchObject(
        {
          code: '22023',
        },
      );
      expect((await db.admin.rpc('erase_person_data', {})).error).toMatchObject({ code: '22023' });
      expect(await db.sql('select 1 from public.registrations where id = $1', [id])).toHaveLength(1);
      expect(
        await db.sql(
          `select has_function_privilege('anon', 'private.erase_person_data(text, text, uuid, uuid, uuid)', 'execute') as anon,
                  has_function_privilege('authenticated', 'private.apply_retention()', 'execute') as authenticated,
                  has_function_privilege('service_role', 'private.apply_retention()', 'execute') as service`,
        ),
      ).toEqual([{ anon: false, authenticated: false, service: true }]);
    });
  });

  describe('e-mails after a delete (attack 8)', () => {
    it('keeps them while the application is in the trash, for a restore, and removes them with the trash copy', async () => {
      const her = person();
      const application = await apply(her);
      const kinds = (await outboxOf('application_id', application.id)).map((m) => m.kind).sort();
      expect(kinds).toEqual(['application_applicant', 'application_office']);

      await db.admin.from('student_registrations').delete().eq('id', application.id);
      expect((await outboxOf('application_id', application.id)).map((m) => m.kind).sort()).toEqual(kinds);
      const [trashed] = await db.sql<{ id: string }>(
        `select id from public.deleted_registrations where row_data ->> 'id' = $1`,
        [application.id],
      );
      expect((await db.admin.rpc('restore_deleted_registration', { trash_id: trashed?.id ?? '' })).error).toBeNull();
      expect((await outboxOf('application_id', application.id)).map((m) => m.kind).sort()).toEqual(kinds);

      await db.admin.from('student_registrations').delete().eq('id', application.id);
      const [again] = await db.sql<{ id: string }>(
        `select id from public.deleted_registrations where row_data ->> 'id' = $1`,
        [application.id],
      );
      // The admin empties it from the trash.
      expect(
        (
          await db.admin
            .from('deleted_registrations')
            .delete()
            .eq('id', again?.id ?? '')
        ).error,
      ).toBeNull();
      expect(await outboxOf('application_id', application.id)).toEqual([]);
      expect(
        (await db.sql('select 1 from public.mail_outbox where parameters::text ilike $1', [`%${her.name}%`])).length,
      ).toBe(0);
      // Its screenshot goes at the next purge, not a day later.
      expect((await runScheduledJobs(db.server)).purged).toContain(`payment-screenshots/${application.screenshot}`);
      expect(existsSync(screenshotFile(application.screenshot))).toBe(false);
    });

    it('removes an enquiry’s e-mail when the trash empties itself after its days', async () => {
      const her = person();
      const enquiry = await enquire(her);
      expect((await outboxOf('registration_id', enquiry)).map((m) => m.kind)).toEqual(['enquiry_office']);
      await db.admin.from('registrations').delete().eq('id', enquiry);
      await db.sql(
        `update public.deleted_registrations set deleted_at = now() - interval '31 days' where row_data ->> 'id' = $1`,
        [enquiry],
      );
      expect((await runScheduledJobs(db.server)).retention?.trashEmptied).toBeGreaterThanOrEqual(1);
      expect(
        await db.sql(`select 1 from public.deleted_registrations where row_data ->> 'id' = $1`, [enquiry]),
      ).toEqual([]);
      expect(await outboxOf('registration_id', enquiry)).toEqual([]);
      expect((await tablesHolding([her.name, her.email, enquiry])).holding).toEqual([]);
    });

    it("purges the text and recipients of e-mails sent more than the schedule's days ago, keeping delivery facts", async () => {
      const oldEnquiry = await enquire(person());
      const newEnquiry = await enquire(person());
      const failedEnquiry = await enquire(person());
      await db.sql(
        `update public.mail_outbox set status = 'sent', sent_at = now() - interval '31 days' where registration_id = $1`,
        [oldEnquiry],
      );
      await db.sql(
        `update public.mail_outbox set status = 'sent', sent_at = now() - interval '29 days' where registration_id = $1`,
        [newEnquiry],
      );
      await db.sql(
        `update public.mail_outbox set status = 'failed', attempts = 5, last_error = 'mailbox full',
           created_at = now() - interval '31 days' where registration_id = $1`,
        [failedEnquiry],
      );
      const run = await runScheduledJobs(db.server);
      expect(run.retention?.mailBodiesPurged).toBeGreaterThanOrEqual(2);

      const facts = `select kind, status, to_addresses, parameters, last_error, sent_at is not null as sent,
                            body_purged_at is not null as purged, registration_id
                     from public.mail_outbox where registration_id = $1`;
      expect(await db.sql(facts, [oldEnquiry])).toEqual([
        {
          kind: 'enquiry_office',
          status: 'sent',
          to_addresses: [],
          parameters: {},
          last_error: null,
          sent: true,
          purged: true,
          registration_id: oldEnquiry,
        },
      ]);
      expect(await db.sql(facts, [failedEnquiry])).toMatchObject([
        { status: 'failed', to_addresses: [], parameters: {}, last_error: null, purged: true },
      ]);
      expect(await db.sql(facts, [newEnquiry])).toMatchObject([{ status: 'sent', purged: false }]);
      expect((await db.sql<{ parameters: unknown }>(facts, [newEnquiry]))[0]?.parameters).not.toEqual({});

      // A purged failed e-mail has nothing left to send.
      const [failed] = await db.sql<{ id: number }>('select id from public.mail_outbox where registration_id = $1', [
        failedEnquiry,
      ]);
      expect((await db.admin.rpc('retry_mail', { id: failed?.id ?? 0 })).error).toBeNull();
      expect(await db.sql(facts, [failedEnquiry])).toMatchObject([{ status: 'failed' }]);
      expect(
        await db.sql(
          `select items from public.erasure_log where kind = 'mail_bodies' and reason = 'retention' order by id desc limit 1`,
        ),
      ).toEqual([{ items: run.retention?.mailBodiesPurged }]);
    });
  });

  describe('the retention schedule', () => {
    /** Moves her rows' clock back: the record's dates, its notices and their e-mails. */
    async function moveBack(table: 'registrations' | 'student_registrations', id: string, interval: string) {
      await db.server.db.transaction(async (tx) => {
        // The application's own triggers keep status_changed_at; a moved clock is not an update.
        await tx.query(`set local session_replication_role = replica`);
        await tx.query(
          `update public.${table} set created_at = created_at - $2::interval${
            table === 'student_registrations' ? ', status_changed_at = status_changed_at - $2::interval' : ''
          } where id = $1`,
          [id, interval],
        );
      });
      await db.sql(
        `update private.retention_notices set due_at = due_at - $2::interval, noticed_at = noticed_at - $2::interval
         where subject_id = $1`,
        [id, interval],
      );
      await db.sql(
        `update public.mail_outbox set created_at = created_at - $2::interval, sent_at = sent_at - $2::interval
         where (application_id = $1 or registration_id = $1)`,
        [id, interval],
      );
    }

    const markNoticesSent = (id: string) =>
      db.sql(
        `update public.mail_outbox set status = 'sent', sent_at = now()
         where kind = 'retention_notice' and (application_id = $1 or registration_id = $1)`,
        [id],
      );

    const notices = (id: string) =>
      db
        .sql<{ kind: string; to_addresses: string[]; language: string; parameters: unknown; status: string }>(
          `select kind, to_addresses, language, parameters, status from public.mail_outbox
           where kind = 'retention_notice' and (application_id = $1 or registration_id = $1) order by id`,
          [id],
        )
        .then((rows) => rows.map(withText));

    it('e-mails her 48 hours before, and erases only once the notice is 48 hours old', async () => {
      const her = person();
      const enquiry = await enquire(her);
      // Due tomorrow: twelve months after it came, less a day.
      await moveBack('registrations', enquiry, '12 months');
      await moveBack('registrations', enquiry, '-1 day');

      expect((await runScheduledJobs(db.server)).retention?.noticesSent).toBeGreaterThanOrEqual(1);
      const [notice] = await notices(enquiry);
      expect(notice?.to_addresses).toEqual([her.email]);
      expect(notice?.subject).toMatch(
        /^Vijayawada Women's Bible Seminary: your data will be erased on \d{1,2} \w+ \d{4}$/,
      );
      expect(notice?.body_text).toContain('the enquiry you sent us on');
      expect(notice?.body_text).toContain('http://localhost:4321/privacy');
      expect(notice?.body_text).toContain('reply to this e-mail');
      // Only the school's words: nothing she wrote.
      for (const hers of [her.name, her.phone, her.city, her.comments]) expect(notice?.body_text).not.toContain(hers);
      // One notice, however often the job runs.
      await runScheduledJobs(db.server);
      expect(await notices(enquiry)).toHaveLength(1);

      // Sent now; a day later it is due, but the notice is not 48 hours old.
      await markNoticesSent(enquiry);
      await moveBack('registrations', enquiry, '47 hours');
      await runScheduledJobs(db.server);
      expect(await db.sql('select 1 from public.registrations where id = $1', [enquiry])).toHaveLength(1);

      await moveBack('registrations', enquiry, '2 hours');
      expect((await runScheduledJobs(db.server)).retention?.recordsErased).toBeGreaterThanOrEqual(1);
      expect(await db.sql('select 1 from public.registrations where id = $1', [enquiry])).toEqual([]);
      expect((await tablesHolding([her.name, her.email, enquiry])).holding).toEqual([]);
      expect(
        await db.sql(
          `select 1 from public.erasure_log where reason = 'retention' and kind = 'enquiry' and erased_at > now() - interval '1 minute'`,
        ),
      ).not.toHaveLength(0);
    });

    it('waits while the notice has not gone out, and erases once it was given up on', async () => {
      const enquiry = await enquire(person());
      await moveBack('registrations', enquiry, '13 months');
      await runScheduledJobs(db.server);
      expect(await notices(enquiry)).toMatchObject([{ status: 'pending' }]);
      // The sender is down for days: the notice is old, but never went out.
      await moveBack('registrations', enquiry, '3 days');
      await runScheduledJobs(db.server);
      expect(await db.sql('select 1 from public.registrations where id = $1', [enquiry])).toHaveLength(1);
      // It fails for good (the address does not work): she cannot be told, and the data goes.
      await db.sql(
        `update public.mail_outbox set status = 'failed' where kind = 'retention_notice' and registration_id = $1`,
        [enquiry],
      );
      await runScheduledJobs(db.server);
      expect(await db.sql('select 1 from public.registrations where id = $1', [enquiry])).toEqual([]);
    });

    it('erases an application not accepted 12 months after the decision, in her language', async () => {
      const her = person();
      const application = await apply(her);
      await db.sql(`update public.student_registrations set language = 'te' where id = $1`, [application.id]);
      await db.service.rpc('set_application_status', { application_id: application.id, status: 'not_accepted' });
      await moveBack('student_registrations', application.id, '12 months 1 day');

      await runScheduledJobs(db.server);
      const sent = await notices(application.id);
      // The application and, sooner due, its screenshot.
      expect(sent).toHaveLength(2);
      for (const notice of sent) {
        expect(notice.subject).toContain('మీ వివరాలు');
        expect(notice.body_text).toContain(application.reference);
        expect(notice.body_text).toContain('http://localhost:4321/te/privacy');
        expect(notice.body_text).not.toContain(her.name);
      }
      await markNoticesSent(application.id);
      await moveBack('student_registrations', application.id, '49 hours');
      await runScheduledJobs(db.server);
      expect(await db.sql('select 1 from public.student_registrations where id = $1', [application.id])).toEqual([]);
      expect(existsSync(screenshotFile(application.screenshot))).toBe(false);
      expect((await tablesHolding([her.email, application.reference, application.id])).holding).toEqual([]);
    });

    it("erases an accepted student's payment screenshot 90 days after the decision and keeps her application", async () => {
      const application = await apply(person());
      await db.service.rpc('set_application_status', { application_id: application.id, status: 'accepted' });
      await moveBack('student_registrations', application.id, '89 days');
      await runScheduledJobs(db.server);
      const [notice] = await notices(application.id);
      expect(notice?.body_text).toContain('the payment screenshot you sent with your application');
      expect(notice?.body_text).toContain('Your application itself stays.');

      await markNoticesSent(application.id);
      await moveBack('student_registrations', application.id, '2 days 1 hour');
      const run = await runScheduledJobs(db.server);
      expect(run.purged).toContain(`payment-screenshots/${application.screenshot}`);
      expect(existsSync(screenshotFile(application.screenshot))).toBe(false);
      expect(
        await db.sql(
          `select status, payment_screenshot_erased_at is not null as erased from public.student_registrations where id = $1`,
          [application.id],
        ),
      ).toEqual([{ status: 'accepted', erased: true }]);
      // The application stays, and is never due: no further notice.
      await runScheduledJobs(db.server);
      expect(await notices(application.id)).toHaveLength(1);
      expect(await db.sql('select 1 from private.retention_notices where subject_id = $1', [application.id])).toEqual(
        [],
      );
    });

    it('follows the schedule the admins set', async () => {
      const enquiry = await enquire(person());
      await moveBack('registrations', enquiry, '2 months');
      await runScheduledJobs(db.server);
      expect(await notices(enquiry)).toEqual([]);
      expect((await db.admin.from('retention_settings').update({ enquiry_months: 1 }).eq('id', 1)).error).toBeNull();
      try {
        await runScheduledJobs(db.server);
        expect(await notices(enquiry)).toHaveLength(1);
      } finally {
        await db.service.from('retention_settings').update({ enquiry_months: 12 }).eq('id', 1);
      }
    });

    it('is read by everyone (the forms state its periods) and changed by admins only', async () => {
      expect(
        (await db.visitor.from('retention_settings').select('enquiry_months, payment_screenshot_days')).data,
      ).toEqual([{ enquiry_months: 12, payment_screenshot_days: 90 }]);
      expect((await db.visitor.from('retention_settings').update({ trash_days: 1 }).eq('id', 1)).error).toMatchObject({
        code: '42501',
      });
      expect((await db.user.from('retention_settings').select('trash_days')).data).toEqual([{ trash_days: 30 }]);
      await db.user.from('retention_settings').update({ trash_days: 1 }).eq('id', 1);
      expect(await db.sql('select trash_days from public.retention_settings')).toEqual([{ trash_days: 30 }]);

      expect((await db.admin.from('retention_settings').select('*').single()).data).toMatchObject({
        enquiry_months: 12,
        not_accepted_application_months: 12,
        payment_screenshot_days: 90,
        sent_mail_body_days: 30,
        trash_days: 30,
      });
      expect((await db.admin.from('retention_settings').update({ trash_days: 0 }).eq('id', 1)).error).toMatchObject({
        code: '23514',
      });
      expect((await db.admin.from('retention_settings').update({ trash_days: 45 }).eq('id', 1)).error).toBeNull();
      expect(await db.sql('select trash_days from public.retention_settings')).toEqual([{ trash_days: 45 }]);
      await db.admin.from('retention_settings').update({ trash_days: 30 }).eq('id', 1);

      // The erasure log likewise: admins read it, nobody writes it through the API.
      expect((await db.visitor.from('erasure_log').select('*')).error).toMatchObject({ code: '42501' });
      expect(await db.user.from('erasure_log').select('*')).toMatchObject({ data: [], error: null });
      expect((await db.admin.from('erasure_log').select('id')).error).toBeNull();
      expect(
        (await db.admin.from('erasure_log').insert({ reason: 'request', kind: 'enquiry', items: 1 })).error,
      ).toMatchObject({ code: '42501' });
    });
  });

  describe('the local timer', () => {
    it('applies the schedule at its time, as pg_cron does daily', async () => {
      const enquiry = await enquire(person());
      await db.sql(`update public.registrations set created_at = now() - interval '13 months' where id = $1`, [
        enquiry,
      ]);
      // Its time comes every second instead of daily, as a change of its schedule in cron.job.
      const [job] = await db.sql<{ jobid: string; schedule: string }>(
        `select jobid, schedule from cron.job where jobname = 'apply-retention'`,
      );
      expect(job?.schedule).toBe('30 21 * * *');
      await db.sql(`select cron.alter_job($1, schedule => '1 seconds')`, [job?.jobid]);
      try {
        await expect
          .poll(
            async () =>
              (await db.sql('select 1 from private.retention_notices where subject_id = $1', [enquiry])).length,
            {
              timeout: 10_000,
            },
          )
          .toBe(1);
      } finally {
        await db.sql(`select cron.alter_job($1, schedule => $2)`, [job?.jobid, job?.schedule]);
      }
    });

    it('applies it at each start, before the backend is ready (a restored old backup)', async () => {
      const id = randomUUID();
      const server = await startSchoolTestServer({
        migrationsDir,
        configToml: configFile,
        extraSql: [
          `insert into public.registrations (id, name, email, program_interest, created_at)
           values ('${id}', 'Old Enquirer', 'old.enquirer@example.com', 'online', now() - interval '2 years')`,
        ],
      });
      try {
        const { rows } = await server.db.query<{ to_addresses: string[] }>(
          `select to_addresses from public.mail_outbox where kind = 'retention_notice' and registration_id = $1`,
          [id],
        );
        expect(rows).toEqual([{ to_addresses: ['old.enquirer@example.com'] }]);
      } finally {
        await server.close();
      }
    });
  });
});
