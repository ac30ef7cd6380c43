// Application status, which nobody can walk through references nor lock her out of: admins change
// it with a note and every change is kept with who and when; the applicant reads the status, and nothing
// else, with the token link of her e-mails or with the reference and the phone number or e-mail;
// a wrong contact answers as a wrong reference does, and failed lookups are limited per client
// address (10 an hour), per reference and per contact (20 an hour each), while nobody's failures
// ever close her token link.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '../../packages/core/src/texts.ts';
import { signUserToken, type TestServer } from '../../packages/local-supabase/test/support/server.ts';
import { withText } from './support/rendered-mail.ts';
import { applicationForm, type Client, clientBehindProxy, startServerBehindProxy } from './support/seminary-server.ts';

describe('application status', () => {
  let server: TestServer;
  let admin: Client;
  let user: Client;
  let courseId = '';
  const adminId = randomUUID();

  const clientAt = (address: string, token?: string) => clientBehindProxy(server, address, token);
  const sql = async <T>(text: string, params: unknown[] = []) => (await server.db.query<T>(text, params)).rows;

  beforeAll(async () => {
    server = await startServerBehindProxy();
    admin = clientAt(
      '198.51.100.1',
      await signUserToken({ sub: adminId, email: 'admin@example.com', staff_role: 'administrator' }),
    );
    user = clientAt('198.51.100.2', await signUserToken({ sub: randomUUID(), email: 'staff@example.com' }));
    [{ id: courseId }] = (await sql<{ id: string }>(
      `insert into public.courses (title, description, duration, program_type)
       values ('Bachelor of Theology', 'Three years', '3 years', 'residential') returning id`,
    )) as [{ id: string }];
  });
  afterAll(() => server.close());

  async function apply(phone = '+91 98480 11223', email = `${randomUUID()}@example.com`) {
    const { data, error } = await clientAt(`203.0.113.${Math.floor(Math.random() * 200) + 1}`).rpc(
      'submit_application',
      {
        // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
        application: await applicationForm(sql, { email, phone, course_id: courseId, consent_notice_version: 2 }),
        idempotency_key: randomUUID(),
      },
    );
    expect(error).toBeNull();
    const [row] = await sql<{ id: string }>('select id from public.student_registrations where reference = $1', [data]);
    return { reference: String(data), email, phone, id: row?.id ?? '' };
  }

  /** The tokens of the status links in the e-mails the application's applicant was sent, oldest first. */
  async function tokensSent(applicationId: string): Promise<string[]> {
    const mails = (
      await sql<{ kind: string; language: string; parameters: unknown }>(
        `select kind, language, parameters from public.mail_outbox
         where application_id = $1 and kind in ('application_applicant', 'status_applicant') order by id`,
        [applicationId],
      )
    ).map(withText);
    return mails.map((mail) => /\/apply\/status\?token=([A-Za-z0-9_-]+)\n/.exec(mail.body_text)?.[1] ?? '');
  }

  /** A phone number of its own for each application, so one test's failures spend no other's budget. */
  const uniquePhone = () => `+91 9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

  /** The lookup as the Data API answers it, raw: status, body and the headers a client could compare. */
  async function rawLookup(address: string, reference: string, contact: string) {
    const response = await fetch(`${server.url}/rest/v1/rpc/application_status_lookup`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${server.anonKey}`,
        'Content-Type': 'application/json',
        'X-Forwarded-For': address,
      },
      body: JSON.stringify({ reference, contact }),
    });
    return {
      status: response.status,
      body: await response.text(),
      contentType: response.headers.get('content-type'),
      contentRange: response.headers.get('content-range'),
    };
  }

  it('records every status change with who, when and the note, and keeps it from anyone but admins', async () => {
    const application = await apply();
    expect(
      (await admin.rpc('set_application_status', { application_id: application.id, status: 'under_review' })).error,
    ).toBeNull();
    expect(
      (
        await admin.rpc('set_application_status', {
          application_id: application.id,
          status: 'accepted',
          note: 'Interview went well.',
        })
      ).error,
    ).toBeNull();

    const { data: history, error } = await admin
      .from('application_status_history')
      .select('from_status, to_status, note, changed_by, changed_by_email, changed_at')
      .eq('application_id', application.id)
      .order('id');
    expect(error).toBeNull();
    expect(history).toEqual([
      {
        from_status: null,
        to_status: 'received',
        note: null,
        changed_by: null,
        changed_by_email: null,
        changed_at: expect.any(String),
      },
      {
        from_status: 'received',
        to_status: 'under_review',
        note: null,
        changed_by: adminId,
        changed_by_email: 'admin@example.com',
        changed_at: expect.any(String),
      },
      {
        from_status: 'under_review',
        to_status: 'accepted',
        note: 'Interview went well.',
        changed_by: adminId,
        changed_by_email: 'admin@example.com',
        changed_at: expect.any(String),
      },
    ]);
    const [row] = await sql<{ status: string; changed: boolean }>(
      `select r.status, r.status_changed_at = (select max(h.changed_at) from public.application_status_history h
         where h.application_id = r.id) as changed
       from public.student_registrations r where r.id = $1`,
      [application.id],
    );
    expect(row).toEqual({ status: 'accepted', changed: true });

    // A direct status edit by an admin is kept in the history too; the reference stays.
    expect(
      (await admin.from('student_registrations').update({ status: 'withdrawn' }).eq('id', application.id)).error,
    ).toBeNull();
    expect(
      await sql(
        'select to_status, note from public.application_status_history where application_id = $1 order by id desc limit 1',
        [application.id],
      ),
    ).toEqual([{ to_status: 'withdrawn', note: null }]);

    const visitor = clientAt('198.51.100.3');
    expect((await visitor.from('application_status_history').select('*')).error).toMatchObject({ code: '42501' });
    expect(await user.from('application_status_history').select('*')).toMatchObject({ data: [], error: null });
    expect(
      (
        await visitor
          .from('application_status_history')
          .insert({ application_id: application.id, to_status: 'accepted' })
      ).error,
    ).toMatchObject({ code: '42501' });
    expect(
      (await admin.from('application_status_history').insert({ application_id: application.id, to_status: 'accepted' }))
        .error,
    ).toMatchObject({ code: '42501' });
  });

  it('lets only admins change a status, to a known status of an existing application', async () => {
    const application = await apply();
    const change = (client: Client, status = 'accepted') =>
      client.rpc('set_application_status', { application_id: application.id, status });
    expect((await change(clientAt('198.51.100.4'))).error).toMatchObject({ code: '42501' });
    expect((await change(user)).error).toMatchObject({ code: '42501' });
    expect(await sql('select status from public.student_registrations where id = $1', [application.id])).toEqual([
      { status: 'received' },
    ]);
    expect((await change(admin, 'approved')).error).toMatchObject({
      code: '22023',
      message: 'Unknown application status.',
    });
    const missing = await admin.rpc('set_application_status', { application_id: randomUUID(), status: 'accepted' });
    expect(missing.error).toMatchObject({ code: 'PT404', message: 'This application no longer exists.' });
    expect(missing.status).toBe(404);
  });

  it('shows the applicant the status for the reference with the phone number or e-mail, and nothing for a wrong one', async () => {
    const application = await apply('+91 98480-11 223');
    await admin.rpc('set_application_status', { application_id: application.id, status: 'under_review' });
    const [{ changed_at: changedAt }] = (await sql<{ changed_at: Date }>(
      'select status_changed_at as changed_at from public.student_registrations where id = $1',
      [application.id],
    )) as [{ changed_at: Date }];
    const visitor = clientAt('198.51.100.10');
    const lookup = (reference: string, contact: string) =>
      visitor.rpc('application_status_lookup', { reference, contact });

    for (const contact of ['9848011223', '+919848011223', '098480 11223', application.email.toUpperCase()]) {
      const { data, error } = await lookup(application.reference, contact);
      expect(error, contact).toBeNull();
      expect(data?.map((r) => ({ status: r.status, at: new Date(r.status_changed_at).getTime() }))).toEqual([
        { status: 'under_review', at: changedAt.getTime() },
      ]);
    }
    // Typed as an applicant may type it.
    expect((await lookup(` ${application.reference.toLowerCase()} `, '9848011223')).data).toHaveLength(1);

    const other = await apply('+91 90000 44556');
    const wrongContact = await lookup(application.reference, other.email);
    const wrongPhone = await lookup(application.reference, '9000044556');
    const unknownReference = await lookup('APP-1999-00001', '9848011223');
    const tooShort = await lookup(application.reference, '223');
    for (const answer of [wrongContact, wrongPhone, unknownReference, tooShort]) {
      expect({ data: answer.data, error: answer.error, status: answer.status }).toEqual({
        data: [],
        error: null,
        status: 200,
      });
    }
  });

  it('refuses an address after ten failed attempts in an hour, with 429, and leaves other addresses alone', async () => {
    const application = await apply();
    const guesser = clientAt('192.0.2.50');
    for (let i = 0; i < 10; i++) {
      const { data, error } = await guesser.rpc('application_status_lookup', {
        reference: `APP-2026-${String(90000 + i)}`,
        contact: '9848011223',
      });
      expect({ data, error }).toEqual({ data: [], error: null });
    }
    const refused = await guesser.rpc('application_status_lookup', {
      reference: application.reference,
      contact: application.email,
    });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', message: refusals.too_many_status_lookups });

    const neighbour = await clientAt('192.0.2.51').rpc('application_status_lookup', {
      reference: application.reference,
      contact: application.email,
    });
    expect(neighbour).toMatchObject({ error: null, data: [{ status: 'received' }] });

    // An hour later the address may try again.
    await sql(`update private.application_lookup_attempts set attempted_at = now() - interval '61 minutes'`);
    expect(
      await guesser.rpc('application_status_lookup', { reference: application.reference, contact: application.email }),
    ).toMatchObject({ error: null, data: [{ status: 'received' }] });
    expect(await sql('select count(*)::int as n from private.application_lookup_attempts')).toEqual([{ n: 0 }]);
  });

  it('counts only failed lookups', async () => {
    const application = await apply();
    const applicant = clientAt('192.0.2.60');
    for (let i = 0; i < 15; i++) {
      expect(
        (
          await applicant.rpc('application_status_lookup', {
            reference: application.reference,
            contact: application.phone,
          })
        ).data,
      ).toHaveLength(1);
    }
    expect(
      await sql(
        `select count(*)::int as n from private.application_lookup_attempts where client_address = '192.0.2.60'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('opens the status from the token link of each e-mail, and nothing for any other token', async () => {
    const application = await apply(uniquePhone());
    const [confirmation = ''] = await tokensSent(application.id);
    // 32 random bytes in URL-safe base64: at least 128 bits no one can guess.
    expect(confirmation).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const visitor = clientAt('198.51.100.20');
    const byToken = (token: string) => visitor.rpc('application_status_by_token', { token });
    expect(await byToken(confirmation)).toMatchObject({
      error: null,
      data: [{ reference: application.reference, status: 'received', status_changed_at: expect.any(String) }],
    });
    const flipped = `${confirmation.slice(0, -1)}${confirmation.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [flipped, '', 'x'.repeat(43), application.reference]) {
      expect(await byToken(token), token).toMatchObject({ error: null, data: [] });
    }
    // Kept only as its hash: the database cannot give a working link out.
    expect(
      await sql(
        `select count(*)::int as n from private.confirmation_tokens t
         where t.application_id = $1 and t.token_hash = sha256(convert_to($2, 'UTF8'))`,
        [application.id, confirmation],
      ),
    ).toEqual([{ n: 1 }]);
    expect(
      await sql(
        `select count(*)::int as n from private.confirmation_tokens t
         where position(convert_to($1, 'UTF8') in t.token_hash) > 0`,
        [confirmation],
      ),
    ).toEqual([{ n: 0 }]);

    // The decision's e-mail has a link of its own, and the first one still works.
    await admin.rpc('set_application_status', { application_id: application.id, status: 'accepted' });
    const [first, decision = ''] = await tokensSent(application.id);
    expect(first).toBe(confirmation);
    expect(decision).not.toBe(confirmation);
    for (const token of [confirmation, decision]) {
      expect((await byToken(token)).data).toMatchObject([{ reference: application.reference, status: 'accepted' }]);
    }
  });

  it("cannot be locked out by others' failures: her token link always answers, and the lookup opens within the hour", async () => {
    const application = await apply(uniquePhone());
    const [token = ''] = await tokensSent(application.id);
    // Strangers spend her reference's budget from three addresses (none over its own ten).
    for (let i = 0; i < 20; i++) {
      const stranger = clientAt(`192.0.2.${70 + Math.floor(i / 7)}`);
      const answer = await stranger.rpc('application_status_lookup', {
        reference: application.reference,
        contact: `guess.${i}@example.com`,
      });
      expect({ data: answer.data, error: answer.error }).toEqual({ data: [], error: null });
    }
    // The way in by reference and contact is closed for now, to her too: answering her right pair
    // and not the wrong ones would tell a guesser which pair is right.
    const applicant = clientAt('198.51.100.30');
    const closed = await applicant.rpc('application_status_lookup', {
      reference: application.reference,
      contact: application.phone,
    });
    expect(closed.status).toBe(429);
    expect(closed.error).toMatchObject({ code: 'PT429', message: refusals.too_many_status_lookups });
    // Her link is not: as many times as she likes, from any address.
    for (let i = 0; i < 15; i++) {
      expect(await applicant.rpc('application_status_by_token', { token })).toMatchObject({
        error: null,
        data: [{ reference: application.reference, status: 'received' }],
      });
    }
    // An hour after the strangers' last failure the lookup answers her again.
    await sql(
      `update private.application_lookup_attempts set attempted_at = now() - interval '61 minutes'
       where attempted_at > now() - interval '1 hour'`,
    );
    expect(
      await applicant.rpc('application_status_lookup', {
        reference: application.reference,
        contact: application.phone,
      }),
    ).toMatchObject({ error: null, data: [{ status: 'received' }] });
  });

  it('stops walking references for a known phone or e-mail, whatever the address', async () => {
    const application = await apply(uniquePhone());
    // Someone who knows her phone tries references, each from a new address.
    for (let i = 0; i < 20; i++) {
      const answer = await clientAt(`192.0.2.${100 + i}`).rpc('application_status_lookup', {
        reference: `APP-2026-${'23456789ABCDEFGHJKMN'[i]}QRSTU`,
        contact: application.phone.replace(/\s/g, ''),
      });
      expect({ data: answer.data, error: answer.error }).toEqual({ data: [], error: null });
    }
    // Her phone as typed any other way is the same contact: the 21st try is refused, right or not.
    for (const reference of [application.reference, 'APP-2026-WXYZ23']) {
      const refused = await clientAt('192.0.2.130').rpc('application_status_lookup', {
        reference,
        contact: `0${application.phone.slice(4)}`,
      });
      expect(refused.status).toBe(429);
    }
    // The same for an e-mail address, in any case.
    for (let i = 0; i < 20; i++) {
      await clientAt(`192.0.2.${140 + i}`).rpc('application_status_lookup', {
        reference: `APP-2026-${'23456789ABCDEFGHJKMN'[i]}VWXYZ`,
        contact: application.email,
      });
    }
    expect(
      (
        await clientAt('192.0.2.170').rpc('application_status_lookup', {
          reference: application.reference,
          contact: application.email.toUpperCase(),
        })
      ).status,
    ).toBe(429);
    // Only hashes of what was typed are kept.
    expect(
      await sql(
        `select count(*)::int as n from private.application_lookup_attempts
         where reference_key like '%APP-%' or contact_key like '%@%' or contact_key ~ '^[0-9]+$'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('answers a lookup identically whether or not the application exists', async () => {
    const application = await apply(uniquePhone());
    const unknown = 'APP-2026-ZZZZZZ';
    // A wrong contact for a real reference, and an unknown reference: the same answer.
    const existing = await rawLookup('192.0.2.200', application.reference, 'nobody@example.com');
    const missing = await rawLookup('192.0.2.201', unknown, 'nobody@example.com');
    expect(existing).toEqual({
      status: 200,
      body: '[]',
      contentType: expect.any(String),
      contentRange: expect.anything(),
    });
    expect(missing).toEqual(existing);
    // Spent budgets answer alike too.
    for (let i = 0; i < 9; i++) await rawLookup('192.0.2.202', unknown, `other.${i}@example.com`);
    expect(await rawLookup('192.0.2.202', unknown, 'last@example.com')).toEqual(existing);
    const refusedExisting = await rawLookup('192.0.2.202', application.reference, application.email);
    const refusedMissing = await rawLookup('192.0.2.202', unknown, application.email);
    expect(refusedExisting.status).toBe(429);
    expect(refusedMissing).toEqual(refusedExisting);
  });
});
