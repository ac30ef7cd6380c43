// Stored values no visitor can turn against someone else (issue 25, attack 10 and the rows written
// before 20250601001600): an alumni photo names an object of the school's own storage origin, so
// a look-alike URL on another host (a tracking pixel in the admin, the CSV export and the API) is
// refused whoever saves it; a payment screenshot is an object name, never a URL; and the rows
// stored before the rules are cleaned by the migration, not left to fail the new checks.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../packages/core/src/texts.ts';
import { startTestServer } from '../../packages/local-supabase/test/support/server.ts';
import { configFile, migrationsDir, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('file references on the project’s own storage', () => {
  let db: SeminaryServer;
  let profileId = '';
  let photo = { path: '', url: '' };

  beforeAll(async () => {
    db = await startSeminaryServer();
    profileId = (
      await db.sql<{ id: string }>(
        `insert into public.alumni_profiles (name, graduation_year, degree)
         values ('Esther Rani', 2015, 'Master of Divinity') returning id`,
      )
    )[0]?.id as string;
    const path = `alumni/${randomUUID()}.png`;
    expect(
      (await db.visitor.storage.from('alumni-images').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    photo = { path, url: db.visitor.storage.from('alumni-images').getPublicUrl(path).data.publicUrl };
  });
  afterAll(() => db.close());

  /** The uploaded photo's URL with another origin in front. */
  const elsewhere = () => [
    `https://evil.example/storage/v1/object/public/alumni-images/${photo.path}`,
    `${db.server.url.replace(/:\d+$/, ':1')}/storage/v1/object/public/alumni-images/${photo.path}`,
    `${db.server.url.replace('127.0.0.1', 'evil.example')}/storage/v1/object/public/alumni-images/${photo.path}`,
  ];

  it("refuses a real photo's URL on another host in the self-service edit, and takes the project's own (attack 10)", async () => {
    const edit = {
      profile_id: profileId,
      name: 'Esther Rani',
      graduation_year: 2015,
      degree: 'Master of Divinity',
      // The notice she agreed to (20250601001700).
      consent_notice_version: 1,
    };
    for (const image_url of elsewhere()) {
      const { data, error, status } = await db.visitor.rpc('update_alumni_profile', { ...edit, image_url });
      expect({ image_url, data, status, error }).toMatchObject({
        image_url,
        data: null,
        status: 400,
        error: { code: '22023', message: serverMessages.alumniPhoto },
      });
    }
    expect(await db.sql('select image_url from public.alumni_profiles where id = $1', [profileId])).toEqual([
      { image_url: null },
    ]);
    const { data, error } = await db.visitor.rpc('update_alumni_profile', { ...edit, image_url: photo.url });
    expect(error).toBeNull();
    expect(data?.image_url).toBe(photo.url);
  });

  it('refuses it from an admin and the service role too', async () => {
    for (const client of [db.admin, db.service]) {
      for (const image_url of elsewhere()) {
        const { error } = await client.from('alumni_profiles').update({ image_url }).eq('id', profileId);
        expect(error, image_url).toMatchObject({ code: '22023', message: serverMessages.alumniPhoto });
      }
    }
    expect(await db.sql('select image_url from public.alumni_profiles where id = $1', [profileId])).toEqual([
      { image_url: photo.url },
    ]);
  });

  it('keeps a payment screenshot an object name: a URL is refused, whoever writes it', async () => {
    const screenshot = `${randomUUID()}.png`;
    await db.sql(`insert into storage.objects (bucket_id, name) values ('payment-screenshots', $1)`, [screenshot]);
    for (const payment_screenshot_url of [
      `https://evil.example/storage/v1/object/public/payment-screenshots/${screenshot}`,
      `payment-screenshots/${screenshot}`,
    ]) {
      const { error } = await db.service.from('student_registrations').insert({
        name: 'Asha Kiran',
        email: 'asha@example.com',
        program_interest: 'online',
        payment_screenshot_url,
      });
      expect(error, payment_screenshot_url).toMatchObject({ code: '23514' });
    }
  });
});

describe('rows stored before the rules', () => {
  const PRIVACY_MIGRATION = '20250601001600';
  const earlier = mkdtempSync(join(tmpdir(), 'privacy-migrations-'));
  afterAll(() => rmSync(earlier, { recursive: true, force: true }));

  // Starts a backend and applies the migrations one by one: on the hosted-like cluster under
  // load that takes longer than a test's usual 30 s.
  it('lose their control characters and foreign photo hosts in the migration, so every row passes the new checks', async () => {
    const files = readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files.filter((f) => f < PRIVACY_MIGRATION))
      symlinkSync(join(migrationsDir, file), join(earlier, file));
    const server = await startTestServer({ migrationsDir: earlier, configToml: configFile });
    const sql = async (text: string, params: unknown[] = []) => (await server.db.query(text, params)).rows;
    try {
      const own = 'http://127.0.0.1:54321/storage/v1/object/public';
      await sql(`insert into public.banners (title, image_url, order_index) values ('Welcome', $1, 0)`, [
        `${own}/banner-images/banners/welcome.jpg`,
      ]);
      await sql(
        `insert into public.student_registrations (name, email, phone, city, program_interest, payment_screenshot_url)
         values ($1, 'asha@example.com', E'98480\\t11223', E'Guntur\\r\\n', 'online', $2)`,
        ['Friend\r\n\r\nYour seat is cancelled', `${randomUUID()}.png`],
      );
      await sql(
        `insert into public.registrations (name, email, state, program_interest) values (E'\\r\\n', 'ruth@example.com', E'Andhra\\u2028Pradesh', 'online')`,
      );
      await sql(
        `insert into public.deleted_registrations (table_name, row_data)
         values ('registrations', jsonb_build_object('id', gen_random_uuid(), 'name', E'Mary\\nJane',
           'email', 'mary@example.com', 'program_interest', 'online', 'contacted', false, 'created_at', now()))`,
      );
      await sql(
        `insert into public.alumni_profiles (name, graduation_year, degree, location, image_url)
         values (E'Priya\\nDevi', 2019, 'Master of Divinity', E'Guntur\\u0085', $1)`,
        ['https://evil.example/storage/v1/object/public/alumni-images/alumni/priya.png'],
      );
      await sql(`update public.mail_settings set from_address = E'Admissions <a@example.com>\\r\\nBcc: x@example.net'`);

      for (const file of files.filter((f) => f >= PRIVACY_MIGRATION)) {
        await server.db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      }

      expect(await sql('select name, phone, city from public.student_registrations')).toEqual([
        { name: 'Friend Your seat is cancelled', phone: '98480 11223', city: 'Guntur' },
      ]);
      expect(await sql('select name, state from public.registrations')).toEqual([
        { name: '-', state: 'Andhra Pradesh' },
      ]);
      expect(await sql(`select row_data ->> 'name' as name from public.deleted_registrations`)).toEqual([
        { name: 'Mary Jane' },
      ]);
      expect(await sql('select name, location, image_url from public.alumni_profiles')).toEqual([
        { name: 'Priya Devi', location: 'Guntur', image_url: `${own}/alumni-images/alumni/priya.png` },
      ]);
      expect(await sql('select from_address from public.mail_settings')).toEqual([
        { from_address: 'Admissions <a@example.com> Bcc: x@example.net' },
      ]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
