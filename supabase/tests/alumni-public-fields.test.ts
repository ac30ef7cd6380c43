// Each alumna chooses what the public directory shows besides name, graduation year and degree
// (07_alumni.sql). Visitors reach a profile only through public.alumni_directory, where a hidden
// field is null: no select, filter, order, embed or search of theirs finds a hidden value, the
// self-service edit never hands one back, a registration shows nothing more until she chooses,
// and staff who choose for her record how she agreed (who and when are the database's stamp).

import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refusals } from '../../packages/core/src/texts.ts';
import { withText } from './support/rendered-mail.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const HIDEABLE = ['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('alumni choose what is public', () => {
  let db: SeminaryServer;
  let tag: string;
  let secret: string;
  let profileId: string;

  beforeAll(async () => {
    db = await startSeminaryServer();
  });
  afterAll(() => db.close());

  beforeEach(async () => {
    tag = randomUUID().replaceAll('-', '').slice(0, 10);
    secret = `Hiddenpur ${tag}`;
    // Her organization is public; her location, position, bio and testimonial are not.
    [{ id: profileId }] = (await db.sql<{ id: string }>(
      `insert into public.alumni_profiles
         (name, graduation_year, degree, current_position, organization, location, bio, testimonial, public_fields)
       values ($1, 2016, 'Master of Divinity', $2, $3, $2, $2, $2, '{organization}') returning id`,
      [`Esther ${tag}`, secret, `Open Church ${tag}`],
    )) as [{ id: string }];
  });

  /** The client without the schema's types, for columns and tables a visitor may not name. */
  const untyped = (client: unknown) => client as SupabaseClient;

  describe('a visitor', () => {
    it('reads only the chosen fields, from the directory', async () => {
      const { data, error } = await db.visitor.from('alumni_directory').select('*').eq('id', profileId);
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          id: profileId,
          name: `Esther ${tag}`,
          graduation_year: 2016,
          degree: 'Master of Divinity',
          current_position: null,
          organization: `Open Church ${tag}`,
          location: null,
          image_url: null,
          bio: null,
          testimonial: null,
          updated_at: expect.any(String),
        },
      ]);
      expect(JSON.stringify(data)).not.toContain(secret);
    });

    it('cannot select, filter, order or embed a hidden column of alumni_profiles', async () => {
      const profiles = () => untyped(db.visitor).from('alumni_profiles');
      const denied = { code: '42501' };
      expect((await profiles().select('*')).error).toMatchObject(denied);
      expect((await profiles().select('location').eq('id', profileId)).error).toMatchObject(denied);
      // ?location=ilike.*x* and ?order=location: the column itself is out of reach.
      expect((await profiles().select('id').ilike('location', `*${tag}*`)).error).toMatchObject(denied);
      expect((await profiles().select('id').order('location')).error).toMatchObject(denied);
      expect((await profiles().select('id').or(`location.ilike.*${tag}*`)).error).toMatchObject(denied);
      // Embedded from the directory, the profile's hidden columns are refused the same way.
      const embedded = await untyped(db.visitor).from('alumni_directory').select('id, alumni_profiles(location)');
      expect(embedded.data).toBeNull();
      expect(embedded.error).not.toBeNull();
      // What the update form needs, which fields she shows, is readable.
      expect(await profiles().select('id, public_fields').eq('id', profileId)).toMatchObject({
        data: [{ id: profileId, public_fields: ['organization'] }],
        error: null,
      });
    });

    it('finds nobody by a hidden value, in the directory’s search and filters or the update search', async () => {
      const directory = () => db.visitor.from('alumni_directory').select('id');
      expect(await directory().ilike('location', `*${tag}*`)).toMatchObject({ data: [], error: null });
      expect(await directory().ilike('current_position', `*${tag}*`)).toMatchObject({ data: [], error: null });
      expect(await directory().ilike('bio', `*${tag}*`)).toMatchObject({ data: [], error: null });
      expect(
        await directory().or(`name.ilike.*Hiddenpur*,organization.ilike.*Hiddenpur*,location.ilike.*Hiddenpur*`),
      ).toMatchObject({ data: [], error: null });
      // Her public organization still finds her.
      expect(await directory().ilike('organization', `*${tag}*`)).toMatchObject({
        data: [{ id: profileId }],
        error: null,
      });
      // Ordered by location, she sorts as someone without one.
      const ordered = await db.visitor
        .from('alumni_directory')
        .select('id, location')
        .order('location', { nullsFirst: true })
        .limit(1000);
      expect(ordered.data?.find((row) => row.id === profileId)).toEqual({ id: profileId, location: null });

      const { data } = await db.visitor.rpc('search_alumni', { search: `Esther ${tag}` });
      expect(data).toMatchObject([{ id: profileId, location: null, bio: null, organization: `Open Church ${tag}` }]);
      expect(JSON.stringify(data)).not.toContain(secret);
    });

    it('as a signed-in account without a staff role reads no profile', async () => {
      expect(await db.user.from('alumni_profiles').select('id').eq('id', profileId)).toEqual(
        expect.objectContaining({ data: [], error: null }),
      );
      expect((await db.user.from('alumni_directory').select('id').eq('id', profileId)).data).toEqual([
        { id: profileId },
      ]);
    });
  });

  describe('the self-service edit', () => {
    const form = (changes: Record<string, unknown> = {}) => ({
      profile_id: profileId,
      consent_notice_version: 2,
      name: `Esther ${tag}`,
      graduation_year: 2016,
      degree: 'Master of Divinity',
      organization: `Open Church ${tag}`,
      ...changes,
    });
    const stored = async () =>
      (
        await db.sql<Record<string, unknown>>(
          `select location, bio, organization, public_fields, public_fields_consent, public_fields_recorded_by,
                  public_fields_recorded_at from public.alumni_profiles where id = $1`,
          [profileId],
        )
      )[0];

    it('keeps a hidden value the form left blank, and never answers with it', async () => {
      const { data, error } = await db.visitor.rpc('update_alumni_profile', form({ organization: 'New Church' }));
      expect(error).toBeNull();
      expect(data).toMatchObject({ organization: 'New Church', location: null, bio: null });
      expect(JSON.stringify(data)).not.toContain(secret);
      expect(await stored()).toMatchObject({ location: secret, bio: secret, public_fields: ['organization'] });
    });

    it('publishes a field she makes public only with what she typed, never the hidden value', async () => {
      const { data, error } = await db.visitor.rpc(
        'update_alumni_profile',
        form({ public_fields: ['organization', 'location', 'bio'], bio: 'My own words' }),
      );
      expect(error).toBeNull();
      expect(data).toMatchObject({ location: null, bio: 'My own words' });
      expect(await stored()).toMatchObject({
        location: null,
        bio: 'My own words',
        public_fields: ['bio', 'location', 'organization'],
        public_fields_consent: 'Her choice on the alumni update form.',
        public_fields_recorded_by: null,
        public_fields_recorded_at: expect.anything(),
      });
      const directory = await db.visitor.from('alumni_directory').select('location, bio').eq('id', profileId);
      expect(directory.data).toEqual([{ location: null, bio: 'My own words' }]);
    });

    it('hides a field she unticks, keeping its value for the school', async () => {
      expect((await db.visitor.rpc('update_alumni_profile', form({ public_fields: [] }))).error).toBeNull();
      expect(await stored()).toMatchObject({ organization: `Open Church ${tag}`, public_fields: [] });
      const directory = await db.visitor.from('alumni_directory').select('organization').eq('id', profileId);
      expect(directory.data).toEqual([{ organization: null }]);
    });

    it('refuses a field the directory does not have', async () => {
      const { error } = await db.visitor.rpc('update_alumni_profile', form({ public_fields: ['email'] }));
      expect(error).toMatchObject({ code: '22023', message: refusals.alumni_public_field_unknown });
    });
  });

  describe('a registration', () => {
    beforeEach(() => db.sql(`delete from private.confirmation_attempts where purpose = 'alumni_registration'`));

    async function approved(extra: Record<string, unknown>) {
      const email = `ruth.${tag}@example.com`;
      const { error } = await db.visitor.rpc('register_alumna', {
        name: `Ruth ${tag}`,
        graduation_year: 2018,
        degree: 'Master of Divinity',
        email,
        current_position: 'Teacher',
        organization: `Church ${tag}`,
        location: `Eluru ${tag}`,
        bio: `Bio ${tag}`,
        testimonial: `Testimonial ${tag}`,
        consent_notice_version: 2,
        language: 'en',
        ...extra,
      });
      expect(error).toBeNull();
      const [mail] = (
        await db.sql<{ kind: string; language: string; parameters: unknown }>(
          `select kind, language, parameters from public.mail_outbox where $1 = any(to_addresses) order by id`,
          [email],
        )
      ).map(withText);
      const token = /\?confirm=([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
      expect((await db.visitor.rpc('confirm_alumni_registration', { token })).data).toBe('pending');
      const [registration] = await db.sql<{ id: string }>(
        'select id from public.alumni_registrations where email = $1',
        [email],
      );
      const { data: id, error: approval } = await db.editor.rpc('approve_alumni_registration', {
        registration_id: registration?.id ?? '',
      });
      expect(approval).toBeNull();
      return id ?? '';
    }

    it('starts with only name, year and degree public', async () => {
      const id = await approved({});
      const { data } = await db.visitor.from('alumni_directory').select('*').eq('id', id);
      expect(data).toEqual([expect.objectContaining(Object.fromEntries(HIDEABLE.map((field) => [field, null])))]);
      expect(data?.[0]).toMatchObject({ name: `Ruth ${tag}`, graduation_year: 2018, degree: 'Master of Divinity' });
      expect(await db.sql('select location, public_fields from public.alumni_profiles where id = $1', [id])).toEqual([
        { location: `Eluru ${tag}`, public_fields: [] },
      ]);
    });

    it('shows what she ticked on the form, with her choice recorded', async () => {
      const id = await approved({ public_fields: ['organization', 'testimonial'] });
      const { data } = await db.visitor
        .from('alumni_directory')
        .select('organization, location, testimonial')
        .eq('id', id);
      expect(data).toEqual([{ organization: `Church ${tag}`, location: null, testimonial: `Testimonial ${tag}` }]);
      const [profile] = await db.sql<{ public_fields_consent: string }>(
        'select public_fields_consent from public.alumni_profiles where id = $1',
        [id],
      );
      expect(profile?.public_fields_consent).toMatch(/^Her choice on the registration form of \d{4}-\d{2}-\d{2}\.$/);
    });
  });

  describe('staff', () => {
    const profile = () => ({
      name: `Mary ${tag}`,
      graduation_year: 2012,
      degree: 'Master of Divinity',
      location: `Ongole ${tag}`,
      organization: `Mission ${tag}`,
    });

    it('must record how she agreed before making a field of hers public', async () => {
      const { error } = await db.editor.from('alumni_profiles').insert({ ...profile(), public_fields: ['location'] });
      expect(error).toMatchObject({ code: '22023', message: refusals.alumni_public_consent });
      // Showing nothing beyond the three needs no statement.
      expect((await db.editor.from('alumni_profiles').insert({ ...profile(), public_fields: [] })).error).toBeNull();
    });

    it('have her consent recorded with who recorded it and when, whatever the request says', async () => {
      const { data, error } = await db.editor
        .from('alumni_profiles')
        .insert({
          ...profile(),
          public_fields: ['organization'],
          public_fields_consent: 'Agreed by phone to show her organization.',
          public_fields_recorded_by: '00000000-0000-4000-8000-000000000000',
          public_fields_recorded_at: '2001-01-01T00:00:00Z',
        })
        .select('id, public_fields_consent, public_fields_recorded_by, public_fields_recorded_at')
        .single();
      expect(error).toBeNull();
      expect(data?.public_fields_consent).toBe('Agreed by phone to show her organization.');
      expect(data?.public_fields_recorded_by).toMatch(UUID);
      expect(data?.public_fields_recorded_by).not.toBe('00000000-0000-4000-8000-000000000000');
      expect(Date.now() - Date.parse(data?.public_fields_recorded_at ?? '')).toBeLessThan(60_000);
      const id = data?.id ?? '';
      expect((await db.visitor.from('alumni_directory').select('organization, location').eq('id', id)).data).toEqual([
        { organization: `Mission ${tag}`, location: null },
      ]);

      // An edit of anything else keeps the record as it was.
      const before = await db.sql(
        'select public_fields_recorded_by, public_fields_recorded_at from public.alumni_profiles where id = $1',
        [id],
      );
      expect((await db.admin.from('alumni_profiles').update({ bio: 'A new bio' }).eq('id', id)).error).toBeNull();
      expect(
        await db.sql(
          'select public_fields_recorded_by, public_fields_recorded_at from public.alumni_profiles where id = $1',
          [id],
        ),
      ).toEqual(before);

      // Another member of staff changing the choice is recorded as the one who did.
      const changed = await db.admin
        .from('alumni_profiles')
        .update({ public_fields: ['organization', 'location'], public_fields_consent: 'Asked again by e-mail.' })
        .eq('id', id)
        .select('public_fields_recorded_by')
        .single();
      expect(changed.error).toBeNull();
      expect(changed.data?.public_fields_recorded_by).toMatch(UUID);
      expect(changed.data?.public_fields_recorded_by).not.toBe(data?.public_fields_recorded_by);
      expect((await db.visitor.from('alumni_directory').select('location').eq('id', id)).data).toEqual([
        { location: `Ongole ${tag}` },
      ]);
    });

    it('read every field of a profile, hidden ones too', async () => {
      const { data } = await db.editor.from('alumni_profiles').select('location').eq('id', profileId);
      expect(data).toEqual([{ location: secret }]);
    });
  });

  it('takes a deleted profile out of the directory', async () => {
    await db.sql('delete from public.alumni_profiles where id = $1', [profileId]);
    expect((await db.visitor.from('alumni_directory').select('id').eq('id', profileId)).data).toEqual([]);
  });
});
