// The database's rules on what visitors upload and what rows may point at, tried as a hostile
// visitor would: through supabase-js and raw HTTP, against the real
// local backend.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentScreenshotObjectName, STORAGE, uniqueObjectPath } from '../../packages/core/src/storage.ts';
import { refusals } from '../../packages/core/src/texts.ts';
import { runScheduledJobs } from './support/scheduled-jobs.ts';
import {
  type Client,
  PNG,
  png,
  type SeminaryServer,
  someCourseId,
  startSeminaryServer,
} from './support/seminary-server.ts';

describe('visitor uploads and the references to them', () => {
  let db: SeminaryServer;
  let courseId = '';

  beforeAll(async () => {
    db = await startSeminaryServer();
    courseId = await someCourseId(db);
  });
  afterAll(() => db.close());

  beforeEach(async () => {
    await db.sql('delete from private.anonymous_uploads');
    await db.sql('delete from private.application_submissions');
    await setLimits({ screenshots: 5, photos: 5 });
  });

  async function setLimits(limits: { screenshots: number; photos: number }) {
    const { error } = await db.service
      .from('application_limits')
      .update({
        max_payment_screenshots_per_client_address_per_hour: limits.screenshots,
        max_alumni_photos_per_client_address_per_hour: limits.photos,
      })
      .eq('id', 1);
    expect(error).toBeNull();
  }

  async function uploadScreenshot(client: Client = db.visitor) {
    const name = paymentScreenshotObjectName('receipt.png');
    const { error } = await client.storage.from(STORAGE.paymentScreenshots.bucket).upload(name, png());
    return { name, error };
  }

  async function uploadPhoto(client: Client = db.visitor) {
    const path = uniqueObjectPath(STORAGE.alumniImages, 'me.png');
    const bucket = client.storage.from(STORAGE.alumniImages.bucket);
    const { error } = await bucket.upload(path, png());
    return { path, url: bucket.getPublicUrl(path).data.publicUrl, error };
  }

  const objectExists = async (bucket: string, name: string) =>
    (await db.sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).length === 1;

  const application = (screenshot: string) => ({
    name: 'Asha Kiran',
    email: `${crypto.randomUUID()}@example.com`,
    program_interest: 'residential',
    course_id: courseId,
    payment_screenshot_url: screenshot,
    // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
    consent_notice_version: 2,
  });

  describe('limits per client address and hour', () => {
    it("refuses a visitor's screenshots beyond the limit with 429, whatever X-Forwarded-For claims", async () => {
      await setLimits({ screenshots: 2, photos: 5 });
      for (let i = 0; i < 2; i++) expect((await uploadScreenshot()).error).toBeNull();

      const refused = await uploadScreenshot();
      expect(refused.error).toMatchObject({ status: 429, message: refusals.too_many_uploads });
      expect(await objectExists(STORAGE.paymentScreenshots.bucket, refused.name)).toBe(false);

      // The client writes X-Forwarded-For itself; without a trusted proxy it changes nothing.
      const name = paymentScreenshotObjectName('receipt.png');
      const response = await fetch(`${db.server.url}/storage/v1/object/payment-screenshots/${name}`, {
        method: 'POST',
        headers: {
          apikey: db.server.anonKey,
          Authorization: `Bearer ${db.server.anonKey}`,
          'Content-Type': 'image/png',
          'X-Forwarded-For': '203.0.113.77',
        },
        body: PNG,
      });
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ statusCode: '429', message: refusals.too_many_uploads });
      expect(await objectExists(STORAGE.paymentScreenshots.bucket, name)).toBe(false);
    });

    it('counts alumni photos apart from screenshots', async () => {
      await setLimits({ screenshots: 1, photos: 1 });
      expect((await uploadPhoto()).error).toBeNull();
      expect((await uploadPhoto()).error).toMatchObject({ status: 429 });
      expect((await uploadScreenshot()).error).toBeNull();
      expect((await uploadScreenshot()).error).toMatchObject({ status: 429 });
    });

    it("counts each address on its own, forgets uploads older than an hour and keeps a deleted upload's count", async () => {
      await setLimits({ screenshots: 1, photos: 5 });
      await db.sql(
        `insert into private.anonymous_uploads (bucket_id, object_name, client_address)
         values ('payment-screenshots', 'elsewhere.png', '198.51.100.7')`,
      );
      const first = await uploadScreenshot();
      expect(first.error).toBeNull();
      expect((await uploadScreenshot()).error).toMatchObject({ status: 429 });

      await db.sqlAsStorageApi(`delete from storage.objects where name = $1`, [first.name]);
      expect((await uploadScreenshot()).error).toMatchObject({ status: 429 });

      await db.sql(`update private.anonymous_uploads set uploaded_at = now() - interval '61 minutes'`);
      expect((await uploadScreenshot()).error).toBeNull();
    });

    it('refuses visitors a signed upload URL, which would write past the limit, and lets admins have one', async () => {
      for (const bucket of [STORAGE.paymentScreenshots.bucket, STORAGE.alumniImages.bucket]) {
        const path = bucket === STORAGE.alumniImages.bucket ? 'alumni/signed.png' : 'signed.png';
        const { data, error } = await db.visitor.storage.from(bucket).createSignedUploadUrl(path);
        expect(data).toBeNull();
        expect(error).toMatchObject({ status: 403 });
      }
      const { data, error } = await db.admin.storage
        .from(STORAGE.alumniImages.bucket)
        .createSignedUploadUrl('alumni/signed.png');
      expect(error).toBeNull();
      expect(
        (
          await db.visitor.storage
            .from(STORAGE.alumniImages.bucket)
            .uploadToSignedUrl('alumni/signed.png', data?.token ?? '', png())
        ).error,
      ).toBeNull();
    });

    it('does not limit admins or the service role', async () => {
      await setLimits({ screenshots: 0, photos: 0 });
      expect((await uploadPhoto(db.admin)).error).toBeNull();
      expect((await uploadScreenshot(db.service)).error).toBeNull();
      expect((await uploadPhoto()).error).toMatchObject({ status: 429 });
      expect((await uploadScreenshot(db.user)).error).toMatchObject({ status: 429 });
    });
  });

  describe("an application's payment screenshot", () => {
    it('accepts a screenshot uploaded for it just now', async () => {
      const { name, error } = await uploadScreenshot();
      expect(error).toBeNull();
      expect((await db.visitor.from('student_registrations').insert(application(name))).error).toBeNull();
    });

    it.each([
      ['a name never uploaded', async () => paymentScreenshotObjectName('guess.png')],
      [
        'a screenshot uploaded more than an hour ago',
        async () => {
          const { name } = await uploadScreenshot();
          await db.sql(`update storage.objects set created_at = now() - interval '61 minutes' where name = $1`, [name]);
          return name;
        },
      ],
      [
        'a file of another bucket',
        async () => {
          const name = `${crypto.randomUUID()}.png`;
          expect((await db.admin.storage.from('gallery-images').upload(name, png())).error).toBeNull();
          return name;
        },
      ],
    ])('refuses %s with 400', async (_, screenshot) => {
      const { error, status } = await db.visitor.from('student_registrations').insert(application(await screenshot()));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22023', message: refusals.payment_screenshot_missing });
    });

    it("refuses another application's screenshot with 409, also while that application is in the trash", async () => {
      const { name } = await uploadScreenshot();
      expect((await db.visitor.from('student_registrations').insert(application(name))).error).toBeNull();
      const reused = await db.visitor.from('student_registrations').insert(application(name));
      expect(reused.status).toBe(409);
      expect(reused.error).toMatchObject({ code: '23505', message: refusals.payment_screenshot_taken });

      expect(
        (await db.admin.from('student_registrations').delete().eq('payment_screenshot_url', name)).error,
      ).toBeNull();
      expect((await db.visitor.from('student_registrations').insert(application(name))).error).toMatchObject({
        code: '23505',
      });
      // Whoever writes, one application per screenshot.
      await db.sql('delete from public.deleted_registrations');
      expect((await db.service.from('student_registrations').insert(application(name))).error).toBeNull();
      expect((await db.service.from('student_registrations').insert(application(name))).error).toMatchObject({
        code: '23505',
      });
    });
  });

  describe("an alumni profile's photo", () => {
    let profileId = '';
    const edit = { name: 'Esther Rani', graduation_year: 2015, degree: 'Master of Divinity' };
    // The notice she agreed to (supabase/schemas/03_privacy_notice.sql), sent with every edit as the site's form sends it.
    const consent = { consent_notice_version: 2 };

    beforeAll(async () => {
      profileId = (
        await db.sql<{ id: string }>(
          `insert into public.alumni_profiles (name, graduation_year, degree) values ('Esther Rani', 2015, 'Master of Divinity') returning id`,
        )
      )[0]?.id as string;
    });

    const foreignUrls = () => [
      'https://evil.example/photo.png',
      `${db.server.url}/storage/v1/object/public/alumni-images/alumni/never-uploaded.png`,
      `${db.server.url}/storage/v1/object/public/banner-images/banners/hero.png`,
      'javascript:alert(1)',
    ];

    it('must be an object of the alumni bucket, through the self-service function', async () => {
      for (const image_url of foreignUrls()) {
        const { error } = await db.visitor.rpc('update_alumni_profile', {
          profile_id: profileId,
          ...consent,
          ...edit,
          image_url,
        });
        expect(error, image_url).toMatchObject({ code: '22023', message: refusals.alumni_photo });
      }
      const photo = await uploadPhoto();
      const { data, error } = await db.visitor.rpc('update_alumni_profile', {
        profile_id: profileId,
        ...consent,
        ...edit,
        image_url: photo.url,
      });
      expect(error).toBeNull();
      expect(data?.image_url).toBe(photo.url);
    });

    it('must be an object of the alumni bucket when an admin saves the table, and may be empty', async () => {
      for (const image_url of foreignUrls()) {
        const { error } = await db.admin.from('alumni_profiles').update({ image_url }).eq('id', profileId);
        expect(error, image_url).toMatchObject({ code: '22023', message: refusals.alumni_photo });
        const inserted = await db.admin.from('alumni_profiles').insert({ ...edit, image_url });
        expect(inserted.error, image_url).toMatchObject({ code: '22023' });
      }
      const photo = await uploadPhoto(db.admin);
      expect((await db.admin.from('alumni_profiles').insert({ ...edit, image_url: photo.url })).error).toBeNull();
      const { data, error } = await db.admin
        .from('alumni_profiles')
        .update({ image_url: '  ' })
        .eq('id', profileId)
        .select('image_url')
        .single();
      expect({ data, error }).toEqual({ data: { image_url: null }, error: null });
    });
  });

  describe('files still referenced', () => {
    const remove = (bucket: string, path: string) => db.admin.storage.from(bucket).remove([path]);

    /** Thirty days on: the deleted records' versions go (content history keeps a deleted record that long). */
    async function deletedVersionsExpire(table: string, recordIds: string[]) {
      await db.sql(
        `update public.content_versions set changed_at = now() - interval '31 days'
         where table_name = $1 and record_id = any($2::uuid[])`,
        [table, recordIds],
      );
      await db.sql('select private.purge_content_versions()');
    }

    it('are kept when an admin removes them, while a version can restore them, and go once nothing points at them', async () => {
      const path = uniqueObjectPath(STORAGE.bannerImages, 'hero.png');
      const bucket = db.admin.storage.from(STORAGE.bannerImages.bucket);
      expect((await bucket.upload(path, png())).error).toBeNull();
      const url = bucket.getPublicUrl(path).data.publicUrl;
      const { data: banner } = await db.admin
        .from('banners')
        .insert({ title: 'Kept', image_url: url })
        .select('id')
        .single();

      expect(await remove(STORAGE.bannerImages.bucket, path)).toEqual({ data: [], error: null });
      expect((await fetch(url)).status).toBe(200);

      await db.admin
        .from('banners')
        .delete()
        .eq('id', banner?.id ?? '');
      // The deleted banner can be restored for 30 days, with its picture.
      expect(await remove(STORAGE.bannerImages.bucket, path)).toEqual({ data: [], error: null });
      await deletedVersionsExpire('banners', [banner?.id ?? '']);
      expect((await remove(STORAGE.bannerImages.bucket, path)).data).toHaveLength(1);
      expect((await fetch(url)).status).toBe(400);
    });

    it('keep a photo two profiles share until neither does', async () => {
      const photo = await uploadPhoto(db.admin);
      const { data: profiles } = await db.admin
        .from('alumni_profiles')
        .insert([
          { name: 'Ruth A', graduation_year: 2012, degree: 'Master of Divinity', image_url: photo.url },
          { name: 'Ruth B', graduation_year: 2012, degree: 'Master of Divinity', image_url: photo.url },
        ])
        .select('id');
      const [a, b] = (profiles ?? []).map((p) => p.id);
      await db.admin
        .from('alumni_profiles')
        .delete()
        .eq('id', a ?? '');
      expect((await remove(STORAGE.alumniImages.bucket, photo.path)).data).toEqual([]);
      await db.admin
        .from('alumni_profiles')
        .delete()
        .eq('id', b ?? '');
      expect((await remove(STORAGE.alumniImages.bucket, photo.path)).data).toEqual([]);
      await deletedVersionsExpire('alumni_profiles', [a ?? '', b ?? '']);
      expect((await remove(STORAGE.alumniImages.bucket, photo.path)).data).toHaveLength(1);
    });

    it("keep an application's screenshot, in the trash too", async () => {
      const { name } = await uploadScreenshot();
      await db.visitor.from('student_registrations').insert(application(name));
      await db.admin.from('student_registrations').delete().eq('payment_screenshot_url', name);
      expect((await remove(STORAGE.paymentScreenshots.bucket, name)).data).toEqual([]);
      const trashed = await db.sql<{ id: string }>(
        `select id from public.deleted_registrations where row_data ->> 'payment_screenshot_url' = $1`,
        [name],
      );
      expect((await db.admin.rpc('restore_deleted_registration', { trash_id: trashed[0]?.id ?? '' })).error).toBeNull();
      const signed = await db.admin.storage.from(STORAGE.paymentScreenshots.bucket).createSignedUrl(name, 60);
      expect((await fetch(signed.data?.signedUrl ?? '')).status).toBe(200);
    });
  });

  describe('purge of unreferenced uploads', () => {
    it('deletes screenshots and photos nothing references a day after upload, with their files', async () => {
      const orphanScreenshot = await uploadScreenshot();
      const orphanPhoto = await uploadPhoto();
      const usedScreenshot = await uploadScreenshot();
      await db.visitor.from('student_registrations').insert(application(usedScreenshot.name));
      const freshScreenshot = await uploadScreenshot();
      const names = [orphanScreenshot.name, orphanPhoto.path, usedScreenshot.name];
      await db.sql(`update storage.objects set created_at = now() - interval '25 hours' where name = any($1)`, [names]);
      const revision = await db.sql('select revision from private.site_publish_state');

      const run = await runScheduledJobs(db.server);
      expect(run.purged.sort()).toEqual(
        [`payment-screenshots/${orphanScreenshot.name}`, `alumni-images/${orphanPhoto.path}`].sort(),
      );
      expect(await objectExists(STORAGE.paymentScreenshots.bucket, orphanScreenshot.name)).toBe(false);
      expect(existsSync(join(db.server.ctx.storageDir, 'payment-screenshots', orphanScreenshot.name))).toBe(false);
      expect(existsSync(join(db.server.ctx.storageDir, 'alumni-images', orphanPhoto.path))).toBe(false);
      expect((await fetch(orphanPhoto.url)).status).toBe(400);
      expect(await objectExists(STORAGE.paymentScreenshots.bucket, usedScreenshot.name)).toBe(true);
      expect(await objectExists(STORAGE.paymentScreenshots.bucket, freshScreenshot.name)).toBe(true);
      expect(existsSync(join(db.server.ctx.storageDir, 'payment-screenshots', usedScreenshot.name))).toBe(true);
      // Nothing a page shows went away, so nothing is published.
      expect(await db.sql('select revision from private.site_publish_state')).toEqual(revision);
    });

    it('is the service role’s to run, not a visitor’s', async () => {
      const { error } = await db.visitor
        .schema('private' as 'public')
        .rpc('purge_unreferenced_uploads' as 'search_alumni', { search: '' });
      expect(error).not.toBeNull();
      expect(
        await db.sql(
          `select has_function_privilege('anon', 'private.purge_unreferenced_uploads()', 'execute') as anon,
                  has_function_privilege('service_role', 'private.purge_unreferenced_uploads()', 'execute') as service`,
        ),
      ).toEqual([{ anon: false, service: true }]);
    });
  });
});
