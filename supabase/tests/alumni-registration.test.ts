// Alumni registration (supabase/schemas/07_alumni.sql): a graduate registers at
// /alumni/register, proves her e-mail address by its link, and an editor approves her (a profile
// is made) or rejects her with a note; she hears either way; nothing unproven is kept past a day
// and an erasure by her address takes her registrations too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refusals } from '../../packages/core/src/texts.ts';
import { type Mail, mailsQueuedTo, type OutboxMail, withText } from './support/rendered-mail.ts';
import { PNG, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';
import { tablesHolding } from './support/tables-holding.ts';

function graduate() {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  return {
    name: `Ruth ${tag}`,
    graduation_year: 2018,
    degree: 'Master of Divinity',
    email: `ruth.${tag}@example.com`,
    current_position: 'Teacher',
    organization: `Church ${tag}`,
    location: 'Eluru, Andhra Pradesh',
    bio: `Bio ${tag}`,
    testimonial: `Testimonial ${tag}`,
    consent_notice_version: 2,
    language: 'en',
  };
}

describe('alumni registration', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer();
  });
  afterAll(() => db.close());
  // Every test registers from this machine's one address: each starts with the hour unspent.
  beforeEach(() => db.sql(`delete from private.confirmation_attempts where purpose = 'alumni_registration'`));

  const mailsTo = (email: string) => mailsQueuedTo(db, email, 'alumni_registration');
  const linkIn = (mail: Mail | undefined) => /\?confirm=([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1] ?? '';

  /** Registers her as the form does and returns the token of the link she is sent. */
  async function register(her: ReturnType<typeof graduate>, extra: Record<string, unknown> = {}) {
    const { error } = await db.visitor.rpc('register_alumna', { ...her, ...extra });
    expect(error).toBeNull();
    return linkIn((await mailsTo(her.email)).at(-1));
  }

  async function confirmed(her: ReturnType<typeof graduate>) {
    const token = await register(her);
    expect((await db.visitor.rpc('confirm_alumni_registration', { token })).data).toBe('pending');
    const [row] = await db.sql<{ id: string }>('select id from public.alumni_registrations where email = $1', [
      her.email,
    ]);
    return row?.id ?? '';
  }

  it('keeps nothing for review until her address is proven, and mails it only the school’s text and the link', async () => {
    const her = graduate();
    const injected = { ...her, bio: 'Pay at https://evil.example/pay', name: `${her.name} https://evil.example` };
    const { data, error } = await db.visitor.rpc('register_alumna', injected);
    expect(error).toBeNull();
    expect(data).toBeNull();
    const [mail] = await mailsTo(her.email);
    expect(mail?.kind).toBe('alumni_registration_confirm');
    expect(mail?.body_text).toMatch(/\/alumni\/register\?confirm=[A-Za-z0-9_-]{40,}/);
    expect(mail?.body_text).not.toContain('evil.example');
    expect(mail?.body_text).not.toContain(her.name);
    // Editors see only confirmed registrations.
    expect((await db.editor.from('alumni_registrations').select('id').eq('email', her.email)).data).toEqual([]);
    // The token is kept only as its hash.
    expect(await tablesHolding(db, [linkIn(mail)])).toMatchObject({ holding: ['public.mail_outbox'] });
  });

  it('writes the Telugu e-mail and link for the Telugu page', async () => {
    const her = { ...graduate(), language: 'te' };
    await register(her);
    const [mail] = await mailsTo(her.email);
    expect(mail?.body_text).toContain('/te/alumni/register?confirm=');
    expect(mail?.body_text).toContain('నమస్కారం');
  });

  it('confirms once, tells the office, and answers where it stands on every use', async () => {
    const her = graduate();
    const token = await register(her);
    expect((await db.visitor.rpc('confirm_alumni_registration', { token: 'x'.repeat(43) })).data).toBeNull();
    expect((await db.visitor.rpc('confirm_alumni_registration', { token })).data).toBe('pending');
    expect((await db.visitor.rpc('confirm_alumni_registration', { token })).data).toBe('pending');
    const office = (
      await db.sql<OutboxMail>(
        `select o.kind, o.to_addresses, o.language, o.parameters from public.mail_outbox o
         join public.alumni_registrations r on r.id = o.alumni_registration_id
         where r.email = $1 and o.kind = 'alumni_registration_office'`,
        [her.email],
      )
    ).map(withText);
    expect(office).toHaveLength(1);
    expect(office[0]?.body_text).not.toContain(her.name);
    const { data } = await db.editor
      .from('alumni_registrations')
      .select('name, status, consent_notice_version, consent_language')
      .eq('email', her.email);
    expect(data).toEqual([{ name: her.name, status: 'pending', consent_notice_version: 2, consent_language: 'en' }]);
    // Neither a visitor nor the admissions office reads the queue.
    expect((await db.visitor.from('alumni_registrations').select('id')).error?.code).toBe('42501');
    expect((await db.admissions.from('alumni_registrations').select('id')).data).toEqual([]);
  });

  it('refuses bad input with 400 and its reason, and a form without consent', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['no consent', { consent_notice_version: null }, /privacy notice/],
      ['an old notice', { consent_notice_version: 999 }, /privacy notice has changed/],
      ['a bad address', { email: 'not-an-address' }, /valid e-mail/],
      ['a forged line', { organization: 'Church\r\nOpen https://evil.example' }, /^Name, position, organization/],
      ['a year to come', { graduation_year: 2999 }, /Graduation year/],
      ['an unknown degree', { degree: 'Astrology' }, /degree from the list/],
      [
        'a photo elsewhere',
        { image_url: 'https://evil.example/storage/v1/object/public/alumni-images/alumni/x.png' },
        /photo/,
      ],
      ['the honeypot', { honeypot: 'I am a bot' }, /error occurred/],
    ];
    for (const [what, change, message] of cases) {
      const her = graduate();
      const { error, status } = await db.visitor.rpc('register_alumna', { ...her, ...change } as never);
      expect(status, what).toBe(400);
      expect(error?.message, what).toMatch(message);
      expect(await mailsTo(her.email), what).toEqual([]);
    }
    const forged = await db.visitor.rpc('register_alumna', { ...graduate(), location: 'Eluru\u2028Guntur' });
    expect(forged.error?.message).toBe(refusals.alumni_single_line);
  });

  it('limits registrations per client address and per e-mail address with 429', async () => {
    const her = graduate();
    for (let i = 0; i < 3; i += 1) await register(her);
    const again = await db.visitor.rpc('register_alumna', her);
    expect(again.status).toBe(429);
    // The site shows the database's words, translated for the Telugu page.
    expect(again.error?.message).toBe(refusals.too_many_alumni_registrations);
    await db.sql(`delete from private.confirmation_attempts where purpose = 'alumni_registration'`);
    for (let i = 0; i < 5; i += 1) await register(graduate());
    expect((await db.visitor.rpc('register_alumna', graduate())).status).toBe(429);
  });

  it('approval makes her profile with her photo and tells her, with the office’s note', async () => {
    const her = graduate();
    const path = `alumni/${randomUUID()}.png`;
    const photos = db.visitor.storage.from('alumni-images');
    expect((await photos.upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    const image_url = photos.getPublicUrl(path).data.publicUrl;
    const token = await register(her, { image_url });
    await db.visitor.rpc('confirm_alumni_registration', { token });
    const [row] = await db.sql<{ id: string }>('select id from public.alumni_registrations where email = $1', [
      her.email,
    ]);

    // Only editors decide.
    for (const caller of ['visitor', 'user', 'admissions'] as const) {
      const { error } = await db.client(caller).rpc('approve_alumni_registration', { registration_id: row?.id ?? '' });
      expect(error?.code, caller).toBe('42501');
    }
    const { data: profileId, error } = await db.editor.rpc('approve_alumni_registration', {
      registration_id: row?.id ?? '',
      note: 'Welcome back to Vijayawada!',
    });
    expect(error).toBeNull();
    const [profile] = await db.sql(
      'select name, graduation_year, degree, organization, image_url, testimonial from public.alumni_profiles where id = $1',
      [profileId],
    );
    expect(profile).toEqual({
      name: her.name,
      graduation_year: 2018,
      degree: her.degree,
      organization: her.organization,
      image_url,
      testimonial: her.testimonial,
    });
    const answer = (await mailsTo(her.email)).at(-1);
    expect(answer?.kind).toBe('alumni_registration_answer');
    expect(answer?.body_text).toContain('approved');
    expect(answer?.body_text).toContain('Welcome back to Vijayawada!');
    // The registration keeps no copy of the profile; a second decision is a conflict.
    const [kept] = await db.sql('select name, bio, image_url, status from public.alumni_registrations where id = $1', [
      row?.id,
    ]);
    expect(kept).toEqual({ name: null, bio: null, image_url: null, status: 'approved' });
    expect(
      (await db.editor.rpc('reject_alumni_registration', { registration_id: row?.id ?? '', note: 'No' })).status,
    ).toBe(409);
    // The photo the profile shows is kept by the purge.
    await db.sql(`update storage.objects set created_at = now() - interval '2 days' where name = $1`, [path]);
    expect(await db.sql('select name from private.purge_unreferenced_uploads()')).not.toContainEqual({ name: path });
  });

  it('rejection needs a reason, tells her, and keeps none of her profile', async () => {
    const her = graduate();
    const id = await confirmed(her);
    expect((await db.editor.rpc('reject_alumni_registration', { registration_id: id, note: ' ' })).status).toBe(400);
    expect(
      (
        await db.editor.rpc('reject_alumni_registration', {
          registration_id: id,
          note: 'We could not find your class.',
        })
      ).error,
    ).toBeNull();
    const answer = (await mailsTo(her.email)).at(-1);
    expect(answer?.body_text).toContain('We could not find your class.');
    expect(await db.sql('select id from public.alumni_profiles where name = $1', [her.name])).toEqual([]);
    // Her name, bio and organization are gone at once; her address and the note only with the e-mail's days.
    expect((await tablesHolding(db, [her.name, her.bio, her.organization])).holding).toEqual([]);
    await db.sql(`update public.alumni_registrations set reviewed_at = now() - interval '31 days' where id = $1`, [id]);
    await db.sql('select private.apply_retention()');
    expect((await tablesHolding(db, [her.email])).holding).toEqual([]);
  });

  it('forgets an unconfirmed registration after a day through the daily job, and its link with it', async () => {
    const her = graduate();
    const token = await register(her);
    await db.sql(`update public.alumni_registrations set created_at = now() - interval '25 hours' where email = $1`, [
      her.email,
    ]);
    expect((await db.visitor.rpc('confirm_alumni_registration', { token })).data).toBeNull();
    await db.sql('select private.apply_retention()');
    expect((await tablesHolding(db, [her.email, her.name])).holding).toEqual([]);
    expect(
      await db.sql(`select items from public.erasure_log where kind = 'alumni_registrations' and reason = 'retention'`),
    ).not.toEqual([]);
  });

  it('an erasure by her address takes her pending registration and leaves no trace', async () => {
    const her = graduate();
    await confirmed(her);
    expect((await db.admin.rpc('erase_person_data', { email: her.email })).data).toBe(1);
    const { checked, holding } = await tablesHolding(db, [her.email, her.name, her.bio]);
    expect(checked).toEqual(expect.arrayContaining(['public.alumni_registrations', 'public.mail_outbox']));
    expect(holding).toEqual([]);
  });
});
