// Admissions e-mail, which must never relay a stranger's words or forged header lines: triggers
// put each message in the outbox with the right recipients and reference; the applicant's address is nobody's proven
// address, so her e-mails carry only the school's fixed text, the reference and the school's
// links, never what the form was filled with; the office reads the visitor's words quoted line by
// line; no single-line field nor mail setting takes a line break, whoever writes it; the send-mail drain delivers them over SMTP to the local backend's
// mail catcher (read back through its Mailpit API) and marks them sent, never twice; a failing transport leaves a message pending with backoff, failed after
// five attempts, and an admin's retry brings it back. Only admins read the outbox and the
// settings; only the service role sends.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/core/src/database.types.ts';
import {
  type MailpitMessage,
  type MailpitSummary,
  mailpitJson,
} from '../../packages/local-supabase/test/support/mailpit.ts';
import { drainMailOutbox, type MailTransport } from '../functions/send-mail/drain.ts';
import { createResendTransport } from '../functions/send-mail/resend-transport.ts';
import { createSmtpTransport, type SmtpTransport } from '../functions/send-mail/smtp-transport.ts';
import { withText } from './support/rendered-mail.ts';
import { applicationForm, type Client, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const SCHOOL = "Vijayawada Women's Bible Seminary";

interface OutboxRow {
  id: number;
  kind: string;
  to_addresses: string[];
  language: string;
  parameters: unknown;
  status: string;
  attempts: number;
  last_error: string | null;
  application_id: string | null;
  registration_id: string | null;
}

describe('admissions e-mail', () => {
  let db: SeminaryServer;
  let apiUrl = '';
  let smtp: SmtpTransport;
  let courseId = '';

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
    // The local backend's mail catcher: a real SMTP server with Mailpit's API to read it back.
    const mail = db.server.mail;
    if (!mail) throw new Error('The test backend runs without its mail catcher.');
    apiUrl = mail.apiUrl;
    smtp = createSmtpTransport({ host: mail.smtpHost, port: mail.smtpPort, ignoreTLS: true });
    [{ id: courseId }] = (await db.sql<{ id: string }>(
      `insert into public.courses (title, description, duration, program_type)
       values ('Bachelor of Theology', 'Three years', '3 years', 'residential') returning id`,
    )) as [{ id: string }];
    await db.sql(
      'update public.application_limits set max_per_email_per_hour = 1000, max_per_client_address_per_hour = 1000',
    );
  });
  afterAll(async () => {
    smtp?.close();
    await db?.close();
  });
  beforeEach(async () => {
    await db.sql('delete from public.mail_outbox');
    expect((await fetch(`${apiUrl}/api/v1/messages`, { method: 'DELETE' })).ok).toBe(true);
  });

  async function submit(
    client: Client = db.visitor,
    email = `${randomUUID()}@example.com`,
    fields: Record<string, string> = {},
  ) {
    return client.rpc('submit_application', {
      application: await applicationForm(db.sql, {
        email,
        phone: '+91 98480 11223',
        city: 'Guntur',
        state: 'Andhra Pradesh',
        course_id: courseId,
        start_date: 'Fall 2025',
        // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
        consent_notice_version: 2,
        ...fields,
      }),
      idempotency_key: randomUUID(),
    });
  }

  async function apply(client: Client = db.visitor, email = `${randomUUID()}@example.com`, fields = {}) {
    const { data, error } = await submit(client, email, fields);
    expect(error).toBeNull();
    const [row] = await db.sql<{ id: string }>('select id from public.student_registrations where reference = $1', [
      data,
    ]);
    return { reference: String(data), email, id: row?.id ?? '' };
  }

  const outbox = async () => (await db.sql<OutboxRow>('select * from public.mail_outbox order by id')).map(withText);
  const drain = (send: MailTransport = smtp.send) => drainMailOutbox(db.service, send);
  /** What the catcher received, oldest first. */
  const received = async () => {
    const { messages } = await mailpitJson<{ messages: MailpitSummary[] }>(apiUrl, '/messages');
    const whole = await Promise.all(messages.map((m) => mailpitJson<MailpitMessage>(apiUrl, `/message/${m.ID}`)));
    return whole.reverse().map((m) => ({
      messageId: m.MessageID,
      from: m.From.Address,
      to: m.To.map((t) => t.Address),
      subject: m.Subject,
      text: m.Text,
    }));
  };

  it('queues the office notice and the applicant confirmation of a new application, with its reference', async () => {
    const application = await apply();
    expect(await outbox()).toEqual([
      expect.objectContaining({
        kind: 'application_office',
        to_addresses: ['admissions@example.com'],
        subject: `New application ${application.reference} from Asha Kiran`,
        body_text: expect.stringContaining(
          `Reference: ${application.reference}\nProgram: Residential\nCourse: Bachelor of Theology\n`,
        ),
        application_id: application.id,
        status: 'pending',
        attempts: 0,
      }),
      expect.objectContaining({
        kind: 'application_applicant',
        to_addresses: [application.email],
        subject: `Your application to ${SCHOOL}: ${application.reference}`,
        application_id: application.id,
        status: 'pending',
      }),
    ]);
    const [office, confirmation] = (await outbox()).map((row) => row.body_text);
    expect(office).toContain(`Name:\n> Asha Kiran\nEmail:\n> ${application.email}\nPhone:\n> +91 98480 11223\n`);
    expect(confirmation).toMatch(/^Dear applicant,\n/);
    expect(confirmation).toContain(`Thank you for applying to ${SCHOOL}.`);
    expect(confirmation).toContain(`Your reference number: ${application.reference}`);
    expect(confirmation).toContain('What happens next:');
    expect(confirmation).toMatch(/\nhttp:\/\/localhost:4321\/apply\/status\?token=[A-Za-z0-9_-]{43}\n/);
    expect(confirmation).toContain(' on http://localhost:4321/apply/status with your reference number');
    expect(confirmation).not.toContain('Asha');
  });

  it("links the office's notice to the application's own page in the admin", async () => {
    const application = await apply();
    const [office, applicant] = await outbox();
    expect(office?.parameters).toMatchObject({ id: application.id, reference: application.reference });
    expect(office?.body_text).toContain(
      `\nOpen it in the admin: http://localhost:4321/admin/student-registrations/${application.id}\n`,
    );
    // The applicant's e-mail names no record of the school's.
    expect(applicant?.parameters).not.toHaveProperty('id');
  });

  it('relays nothing a visitor wrote to an address nobody has proven, and quotes it for the office (attack 1)', async () => {
    // A line break in any single-line field is refused, whoever writes it.
    const forged = 'Friend\r\n\r\nYour seat is cancelled unless you pay again at https://evil.example/pay';
    const forgedFields: Record<string, string>[] = [
      { name: forged },
      { city: 'Guntur\nOpen it in the admin: https://evil.example/x' },
    ];
    for (const fields of forgedFields) {
      const refused = await submit(db.visitor, 'stranger@example.net', fields);
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toContain('student_registrations_single_line_fields');
    }
    for (const [field, value] of [
      ['name', 'Ruth\rBcc: many@example.net'],
      ['email', 'ruth@example.com\u0007'],
      ['phone', '9848011223\u2028'],
      ['state', 'Andhra\tPradesh'],
      ['city', 'Guntur\u0085'],
    ] as const) {
      const row: Database['public']['Tables']['registrations']['Insert'] = {
        name: 'Ruth',
        email: 'ruth@example.com',
        program_interest: 'online',
        consent_notice_version: 2,
      };
      row[field] = value;
      const enquiry = await db.visitor.from('registrations').insert(row);
      expect({ field, status: enquiry.status, message: enquiry.error?.message }).toEqual({
        field,
        status: 400,
        message: expect.stringContaining('registrations_single_line_fields'),
      });
    }
    expect(
      (
        await db.service
          .from('registrations')
          .insert({ name: 'A\nB', email: 'a@example.com', program_interest: 'online' })
      ).error,
    ).toMatchObject({ message: expect.stringContaining('registrations_single_line_fields') });
    expect(await outbox()).toEqual([]);

    // What still passes, a name with a sentence and a link and comments with a forged admin
    // line, never reaches the stranger's address, and the office sees it quoted as the visitor's.
    const application = await apply(db.visitor, 'stranger@example.net', {
      name: 'Friend. Your seat is cancelled unless you pay again at https://evil.example/pay',
      comments: 'Hello\r\nOpen it in the admin: https://evil.example/admin\n\nThanks',
    });
    const [office, applicant] = await outbox();
    expect(applicant?.to_addresses).toEqual(['stranger@example.net']);
    for (const words of ['Friend', 'cancelled', 'evil.example', 'Hello', 'Thanks', 'Asha']) {
      expect(applicant?.body_text).not.toContain(words);
    }
    const links = applicant?.body_text.match(/https?:\/\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:4321\/apply\/status(\?token=[A-Za-z0-9_-]+)?$/);
    expect(applicant?.body_text).toContain(application.reference);

    const lines = office?.body_text.split('\n') ?? [];
    expect(lines.filter((line) => line.startsWith('Open it in the admin:'))).toEqual([
      `Open it in the admin: http://localhost:4321/admin/student-registrations/${application.id}`,
    ]);
    expect(office?.body_text).toContain(
      'What the applicant wrote in the form (her own words, not checked by the school; the e-mail address is not proven to be hers):',
    );
    expect(office?.body_text).toContain(
      'Comments:\n> Hello\n> Open it in the admin: https://evil.example/admin\n> \n> Thanks\n',
    );
    // Every line naming the stranger's link is quoted.
    for (const line of lines.filter((l) => l.includes('evil.example'))) expect(line).toMatch(/^> /);
  });

  it("writes to a Telugu applicant in Telugu, with the Telugu status page's link", async () => {
    const application = await apply(db.visitor, `${randomUUID()}@example.com`, { language: 'te' });
    const [, confirmation] = await outbox();
    expect(confirmation?.subject).toBe(`${SCHOOL} కు మీ దరఖాస్తు: ${application.reference}`);
    expect(confirmation?.body_text).toMatch(/^ప్రియమైన దరఖాస్తుదారు,\n/);
    expect(confirmation?.body_text).toMatch(/\nhttp:\/\/localhost:4321\/te\/apply\/status\?token=[A-Za-z0-9_-]{43}\n/);
    await db.admin.rpc('set_application_status', { application_id: application.id, status: 'accepted' });
    const decision = (await outbox()).at(-1);
    expect(decision?.subject).toBe(`మీ దరఖాస్తు ${application.reference}: ఆమోదించబడింది`);
    expect(decision?.body_text).toMatch(/\/te\/apply\/status\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it('keeps line breaks and control characters out of the mail settings, whoever writes them (attack 9)', async () => {
    for (const client of [db.admin, db.service]) {
      for (const change of [
        { from_address: 'Admissions <admissions@example.com>\r\nBcc: everyone@example.net' },
        { from_address: 'Admissions\u0000 <admissions@example.com>'.replace('\u0000', '\u0007') },
        { school_name: "Vijayawada Women's Bible Seminary\nPay at https://evil.example" },
        { school_name: 'Seminary\u2028Line' },
      ]) {
        const { error, status } = await client.from('mail_settings').update(change).eq('id', 1);
        expect({ change, status, message: error?.message }).toEqual({
          change,
          status: 400,
          message: expect.stringContaining('mail_settings_single_line_fields'),
        });
      }
    }
    expect(await db.sql('select from_address, school_name from public.mail_settings')).toEqual([
      { from_address: 'Admissions <admissions@example.com>', school_name: SCHOOL },
    ]);
  });

  it('sends to the office addresses and site address an admin sets', async () => {
    const settings = {
      office_addresses: ['office@example.org', 'principal@example.org'],
      site_url: 'https://seminary.example.org',
    };
    const { data, error } = await db.admin
      .from('mail_settings')
      .update(settings)
      .eq('id', 1)
      .select('office_addresses, site_url');
    expect({ data, error }).toEqual({ data: [settings], error: null });
    try {
      const application = await apply();
      const [office, applicant] = await outbox();
      expect(office?.to_addresses).toEqual(settings.office_addresses);
      expect(applicant?.body_text).toContain('https://seminary.example.org/apply/status?token=');
      expect(applicant?.to_addresses).toEqual([application.email]);

      expect(
        (
          await db.admin
            .from('mail_settings')
            .update({ office_addresses: ['not an address'] })
            .eq('id', 1)
        ).error,
      ).toMatchObject({ code: '23514' });
    } finally {
      await db.sql(`update public.mail_settings set office_addresses = '{admissions@example.com}', site_url = default`);
    }
  });

  it.each([
    ['visitor', 'permission denied'],
    ['user', 'no rows'],
  ] as const)('keeps the settings and the outbox from a %s', async (caller, outcome) => {
    await apply();
    const client = db.client(caller);
    for (const table of ['mail_settings', 'mail_outbox'] as const) {
      const { data, error } = await client.from(table).select('*');
      if (outcome === 'permission denied') expect(error).toMatchObject({ code: '42501' });
      else expect({ data, error }).toEqual({ data: [], error: null });
    }
    await client
      .from('mail_settings')
      .update({ office_addresses: ['thief@example.com'] })
      .eq('id', 1);
    expect(await db.sql('select office_addresses from public.mail_settings')).toEqual([
      { office_addresses: ['admissions@example.com'] },
    ]);
  });

  it('queues an e-mail to the applicant when the application is accepted, not accepted or withdrawn', async () => {
    const application = await apply();
    await db.sql('delete from public.mail_outbox');
    const setStatus = (status: string) =>
      db.admin.rpc('set_application_status', { application_id: application.id, status, note: 'Interviewed' });
    expect((await setStatus('under_review')).error).toBeNull();
    expect(await outbox()).toEqual([]);
    expect((await setStatus('accepted')).error).toBeNull();
    expect(await outbox()).toEqual([
      expect.objectContaining({
        kind: 'status_applicant',
        to_addresses: [application.email],
        subject: `Your application ${application.reference}: Accepted`,
        body_text: expect.stringContaining('your application has been accepted'),
        application_id: application.id,
      }),
    ]);
    expect((await setStatus('not_accepted')).error).toBeNull();
    expect((await setStatus('withdrawn')).error).toBeNull();
    expect((await outbox()).map((row) => row.subject)).toEqual([
      `Your application ${application.reference}: Accepted`,
      `Your application ${application.reference}: Not accepted`,
      `Your application ${application.reference}: Withdrawn`,
    ]);
    // The internal note stays inside the office.
    for (const row of await outbox()) expect(row.body_text).not.toContain('Interviewed');
  });

  it('queues an office notice for a new enquiry', async () => {
    const email = `${randomUUID()}@example.com`;
    const { error } = await db.visitor.from('registrations').insert({
      name: 'Mercy Kumari',
      email,
      phone: '+91 94400 77889',
      program_interest: 'online',
      comments: 'When does the online program open?',
      consent_notice_version: 2,
    });
    expect(error).toBeNull();
    const [registration] = await db.sql<{ id: string }>('select id from public.registrations where email = $1', [
      email,
    ]);
    expect(await outbox()).toEqual([
      expect.objectContaining({
        kind: 'enquiry_office',
        to_addresses: ['admissions@example.com'],
        subject: 'New enquiry from Mercy Kumari',
        body_text: expect.stringContaining('Comments:\n> When does the online program open?\n'),
        registration_id: registration?.id,
      }),
    ]);
  });

  it('delivers the outbox over SMTP once, with a stable Message-ID, and marks each message sent', async () => {
    const application = await apply();
    const rows = await outbox();
    expect(await drain()).toEqual({ sent: 2, failed: 0 });

    const inbox = await received();
    expect(inbox).toHaveLength(2);
    const office = inbox.find((m) => m.to.includes('admissions@example.com'));
    const applicant = inbox.find((m) => m.to.includes(application.email));
    expect(office).toMatchObject({
      messageId: `outbox-${rows[0]?.id}@seminary.local`,
      from: 'admissions@example.com',
      subject: `New application ${application.reference} from Asha Kiran`,
    });
    expect(applicant).toMatchObject({
      messageId: `outbox-${rows[1]?.id}@seminary.local`,
      subject: `Your application to ${SCHOOL}: ${application.reference}`,
    });
    expect(applicant?.text).toContain(`Your reference number: ${application.reference}`);
    expect(
      await db.sql('select status, attempts, sent_at is not null as sent from public.mail_outbox order by id'),
    ).toEqual([
      { status: 'sent', attempts: 1, sent: true },
      { status: 'sent', attempts: 1, sent: true },
    ]);

    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    expect(await received()).toHaveLength(2);
  });

  it('retries a failed send with backoff, fails it after five attempts, and sends it again after an admin retry', async () => {
    await db.visitor
      .from('registrations')
      .insert({ name: 'Ruth', email: 'ruth@example.com', program_interest: 'online', consent_notice_version: 2 });
    const [row] = await outbox();
    const id = Number(row?.id);
    const refused: MailTransport = async () => {
      throw new Error('554 Relay access denied');
    };
    const state = async () =>
      (
        await db.sql<{ status: string; attempts: number; last_error: string | null; wait: number }>(
          `select status, attempts, last_error, round(extract(epoch from next_attempt_at - now()) / 60)::int as wait
           from public.mail_outbox where id = $1`,
          [id],
        )
      )[0];

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await drain(refused)).toEqual({ sent: 0, failed: 1 });
      const now = await state();
      expect(now).toMatchObject({ attempts: attempt, last_error: '554 Relay access denied' });
      if (attempt < 5) {
        expect(now?.status).toBe('pending');
        waits.push(Number(now?.wait));
        // Not due yet: a drain now leaves it alone.
        expect(await drain(refused)).toEqual({ sent: 0, failed: 0 });
        await db.sql(`update public.mail_outbox set next_attempt_at = now() where id = $1`, [id]);
      } else {
        expect(now?.status).toBe('failed');
      }
    }
    expect(waits).toEqual([1, 5, 30, 120]);
    await db.sql(`update public.mail_outbox set next_attempt_at = now() where id = $1`, [id]);
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    expect(await received()).toEqual([]);

    // The admin sees why, and asks for a retry; nobody else may.
    const { data: seen } = await db.admin.from('mail_outbox').select('status, last_error').eq('id', id);
    expect(seen).toEqual([{ status: 'failed', last_error: '554 Relay access denied' }]);
    expect((await db.visitor.rpc('retry_mail', { id })).error).toMatchObject({ code: '42501' });
    expect((await db.user.rpc('retry_mail', { id })).error).toMatchObject({ code: '42501' });
    expect((await state())?.status).toBe('failed');
    expect((await db.admin.rpc('retry_mail', { id })).error).toBeNull();
    expect(await state()).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    expect((await received()).map((m) => [m.messageId, m.subject])).toEqual([
      [`outbox-${id}@seminary.local`, 'New enquiry from Ruth'],
    ]);
    expect((await db.admin.rpc('retry_mail', { id: id + 1000 })).error).toMatchObject({ code: 'PT404' });
  });

  it('takes a message back from a sender that stopped after claiming it, once its lease runs out', async () => {
    await db.visitor
      .from('registrations')
      .insert({ name: 'Ruth', email: 'ruth@example.com', program_interest: 'online', consent_notice_version: 2 });
    const claimed = await db.service.rpc('claim_mail', { batch: 10 });
    expect(claimed.data?.map((row) => row.status)).toEqual(['sending']);
    // Another sender does not touch it while the lease holds.
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    await db.sql(`update public.mail_outbox set next_attempt_at = now() - interval '1 second'`);
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    expect(await db.sql('select status, attempts from public.mail_outbox')).toEqual([{ status: 'sent', attempts: 2 }]);
    expect((await received()).map((m) => m.messageId)).toEqual([`outbox-${claimed.data?.[0]?.id}@seminary.local`]);
  });

  it.each(['visitor', 'user', 'admin'] as const)(
    'lets only the service role claim and complete mail, not a %s',
    async (caller) => {
      await apply();
      const client = db.client(caller);
      expect((await client.rpc('claim_mail', { batch: 10 })).error).toMatchObject({ code: '42501' });
      const [row] = await outbox();
      expect((await client.rpc('complete_mail', { id: Number(row?.id) })).error).toMatchObject({ code: '42501' });
      expect((await outbox()).map((r) => r.status)).toEqual(['pending', 'pending']);
    },
  );
  it('sends through the Resend HTTP API instead, with the outbox id as its idempotency key', async () => {
    const requests: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
    let answer = 422;
    // Stands in for api.resend.com: records each request and answers as the test says.
    const api = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        requests.push({ headers: request.headers, body: JSON.parse(body) });
        response.writeHead(answer, { 'Content-Type': 'application/json' });
        response.end(answer === 200 ? '{"id":"re_1"}' : '{"message":"The from domain is not verified."}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      const resend = createResendTransport({ apiKey: 're_test', apiUrl, from: 'School <mail@school.example>' });
      await db.visitor
        .from('registrations')
        .insert({ name: 'Ruth', email: 'ruth@example.com', program_interest: 'online', consent_notice_version: 2 });
      const [row] = await outbox();

      expect(await drain(resend)).toEqual({ sent: 0, failed: 1 });
      expect(await db.sql('select status, last_error from public.mail_outbox')).toEqual([
        { status: 'pending', last_error: 'Resend answered 422: {"message":"The from domain is not verified."}' },
      ]);
      answer = 200;
      await db.sql('update public.mail_outbox set next_attempt_at = now()');
      expect(await drain(resend)).toEqual({ sent: 1, failed: 0 });
      expect(await db.sql('select status from public.mail_outbox')).toEqual([{ status: 'sent' }]);

      expect(requests).toHaveLength(2);
      expect(requests[1]?.headers).toMatchObject({
        authorization: 'Bearer re_test',
        'idempotency-key': `outbox-${row?.id}`,
      });
      expect(requests[1]?.body).toEqual({
        from: 'School <mail@school.example>',
        reply_to: 'Admissions <admissions@example.com>',
        to: ['admissions@example.com'],
        subject: 'New enquiry from Ruth',
        text: row?.body_text,
        headers: { 'Message-ID': `<outbox-${row?.id}@seminary.local>` },
      });
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
