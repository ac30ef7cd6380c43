// Alumni find and edit their profile without signing in, through search_alumni and
// update_alumni_profile; admins see every earlier version and restore one with a click.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refusals } from '../../packages/core/src/texts.ts';
import { PNG, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('alumni self-service', () => {
  let db: SeminaryServer;
  let priya: { id: string; name: string; image_url: string | null };

  const edit = {
    name: 'Priya Devi Raju',
    graduation_year: 2020,
    degree: 'Master of Divinity',
    current_position: 'Pastor',
    organization: 'Bethel Church',
    location: 'Guntur, Andhra Pradesh',
    bio: 'Leads a fellowship of women.',
    testimonial: 'The seminary shaped my ministry.',
  };
  // The notice she agreed to (supabase/schemas/03_privacy_notice.sql), sent with every edit as the site's form sends it.
  const consent = { consent_notice_version: 2 };

  beforeAll(async () => {
    db = await startSeminaryServer();
  });
  afterAll(() => db.close());

  beforeEach(async () => {
    await db.sql(`delete from public.content_versions where table_name = 'alumni_profiles'`);
    [priya] = (await db.sql<typeof priya>(
      `insert into public.alumni_profiles (name, graduation_year, degree, organization)
       values ('Priya Devi', 2019, 'Bachelor of Theology', 'Bethel Church') returning id, name, image_url`,
    )) as [typeof priya];
  });

  describe('search_alumni', () => {
    it('matches part of the name ignoring case and orders by name', async () => {
      await db.sql(
        `insert into public.alumni_profiles (name, graduation_year, degree)
         values ('Zubeida Qwerty', 2001, 'Master of Theology'), ('Anjali Qwertyson', 2003, 'Doctor of Ministry')`,
      );
      const { data, error } = await db.visitor.rpc('search_alumni', { search: 'qWERTY' });
      expect(error).toBeNull();
      expect(data?.map((p) => p.name)).toEqual(['Anjali Qwertyson', 'Zubeida Qwerty']);
      expect(Object.keys(data?.[0] ?? {}).sort()).toEqual([
        'bio',
        'current_position',
        'degree',
        'graduation_year',
        'id',
        'image_url',
        'location',
        'name',
        'organization',
        'testimonial',
        'updated_at',
      ]);
    });

    it('returns nothing for blank text and treats % and _ as plain characters', async () => {
      expect(await db.visitor.rpc('search_alumni', { search: '   ' })).toMatchObject({ data: [], error: null });
      expect(await db.visitor.rpc('search_alumni', { search: '%' })).toMatchObject({ data: [], error: null });
      expect(await db.visitor.rpc('search_alumni', { search: '_' })).toMatchObject({ data: [], error: null });
    });
  });

  describe('update_alumni_profile', () => {
    it('changes the editable columns, keeps the previous version and returns the profile', async () => {
      const before = (await db.sql(`select * from public.alumni_profiles where id = $1`, [priya.id]))[0];
      const { data, error } = await db.visitor.rpc('update_alumni_profile', {
        profile_id: priya.id,
        ...consent,
        ...edit,
      });
      expect(error).toBeNull();
      // updated_at moves with the edit (content change tracking).
      expect(data).toEqual({ id: priya.id, ...edit, image_url: priya.image_url, updated_at: expect.any(String) });

      // The profile before the edit is kept as a version, with her address.
      const versions = await db.sql<{ row_data: unknown; client_address: string | null }>(
        `select row_data, client_address from public.content_versions
         where table_name = 'alumni_profiles' and record_id = $1`,
        [priya.id],
      );
      expect(versions).toEqual([
        {
          row_data: { ...before, updated_at: expect.any(String) },
          client_address: expect.stringMatching(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/),
        },
      ]);
    });

    it('touches no other profile and cannot change the id', async () => {
      const others = await db.sql(`select * from public.alumni_profiles where id <> $1 order by id`, [priya.id]);
      const { data } = await db.visitor.rpc('update_alumni_profile', { profile_id: priya.id, ...consent, ...edit });
      expect(data?.id).toBe(priya.id);
      expect(await db.sql(`select * from public.alumni_profiles where id <> $1 order by id`, [priya.id])).toEqual(
        others,
      );
    });

    it('stores blank optional fields as null and trims the rest', async () => {
      const { data } = await db.visitor.rpc('update_alumni_profile', {
        profile_id: priya.id,
        ...consent,
        name: '  Priya  ',
        graduation_year: 2019,
        degree: 'Bachelor of Theology',
        organization: '   ',
      });
      expect(data).toMatchObject({ name: 'Priya', organization: null, testimonial: null, image_url: null });
    });

    it.each([
      ['a blank name', { name: ' ' }, refusals.alumni_required_fields],
      [
        'a graduation year before 1980',
        { graduation_year: 1979 },
        refusals.alumni_graduation_year({ year: new Date().getFullYear() }),
      ],
      [
        'a graduation year after this one',
        { graduation_year: new Date().getFullYear() + 1 },
        refusals.alumni_graduation_year({ year: new Date().getFullYear() }),
      ],
      ['a degree from no list', { degree: 'Bachelor of Arts' }, refusals.alumni_degree],
      [
        'an over-long bio',
        { bio: 'x'.repeat(2001) },
        'The bio must be at most 2000 characters and the testimonial at most 1000.',
      ],
      ['a photo hosted elsewhere', { image_url: 'https://evil.example/alumni/x.png' }, refusals.alumni_photo],
      [
        'a photo outside alumni/',
        { image_url: 'http://127.0.0.1:54321/storage/v1/object/public/banner-images/banners/welcome.jpg' },
        refusals.alumni_photo,
      ],
      [
        'a photo never uploaded',
        { image_url: 'http://127.0.0.1:54321/storage/v1/object/public/alumni-images/alumni/missing.png' },
        refusals.alumni_photo,
      ],
    ])('refuses %s and changes nothing', async (_, change, message) => {
      const before = await db.sql(`select * from public.alumni_profiles where id = $1`, [priya.id]);
      const { data, error } = await db.visitor.rpc('update_alumni_profile', {
        profile_id: priya.id,
        ...consent,
        ...edit,
        ...change,
      });
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: '22023', message });
      expect(await db.sql(`select * from public.alumni_profiles where id = $1`, [priya.id])).toEqual(before);
      expect(await db.sql(`select id from public.content_versions where table_name = 'alumni_profiles'`)).toEqual([]);
    });

    it('accepts a photo the visitor uploaded to alumni/', async () => {
      const path = `alumni/${Date.now()}.png`;
      expect(
        (await db.visitor.storage.from('alumni-images').upload(path, PNG, { contentType: 'image/png' })).error,
      ).toBeNull();
      const publicUrl = db.visitor.storage.from('alumni-images').getPublicUrl(path).data.publicUrl;
      const { data, error } = await db.visitor.rpc('update_alumni_profile', {
        profile_id: priya.id,
        ...consent,
        ...edit,
        image_url: publicUrl,
      });
      expect(error).toBeNull();
      expect(data?.image_url).toBe(publicUrl);
    });

    it('reports a profile that does not exist as 404, not a server error', async () => {
      const { error, status } = await db.visitor.rpc('update_alumni_profile', {
        profile_id: '00000000-0000-4000-8000-000000000000',
        ...consent,
        ...edit,
      });
      expect(status).toBe(404);
      expect(error).toMatchObject({ code: 'PT404', message: refusals.alumni_not_found });
    });

    it('allows a client address a limited number of edits an hour, admins and scripts any number', async () => {
      await db.sql('update public.application_limits set max_profile_updates_per_client_address_per_hour = 2');
      try {
        // Each edit changes something: an edit that changes nothing is no edit (and counts for nothing).
        for (let i = 0; i < 2; i++) {
          const { error } = await db.visitor.rpc('update_alumni_profile', {
            profile_id: priya.id,
            ...consent,
            ...edit,
            bio: `${i}`,
          });
          expect(error).toBeNull();
        }
        const before = await db.sql(`select * from public.alumni_profiles where id = $1`, [priya.id]);
        const refused = await db.user.rpc('update_alumni_profile', {
          profile_id: priya.id,
          ...consent,
          ...edit,
          name: 'Vandal',
        });
        expect(refused).toMatchObject({
          data: null,
          error: { code: 'PT429', message: refusals.too_many_profile_updates },
        });
        expect(await db.sql(`select * from public.alumni_profiles where id = $1`, [priya.id])).toEqual(before);
        expect(await db.sql(`select 1 from public.content_versions where table_name = 'alumni_profiles'`)).toHaveLength(
          2,
        );

        for (const caller of ['admin', 'service'] as const) {
          const { error } = await db
            .client(caller)
            .rpc('update_alumni_profile', { profile_id: priya.id, ...consent, ...edit, bio: `By ${caller}` });
          expect(error).toBeNull();
        }
        // Their edits are kept too, without an address, so they count against no visitor.
        expect(
          await db.sql(
            `select client_address from public.content_versions where table_name = 'alumni_profiles'
             order by changed_at, client_address`,
          ),
        ).toEqual([
          { client_address: expect.any(String) },
          { client_address: expect.any(String) },
          { client_address: null },
          { client_address: null },
        ]);

        // Edits older than an hour no longer count.
        await db.sql(
          `update public.content_versions set changed_at = now() - interval '61 minutes' where table_name = 'alumni_profiles'`,
        );
        expect(
          (await db.visitor.rpc('update_alumni_profile', { profile_id: priya.id, ...consent, ...edit, bio: 'Later' }))
            .error,
        ).toBeNull();
      } finally {
        await db.sql('update public.application_limits set max_profile_updates_per_client_address_per_hour = 30');
      }
    });

    it('is the only way a visitor can change a profile', async () => {
      const { error } = await db.visitor.from('alumni_profiles').update({ name: 'Vandal' }).eq('id', priya.id);
      expect(error).toMatchObject({ code: '42501' });
      expect(
        (await db.sql<{ name: string }>(`select name from public.alumni_profiles where id = $1`, [priya.id]))[0]?.name,
      ).toBe(priya.name);
    });
  });

  describe('versions and restore', () => {
    it('shows the versions of her edits to editors and administrators only', async () => {
      await db.visitor.rpc('update_alumni_profile', { profile_id: priya.id, ...consent, ...edit });
      for (const caller of ['editor', 'admin'] as const) {
        expect(
          (await db.client(caller).from('content_versions').select('record_id').eq('record_id', priya.id)).data,
        ).toEqual([{ record_id: priya.id }]);
      }
      expect((await db.user.from('content_versions').select('record_id')).data).toEqual([]);
      expect((await db.visitor.from('content_versions').select('record_id')).error).toMatchObject({
        code: '42501',
      });
    });

    it('restores the previous version for an editor and keeps the replaced one as a version', async () => {
      const original = (await db.sql(`select * from public.alumni_profiles where id = $1`, [priya.id]))[0];
      await db.visitor.rpc('update_alumni_profile', { profile_id: priya.id, ...consent, ...edit });
      const [version] = await db.sql<{ id: number }>(
        `select id::int from public.content_versions where table_name = 'alumni_profiles' and record_id = $1`,
        [priya.id],
      );

      const { data, error } = await db.editor.rpc('restore_content_version', { version_id: version?.id ?? 0 });
      expect(error).toBeNull();
      // The restore is a change of its own, so updated_at moves on.
      expect(data).toEqual({ ...JSON.parse(JSON.stringify(original)), updated_at: expect.any(String) });
      expect(await db.sql(`select * from public.alumni_profiles where id = $1`, [priya.id])).toEqual([
        { ...original, updated_at: expect.any(Date) },
      ]);
      const kept = await db.sql<{ row_data: { name: string }; client_address: string | null }>(
        `select row_data, client_address from public.content_versions
         where table_name = 'alumni_profiles' and record_id = $1 order by id desc limit 1`,
        [priya.id],
      );
      // An editor's restore counts against no visitor's hourly limit.
      expect(kept[0]).toMatchObject({ row_data: { name: edit.name }, client_address: null });
    });

    it.each(['visitor', 'user'] as const)('refuses a restore by a %s', async (caller) => {
      await db.visitor.rpc('update_alumni_profile', { profile_id: priya.id, ...consent, ...edit });
      const [version] = await db.sql<{ id: number }>(
        `select id::int from public.content_versions where table_name = 'alumni_profiles' and record_id = $1`,
        [priya.id],
      );
      const { error } = await db.client(caller).rpc('restore_content_version', { version_id: version?.id ?? 0 });
      expect(error).toMatchObject({
        code: '42501',
        message:
          caller === 'visitor'
            ? 'permission denied for function restore_content_version'
            : 'Only editors can restore content.',
      });
      expect(
        (await db.sql<{ name: string }>(`select name from public.alumni_profiles where id = $1`, [priya.id]))[0]?.name,
      ).toBe(edit.name);
    });
  });
});
