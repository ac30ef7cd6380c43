// A pastor's recommendation: the application names her pastor or church leader, whole and with
// her consent; submitting it queues one e-mail to them in her language with the school's words,
// her name and a link only; the link's token answers the recommendation form once, only for its
// purpose and only for 30 days (any other token answers false, counted toward the limits); the
// hourly job reminds once after 7 days and never after an answer; the anonymous answer is checked
// (400 with a code) and limited (429 with a code); and an
// erasure (her application, or the recommender by address) removes the recommender's data.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUserToken, type TestServer } from '../../packages/local-supabase/test/support/server.ts';
import { withText } from './support/rendered-mail.ts';
import { applicationForm, type Client, clientBehindProxy, startServerBehindProxy } from './support/seminary-server.ts';

interface OutboxRow {
  id: number;
  kind: string;
  to_addresses: string[];
  language: string;
  parameters: Record<string, unknown>;
  application_id: string | null;
}

/** A time the database answered (a Date from SQL, text from the API) in milliseconds. */
const instant = (at: unknown) => new Date(at as string | Date).getTime();

const RECOMMENDATION_COLUMNS =
  'recommender_name, recommender_church, recommender_email, recommender_consent_at, recommendation_requested_at, ' +
  'recommendation_reminded_at, recommendation_expires_at, recommendation_received_at, recommendation_known_for, ' +
  'recommendation_church, recommendation_text, recommendation_recommends';

describe("a pastor's recommendation", () => {
  let server: TestServer;
  let admin: Client;
  let admissions: Client;
  let addresses = 0;

  const clientAt = (address: string, token?: string) => clientBehindProxy(server, address, token);
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await server.db.query<T>(text, params)).rows;
  /** A visitor from an address no other test uses, so no test spends another's limit. */
  const visitor = () => {
    addresses += 1;
    return clientAt(`203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`);
  };

  beforeAll(async () => {
    server = await startServerBehindProxy();
    admin = clientAt(
      '198.51.100.1',
      await signUserToken({ sub: randomUUID(), email: 'admin@example.com', staff_role: 'administrator' }),
    );
    admissions = clientAt(
      '198.51.100.2',
      await signUserToken({ sub: randomUUID(), email: 'office@example.com', staff_role: 'admissions' }),
    );
    await sql(
      'update public.application_limits set max_per_client_address_per_hour = 1000, max_per_email_per_hour = 1000',
    );
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await sql('delete from private.confirmation_attempts');
  });

  const pastor = () => ({
    recommender_name: 'Rev. John Prakash',
    recommender_church: 'Bethel Church, Guntur',
    recommender_email: `pastor-${randomUUID()}@example.com`,
    recommender_consent_notice_version: 2,
  });

  /** The site's form as submit_application takes it, naming a screenshot uploaded just now. */
  const application = (extra: Record<string, unknown> = {}) =>
    applicationForm(sql, {
      phone: '+91 98480 22338',
      comments: 'I teach Sunday school in my village.',
      program_interest: 'online',
      consent_notice_version: 2,
      language: 'en',
      ...pastor(),
      ...extra,
    });

  async function apply(extra: Record<string, unknown> = {}) {
    const form = await application(extra);
    const { data: reference, error } = await visitor().rpc('submit_application', {
      application: form as never,
      idempotency_key: randomUUID(),
    });
    expect(error).toBeNull();
    const [row] = await sql<{ id: string }>('select id from public.student_registrations where reference = $1', [
      reference,
    ]);
    if (!row) throw new Error('no application');
    return { id: row.id, form };
  }

  const mailTo = (applicationId: string) =>
    sql<OutboxRow>(
      `select id, kind, to_addresses, language, parameters, application_id from public.mail_outbox
       where application_id = $1 and kind like 'recommendation_%' order by id`,
      [applicationId],
    );

  const tokenOf = (mail: OutboxRow | undefined) => String(mail?.parameters.token);

  const recommendationOf = async (applicationId: string) => {
    const [row] = await sql<Record<string, unknown>>(
      `select ${RECOMMENDATION_COLUMNS} from public.student_registrations where id = $1`,
      [applicationId],
    );
    return row;
  };

  const answers = {
    known_for: '12 years',
    church: 'Bethel Church, Guntur',
    recommendation: 'She has led our women’s prayer group faithfully and teaches the children well.',
    recommends: true,
  };
  const recommend = (token: string, client: Client = visitor(), given: Partial<typeof answers> = {}) =>
    client.rpc('submit_recommendation', { token, ...answers, ...given } as never);

  /** Runs the scheduled jobs as pg_cron would and returns what the reminder job returned. */
  async function runReminders(): Promise<number> {
    const run = await server.jobs.runNow();
    const job = run.jobs.find((each) => each.name === 'remind-recommenders');
    if (!job) throw new Error('The database schedules no remind-recommenders job.');
    return Number(job.rows[0]?.remind_recommenders);
  }

  /** Moves an application's request (and its links) `days` into the past, as if made then. */
  async function ageRequest(applicationId: string, days: number) {
    await sql(
      `with recording as (select set_config('seminary.recording_recommendation', 'on', true))
       update public.student_registrations r
       set recommendation_requested_at = r.recommendation_requested_at - make_interval(days => $2),
           recommendation_expires_at = r.recommendation_expires_at - make_interval(days => $2)
       from recording where r.id = $1`,
      [applicationId, days],
    );
    await sql(
      `update private.confirmation_tokens t set expires_at = t.expires_at - make_interval(days => $2)
       where t.application_id = $1 and t.purpose = 'recommendation'`,
      [applicationId, days],
    );
  }

  describe('on the application', () => {
    it('queues one request to the recommender in her language, with her name and the link only', async () => {
      const { id, form } = await apply({ language: 'te' });
      const mails = await mailTo(id);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({
        kind: 'recommendation_request',
        to_addresses: [form.recommender_email],
        language: 'te',
      });
      expect(Object.keys(mail?.parameters ?? {}).sort()).toEqual([
        'applicant',
        'expires_at',
        'school',
        'site',
        'token',
      ]);
      expect(mail?.parameters.applicant).toBe('Asha Kiran');

      const rendered = withText(mail as OutboxRow);
      expect(rendered.body_text).toContain('Asha Kiran');
      expect(rendered.body_text).toContain(`/te/recommend?token=${tokenOf(mail)}`);
      // Nothing else she wrote: not her address, phone, comments, nor her pastor's own details.
      for (const hers of [form.email, form.phone, form.comments, form.recommender_church]) {
        expect(JSON.stringify(mail?.parameters)).not.toContain(hers);
        expect(rendered.body_text).not.toContain(hers);
      }

      const row = await recommendationOf(id);
      expect(row).toMatchObject({ recommender_name: 'Rev. John Prakash', recommendation_received_at: null });
      const requested = instant(row?.recommendation_requested_at);
      const expires = instant(row?.recommendation_expires_at);
      expect(expires - requested).toBe(30 * 24 * 3600 * 1000);
    });

    it('names the recommender whole and with her consent, or not at all', async () => {
      const { recommender_consent_notice_version: _, ...withoutConsent } = pastor();
      const refusedWithout = await visitor().rpc('submit_application', {
        application: (await application({ ...withoutConsent, recommender_consent_notice_version: null })) as never,
        idempotency_key: randomUUID(),
      });
      expect(refusedWithout.status).toBe(400);
      expect(refusedWithout.error?.hint).toBe('recommender_consent_required');

      const incomplete = await visitor().rpc('submit_application', {
        application: (await application({ recommender_church: '  ' })) as never,
        idempotency_key: randomUUID(),
      });
      expect(incomplete.status).toBe(400);
      expect(incomplete.error?.hint).toBe('recommender_incomplete');

      // An application without one (made before it was asked, or by an older form) stays valid.
      const { id } = await apply({
        recommender_name: null,
        recommender_church: null,
        recommender_email: null,
        recommender_consent_notice_version: null,
      });
      expect(await mailTo(id)).toEqual([]);
      expect(await recommendationOf(id)).toMatchObject({ recommender_email: null, recommendation_requested_at: null });
    });

    it('cannot be changed by the office, nor answered by anyone but the link', async () => {
      const { id } = await apply();
      const { error } = await admissions
        .from('student_registrations')
        .update({ recommender_email: 'someone@example.com', recommendation_received_at: new Date().toISOString() })
        .eq('id', id);
      expect(error).toBeNull();
      expect(await recommendationOf(id)).toMatchObject({ recommendation_received_at: null });
      expect((await recommendationOf(id))?.recommender_email).not.toBe('someone@example.com');
    });
  });

  describe('the link', () => {
    it('takes one recommendation, which the office then reads on her application', async () => {
      const { id } = await apply();
      const [mail] = await mailTo(id);
      const first = await recommend(tokenOf(mail));
      expect(first.error).toBeNull();
      expect(first.data).toBe(true);
      const again = await recommend(tokenOf(mail), visitor(), { recommends: false });
      expect(again.status).toBe(409);
      expect(again.error?.hint).toBe('recommendation_already_received');

      const { data, error } = await admissions
        .from('student_registrations')
        .select(
          'recommendation_received_at, recommendation_known_for, recommendation_church, recommendation_text, recommendation_recommends',
        )
        .eq('id', id)
        .single();
      expect(error).toBeNull();
      expect(data).toMatchObject({
        recommendation_known_for: answers.known_for,
        recommendation_church: answers.church,
        recommendation_text: answers.recommendation,
        recommendation_recommends: true,
      });
      expect(data?.recommendation_received_at).not.toBeNull();
      // Visitors read no application back.
      expect((await visitor().from('student_registrations').select('id').eq('id', id)).data ?? []).toEqual([]);
    });

    it("is an item of her checklist, missing until it is received, and the office's filter finds it", async () => {
      const { id } = await apply();
      const checklistOf = async () => {
        const [row] = await sql<{ checklist: { item: string; done: boolean; at: string | null }[]; missing: string[] }>(
          `select private.application_checklist_json(r) as checklist, r.checklist_missing as missing
           from public.student_registrations r where r.id = $1`,
          [id],
        );
        return row;
      };
      const before = await checklistOf();
      expect(before?.checklist.map(({ item, done }) => [item, done])).toEqual([
        ['form', true],
        ['payment', false],
        ['recommendation', false],
        ['decision', false],
      ]);
      expect(before?.missing).toEqual(['payment', 'recommendation', 'decision']);
      const waiting = await admissions
        .from('student_registrations')
        .select('id')
        .contains('checklist_missing', ['recommendation']);
      expect(waiting.data?.map((row) => row.id)).toContain(id);

      const [mail] = await mailTo(id);
      expect((await recommend(tokenOf(mail))).data).toBe(true);
      const after = await checklistOf();
      const received = after?.checklist.find((entry) => entry.item === 'recommendation');
      expect(received?.done).toBe(true);
      expect(instant(received?.at)).toBe(instant((await recommendationOf(id))?.recommendation_received_at));
      expect(after?.missing).toEqual(['payment', 'decision']);
      const stillWaiting = await admissions
        .from('student_registrations')
        .select('id')
        .contains('checklist_missing', ['recommendation']);
      expect(stillWaiting.data?.map((row) => row.id)).not.toContain(id);
    });

    it('works for 30 days only, and only for a recommendation', async () => {
      const { id } = await apply();
      const [mail] = await mailTo(id);
      const [status] = await sql<{ parameters: { token: string } }>(
        `select parameters from public.mail_outbox where application_id = $1 and kind = 'application_applicant'`,
        [id],
      );
      // Her own status link is a token of another purpose.
      const wrongPurpose = await recommend(String(status?.parameters.token));
      expect(wrongPurpose).toMatchObject({ error: null, data: false });
      const made = await recommend(`${tokenOf(mail).slice(0, -2)}xx`);
      expect(made).toMatchObject({ error: null, data: false });
      // Text that cannot be a token at all is refused before anything is counted.
      const notAToken = await recommend('not a token');
      expect(notAToken.status).toBe(404);
      expect(notAToken.error?.hint).toBe('recommendation_link_invalid');

      await ageRequest(id, 30);
      const late = await recommend(tokenOf(mail));
      expect(late).toMatchObject({ error: null, data: false });
      expect(await recommendationOf(id)).toMatchObject({ recommendation_received_at: null });
    });

    it('refuses incomplete or too long answers with 400 and a code, before counting them', async () => {
      const { id } = await apply();
      const token = tokenOf((await mailTo(id))[0]);
      const client = visitor();
      for (const given of [{ known_for: ' ' }, { church: '' }, { recommendation: '' }, { recommends: null }]) {
        const refused = await recommend(token, client, given as never);
        expect(refused.status, JSON.stringify(given)).toBe(400);
        expect(refused.error?.hint).toBe('recommendation_incomplete');
      }
      for (const given of [
        { known_for: 'x'.repeat(101) },
        { church: 'x'.repeat(201) },
        { church: 'Bethel\nChurch' },
        { recommendation: 'x'.repeat(2001) },
      ]) {
        const refused = await recommend(token, client, given);
        expect(refused.status).toBe(400);
        expect(refused.error?.hint).toBe('recommendation_too_long');
      }
      expect((await recommend(token, client, { recommendation: 'x'.repeat(2000) })).error).toBeNull();
    });

    it('is tried at most 5 times an hour from one address and 3 times a day per link (429)', async () => {
      const client = visitor();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await recommend(randomUUID() + randomUUID(), client)).data).toBe(false);
      }
      const spent = await recommend(randomUUID() + randomUUID(), client);
      expect(spent.status).toBe(429);
      expect(spent.error?.hint).toBe('too_many_recommendation_attempts');

      // A link past its 30 days, tried from ever new addresses.
      const { id } = await apply();
      const token = tokenOf((await mailTo(id))[0]);
      await ageRequest(id, 31);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await recommend(token, visitor())).data).toBe(false);
      }
      const perLink = await recommend(token, visitor());
      expect(perLink.status).toBe(429);
      expect(perLink.error?.hint).toBe('too_many_recommendation_attempts');
    });
  });

  describe('the reminder', () => {
    it('goes once, 7 days after the request, with a link to the same form until the same day', async () => {
      const { id, form } = await apply();
      await runReminders();
      expect(await mailTo(id)).toHaveLength(1);

      await ageRequest(id, 6);
      await runReminders();
      expect(await mailTo(id)).toHaveLength(1);

      await ageRequest(id, 1);
      expect(await runReminders()).toBeGreaterThanOrEqual(1);
      const [request, reminder] = await mailTo(id);
      expect(reminder).toMatchObject({
        kind: 'recommendation_reminder',
        to_addresses: [form.recommender_email],
        language: 'en',
      });
      expect(Object.keys(reminder?.parameters ?? {}).sort()).toEqual([
        'applicant',
        'expires_at',
        'school',
        'site',
        'token',
      ]);
      expect(request?.kind).toBe('recommendation_request');
      expect(Date.parse(String(reminder?.parameters.expires_at))).toBe(
        instant((await recommendationOf(id))?.recommendation_expires_at),
      );
      expect(withText(reminder as OutboxRow).body_text).toContain(`/recommend?token=${tokenOf(reminder)}`);
      expect((await recommendationOf(id))?.recommendation_reminded_at).not.toBeNull();

      await runReminders();
      expect(await mailTo(id)).toHaveLength(2);
      // The reminder's link answers the same form.
      expect((await recommend(tokenOf(reminder))).data).toBe(true);
    });

    it('never goes after the answer, nor after the link has expired', async () => {
      const answered = await apply();
      expect((await recommend(tokenOf((await mailTo(answered.id))[0]))).error).toBeNull();
      const expired = await apply();
      await ageRequest(answered.id, 8);
      await ageRequest(expired.id, 31);
      await runReminders();
      expect(await mailTo(answered.id)).toHaveLength(1);
      expect(await mailTo(expired.id)).toHaveLength(1);
      // The expired links are gone.
      expect(
        await sql(
          `select 1 from private.confirmation_tokens where application_id = $1 and purpose = 'recommendation'`,
          [expired.id],
        ),
      ).toEqual([]);
    });
  });

  describe('erasure', () => {
    it('of her application (as the retention schedule erases it) takes the recommender with it', async () => {
      const { id, form } = await apply();
      const token = tokenOf((await mailTo(id))[0]);
      await sql(`select private.erase_person_data('retention', application_id => $1)`, [id]);
      expect(await sql('select 1 from public.student_registrations where id = $1', [id])).toEqual([]);
      expect(
        await sql('select 1 from public.mail_outbox where $1 = any(to_addresses)', [form.recommender_email]),
      ).toEqual([]);
      expect((await recommend(token)).data).toBe(false);
    });

    it('of the recommender by address removes them and their answer from her application, live and trashed', async () => {
      const live = await apply();
      const trashed = await apply({ recommender_email: live.form.recommender_email.toUpperCase() });
      expect((await recommend(tokenOf((await mailTo(live.id))[0]))).error).toBeNull();
      const trashedToken = tokenOf((await mailTo(trashed.id))[0]);
      expect((await admissions.from('student_registrations').delete().eq('id', trashed.id)).error).toBeNull();

      const { data: erased, error } = await admin.rpc('erase_person_data', { email: live.form.recommender_email });
      expect(error).toBeNull();
      expect(erased).toBe(2);

      expect(await recommendationOf(live.id)).toEqual(
        Object.fromEntries(RECOMMENDATION_COLUMNS.split(', ').map((column) => [column, null])),
      );
      const [trash] = await sql<{ row_data: Record<string, unknown> }>(
        `select row_data from public.deleted_registrations where row_data ->> 'id' = $1`,
        [trashed.id],
      );
      expect(trash?.row_data.name).toBe('Asha Kiran');
      expect(JSON.stringify(trash?.row_data)).not.toContain('Prakash');
      expect(
        await sql('select 1 from public.mail_outbox where lower(to_addresses[1]) = lower($1)', [
          live.form.recommender_email,
        ]),
      ).toEqual([]);
      expect(
        await sql(
          `select 1 from private.confirmation_tokens where purpose = 'recommendation' and application_id = $1`,
          [live.id],
        ),
      ).toEqual([]);
      expect((await recommend(trashedToken)).data).toBe(false);
      const [log] = await sql<{ items: number }>(
        `select items from public.erasure_log where kind = 'recommendation' order by id desc limit 1`,
      );
      expect(log?.items).toBe(2);
    });
  });
});
