// The local mail worker (scripts/lib/mail-worker.ts) sends a new application's e-mails as soon as
// the database announces them, through the same drain the Edge Function runs.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailWorker, startMailWorker } from '../../scripts/lib/mail-worker.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';
import { type SmtpInbox, startSmtpInbox } from './support/smtp-inbox.ts';

describe('local mail worker', () => {
  let db: SeminaryServer;
  let inbox: SmtpInbox;
  let worker: MailWorker;

  beforeAll(async () => {
    [db, inbox] = await Promise.all([startSeminaryServer(), startSmtpInbox()]);
    worker = await startMailWorker({
      supabaseUrl: db.server.url,
      serviceRoleKey: db.server.serviceRoleKey,
      smtp: { host: inbox.host, port: inbox.port },
      db: db.server.db,
      // Far longer than the test: only the database's notification can make it send in time.
      intervalMs: 60_000,
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await worker?.close();
    await Promise.all([db?.close(), inbox?.close()]);
  });

  it('delivers an enquiry notice within moments of the enquiry', async () => {
    const email = `${randomUUID()}@example.com`;
    const { error } = await db.visitor
      .from('registrations')
      .insert({ name: 'Mercy Kumari', email, program_interest: 'online' });
    expect(error).toBeNull();
    await expect
      .poll(() => inbox.messages.map((m) => m.subject), { timeout: 5_000 })
      .toEqual(['New enquiry from Mercy Kumari']);
    await expect
      .poll(async () =>
        (await db.sql<{ status: string }>('select status from public.mail_outbox')).map((r) => r.status),
      )
      .toEqual(['sent']);
  });
});
