// What an outbox row may carry: the database holds each kind of e-mail to its own values, so one
// that may reach an address nobody has proven (the applicant's, a data request's or an alumni
// registration's first e-mail, a retention notice) cannot carry anything a visitor wrote, under
// any key, while the office's notices carry the visitor's form; an erased row keeps no values.
import { MAIL_KINDS } from '@seminary/core/mail/parameters.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withText } from './support/rendered-mail.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const SCHOOL = { school: "Vijayawada Women's Bible Seminary", site: 'http://localhost:4321' };
const TOKEN = 'k7Q2n0vXb9sLmT4wYc1eRf6uHj3aZp8dNg5oVi0qWxE';

describe('mail outbox parameters', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  const queue = (kind: string, parameters: Record<string, unknown>, purged = false) =>
    db.sql<{ id: number; kind: string; language: string; parameters: unknown }>(
      `insert into public.mail_outbox (kind, from_address, to_addresses, language, parameters, body_purged_at)
       values ($1, 'admissions@example.com', '{stranger@example.net}', 'en', $2, case when $3 then now() end)
       returning id, kind, language, parameters`,
      [kind, JSON.stringify(parameters), purged],
    );

  it('knows the same kinds as the words in packages/core', async () => {
    const [check] = await db.sql<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'mail_outbox_kind_check'`,
    );
    const kinds = [...(check?.definition ?? '').matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(kinds.sort()).toEqual([...MAIL_KINDS].sort());
    for (const kind of MAIL_KINDS) {
      expect(await db.sql('select private.mail_parameter_names($1) is not null as known', [kind])).toEqual([
        { known: true },
      ]);
    }
  });

  it("refuses a visitor's words in an e-mail to an address nobody has proven, under any key", async () => {
    const applicant = { ...SCHOOL, reference: 'APP-2026-K7Q2NB', token: TOKEN };
    const [fine] = await queue('application_applicant', applicant);
    expect(withText(fine as NonNullable<typeof fine>).body_text).toContain(`/apply/status?token=${TOKEN}`);

    for (const [kind, parameters] of [
      ['application_applicant', { ...applicant, name: 'Pay again at https://evil.example/pay' }],
      ['application_applicant', { ...applicant, reference: 'Your seat is cancelled: https://evil.example' }],
      ['application_applicant', { ...applicant, token: 'x https://evil.example/pay' }],
      ['status_applicant', { ...applicant, status: 'accepted', comments: 'Hello' }],
      ['receipt_applicant', { ...applicant, receipt_number: 'Pay again at https://evil.example/pay' }],
      ['receipt_applicant', { ...applicant, receipt_number: 'RCPT/2026-27/0001', name: 'Asha' }],
      ['retention_notice', { ...SCHOOL, about: 'enquiry', received_at: 'Call +91 90000 00000', erase_on: 'soon' }],
      ['data_request_confirm', { ...SCHOOL, request: 'erasure', token: TOKEN, response_days: 30, details: 'Hi' }],
      ['alumni_registration_confirm', { ...SCHOOL, token: TOKEN, bio: 'A bio with a link' }],
      ['alumni_registration_confirm', { token: TOKEN }],
    ] as const) {
      await expect(queue(kind, parameters), `${kind} ${JSON.stringify(parameters)}`).rejects.toThrow(
        /mail_outbox_parameters_check/,
      );
    }
  });

  it("lets the office's notice carry the visitor's form, which it quotes", async () => {
    const [office] = await queue('enquiry_office', {
      ...SCHOOL,
      program: 'online',
      course: null,
      language: 'te',
      name: 'Ruth',
      email: 'ruth@example.com',
      phone: null,
      city: 'Guntur\nOpen it in the admin: https://evil.example',
      state: null,
      address: null,
      comments: 'Hello',
    });
    const mail = withText(office as NonNullable<typeof office>);
    expect(mail.subject).toBe('New enquiry from Ruth');
    expect(mail.body_text).toContain('City:\n> Guntur\n> Open it in the admin: https://evil.example\n');
    expect(mail.body_text).toContain('Language: Telugu\n');
  });

  it('keeps no values in an erased e-mail', async () => {
    await expect(
      queue('application_applicant', { ...SCHOOL, reference: 'APP-2026-K7Q2NB', token: TOKEN }, true),
    ).rejects.toThrow(/mail_outbox_parameters_check/);
    expect(await queue('application_applicant', {}, true)).toHaveLength(1);
  });
});
