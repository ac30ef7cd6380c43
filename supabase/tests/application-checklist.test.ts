// Her checklist and the office's filter by what is missing: both status functions, her link's
// and her reference-and-contact lookup, answer the same items in the same order (her form from
// the start, her fee once it is verified, the decision once the status is final), each with
// when it was done and nothing else; the admissions office filters its list by the items not
// done (a column its trigger keeps), with its other filters, in the database; nobody else can.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

interface Entry {
  item: string;
  done: boolean;
  at: string | null;
}

let utrSeed = 500_000_000_000;

describe("her checklist and the office's filter by what is missing", () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  /** An application as the form leaves it, and the token of a status link for it. */
  async function application(name = `Applicant ${randomUUID().slice(0, 6)}`) {
    const email = `${randomUUID()}@example.com`;
    const [row] = await db.sql<{ id: string; reference: string; token: string }>(
      `with made as (
         insert into public.student_registrations (name, email, program_interest, payment_screenshot_url, consent_notice_version)
         values ($1, $2, 'residential', $3, 1) returning id, reference
       )
       select id, reference, private.new_confirmation_token('application_status', id) as token from made`,
      [name, email, `${randomUUID()}.png`],
    );
    return { ...(row as { id: string; reference: string; token: string }), email, name };
  }

  /** Her checklist from her link and from her reference and e-mail, which must agree. */
  async function checklist(her: { reference: string; email: string; token: string }): Promise<Entry[]> {
    const byToken = await db.visitor.rpc('application_status_by_token', { token: her.token });
    const byLookup = await db.visitor.rpc('application_status_lookup', {
      reference: her.reference,
      contact: her.email,
    });
    expect(byToken.error).toBeNull();
    expect(byLookup.error).toBeNull();
    expect(byLookup.data?.[0]?.checklist).toEqual(byToken.data?.[0]?.checklist);
    return byToken.data?.[0]?.checklist as unknown as Entry[];
  }

  async function times(id: string) {
    const [row] = await db.sql<{ created_at: Date; payment_verified_at: Date | null; status_changed_at: Date }>(
      'select created_at, payment_verified_at, status_changed_at from public.student_registrations where id = $1',
      [id],
    );
    return row as { created_at: Date; payment_verified_at: Date | null; status_changed_at: Date };
  }

  const at = (entry: Entry | undefined) => (entry?.at ? new Date(entry.at).getTime() : null);

  async function verifyPayment(reference: string) {
    const { data, error } = await db.admissions.rpc('import_statement_credits', {
      credits: [
        { date: '2026-04-02', amount_paise: 150_000, narration: `UPI/${reference}`, utr: String(utrSeed++) },
      ] as never,
    });
    expect(error).toBeNull();
    expect((data as { matched: unknown[] }).matched).toHaveLength(1);
  }

  async function setStatus(id: string, status: string) {
    expect((await db.admissions.rpc('set_application_status', { application_id: id, status })).error).toBeNull();
  }

  it('shows her form from the start, her fee once verified and the decision once final, with when each was done', async () => {
    const her = await application();
    const sent = await times(her.id);
    const first = await checklist(her);
    expect(first.map(({ item, done }) => ({ item, done }))).toEqual([
      { item: 'form', done: true },
      { item: 'payment', done: false },
      { item: 'decision', done: false },
    ]);
    expect(first.map(at)).toEqual([sent.created_at.getTime(), null, null]);

    await verifyPayment(her.reference);
    const paid = await times(her.id);
    const afterPayment = await checklist(her);
    expect(afterPayment.map(({ item, done }) => [item, done])).toEqual([
      ['form', true],
      ['payment', true],
      ['decision', false],
    ]);
    expect(at(afterPayment[1])).toBe(paid.payment_verified_at?.getTime());

    // Under review is not a decision; accepted, not accepted and withdrawn are.
    await setStatus(her.id, 'under_review');
    expect((await checklist(her))[2]).toEqual({ item: 'decision', done: false, at: null });
    for (const status of ['accepted', 'not_accepted', 'withdrawn']) {
      await setStatus(her.id, status);
      const decided = await times(her.id);
      const entry = (await checklist(her))[2];
      expect({ item: entry?.item, done: entry?.done, at: at(entry) }, status).toEqual({
        item: 'decision',
        done: true,
        at: decided.status_changed_at.getTime(),
      });
    }
    await setStatus(her.id, 'received');
    expect((await checklist(her))[2]).toEqual({ item: 'decision', done: false, at: null });
  });

  it('tells whoever holds her link nothing of her payment but that and when it was verified', async () => {
    const her = await application();
    await verifyPayment(her.reference);
    const entries = await checklist(her);
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(['at', 'done', 'item']);
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/1500|RCPT|\d{12}/);
    // A wrong contact still answers no row at all.
    const stranger = await db.visitor.rpc('application_status_lookup', {
      reference: her.reference,
      contact: 'someone@example.com',
    });
    expect(stranger).toMatchObject({ data: [], error: null });
  });

  it("filters the office's list by what is missing, together with its other filters and search", async () => {
    const tag = randomUUID().slice(0, 8);
    const waiting = await application(`Waiting ${tag}`);
    const paid = await application(`Paid ${tag}`);
    const decided = await application(`Decided ${tag}`);
    const done = await application(`Done ${tag}`);
    await verifyPayment(paid.reference);
    await verifyPayment(done.reference);
    await setStatus(decided.id, 'not_accepted');
    await setStatus(done.id, 'accepted');
    await setStatus(waiting.id, 'under_review');

    const list = (missing: string[]) =>
      db.admissions
        .from('student_registrations')
        .select('name', { count: 'exact' })
        .ilike('name', `*${tag}*`)
        .contains('checklist_missing', missing)
        .order('name');
    const names = async (query: ReturnType<typeof list>) => {
      const { data, error, count } = await query;
      expect(error).toBeNull();
      expect(count).toBe(data?.length);
      return data?.map((row) => row.name.split(' ')[0]);
    };

    expect(await names(list(['payment']))).toEqual(['Decided', 'Waiting']);
    expect(await names(list(['decision']))).toEqual(['Paid', 'Waiting']);
    expect(await names(list(['payment', 'decision']))).toEqual(['Waiting']);
    expect(await names(list([]))).toEqual(['Decided', 'Done', 'Paid', 'Waiting']);
    // With the status filter, and with the search the admin sends.
    expect(await names(list(['payment']).eq('status', 'under_review'))).toEqual(['Waiting']);
    expect(await names(list(['decision']).or(`reference.ilike.*${paid.reference.slice(-6)}*`))).toEqual(['Paid']);
    // As the admin's data provider sends it (checklist_missing=cs.{payment}).
    const { data: raw } = await db.admissions
      .from('student_registrations')
      .select('name')
      .filter('checklist_missing', 'cs', '{decision}')
      .ilike('name', `*${tag}*`)
      .order('name');
    expect(raw?.map((row) => row.name.split(' ')[0])).toEqual(['Paid', 'Waiting']);

    // Nobody else: a visitor reads no applications at all, staff without the office's role none.
    const visitor = await db.visitor
      .from('student_registrations')
      .select('id')
      .contains('checklist_missing', ['payment']);
    expect(visitor).toMatchObject({ data: null, error: expect.objectContaining({ code: '42501' }) });
    const editor = await db.editor
      .from('student_registrations')
      .select('id')
      .contains('checklist_missing', ['payment']);
    expect(editor).toMatchObject({ data: [], error: null });
  });

  it('keeps what is missing on the row as visitors apply and as the office works', async () => {
    // A visitor's own insert, which may not set it.
    const screenshot = `${randomUUID()}.png`;
    await db.sql(`insert into storage.objects (bucket_id, name) values ('payment-screenshots', $1)`, [screenshot]);
    const form = {
      name: 'Direct Applicant',
      email: `${randomUUID()}@example.com`,
      program_interest: 'online',
      payment_screenshot_url: screenshot,
      consent_notice_version: 1,
    };
    expect(
      (await db.visitor.from('student_registrations').insert({ ...form, checklist_missing: [] })).error,
    ).toMatchObject({
      code: '42501',
    });
    expect((await db.visitor.from('student_registrations').insert(form)).error).toBeNull();
    const missing = async () =>
      (
        await db.admissions
          .from('student_registrations')
          .select('id, checklist_missing')
          .eq('payment_screenshot_url', screenshot)
          .single()
      ).data;
    const row = await missing();
    expect(row?.checklist_missing).toEqual(['payment', 'decision']);
    const id = row?.id as string;
    // The office cannot write it either: the row's trigger says what is missing.
    expect(
      (await db.admissions.from('student_registrations').update({ checklist_missing: [] }).eq('id', id)).error,
    ).toBeNull();
    expect((await missing())?.checklist_missing).toEqual(['payment', 'decision']);
    await setStatus(id, 'accepted');
    expect((await missing())?.checklist_missing).toEqual(['payment']);
    const [{ reference }] = (await db.sql<{ reference: string }>(
      'select reference from public.student_registrations where id = $1',
      [id],
    )) as [{ reference: string }];
    await verifyPayment(reference);
    expect((await missing())?.checklist_missing).toEqual([]);
  });

  it('filters thousands of applications as the office on the column, calling no function per row', async () => {
    // Every one received, all but one in 400 with their fee verified.
    await db.sql(
      `insert into public.student_registrations
         (name, email, program_interest, payment_screenshot_url, consent_notice_version, payment_verified_at)
       select 'Bulk ' || n, 'bulk-' || n || '@example.com', 'online', 'bulk-' || n || '.png', 1,
         case when n % 400 <> 0 then now() end
       from generate_series(1, 2000) n`,
    );
    const { count, error } = await db.admissions
      .from('student_registrations')
      .select('id', { count: 'exact', head: true })
      .like('name', 'Bulk %')
      .contains('checklist_missing', ['decision', 'payment']);
    expect(error).toBeNull();
    expect(count).toBe(5);
    // The filter as the office's row-level security leaves it: a plain comparison of the column.
    const plan = await db.server.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', json_build_object('sub', gen_random_uuid(), 'role', 'authenticated', 'staff_role', 'admissions')::text, true)`,
      );
      await tx.query('set local role authenticated');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select count(*) from public.student_registrations t where t.checklist_missing @> '{payment}'`,
      );
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Filter: .*checklist_missing @> '\{payment\}'/);
    expect(plan).not.toContain('application_checklist');
  });
});
