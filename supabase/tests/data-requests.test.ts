// "Your data" requests (supabase/schemas/09_privacy_and_retention.sql): a person asks to see, correct or
// erase her data, proven by a link to the e-mail address on file; admins see the requests with
// their due dates and answer them; the answer reaches her by e-mail; an erasure leaves no trace.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Mail, mailsQueuedTo, type OutboxMail, withText } from './support/rendered-mail.ts';
import { runScheduledJobs } from './support/scheduled-jobs.ts';
import {
  type SeminaryServer,
  someCourseId,
  startSeminaryServer,
  submitApplication,
  submitEnquiry,
} from './support/seminary-server.ts';
import { tablesHolding } from './support/tables-holding.ts';

function person() {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  return { name: `Asha ${tag}`, email: `asha.${tag}@example.com`, city: `Town${tag}`, comments: `Comment ${tag}` };
}
type Person = ReturnType<typeof person>;

describe('"Your data" requests', () => {
  let db: SeminaryServer;
  let courseId = '';

  beforeAll(async () => {
    db = await startSeminaryServer();
    courseId = await someCourseId(db);
  });
  afterAll(() => db.close());
  // Every test's requests come from this machine's one address: each starts with the hour unspent.
  beforeEach(() => db.sql(`delete from private.confirmation_attempts where purpose = 'data_request'`));

  const apply = (who: Person, language: 'en' | 'te' = 'en') =>
    submitApplication(db, {
      name: who.name,
      email: who.email,
      city: who.city,
      comments: who.comments,
      language,
      program_interest: 'residential',
      course_id: courseId,
    });

  const enquire = (who: Person) =>
    submitEnquiry(db, { name: who.name, email: who.email, city: who.city, program_interest: 'online' });

  const mailsTo = (email: string) => mailsQueuedTo(db, email, 'data_request');
  const officeMails = async (since: string): Promise<Mail[]> =>
    (
      await db.sql<OutboxMail>(
        `select kind, to_addresses, language, parameters from public.mail_outbox
         where kind = 'data_request_office' and created_at >= $1 order by id`,
        [since],
      )
    ).map(withText);
  const linkIn = (body: string, parameter: 'confirm' | 'copy') => {
    const match = body.match(new RegExp(`(https?://\\S+/your-data)\\?${parameter}=([A-Za-z0-9_-]+)`));
    expect(match, body).not.toBeNull();
    return { page: match?.[1] ?? '', token: match?.[2] ?? '' };
  };

  /** Her request, confirmed through the link the e-mail brought her; returns the request's id. */
  async function confirmedRequest(who: Person, kind: 'access' | 'correction' | 'erasure', details?: string) {
    const asked = await db.visitor.rpc('request_my_data', { kind, email: who.email, language: 'en', details });
    expect(asked.error).toBeNull();
    const mail = (await mailsTo(who.email)).filter((m) => m.kind === 'data_request_confirm').at(-1);
    const { token } = linkIn(mail?.body_text ?? '', 'confirm');
    const confirmed = await db.visitor.rpc('confirm_data_request', { token });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toEqual([{ kind, status: 'open', due_at: expect.any(String) }]);
    const [row] = await db.sql<{ id: string }>(
      `select id from public.data_requests where email = $1 and kind = $2 and status = 'open'`,
      [who.email, kind],
    );
    return row?.id ?? '';
  }

  describe('asking', () => {
    it('e-mails the address on file a confirmation link with the fixed text only, and nobody else', async () => {
      const her = person();
      await apply(her, 'te');
      const details = 'My name is wrong\r\nVisit https://evil.example/pay now';
      const asked = await db.visitor.rpc('request_my_data', {
        kind: 'correction',
        email: `  ${her.email.toUpperCase()} `,
        language: 'te',
        details,
      });
      expect(asked).toMatchObject({ data: null, error: null, status: 204 });

      const [mail, ...more] = await mailsTo(her.email);
      expect(more).toEqual([]);
      expect(mail?.kind).toBe('data_request_confirm');
      expect(mail?.subject).toContain('నిర్ధారించండి');
      const { page } = linkIn(mail?.body_text ?? '', 'confirm');
      expect(page).toMatch(/\/te\/your-data$/);
      // Nothing she typed travels in the e-mail; her details wait for the office.
      expect(mail?.body_text).not.toContain('evil.example');
      expect(mail?.body_text).not.toContain('My name is wrong');
      expect(await db.sql('select status, details from public.data_requests where email = $1', [her.email])).toEqual([
        { status: 'unconfirmed', details },
      ]);
      // Unconfirmed, it is nobody's business yet, the admins' included.
      expect((await db.admin.from('data_requests').select('id').eq('status', 'unconfirmed')).data).toEqual([]);
    });

    it('answers an address nobody gave the school exactly as one on file, and stores and sends nothing', async () => {
      const stranger = person();
      const asked = await db.visitor.rpc('request_my_data', { kind: 'erasure', email: stranger.email });
      expect(asked).toMatchObject({ data: null, error: null, status: 204 });
      expect(await mailsTo(stranger.email)).toEqual([]);
      expect(await db.sql('select id from public.data_requests where email = $1', [stranger.email])).toEqual([]);
    });

    it('finds her through an application in the trash too', async () => {
      const her = person();
      const application = await apply(her);
      expect((await db.admin.from('student_registrations').delete().eq('id', application.id)).error).toBeNull();
      await db.visitor.rpc('request_my_data', { kind: 'access', email: her.email });
      expect((await mailsTo(her.email)).map((m) => m.kind)).toEqual(['data_request_confirm']);
    });

    it.each([
      [{ kind: 'delete', email: 'a@example.com' }, 'Choose whether to see, correct or erase your data.'],
      [{ kind: 'access', email: 'not an address' }, 'Please enter a valid e-mail address.'],
      [{ kind: 'access', email: 'a@example.com\r\nBcc: b@example.com' }, 'Please enter a valid e-mail address.'],
      [{ kind: 'access', email: 'a@example.com', language: 'fr' }, 'The language is English (en) or Telugu (te).'],
      [{ kind: 'correction', email: 'a@example.com', details: '  ' }, 'Please say what should be corrected.'],
      [
        { kind: 'correction', email: 'a@example.com', details: 'x'.repeat(2001) },
        'Please describe the correction in at most 2000 characters.',
      ],
    ])('refuses bad input with 400: %o', async (args, message) => {
      const asked = await db.visitor.rpc('request_my_data', args);
      expect(asked.status).toBe(400);
      expect(asked.error).toMatchObject({ code: '22023', message });
    });

    it('sends one address at most 3 e-mails a day, and takes 5 requests an hour from one client', async () => {
      const her = person();
      await enquire(her);
      for (let i = 0; i < 3; i++) {
        expect((await db.visitor.rpc('request_my_data', { kind: 'access', email: her.email })).error).toBeNull();
      }
      const fourth = await db.visitor.rpc('request_my_data', { kind: 'access', email: her.email });
      expect(fourth.status).toBe(429);
      expect(fourth.error).toMatchObject({ code: 'PT429', message: 'Too many requests. Please try again tomorrow.' });
      expect((await mailsTo(her.email)).length).toBe(3);

      await db.sql(`delete from private.confirmation_attempts where purpose = 'data_request'`);
      for (let i = 0; i < 5; i++) {
        expect((await db.visitor.rpc('request_my_data', { kind: 'access', email: person().email })).error).toBeNull();
      }
      expect((await db.visitor.rpc('request_my_data', { kind: 'access', email: person().email })).status).toBe(429);
      // The budgets keep no address: only digests of them.
      expect(await db.sql('select 1 from private.confirmation_attempts where email_key like $1', ['%@%'])).toEqual([]);
    });
  });

  describe('confirming', () => {
    it('opens the request, dates it due in 30 days, tells the office without her details, and stays her status link', async () => {
      const her = person();
      await enquire(her);
      const since = new Date().toISOString();
      await db.visitor.rpc('request_my_data', { kind: 'correction', email: her.email, details: 'City is Guntur' });
      const { token } = linkIn((await mailsTo(her.email))[0]?.body_text ?? '', 'confirm');

      expect((await db.visitor.rpc('confirm_data_request', { token: `${token}x` })).data).toEqual([]);
      const first = await db.visitor.rpc('confirm_data_request', { token });
      const due = new Date(first.data?.[0]?.due_at ?? 0).getTime();
      expect(Math.abs(due - Date.now() - 30 * 24 * 3600_000)).toBeLessThan(60_000);
      // Again: where it stands, and no second e-mail to the office.
      expect((await db.visitor.rpc('confirm_data_request', { token })).data).toEqual(first.data);
      const office = await officeMails(since);
      expect(office.length).toBe(1);
      expect(office[0]?.body_text).toContain('to correct her data');
      expect(office[0]?.body_text).toContain('/admin/data-requests');
      expect(office[0]?.body_text).not.toContain(her.email);
      expect(office[0]?.body_text).not.toContain('Guntur');

      const { data } = await db.admin
        .from('data_requests')
        .select('kind, status, details, email')
        .eq('email', her.email);
      expect(data).toEqual([{ kind: 'correction', status: 'open', details: 'City is Guntur', email: her.email }]);
      expect((await db.user.from('data_requests').select('id')).data).toEqual([]);
      expect((await db.visitor.from('data_requests').select('id')).error).not.toBeNull();
    });

    it('works for a day only while unconfirmed', async () => {
      const her = person();
      await enquire(her);
      await db.visitor.rpc('request_my_data', { kind: 'access', email: her.email });
      const { token } = linkIn((await mailsTo(her.email))[0]?.body_text ?? '', 'confirm');
      await db.sql(
        `update private.confirmation_tokens set expires_at = now() - interval '1 second'
         where data_request_id in (select id from public.data_requests where email = $1)`,
        [her.email],
      );
      expect((await db.visitor.rpc('confirm_data_request', { token })).data).toEqual([]);
    });
  });

  describe('answering', () => {
    it('gives her a copy of her data through a 14-day link when an admin completes an access request', async () => {
      const her = person();
      const application = await apply(her);
      await enquire(her);
      expect(
        (await db.admin.rpc('set_application_status', { application_id: application.id, status: 'under_review' }))
          .error,
      ).toBeNull();
      const id = await confirmedRequest(her, 'access');
      expect((await db.admin.rpc('data_request_records', { request_id: id })).data).toEqual([
        { applications: 1, enquiries: 1, in_trash: 0 },
      ]);

      expect((await db.user.rpc('complete_data_request', { request_id: id })).error).toMatchObject({ code: '42501' });
      expect((await db.admin.rpc('complete_data_request', { request_id: id })).error).toBeNull();
      const answer = (await mailsTo(her.email)).find((m) => m.kind === 'data_request_answer');
      expect(answer?.subject).toContain('a copy of your data');
      const { token } = linkIn(answer?.body_text ?? '', 'copy');

      const copy = await db.visitor.rpc('data_request_copy', { token });
      expect(copy.error).toBeNull();
      const document = copy.data as {
        email: string;
        applications: { name: string; reference: string; status_history: { status: string }[]; course: string }[];
        enquiries: { name: string }[];
        emails_sent_to_you: { kind: string; language: string; parameters: unknown }[];
      };
      expect(document.email).toBe(her.email);
      expect(document.applications).toEqual([
        expect.objectContaining({
          name: her.name,
          reference: application.reference,
          comments: her.comments,
          status_history: [
            { status: 'received', changed_at: expect.any(String) },
            { status: 'under_review', changed_at: expect.any(String) },
          ],
        }),
      ]);
      expect(document.applications[0]).not.toHaveProperty('idempotency_key');
      expect(document.enquiries).toEqual([expect.objectContaining({ name: her.name })]);
      expect(document.emails_sent_to_you.map((m) => withText(m).subject)).toEqual(
        expect.arrayContaining([expect.stringContaining(application.reference)]),
      );
      // The confirmation link is not a copy link, and an answered request is answered once.
      expect((await db.visitor.rpc('data_request_copy', { token: `${token}x` })).data).toBeNull();
      const again = await db.admin.rpc('complete_data_request', { request_id: id });
      expect(again.status).toBe(409);
      expect(again.error).toMatchObject({ message: 'This request has already been answered.' });

      await db.sql(
        `update private.confirmation_tokens set expires_at = now() - interval '1 second' where data_request_id = $1`,
        [id],
      );
      expect((await db.visitor.rpc('data_request_copy', { token })).data).toBeNull();
    });

    it('tells her a correction is done, and tells her the reason for a refusal', async () => {
      const her = person();
      await enquire(her);
      const corrected = await confirmedRequest(her, 'correction', 'My city is Guntur');
      expect((await db.admin.rpc('complete_data_request', { request_id: corrected })).error).toBeNull();
      expect((await mailsTo(her.email)).at(-1)?.subject).toContain('your data has been corrected');
      expect(await db.sql('select details from public.data_requests where id = $1', [corrected])).toEqual([
        { details: null },
      ]);

      const refused = await confirmedRequest(her, 'access');
      expect((await db.admin.rpc('refuse_data_request', { request_id: refused, reason: ' ' })).error).toMatchObject({
        code: '22023',
      });
      expect(
        (
          await db.admin.rpc('refuse_data_request', {
            request_id: refused,
            reason: 'We could not match this address to our records.',
          })
        ).error,
      ).toBeNull();
      const refusal = (await mailsTo(her.email)).at(-1);
      expect(refusal?.body_text).toContain('We could not match this address to our records.');
      expect(refusal?.body_text).toContain('/privacy');
      expect((await db.admin.from('data_requests').select('status').eq('id', refused)).data).toEqual([
        { status: 'refused' },
      ]);
    });

    it('erases every copy of her on an erasure request, tells her so, and then forgets her address', async () => {
      const her = person();
      const application = await apply(her);
      const enquiry = await enquire(her);
      // An earlier access request of hers, answered.
      const earlier = await confirmedRequest(her, 'access');
      expect((await db.admin.rpc('complete_data_request', { request_id: earlier })).error).toBeNull();
      const id = await confirmedRequest(her, 'erasure');
      const markers = [her.name, her.email, her.city, her.comments, application.id, enquiry, application.screenshot];
      const before = await tablesHolding(db, markers);
      expect(before.checked).toEqual(
        expect.arrayContaining([
          'public.data_requests',
          'private.confirmation_tokens',
          'private.confirmation_attempts',
        ]),
      );
      expect(before.holding).toEqual(
        expect.arrayContaining(['public.student_registrations', 'public.registrations', 'public.data_requests']),
      );

      expect(await db.admin.rpc('complete_data_request', { request_id: id })).toMatchObject({ data: 2, error: null });
      await runScheduledJobs(db.server);
      const answer = (await mailsTo(her.email)).at(-1);
      expect(answer?.subject).toContain('your data has been erased');
      expect(answer?.body_text).toContain('2 record(s)');
      // Only that e-mail still has her address, until the schedule purges it.
      expect((await tablesHolding(db, markers)).holding).toEqual(['public.mail_outbox']);
      expect(
        await db.sql('select status, email, records_erased from public.data_requests where id = $1', [id]),
      ).toEqual([{ status: 'completed', email: null, records_erased: 2 }]);
      expect(await db.sql('select id from public.data_requests where id = $1', [earlier])).toEqual([]);

      await db.sql(
        `update public.mail_outbox set status = 'sent', sent_at = now() - interval '31 days' where data_request_id = $1`,
        [id],
      );
      await runScheduledJobs(db.server);
      const after = await tablesHolding(db, markers);
      expect(after.checked).toEqual(before.checked);
      expect(after.holding).toEqual([]);
    });
  });

  describe('forgetting', () => {
    it('drops unconfirmed requests after a day, and an answered request’s address after the e-mail days', async () => {
      const her = person();
      await enquire(her);
      await db.visitor.rpc('request_my_data', { kind: 'access', email: her.email });
      const answered = await confirmedRequest(her, 'correction', 'Spelling of my name');
      expect((await db.admin.rpc('complete_data_request', { request_id: answered })).error).toBeNull();
      await db.sql(
        `update public.data_requests set created_at = now() - interval '25 hours' where email = $1 and status = 'unconfirmed'`,
        [her.email],
      );
      await db.sql(`update public.data_requests set answered_at = now() - interval '31 days' where id = $1`, [
        answered,
      ]);

      const run = await runScheduledJobs(db.server);
      expect(run.retention).toBeDefined();
      expect(
        await db.sql(
          'select status, email, personal_data_forgotten_at is not null as forgotten from public.data_requests where id = $1',
          [answered],
        ),
      ).toEqual([{ status: 'completed', email: null, forgotten: true }]);
      expect(
        await db.sql(`select 1 from public.data_requests where status = 'unconfirmed' and email = $1`, [her.email]),
      ).toEqual([]);
      expect(await db.sql('select 1 from private.confirmation_tokens where data_request_id = $1', [answered])).toEqual(
        [],
      );
    });
  });
});
