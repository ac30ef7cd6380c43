// Stored values no visitor can turn against someone else: an alumni photo
// names an object of the school's own storage origin, so a look-alike URL on another host (a
// tracking pixel in the admin, the CSV export and the API) is refused whoever saves it; and a
// payment screenshot is an object name, never a URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '../../packages/core/src/texts.ts';
import { PNG, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

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
      // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
      consent_notice_version: 2,
    };
    for (const image_url of elsewhere()) {
      const { data, error, status } = await db.visitor.rpc('update_alumni_profile', { ...edit, image_url });
      expect({ image_url, data, status, error }).toMatchObject({
        image_url,
        data: null,
        status: 400,
        error: { code: '22023', message: refusals.alumni_photo },
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
        expect(error, image_url).toMatchObject({ code: '22023', message: refusals.alumni_photo });
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
