// The enquiry form writes registrations under the same abuse limits as
// applications: per e-mail and per client address per hour, 429 beyond them, and a filled
// honeypot refused like any failed submission.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refusals } from '../../packages/core/src/texts.ts';
import type { TestServer } from '../../packages/local-supabase/test/support/server.ts';
import { clientBehindProxy, startServerBehindProxy } from './support/seminary-server.ts';

describe('enquiry limits', () => {
  let server: TestServer;
  const visitorAt = (address: string) => clientBehindProxy(server, address);
  const enquiry = (email: string) => ({
    name: 'Mercy Kumari',
    email,
    phone: '+91 94400 77889',
    state: 'Andhra Pradesh',
    city: 'Machilipatnam',
    program_interest: 'online',
    // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
    consent_notice_version: 2,
  });
  const stored = async () =>
    Number((await server.db.query<{ n: number }>('select count(*)::int as n from public.registrations')).rows[0]?.n);

  beforeAll(async () => {
    server = await startServerBehindProxy();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.query('delete from private.application_submissions');
    await server.db.query('delete from public.registrations');
    await server.db.query(
      'update public.application_limits set max_per_email_per_hour = 5, max_per_client_address_per_hour = 30',
    );
  });

  it('takes five enquiries from one e-mail in an hour and refuses the sixth with 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await visitorAt(`198.51.100.${i + 1}`)
            .from('registrations')
            .insert(enquiry('mercy@example.com'))
        ).error,
      ).toBeNull();
    }
    const refused = await visitorAt('198.51.100.9').from('registrations').insert(enquiry('Mercy@Example.com'));
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', message: refusals.too_many_applications });
    expect(await stored()).toBe(5);
  });

  it('refuses one client address beyond its hourly limit, whatever the e-mail, and not another address', async () => {
    await server.db.query('update public.application_limits set max_per_client_address_per_hour = 3');
    const flooder = visitorAt('203.0.113.7');
    for (let i = 0; i < 3; i++) {
      expect((await flooder.from('registrations').insert(enquiry(`${randomUUID()}@example.com`))).error).toBeNull();
    }
    const refused = await flooder.from('registrations').insert(enquiry(`${randomUUID()}@example.com`));
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', message: refusals.too_many_applications });
    expect((await visitorAt('203.0.113.8').from('registrations').insert(enquiry('ruth@example.com'))).error).toBeNull();
    expect(await stored()).toBe(4);
  });

  it('refuses a filled honeypot as a failed submission and stores nothing', async () => {
    await server.db.query('delete from public.mail_outbox');
    const { error, status } = await visitorAt('198.51.100.20')
      .from('registrations')
      .insert({ ...enquiry('bot@example.com'), honeypot: 'https://spam.example' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: refusals.submission_refused });
    expect(await stored()).toBe(0);
    expect((await server.db.query('select count(*)::int as n from public.mail_outbox')).rows).toEqual([{ n: 0 }]);
  });
});
