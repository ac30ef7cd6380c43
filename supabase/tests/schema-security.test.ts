// The migrated schema read back from the catalog: the rules of Supabase's security advisor
// (splinter) and the grants each role ends up with, so a migration that loosens either fails here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_SIZE_LIMITS,
  IMAGE_MIME_TYPES,
  PAYMENT_SCREENSHOT_MIME_TYPES,
  PDF_MIME_TYPE,
} from '../../packages/core/src/constants.ts';
import { BUCKET_NAMES } from '../../packages/core/src/storage.ts';
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
  // The events calendar.
  'events',
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
  application_status_history: { anon: '', authenticated: 'SELECT' },
  mail_outbox: { anon: '', authenticated: 'SELECT' },
  mail_settings: { anon: '', authenticated: 'SELECT,UPDATE' },
  // The privacy notice everyone reads and admins change, and its versions admins read.
  privacy_notice: { anon: 'SELECT', authenticated: 'SELECT,UPDATE' },
  privacy_notice_versions: { anon: '', authenticated: 'SELECT' },
  // The retention schedule admins set and the forms state, and the log of erasures admins read.
  retention_settings: { anon: 'SELECT', authenticated: 'SELECT,UPDATE' },
  erasure_log: { anon: '', authenticated: 'SELECT' },
  // "Your data" requests admins read once confirmed, and answer through functions.
  data_requests: { anon: '', authenticated: 'SELECT' },
  // Staff roles administrators read; the staff function changes them.
  staff_roles: { anon: '', authenticated: 'SELECT' },
  // The audit trail administrators read, written only by the database.
  audit_log: { anon: '', authenticated: 'SELECT' },
  // Alumni registrations editors read once confirmed, and decide through functions.
  alumni_registrations: { anon: '', authenticated: 'SELECT' },
  content_deletions: { anon: 'SELECT', authenticated: 'SELECT' },
  // Content history: editors read the versions; the database alone writes them.
  content_versions: { anon: '', authenticated: 'SELECT' },
  // News: written by admins; visitors read only what is published.
  posts: { anon: 'SELECT', authenticated: 'DELETE,INSERT,SELECT,UPDATE' },
  // Visitors read the alumni only as each chose to be shown: the directory, written by the
  // database alone; of the profiles themselves only which fields are public (granted per column).
  alumni_profiles: { anon: '', authenticated: 'DELETE,INSERT,SELECT,UPDATE' },
  alumni_directory: { anon: 'SELECT', authenticated: 'SELECT' },
  // The school's UPI ID, payee name and fees: what every payment link shows; administrators set them.
  payment_settings: { anon: 'SELECT', authenticated: 'SELECT,UPDATE' },
  // Verified payments, the school's accounts record: the admissions office reads them; only the
  // database writes them, with their receipt numbers.
  verified_payments: { anon: '', authenticated: 'SELECT' },
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
        columns:
          'address,city,comments,consent_language,consent_notice_version,course_id,email,honeypot,language,name,phone,program_interest,state',
      },
      {
        table: 'student_registrations',
        columns:
          'address,city,comments,consent_language,consent_notice_version,course_id,date_of_birth,education_level,email,gender,guardian_consent_language,guardian_consent_notice_version,guardian_contact,guardian_name,honeypot,name,payment_screenshot_url,payment_utr,phone,previous_institution,program_interest,recommender_church,recommender_consent_notice_version,recommender_email,recommender_name,start_date,state',
      },
    ]);
  });

  it('grants per column only those inserts, to anon and authenticated alike', async () => {
    const columnGrants = await db.sql<{ grant: string }>(
      `select format('%s.%s %s %s', c.relname, a.attname, acl.grantee::regrole, acl.privilege_type) as grant
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       cross join lateral aclexplode(a.attacl) acl
       where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and a.attacl is not null
         and acl.grantee in ('anon'::regrole, 'authenticated'::regrole)
       order by 1`,
    );
    const formColumns: Record<string, string[]> = {
      registrations: (
        'address,city,comments,consent_language,consent_notice_version,course_id,email,honeypot,language,name,phone,' +
        'program_interest,state'
      ).split(','),
      student_registrations: (
        'address,city,comments,consent_language,consent_notice_version,course_id,date_of_birth,education_level,email,' +
        'gender,guardian_consent_language,guardian_consent_notice_version,guardian_contact,guardian_name,honeypot,name,' +
        'payment_screenshot_url,payment_utr,phone,previous_institution,program_interest,recommender_church,' +
        'recommender_consent_notice_version,recommender_email,recommender_name,start_date,state'
      ).split(','),
    };
    const expected = [
      ...Object.entries(formColumns).flatMap(([table, columns]) =>
        columns.flatMap((column) => ['anon', 'authenticated'].map((role) => `${table}.${column} ${role} INSERT`)),
      ),
      // And, of an alumna's profile, visitors read only its id and which fields she shows.
      'alumni_profiles.id anon SELECT',
      'alumni_profiles.public_fields anon SELECT',
    ];
    expect(columnGrants.map((g) => g.grant)).toEqual(expected.sort());
  });

  it('pins the search path of every function of ours (splinter 0011)', async () => {
    const unpinned = await db.sql<{ name: string }>(
      `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and not exists (select 1 from unnest(p.proconfig) c where c = 'search_path=""')`,
    );
    expect(unpinned).toEqual([]);
  });

  it('exposes through the API only the intended functions to each role (splinter 0028/0029)', async () => {
    const functions = await db.sql<{
      name: string;
      definer: boolean;
      anon: boolean;
      authenticated: boolean;
      source: string;
    }>(
      `select p.proname as name, p.prosecdef as definer,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              p.prosrc as source
       from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1`,
    );
    // Visitors: the alumni search and the one narrow update, the application submit
    // and the applicant's status lookup, and the database's clock the site's build
    // keeps as its sync point.
    // The applicant's status through the token in her e-mails, and the "Your data" request with
    // the two links its e-mails carry. The alumni registration and its link.
    expect(functions.filter((f) => f.anon).map((f) => [f.name, f.definer])).toEqual([
      ['application_status_by_token', true],
      ['application_status_lookup', true],
      ['confirm_alumni_registration', true],
      ['confirm_data_request', true],
      ['content_sync_clock', false],
      ['data_request_copy', true],
      ['register_alumna', true],
      ['request_my_data', true],
      // The payment step's reference, reserved before she pays.
      ['reserve_application_reference', true],
      ['search_alumni', false],
      ['submit_application', true],
      // Her pastor's recommendation, through the link the school e-mailed them.
      ['submit_recommendation', true],
      ['update_alumni_profile', true],
    ]);
    // The mail sender's functions are the service role's alone.
    expect(functions.filter((f) => f.name === 'claim_mail' || f.name === 'complete_mail')).toEqual([
      expect.objectContaining({ name: 'claim_mail', anon: false, authenticated: false }),
      expect.objectContaining({ name: 'complete_mail', anon: false, authenticated: false }),
    ]);
    // Signed-in accounts reach the admin functions too, and each refuses anyone but an admin.
    const adminOnly = functions.filter((f) => f.authenticated && !f.anon);
    expect(adminOnly.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'approve_alumni_registration',
        'complete_data_request',
        'content_history',
        'data_request_records',
        'deleted_content',
        'erase_person_data',
        'log_staff_access',
        'refuse_data_request',
        'reject_alumni_registration',
        'restore_content_version',
        'restore_deleted_registration',
        'retry_mail',
        'set_application_status',
      ]),
    );
    for (const f of adminOnly) {
      expect(f.source, f.name).toMatch(
        /if not \(select private\.is_(admin|editor|admissions|staff)(_or_service_role)?\(\)\) then\s+raise exception using errcode = '42501'/,
      );
    }
  });

  it('lets the API roles call only the helpers policies and checks need in the private schema', async () => {
    const callable = await db.sql<{ name: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as name, has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p where p.pronamespace = 'private'::regnamespace
         and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
       order by 1`,
    );
    expect(callable).toEqual([
      // The degree check constraint runs with the inserting role's rights.
      { name: 'alumni_degrees', anon: true, authenticated: true },
      { name: 'is_admin', anon: true, authenticated: true },
      { name: 'is_admin_or_service_role', anon: true, authenticated: true },
      // The staff roles' checks, which policies and functions call.
      { name: 'is_admissions', anon: true, authenticated: true },
      { name: 'is_admissions_or_service_role', anon: true, authenticated: true },
      { name: 'is_editor', anon: true, authenticated: true },
      { name: 'is_editor_or_service_role', anon: true, authenticated: true },
      // The single-line check constraints (no line break nor control character) run with the
      // writing role's rights.
      { name: 'is_single_line', anon: true, authenticated: true },
      { name: 'is_staff', anon: true, authenticated: true },
      { name: 'is_staff_or_service_role', anon: true, authenticated: true },
      { name: 'staff_role', anon: true, authenticated: true },
      // The file columns' reference indexes run it with the writing role's rights.
      { name: 'storage_object_path', anon: true, authenticated: true },
    ]);
  });

  it('gives the API roles nothing in the private schema but the right to reach its helpers', async () => {
    const privileges = await db.sql<{ name: string; role: string; privilege: string }>(
      `select c.relname as name, r.role, p.privilege
       from pg_class c
       cross join unnest(array['anon', 'authenticated']) r(role)
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p(privilege)
       where c.relnamespace = 'private'::regnamespace and c.relkind in ('r', 'v', 'm', 'p')
         and has_table_privilege(r.role, c.oid, p.privilege)`,
    );
    expect(privileges).toEqual([]);
    const sequences = await db.sql(
      `select c.relname from pg_class c
       where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind = 'S'
         and (has_sequence_privilege('anon', c.oid, 'USAGE,SELECT,UPDATE')
           or has_sequence_privilege('authenticated', c.oid, 'USAGE,SELECT,UPDATE'))`,
    );
    expect(sequences).toEqual([]);
    const schemas = await db.sql<{ schema: string; anon: string; authenticated: string }>(
      `select n.nspname as schema,
              concat_ws(',', case when has_schema_privilege('anon', n.oid, 'USAGE') then 'USAGE' end,
                             case when has_schema_privilege('anon', n.oid, 'CREATE') then 'CREATE' end) as anon,
              concat_ws(',', case when has_schema_privilege('authenticated', n.oid, 'USAGE') then 'USAGE' end,
                             case when has_schema_privilege('authenticated', n.oid, 'CREATE') then 'CREATE' end)
                as authenticated
       from pg_namespace n where n.nspname in ('public', 'private') order by 1`,
    );
    expect(schemas).toEqual([
      { schema: 'private', anon: 'USAGE', authenticated: 'USAGE' },
      { schema: 'public', anon: 'USAGE', authenticated: 'USAGE' },
    ]);
  });

  it('keeps the role checks in a schema the API does not expose, as security definer, reading the signed claim', async () => {
    const checks = await db.sql<{ name: string; schema: string; definer: boolean; source: string }>(
      `select p.proname as name, p.pronamespace::regnamespace::text as schema, p.prosecdef as definer,
              p.prosrc as source
       from pg_proc p where p.proname in ('staff_role', 'is_admin', 'is_editor', 'is_admissions', 'is_staff')
       order by 1`,
    );
    expect(checks.map((c) => [c.name, c.schema, c.definer])).toEqual([
      ['is_admin', 'private', true],
      ['is_admissions', 'private', true],
      ['is_editor', 'private', true],
      ['is_staff', 'private', true],
      ['staff_role', 'private', true],
    ]);
    // The claim only the token hook sets and Auth signs; never app_metadata or user_metadata.
    expect(checks.find((c) => c.name === 'staff_role')?.source).toContain(`auth.jwt() ->> 'staff_role'`);
    for (const check of checks) expect(check.source, check.name).not.toMatch(/metadata/);
  });

  it('has no security definer view and no materialized view in the API (splinter 0010, 0016)', async () => {
    // A view runs with its owner's rights unless it says security_invoker, so it would bypass
    // the policies of the tables it reads; a materialized view has no row-level security at all.
    expect(
      await db.sql(
        `select c.relname, c.relkind from pg_class c
         where c.relnamespace = 'public'::regnamespace
           and (c.relkind = 'm'
             or (c.relkind = 'v' and not coalesce(
               'security_invoker=true' = any (c.reloptions) or 'security_invoker=on' = any (c.reloptions), false)))`,
      ),
    ).toEqual([]);
  });

  it('exposes no foreign table and installs no extension in public (splinter 0014, 0017)', async () => {
    expect(
      await db.sql(`select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'f'`),
    ).toEqual([]);
    expect(await db.sql(`select extname from pg_extension where extnamespace = 'public'::regnamespace`)).toEqual([]);
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
       from pg_policies where schemaname in ('public', 'private', 'storage')`,
    );
    // Per action: 15 content tables (events among them) and 2 application tables x 4, the trash x 2,
    // application_limits and mail_settings x 2, status history and mail outbox x 1 (select),
    // storage.objects x 4, storage.buckets x 1 (select), content deletions x 1 (select), the
    // privacy notice x 2 (select, update) and its versions x 1 (select), the retention schedule x 2
    // (select, update) and the erasure log x 1 (select), news posts x 5 (a select for visitors, one
    // for signed-in accounts, and the admins' writes), "Your data" requests x 1 (select), staff
    // roles x 2 (administrators' select, and Auth's for the token hook), the audit trail x 2
    // (administrators' select, and Auth's insert of sign-ins), alumni registrations x 1 (editors' select),
    // content versions x 1 (editors' select), a second select on alumni profiles (visitors read
    // their public columns, editors the rows) and the alumni directory x 1 (select), the payment
    // settings x 2 (select, update), the verified payments x 1 (the admissions office's select).
    expect(policies.length).toBe(
      17 * 4 + 1 * 2 + 2 * 2 + 2 + 4 + 1 + 1 + 2 + 1 + 2 + 1 + 5 + 1 + 2 + 2 + 1 + 1 + 1 + 1 + 2 + 1,
    );
    const alwaysTrue = /^[\s(]*true[\s)]*$/i;
    for (const policy of policies) {
      const text = `${policy.qual ?? ''} ${policy.check ?? ''}`;
      // splinter 0015: user_metadata (raw_user_meta_data in auth.users) is the user's to edit.
      expect(text, policy.name).not.toMatch(/user_metadata|user_meta_data/);
      // splinter 0003: the admin check and auth helpers run once per statement, not per row.
      expect(
        text.replace(/\( SELECT private\.is_(admin|editor|admissions|staff)\(\) AS is_\w+\)/g, ''),
        policy.name,
      ).not.toMatch(/is_(admin|editor|admissions|staff)/);
      expect(text, policy.name).not.toMatch(/(?<!SELECT )auth\.(uid|jwt|role)\(\)/);
      // No policy for every role (public), including signed-in accounts that are not admins.
      expect(policy.roles, policy.name).not.toContain('public');
      // splinter 0024: no write policy that lets everything through.
      if (policy.command !== 'SELECT') {
        for (const clause of [policy.qual, policy.check]) {
          if (clause !== null) expect(clause, policy.name).not.toMatch(alwaysTrue);
        }
      }
    }
    expect(policies.filter((p) => p.command === 'ALL').map((p) => p.name)).toEqual([]);
  });

  it('has exactly one permissive policy per table, action and role (splinter 0006)', async () => {
    const overlapping = await db.sql(
      `select schemaname, tablename, cmd, role, count(*)::int as n
       from pg_policies cross join unnest(roles) as role
       where schemaname in ('public', 'storage') and permissive = 'PERMISSIVE'
       group by 1, 2, 3, 4 having count(*) > 1`,
    );
    expect(overlapping).toEqual([]);
  });

  it('has a policy on every public table (splinter 0008)', async () => {
    expect(
      await db.sql(
        `select c.relname from pg_class c
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
           and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`,
      ),
    ).toEqual([]);
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
        'deleted_registrations USING btree (deleted_at DESC)',
        'student_registrations USING btree (status, created_at DESC)',
        'application_status_history USING btree (application_id, changed_at DESC)',
        'mail_outbox USING btree (created_at DESC)',
        'mail_outbox USING btree (application_id)',
        'mail_outbox USING btree (registration_id)',
        'content_deletions USING btree (table_name, deleted_at)',
        'site_logo USING btree (updated_at)',
        'banners USING btree (updated_at)',
        'statistics USING btree (updated_at)',
        'teachers USING btree (updated_at)',
        'videos USING btree (updated_at)',
        'gallery USING btree (updated_at)',
        'about_sections USING btree (updated_at)',
        'about_gallery USING btree (updated_at)',
        'courses USING btree (updated_at)',
        'campus_life USING btree (updated_at)',
        'campus_life_gallery USING btree (updated_at)',
        'alumni_profiles USING btree (updated_at)',
        'downloads USING btree (updated_at)',
        'donation_info USING btree (updated_at)',
        'posts USING btree (published_at DESC, id)',
        'posts USING btree (updated_at)',
        'events USING btree (first_day, starts_at)',
        'events USING btree (last_day)',
        'events USING btree (updated_at)',
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
