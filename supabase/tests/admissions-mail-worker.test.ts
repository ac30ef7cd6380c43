// The local mail worker (scripts/lib/mail-worker.ts) sends the admissions e-mails into the local
// backend's mail catcher as soon as the database announces them, through the same drain the
// Edge Function runs; they are read back through the catcher's Mailpit API, as a developer would.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../packages/local-supabase/test/support/mailpit.ts';
import { type MailWorker, startMailWorker } from '../../scripts/lib/mail-worker.ts';
import { applicationForm, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('local mail worker', () => {
  let db: SeminaryServer;
  let worker: MailWorker;
  let apiUrl = '';

  beforeAll(async () => {
    db = await startSeminaryServer();
    const mail = db.server.mail;
    if (!mail) throw new Error('The test backend runs without its mail catcher.');
    apiUrl = mail.apiUrl;
    worker = await startMailWorker({
      supabaseUrl: db.server.url,
      serviceRoleKey: db.server.serviceRoleKey,
      smtp: { host: mail.smtpHost, port: mail.smtpPort },
      db: db.server.db,
      // Far longer than the test: only the database's notification can make it send in time.
      intervalMs: 60_000,
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await worker?.close();
    await db?.close();
  });

  it("delivers a new application's office notice and confirmation to the catcher within moments", async () => {
    const email = `${randomUUID()}@example.com`;
    const [course] = await db.sql<{ id: string }>(
      `select id from public.courses where program_type = 'residential' limit 1`,
    );
    const { data: reference, error } = await db.visitor.rpc('submit_application', {
      application: await applicationForm(db.sql, {
        email,
        phone: '+91 98480 11223',
        course_id: course?.id ?? null,
        // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
        consent_notice_version: 2,
      }),
      idempotency_key: randomUUID(),
    });
    expect(error).toBeNull();
    const ids = await db.sql<{ id: number; kind: string }>('select id, kind from public.mail_outbox order by id');

    const confirmation = await waitForMail(apiUrl, `to:${email}`);
    expect(confirmation).toMatchObject({
      MessageID: `outbox-${ids.find((r) => r.kind === 'application_applicant')?.id}@seminary.local`,
      From: { Address: 'admissions@example.com' },
      To: [{ Address: email }],
      Subject: `Your application to Vijayawada Women's Bible Seminary: ${reference}`,
    });
    expect(confirmation.Text).toContain(`Your reference number: ${reference}`);
    expect(confirmation.Text).toMatch(/\nhttp:\/\/localhost:4321\/apply\/status\?token=[A-Za-z0-9_-]{43}\n/);

    const notice = await waitForMail(apiUrl, `subject:"New application ${reference}"`);
    expect(notice).toMatchObject({
      To: [{ Address: 'admissions@example.com' }],
      Subject: `New application ${reference} from Asha Kiran`,
    });
    await expect
      .poll(async () =>
        (await db.sql<{ status: string }>('select status from public.mail_outbox')).map((r) => r.status),
      )
      .toEqual(['sent', 'sent']);
  });
});
