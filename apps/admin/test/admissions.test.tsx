// @vitest-environment node
// The admin's admissions calls against the real local backend, signed in as an admin:
// a status changed with a note lands in the history with who and when, the counts by status are
// the database's, the mail settings are checked before they are saved and the database refuses
// what slips past, and a failed e-mail goes back in the queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../../packages/core/src/admissions.ts';
import { mailSettingsFormSchema } from '../../../packages/core/src/validation.ts';
import type { SeminaryServer } from '../../../supabase/tests/support/seminary-server.ts';
import { closeBackend, signedInBackend } from './backend.ts';

const ADMIN = { email: 'admissions-admin@example.com', password: 'admissions-admin-1234' };

type DatabaseFunctions = typeof import('../src/providers/databaseFunctions.ts').databaseFunctions;
type MailSettings = typeof import('../src/resources/mail/mailSettings.ts');

describe('the admin admissions calls', () => {
  let db: SeminaryServer;
  let database: DatabaseFunctions;
  let mail: MailSettings;

  beforeAll(async () => {
    db = await signedInBackend(ADMIN, 'administrator');
    ({ databaseFunctions: database } = await import('../src/providers/databaseFunctions.ts'));
    mail = await import('../src/resources/mail/mailSettings.ts');
  }, 120_000);
  afterAll(() => closeBackend(db));

  async function application(name: string): Promise<string> {
    const [row] = await db.sql<{ id: string }>(
      `insert into public.student_registrations (name, email, program_interest, payment_screenshot_url)
       values ($1, $2, 'residential', $3) returning id`,
      [name, `${name.toLowerCase()}@example.com`, `${name}.png`],
    );
    return row?.id ?? '';
  }

  it('changes a status with a note, kept in the history with who and when', async () => {
    const id = await application('Lydia');
    await database.setApplicationStatus(id, 'under_review', '  Called; transcripts on the way.  ');
    await database.setApplicationStatus(id, 'accepted', '   ');
    const history = await database.getStatusHistory(id);
    expect(history.map(({ from_status, to_status, note }) => [from_status, to_status, note])).toEqual([
      [null, 'received', null],
      ['received', 'under_review', 'Called; transcripts on the way.'],
      ['under_review', 'accepted', null],
    ]);
    expect(history.slice(1).map((change) => change.changed_by_email)).toEqual([ADMIN.email, ADMIN.email]);
    const [row] = await db.sql<{ status: string }>('select status from public.student_registrations where id = $1', [
      id,
    ]);
    expect(row?.status).toBe('accepted');
  });

  it('refuses an unknown status and an application that no longer exists', async () => {
    const id = await application('Dorcas');
    await expect(database.setApplicationStatus(id, 'lost' as 'received', '')).rejects.toThrow(
      'Unknown application status.',
    );
    await expect(
      database.setApplicationStatus('00000000-0000-4000-8000-000000000000', 'accepted', ''),
    ).rejects.toMatchObject({ body: { code: 'PT404' } });
  });

  it('counts applications by status as the database does', async () => {
    const id = await application('Priscilla');
    await database.setApplicationStatus(id, 'withdrawn', '');
    const counts = await database.countApplicationsByStatus();
    const rows = await db.sql<{ status: string; count: number }>(
      'select status, count(*)::int as count from public.student_registrations group by status',
    );
    const expected = Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.count ?? 0]),
    );
    expect(counts).toEqual(expected);
    expect(counts.withdrawn).toBeGreaterThanOrEqual(1);
  });

  it('checks the mail settings, saves them, and the database refuses an empty office list', async () => {
    expect(
      mailSettingsFormSchema.safeParse({ office_addresses: ['office@example.com', 'nope'], from_address: 'a@b.co' })
        .error?.issues[0]?.message,
    ).toBe('"nope" is not a valid e-mail address.');
    expect(
      mailSettingsFormSchema.safeParse({ office_addresses: ['office@example.com'], from_address: 'Admissions <x>' })
        .success,
    ).toBe(false);
    expect(mail.splitAddresses('a@example.com,\n b@example.com ;\n\n')).toEqual(['a@example.com', 'b@example.com']);

    const saved = await database.saveMailSettings(
      ['admissions@example.com', 'principal@example.com'],
      ' Admissions Office <office@example.com> ',
    );
    expect(saved.office_addresses).toEqual(['admissions@example.com', 'principal@example.com']);
    expect((await database.getMailSettings()).from_address).toBe('Admissions Office <office@example.com>');
    await expect(database.saveMailSettings([], 'office@example.com')).rejects.toMatchObject({
      body: { code: '23514' },
    });
  });

  it('puts a failed e-mail back in the queue, and leaves a sent one alone', async () => {
    const [failed] = await db.sql<{ id: number }>(
      `insert into public.mail_outbox (kind, to_addresses, from_address, parameters, status, attempts, last_error)
       values ('enquiry_office', '{office@example.com}', 'admissions@example.com',
         '{"school": "School", "site": "http://localhost:4321", "name": "Failed"}', 'failed', 5, '550')
       returning id`,
    );
    const [sent] = await db.sql<{ id: number }>(
      `insert into public.mail_outbox (kind, to_addresses, from_address, parameters, status, attempts, sent_at)
       values ('enquiry_office', '{office@example.com}', 'admissions@example.com',
         '{"school": "School", "site": "http://localhost:4321", "name": "Sent"}', 'sent', 1, now())
       returning id`,
    );
    await database.retryMail(Number(failed?.id));
    await database.retryMail(Number(sent?.id));
    const rows = await db.sql<{ id: number; status: string }>(
      'select id, status from public.mail_outbox where id = any($1) order by id',
      [[failed?.id, sent?.id]],
    );
    expect(rows.map((row) => row.status)).toEqual(['pending', 'sent']);
    await expect(database.retryMail(987_654_321)).rejects.toMatchObject({ body: { code: 'PT404' } });
  });
});
