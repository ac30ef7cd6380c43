// Statement matching and receipts: the admissions office sends a statement's credits; a credit
// whose narration carries an application's reference is verified, else one whose UTR she typed,
// and the rest are proposed by amount, date and name for the office to confirm. Each verified
// payment gets the next receipt number of its financial year, without gaps or repeats even
// under many concurrent verifications; importing the same credits again changes nothing; bad
// credits are refused with 400; only the admissions office and administrators may import; an
// erased application leaves its payment in the accounts without her.
import { randomUUID } from 'node:crypto';
import type { QueuedMail } from '@seminary/core/mail/render.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedDatabase } from './support/hosted-database.ts';
import { withText } from './support/rendered-mail.ts';
import { type Client, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

interface Credit {
  date: string;
  amount_paise: number;
  narration: string;
  utr?: string | null;
  reference?: string | null;
}

interface Summary {
  matched: { credit: number; application_id: string; receipt_number: string; matched_by: string }[];
  already_verified: { credit: number; application_id: string | null }[];
  proposed: { credit: number; candidates: { application_id: string; reference: string; name: string }[] }[];
  unmatched: number[];
}

const FEE_PAISE = 150_000;
let utrSeed = 100_000_000_000;
const newUtr = () => String(utrSeed++);

describe('payment verification', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
    await db.sql(
      `update public.payment_settings set upi_vpa = 'school@sbi', payee_name = 'Bible School',
         fee_residential = 1500, fee_hybrid = 1200, fee_online = 1000 where id = 1`,
    );
  });
  afterAll(() => db.close());

  /** Applications as the form leaves them, straight into the table: their reference, id and name. */
  async function applications(
    count: number,
    fields: { name?: string; program?: string; appliedAt?: string; utr?: (i: number) => string | null } = {},
  ) {
    const rows: { id: string; reference: string; name: string }[] = [];
    for (let i = 0; i < count; i++) {
      const [row] = await db.sql<{ id: string; reference: string; name: string }>(
        `insert into public.student_registrations
           (name, email, program_interest, payment_screenshot_url, consent_notice_version, created_at, payment_utr)
         values ($1, $2, $3, $4, 1, coalesce($5::timestamptz, now()), $6)
         returning id, reference, name`,
        [
          fields.name ?? `Applicant ${randomUUID().slice(0, 6)}`,
          `${randomUUID()}@example.com`,
          fields.program ?? 'residential',
          `${randomUUID()}.png`,
          fields.appliedAt ?? null,
          fields.utr?.(i) ?? null,
        ],
      );
      rows.push(row as { id: string; reference: string; name: string });
    }
    return rows;
  }

  /** One application, as above. */
  const application = async (fields: Parameters<typeof applications>[1] = {}) =>
    (await applications(1, fields))[0] as { id: string; reference: string; name: string };

  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

  async function importCredits(client: Client, credits: Credit[]) {
    const { data, error } = await client.rpc('import_statement_credits', { credits: credits as never });
    return { summary: data as unknown as Summary, error };
  }

  it('verifies by the reference in the narration first, then by her UTR, and proposes the rest', async () => {
    const byReference = await application({ name: 'Lydia Prasanna' });
    const byUtr = await application({ name: 'Ruth Kumari', utr: () => '412345678901' });
    const byName = await application({ name: 'Mary Sunitha Rao' });
    const nobody = await application({ name: 'Hannah Grace' });
    const credits: Credit[] = [
      // The reference wins over a UTR that another application typed.
      {
        date: today(),
        amount_paise: FEE_PAISE,
        narration: `UPI/${'412345678901'}/${byReference.reference}/LYDIA`,
        utr: '412345678901',
      },
      { date: today(), amount_paise: FEE_PAISE, narration: 'UPI/RUTH K/PAYMENT', utr: '412345678901' },
      { date: today(), amount_paise: FEE_PAISE, narration: 'UPI/SUNITHA RAO/OKAXIS', utr: newUtr() },
      // The right name but not her program's fee: nobody to propose.
      { date: today(), amount_paise: 99_900, narration: 'UPI/HANNAH GRACE/OKSBI', utr: newUtr() },
    ];
    const { summary, error } = await importCredits(db.admissions, credits);
    expect(error).toBeNull();
    expect(summary.matched).toEqual([
      expect.objectContaining({ credit: 0, application_id: byReference.id, matched_by: 'reference' }),
    ]);
    // Her UTR is now the first credit's, verified for the reference's application: counted, not verified twice.
    expect(summary.already_verified).toEqual([{ credit: 1, application_id: byUtr.id }]);
    expect(summary.proposed).toEqual([
      { credit: 2, candidates: [expect.objectContaining({ application_id: byName.id, reference: byName.reference })] },
    ]);
    expect(summary.unmatched).toEqual([3]);
    const [verified] = await db.sql<{ paid_on: string; amount: string; utr: string }>(
      `select paid_on::text, amount::text, utr from public.verified_payments where application_id = $1`,
      [byReference.id],
    );
    expect(verified).toEqual({ paid_on: today(), amount: '1500.00', utr: '412345678901' });
    expect(await db.sql(`select 1 from public.verified_payments where application_id = $1`, [nobody.id])).toEqual([]);

    // Her own UTR on a credit of its own verifies her application.
    const second = newUtr();
    await db.sql(`update public.student_registrations set payment_utr = $2 where id = $1`, [byUtr.id, second]);
    const { summary: again } = await importCredits(db.admissions, [
      { date: today(), amount_paise: FEE_PAISE, narration: 'NEFT RUTH', utr: second },
    ]);
    expect(again.matched).toEqual([expect.objectContaining({ application_id: byUtr.id, matched_by: 'utr' })]);

    // The office confirms the proposal; a second confirmation is refused with 409.
    const proposal = credits[2] as Credit;
    const confirmed = await db.admissions.rpc('confirm_payment', {
      application_id: byName.id,
      credit: proposal as never,
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({ application_id: byName.id, matched_by: 'office', utr: proposal.utr });
    const twice = await db.admissions.rpc('confirm_payment', { application_id: byName.id, credit: proposal as never });
    expect(twice.status).toBe(409);

    // The office's list of applications still without a verified payment.
    const { data: waiting } = await db.admissions
      .from('student_registrations')
      .select('id')
      .is('payment_verified_at', null)
      .in('id', [byReference.id, byUtr.id, byName.id, nobody.id]);
    expect(waiting).toEqual([{ id: nobody.id }]);
  });

  it('tells her in her language that her receipt is ready, and shows it on her status page', async () => {
    const [her] = await db.sql<{ id: string; reference: string }>(
      `insert into public.student_registrations
         (name, email, program_interest, payment_screenshot_url, consent_notice_version, language)
       values ('Esther Devi', 'esther@example.com', 'online', $1, 1, 'te') returning id, reference`,
      [`${randomUUID()}.png`],
    );
    const { id, reference } = her as { id: string; reference: string };
    const { summary } = await importCredits(db.admissions, [
      { date: '2026-04-02', amount_paise: 100_000, narration: `UPI/ESTHER/${reference}`, utr: newUtr() },
    ]);
    const receiptNumber = summary.matched[0]?.receipt_number as string;
    expect(receiptNumber).toMatch(/^RCPT\/2026-27\/\d{4}$/);

    const mails = await db.sql<{
      kind: string;
      language: string;
      parameters: Record<string, string>;
      to_addresses: string[];
    }>(
      `select kind, language, parameters, to_addresses from public.mail_outbox where application_id = $1 and kind = 'receipt_applicant'`,
      [id],
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.to_addresses).toEqual(['esther@example.com']);
    const rendered = withText(mail as typeof mail & QueuedMail);
    expect(rendered.subject).toBe(`మీ దరఖాస్తు ${reference}: రుసుము అందింది, రసీదు ${receiptNumber}`);
    expect(rendered.body_text).toContain(`/te/apply/status?token=${mail.parameters.token}`);
    // Nothing she or anyone else wrote: her name is not in it.
    expect(rendered.body_text).not.toContain('Esther');

    const { data, error } = await db.visitor.rpc('application_status_by_token', {
      token: mail.parameters.token as string,
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ reference, receipt_number: receiptNumber, paid_on: '2026-04-02', amount: 1000 }),
    ]);
  });

  // Only where the Data API's limits are hosted's: on PGlite, one in-process database shared with
  // everything else the machine runs, its time says nothing of hosted's.
  it.runIf(hostedDatabase())(
    'matches a thousand credits against thousands of applications within the Data API statement timeout',
    async () => {
      await db.sql(
        `insert into public.student_registrations
         (name, email, program_interest, payment_screenshot_url, consent_notice_version, created_at)
       select 'Sister ' || n || ' Kumari', 'bulk' || n || '@example.com', 'residential', 'bulk-' || n || '.png', 1,
         now() - (n % 40) * interval '1 day'
       from generate_series(1, 3000) n`,
      );
      const credits: Credit[] = Array.from({ length: 1000 }, (_, i) => ({
        date: today(),
        amount_paise: FEE_PAISE,
        narration: i % 2 ? `UPI/KUMARI ${i}/OKSBI` : `NEFT/UNKNOWN PAYER ${i}`,
        utr: newUtr(),
      }));
      // On the hosted-like project this runs as authenticated under hosted's 8 s statement timeout
      // (the rehearsal cluster's roles.sql), so an import that took longer would fail here with 57014.
      const { summary, error } = await importCredits(db.admissions, credits);
      expect(error).toBeNull();
      expect(summary.proposed).toHaveLength(500);
      expect(summary.proposed.every((p) => p.candidates.length === 3)).toBe(true);
      expect(summary.unmatched).toHaveLength(500);
    },
  );

  it('changes nothing when the same statement is imported again', async () => {
    const people = await applications(20);
    const credits = people.map((p) => ({
      date: today(),
      amount_paise: FEE_PAISE,
      narration: `UPI/${p.reference}/PAYMENT`,
      utr: newUtr(),
    }));
    const first = await importCredits(db.admissions, credits);
    expect(first.summary.matched).toHaveLength(20);
    const before = await db.sql(`select * from public.verified_payments order by receipt_number`);
    const second = await importCredits(db.admissions, credits);
    expect(second.summary.matched).toEqual([]);
    expect(second.summary.already_verified).toHaveLength(20);
    expect(await db.sql(`select * from public.verified_payments order by receipt_number`)).toEqual(before);
  });

  it('numbers receipts per financial year, April to March, without gaps or repeats under concurrent verifications', async () => {
    const people = await applications(120);
    // Half in March 2026 (financial year 2025-26), half in April 2026 (2026-27), each imported alone and all at once.
    const results = await Promise.all(
      people.map((p, i) =>
        importCredits(db.admissions, [
          {
            date: i % 2 ? '2026-03-31' : '2026-04-01',
            amount_paise: FEE_PAISE,
            narration: `UPI/${p.reference}`,
            utr: newUtr(),
          },
        ]),
      ),
    );
    for (const { error, summary } of results) {
      expect(error).toBeNull();
      expect(summary.matched).toHaveLength(1);
    }
    for (const year of ['2025-26', '2026-27']) {
      const numbers = await db.sql<{ receipt_number: string; receipt_sequence: number }>(
        `select receipt_number, receipt_sequence from public.verified_payments where financial_year = $1 order by receipt_sequence`,
        [year],
      );
      expect(numbers.map((n) => n.receipt_sequence)).toEqual(numbers.map((_, i) => i + 1));
      expect(numbers.map((n) => n.receipt_number)).toContain(`RCPT/${year}/0060`);
      expect(new Set(numbers.map((n) => n.receipt_number)).size).toBe(numbers.length);
    }
  });

  it('refuses what is not a credit with 400, and a list too long', async () => {
    const good: Credit = { date: today(), amount_paise: FEE_PAISE, narration: 'UPI', utr: newUtr() };
    const bad: unknown[] = [
      { ...good, amount_paise: -5 },
      { ...good, amount_paise: 12.5 },
      { ...good, amount_paise: 10_000_001 },
      { ...good, date: '2026-02-30' },
      { ...good, date: '3026-01-01' },
      { ...good, utr: '12345' },
      { ...good, reference: "APP-2026-X'; drop" },
      { ...good, narration: 'x'.repeat(501) },
      { ...good, payer: 'an extra field' },
      'a string',
    ];
    for (const credit of bad) {
      const { error } = await db.admissions.rpc('import_statement_credits', { credits: [credit] as never });
      expect(error, JSON.stringify(credit)).toMatchObject({ code: '22023' });
    }
    const many = await db.admissions.rpc('import_statement_credits', {
      credits: Array.from({ length: 5001 }, () => good) as never,
    });
    expect(many.error).toMatchObject({ code: '22023' });
    const notAList = await db.admissions.rpc('import_statement_credits', { credits: good as never });
    expect(notAList.error).toMatchObject({ code: '22023' });
  });

  it('lets only the admissions office and administrators import, confirm and read payments', async () => {
    const person = await application();
    const credit: Credit = { date: today(), amount_paise: FEE_PAISE, narration: person.reference, utr: newUtr() };
    for (const caller of [db.visitor, db.user, db.editor]) {
      const imported = await importCredits(caller, [credit]);
      expect(imported.error).not.toBeNull();
      const confirmed = await caller.rpc('confirm_payment', { application_id: person.id, credit: credit as never });
      expect(confirmed.error).not.toBeNull();
      const { data } = await caller.from('verified_payments').select('id');
      expect(data ?? []).toEqual([]);
    }
    expect((await importCredits(db.admin, [credit])).summary.matched).toHaveLength(1);
    // Nobody writes the accounts record directly, nor moves its verification date on her application.
    const { data: rows } = await db.admin
      .from('verified_payments')
      .update({ amount: 1 })
      .eq('application_id', person.id)
      .select();
    expect(rows ?? []).toEqual([]);
    await db.admissions.from('student_registrations').update({ payment_verified_at: null }).eq('id', person.id);
    const [still] = await db.sql<{ verified: boolean }>(
      `select payment_verified_at is not null as verified from public.student_registrations where id = $1`,
      [person.id],
    );
    expect(still?.verified).toBe(true);
  });

  it('keeps the payment through the trash, and without her once her application is erased', async () => {
    const kept = await application();
    const erased = await application();
    await importCredits(
      db.admissions,
      [kept, erased].map((p) => ({ date: today(), amount_paise: FEE_PAISE, narration: p.reference, utr: newUtr() })),
    );
    // Deleted to the trash and restored: still hers.
    expect((await db.admissions.from('student_registrations').delete().eq('id', kept.id)).error).toBeNull();
    const [trashed] = await db.sql<{ id: string }>(
      `select id from public.deleted_registrations where row_data ->> 'id' = $1`,
      [kept.id],
    );
    const restored = await db.admissions.rpc('restore_deleted_registration', {
      trash_id: (trashed as { id: string }).id,
    });
    expect(restored.error).toBeNull();
    const [back] = await db.sql<{ application_id: string; verified: boolean }>(
      `select p.application_id, r.payment_verified_at is not null as verified
       from public.verified_payments p join public.student_registrations r on r.id = p.application_id
       where p.application_id = $1`,
      [kept.id],
    );
    expect(back).toEqual({ application_id: kept.id, verified: true });

    // Erased: the receipt's number, date, amount and UTR stay in the accounts, tied to nobody.
    const [before] = await db.sql<{ receipt_number: string }>(
      `select receipt_number from public.verified_payments where application_id = $1`,
      [erased.id],
    );
    await db.sql(`select private.erase_person_data('request', application_id => $1)`, [erased.id]);
    const [after] = await db.sql<{ application_id: string | null; paid_on: string }>(
      `select application_id, paid_on::text from public.verified_payments where receipt_number = $1`,
      [before?.receipt_number],
    );
    expect(after).toEqual({ application_id: null, paid_on: today() });
  });
});
