// Reference numbers, which nobody can walk to find another applicant's: the database gives every
// application `APP-<year>-<six random characters>`, one per application even under 200 concurrent submits,
// telling nothing of how many applied; a retried submit (the same idempotency key) never makes a
// second application.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_REFERENCE_PATTERN } from '../../packages/core/src/admissions.ts';
import type { Json } from '../../packages/core/src/database.types.ts';
import { refusals } from '../../packages/core/src/texts.ts';
import { applicationForm, type Client, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const SUBMISSIONS = 200;
/** What a new reference is made of: no 0/O, no 1/I. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const RANDOM_REFERENCE = /^APP-(\d{4})-([2-9A-HJ-NP-Z]{6})$/;

/** The year the database numbers in: Vijayawada's. */
const schoolYear = () =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date()));

describe('application references', () => {
  let db: SeminaryServer;
  let courseId = '';

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
    [{ id: courseId }] = (await db.sql<{ id: string }>(
      `insert into public.courses (title, description, duration, program_type)
       values ('Bachelor of Theology', 'Three years', '3 years', 'residential') returning id`,
    )) as [{ id: string }];
    const { error } = await db.service
      .from('application_limits')
      .update({ max_per_email_per_hour: 1000, max_per_client_address_per_hour: 1000 })
      .eq('id', 1);
    expect(error).toBeNull();
  });
  afterAll(() => db.close());

  /** The site's form as submit_application takes it, naming a screenshot uploaded just now. */
  const application = (email = `${randomUUID()}@example.com`) =>
    applicationForm(db.sql, {
      email,
      phone: '+91 98480 11223',
      course_id: courseId,
      start_date: 'Fall 2025',
      // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
      consent_notice_version: 2,
    });

  const submit = async (client: Client, form: Json, key: string = randomUUID()) =>
    client.rpc('submit_application', { application: form, idempotency_key: key });

  it(`gives ${SUBMISSIONS} concurrent submissions each its own random reference`, async () => {
    const forms = await Promise.all(Array.from({ length: SUBMISSIONS }, () => application()));
    const answers = await Promise.all(forms.map((form, i) => submit(i % 2 ? db.visitor : db.user, form)));
    expect(answers.filter((answer) => answer.error)).toEqual([]);

    const references = answers.map((answer) => String(answer.data));
    for (const reference of references) {
      expect(reference).toMatch(APPLICATION_REFERENCE_PATTERN);
      expect(RANDOM_REFERENCE.exec(reference)?.[1]).toBe(String(schoolYear()));
    }
    expect(new Set(references).size).toBe(SUBMISSIONS);
    // Random, not counted: 1,200 characters drawn evenly use every one of the 32 (a sequence
    // would use a few digits).
    const used = new Set(references.flatMap((reference) => [...(RANDOM_REFERENCE.exec(reference)?.[2] ?? '')]));
    expect([...used].sort().join('')).toBe(ALPHABET);
    const stored = await db.sql<{ reference: string }>('select reference from public.student_registrations');
    expect(stored.map((row) => row.reference).sort()).toEqual([...references].sort());
  }, 120_000);

  it("keeps no count of the year's applications anywhere", async () => {
    const missing = { ...(await application()), payment_screenshot_url: `${randomUUID()}.png` };
    expect((await submit(db.visitor, missing)).error).toMatchObject({
      message: refusals.payment_screenshot_missing,
    });
    const { data, error } = await submit(db.visitor, await application());
    expect(error).toBeNull();
    expect(data).toMatch(RANDOM_REFERENCE);
    expect(
      await db.sql(
        `select to_regclass('private.application_reference_counters') as counters,
                to_regprocedure('private.next_application_reference(timestamptz)') as numbering`,
      ),
    ).toEqual([{ counters: null, numbering: null }]);
  });

  it('makes one application per idempotency key, however often it is submitted', async () => {
    const form = await application();
    const key = randomUUID();
    const [first, second] = await Promise.all([submit(db.visitor, form, key), submit(db.visitor, form, key)]);
    const third = await submit(db.visitor, form, key);
    expect(first.error).toBeNull();
    expect(second).toMatchObject({ data: first.data, error: null });
    expect(third).toMatchObject({ data: first.data, error: null });
    expect(
      await db.sql('select reference from public.student_registrations where idempotency_key = $1', [key]),
    ).toEqual([{ reference: first.data }]);
  });

  it('ignores a reference, status or contacted flag the client sends', async () => {
    const { data } = await submit(db.visitor, {
      ...(await application()),
      reference: 'APP-1999-00001',
      status: 'accepted',
      contacted: true,
    });
    expect(
      await db.sql('select status, contacted from public.student_registrations where reference = $1', [data]),
    ).toEqual([{ status: 'received', contacted: false }]);
    const direct = await db.visitor.from('student_registrations').insert({ ...(await application()) });
    expect(direct.error).toBeNull();
    const [latest] = await db.sql<{ reference: string }>(
      'select reference from public.student_registrations order by created_at desc, id desc limit 1',
    );
    expect(latest?.reference).toMatch(APPLICATION_REFERENCE_PATTERN);
    expect(latest?.reference).not.toBe(data);
  });

  it('keeps the limits and honeypot of a direct insert, with their codes and messages', async () => {
    const honeypot = await submit(db.visitor, { ...(await application()), honeypot: 'http://spam.example' });
    expect(honeypot.error).toMatchObject({ code: 'P0001', message: refusals.submission_refused });
    const { email: _, ...withoutEmail } = await application();
    expect((await submit(db.visitor, withoutEmail)).error).toMatchObject({ code: '23502' });
    expect((await submit(db.visitor, [])).error).toMatchObject({ code: '22023' });

    await db.service.from('application_limits').update({ max_per_email_per_hour: 1 }).eq('id', 1);
    try {
      expect((await submit(db.visitor, await application('limited@example.com'))).error).toBeNull();
      const refused = await submit(db.visitor, await application('limited@example.com'));
      expect(refused.error).toMatchObject({ code: 'PT429', message: refusals.too_many_applications });
      expect(refused.status).toBe(429);
    } finally {
      await db.service.from('application_limits').update({ max_per_email_per_hour: 1000 }).eq('id', 1);
    }
  });

  it('never changes a reference once given, and the trash restores it unchanged', async () => {
    const { data: reference } = await submit(db.visitor, await application());
    const [row] = await db.sql<{ id: string }>('select id from public.student_registrations where reference = $1', [
      reference,
    ]);
    const id = row?.id ?? '';
    expect(
      (
        await db.admin
          .from('student_registrations')
          .update({ reference: 'APP-2000-00001', contacted: true })
          .eq('id', id)
      ).error,
    ).toBeNull();
    expect(await db.sql('select reference, contacted from public.student_registrations where id = $1', [id])).toEqual([
      { reference, contacted: true },
    ]);

    await db.admin.rpc('set_application_status', { application_id: id, status: 'under_review' });
    const [before] = await db.sql('select * from public.student_registrations where id = $1', [id]);
    const outboxSize = async () =>
      Number((await db.sql<{ n: number }>('select count(*)::int as n from public.mail_outbox'))[0]?.n);
    const mailBefore = await outboxSize();
    expect((await db.admin.from('student_registrations').delete().eq('id', id)).error).toBeNull();
    const [trashed] = await db.sql<{ id: string }>(
      `select id from public.deleted_registrations where row_data->>'id' = $1`,
      [id],
    );
    expect((await db.admin.rpc('restore_deleted_registration', { trash_id: trashed?.id ?? '' })).error).toBeNull();
    expect(await db.sql('select * from public.student_registrations where id = $1', [id])).toEqual([before]);
    // A restore is not a new application: no e-mail goes out.
    expect(await outboxSize()).toBe(mailBefore);
  });
});

describe('application references on a seeded database', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer();
  });
  afterAll(() => db.close());

  it('gives the seed applications references, with their statuses and history, without sending mail', async () => {
    const year = schoolYear();
    expect(await db.sql('select reference, status from public.student_registrations order by created_at')).toEqual([
      { reference: expect.stringMatching(new RegExp(`^APP-${year}-[2-9A-HJ-NP-Z]{6}$`)), status: 'received' },
      { reference: expect.stringMatching(new RegExp(`^APP-${year}-[2-9A-HJ-NP-Z]{6}$`)), status: 'under_review' },
    ]);
    expect(
      await db.sql(
        `select h.from_status, h.to_status, h.note from public.application_status_history h
         join public.student_registrations r on r.id = h.application_id
         where r.email = 'sharon.kiranmai@example.com' order by h.id`,
      ),
    ).toEqual([
      { from_status: null, to_status: 'received', note: null },
      {
        from_status: 'received',
        to_status: 'under_review',
        note: "Spoke with her on the phone; asked for her pastor's letter.",
      },
    ]);
    expect(await db.sql('select count(*)::int as n from public.mail_outbox')).toEqual([{ n: 0 }]);
    expect(await db.sql('select office_addresses from public.mail_settings')).toEqual([
      { office_addresses: ['admissions@example.com'] },
    ]);
  });
});
