// The migrated schema read back from the catalog: the rules of Supabase's security advisor
// (splinter) and the grants each role ends up with, so a migration that loosens either fails here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET_NAMES,
  FILE_SIZE_LIMITS,
  IMAGE_MIME_TYPES,
  PAYMENT_SCREENSHOT_MIME_TYPES,
  PDF_MIME_TYPE,
} from '../../packages/core/src/constants.ts';
import { configFile, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const CONTENT_TABLES = [
  'about_gallery',
  'about_sections',
  'alumni_profiles',
  'banners',
  'campus_life',
  'campus_life_gallery',
  'courses',
  'donation_info',
  'downloads',
  'gallery',
  'site_logo',
  'statistics',
  'teachers',
  'videos',
];

/** Table privileges per role; registrations' inserts are granted per column (see below). */
const EXPECTED_TABLE_PRIVILEGES: Record<string, { anon: string; authenticated: string }> = {
  ...Object.fromEntries(
    CONTENT_TABLES.map((t) => [t, { anon: 'SELECT', authenticated: 'DELETE,INSERT,SELECT,UPDATE' }]),
  ),
  registrations: { anon: '', authenticated: 'DELETE,SELECT,UPDATE' },
  student_registrations: { anon: '', authenticated: 'DELETE,SELECT,UPDATE' },
  application_limits: { anon: '', authenticated: 'SELECT,UPDATE' },
  deleted_registrations: { anon: '', authenticated: 'DELETE,SELECT' },
  alumni_profile_revisions: { anon: '', authenticated: 'DELETE,SELECT' },
};

describe('schema security', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  it('enables row-level security on every public table', async () => {
    const tables = await db.sql<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual(Object.keys(EXPECTED_TABLE_PRIVILEGES).sort());
    expect(tables.filter((t) => !t.rls)).toEqual([]);
  });

  it('grants anon and authenticated only what each needs', async () => {
    const grants = await db.sql<{ table: string; anon: string; authenticated: string }>(
      `select c.relname as table,
              coalesce((select string_agg(p, ',' order by p) from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
                        where has_table_privilege('anon', c.oid, p)), '') as anon,
              coalesce((select string_agg(p, ',' order by p) from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
                        where has_table_privilege('authenticated', c.oid, p)), '') as authenticated
       from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`,
    );
    expect(Object.fromEntries(grants.map((g) => [g.table, { anon: g.anon, authenticated: g.authenticated }]))).toEqual(
      EXPECTED_TABLE_PRIVILEGES,
    );
  });

  it('lets the site insert only the form fields of an application', async () => {
    const columns = await db.sql<{ table: string; columns: string }>(
      `select table_name as table, string_agg(column_name, ',' order by column_name) as columns
       from information_schema.column_privileges
       where grantee = 'anon' and privilege_type = 'INSERT' and table_schema = 'public'
       group by table_name order by table_name`,
    );
    expect(columns).toEqual([
      {
        table: 'registrations',
        columns: 'address,city,comments,course_id,email,honeypot,name,phone,program_interest,state',
      },
      {
        table: 'student_registrations',
        columns:
          'address,city,comments,course_id,date_of_birth,education_level,email,gender,honeypot,name,payment_screenshot_url,phone,previous_institution,program_interest,start_date,state',
      },
    ]);
  });

  it('pins the search path of every function of ours (splinter 0011)', async () => {
    const unpinned = await db.sql<{ name: string }>(
      `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and not exists (select 1 from unnest(p.proconfig) c where c = 'search_path=""')`,
    );
    expect(unpinned).toEqual([]);
  });

  it('exposes through the API exactly the intended functions to each role (splinter 0028/0029)', async () => {
    const functions = await db.sql<{ name: string; definer: boolean; anon: boolean; authenticated: boolean }>(
      `select p.proname as name, p.prosecdef as definer,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1`,
    );
    expect(functions).toEqual([
      { name: 'restore_alumni_revision', definer: true, anon: false, authenticated: true },
      { name: 'restore_deleted_registration', definer: true, anon: false, authenticated: true },
      { name: 'search_alumni', definer: false, anon: true, authenticated: true },
      { name: 'update_alumni_profile', definer: true, anon: true, authenticated: true },
    ]);
  });

  it('keeps the admin check in a schema the API does not expose, as security definer', async () => {
    const [isAdmin] = await db.sql<{ schema: string; definer: boolean; source: string }>(
      `select p.pronamespace::regnamespace::text as schema, p.prosecdef as definer, p.prosrc as source
       from pg_proc p where p.proname = 'is_admin'`,
    );
    expect(isAdmin).toMatchObject({ schema: 'private', definer: true });
    expect(isAdmin?.source).toContain(`(auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'`);
  });

  it('has no views, so none can bypass row-level security (splinter 0010)', async () => {
    expect(
      await db.sql(
        `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('v', 'm')`,
      ),
    ).toEqual([]);
  });

  it('writes policies that never read user_metadata, never allow every write, and call is_admin once per statement', async () => {
    const policies = await db.sql<{
      table: string;
      name: string;
      command: string;
      roles: string[];
      qual: string | null;
      check: string | null;
    }>(
      `select schemaname || '.' || tablename as table, policyname as name, cmd as command, roles::text[] as roles,
              qual, with_check as check
       from pg_policies where schemaname in ('public', 'storage')`,
    );
    // Per action: 14 content tables and 2 application tables x 4, trash and revisions x 2,
    // application_limits x 2, storage.objects x 4.
    expect(policies.length).toBe(16 * 4 + 2 * 2 + 2 + 4);
    for (const policy of policies) {
      const text = `${policy.qual ?? ''} ${policy.check ?? ''}`;
      expect(text, policy.name).not.toMatch(/user_metadata/);
      expect(text.replace(/\( SELECT private\.is_admin\(\) AS is_admin\)/g, ''), policy.name).not.toMatch(/is_admin/);
      if (policy.command !== 'SELECT') {
        expect([policy.qual, policy.check], policy.name).not.toContain('true');
        expect(policy.roles, policy.name).not.toContain('public');
      }
    }
  });

  it('indexes every foreign key (splinter 0001) and every sort order the site and admin read in', async () => {
    const indexes = (
      await db.sql<{ definition: string }>(
        `select regexp_replace(indexdef, '^.* ON public\\.', '') as definition from pg_indexes where schemaname = 'public'`,
      )
    ).map((i) => i.definition);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'site_logo USING btree (created_at DESC)',
        'banners USING btree (order_index)',
        'banners USING btree (order_index) WHERE active',
        'statistics USING btree (created_at)',
        'teachers USING btree (name)',
        'videos USING btree (created_at DESC)',
        'gallery USING btree (created_at DESC)',
        'about_sections USING btree (created_at)',
        'about_gallery USING btree (created_at DESC)',
        'courses USING btree (title)',
        'courses USING btree (program_type, title)',
        'campus_life USING btree (created_at DESC)',
        'campus_life_gallery USING btree (created_at DESC)',
        'alumni_profiles USING btree (graduation_year DESC)',
        'alumni_profiles USING btree (name)',
        'downloads USING btree (created_at DESC)',
        'donation_info USING btree (created_at DESC)',
        'registrations USING btree (created_at DESC)',
        'student_registrations USING btree (created_at DESC)',
        'registrations USING btree (course_id)',
        'student_registrations USING btree (course_id)',
        'alumni_profile_revisions USING btree (profile_id, created_at DESC)',
      ]),
    );
  });

  it('creates the ten buckets exactly as config.toml declares them', async () => {
    const buckets = await db.sql<{ id: string; public: boolean; size: string; types: string[] }>(
      `select id, public, file_size_limit::text as size, allowed_mime_types as types from storage.buckets order by id`,
    );
    const sizes: Record<string, number> = {
      downloads: FILE_SIZE_LIMITS.download,
      'logo-images': FILE_SIZE_LIMITS.logo,
    };
    expect(buckets).toEqual(
      [...BUCKET_NAMES].sort().map((id) => ({
        id,
        public: id !== 'payment-screenshots',
        size: String(sizes[id] ?? FILE_SIZE_LIMITS.image),
        types:
          id === 'payment-screenshots'
            ? [...PAYMENT_SCREENSHOT_MIME_TYPES]
            : id === 'downloads'
              ? [PDF_MIME_TYPE, ...IMAGE_MIME_TYPES]
              : [...IMAGE_MIME_TYPES],
      })),
    );

    const config = readFileSync(configFile, 'utf8');
    const mebibytes = (bytes: number) => `"${bytes / 1024 / 1024}MiB"`;
    for (const bucket of buckets) {
      const section = config.split(`[storage.buckets.${bucket.id}]\n`)[1]?.split('\n\n')[0] ?? '';
      expect(section, bucket.id).toBe(
        [
          `public = ${bucket.public}`,
          `file_size_limit = ${mebibytes(Number(bucket.size))}`,
          `allowed_mime_types = ${JSON.stringify(bucket.types).replaceAll(',', ', ')}`,
          `objects_path = "./seed/storage/${bucket.id}"`,
        ].join('\n'),
      );
    }
  });
});
