// The rehearsal of a school's deploy (docs/DEPLOY.md section 2) on the hosted-like cluster: what
// `supabase db push` did to the project database, and proof that the cluster refuses what hosted
// refuses, so that the database tests passing on it mean something. Runs only in the
// supabase-hosted project (vitest.hosted.config.ts).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloneDatabase,
  connectionUrl,
  createProjectDatabase,
  type HostedRole,
  PushFailed,
  sqlAsSuperuser,
  supabaseDbPush,
} from '../../../packages/hosted-rehearsal/src/index.ts';
import { hostedDatabase } from '../support/hosted-database.ts';
import { migrationsDir, type SeminaryServer, startSeminaryServer, supabaseDir } from '../support/seminary-server.ts';

const hosted = hostedDatabase();
if (!hosted) throw new Error('tests/hosted/ runs in the supabase-hosted project only');
const port = hosted.port;
const migrationVersions = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => file.split('_')[0]);

/** Runs statements in one transaction as role, always rolled back; resolves to the error it met, if any. */
async function attempt(role: HostedRole, database: string, statements: string[]): Promise<pg.DatabaseError | null> {
  const client = new pg.Client({ connectionString: connectionUrl(port, role, database) });
  await client.connect();
  try {
    await client.query('begin');
    for (const statement of statements) await client.query(statement);
    return null;
  } catch (error) {
    return error as pg.DatabaseError;
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

describe('supabase db push on the hosted-like project database', () => {
  it('applied every migration, as postgres, and recorded each', () => {
    expect(hosted.pushedToProject).toEqual(migrationVersions);
    expect(hosted.pushedToTemplate).toEqual(migrationVersions);
    for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'))) {
      expect(hosted.projectPushOutput).toContain(`Applying migration ${file}`);
    }
  });

  it('loaded the seed', async () => {
    expect(hosted.projectPushOutput).toContain('Seeding data from supabase/seed.sql');
    const [counts] = await sqlAsSuperuser<{ banners: number; courses: number; seeds: number }>(
      port,
      'postgres',
      `select (select count(*)::int from public.banners) as banners, (select count(*)::int from public.courses) as courses,
              (select count(*)::int from supabase_migrations.seed_files) as seeds`,
    );
    expect(counts?.banners).toBeGreaterThan(0);
    expect(counts?.courses).toBeGreaterThan(0);
    expect(counts?.seeds).toBe(1);
  });

  it('owns what it made as postgres, and scheduled the jobs in pg_cron as postgres', async () => {
    const owners = await sqlAsSuperuser<{ owner: string }>(
      port,
      'postgres',
      `select distinct pg_get_userbyid(c.relowner) as owner from pg_class c
       where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind in ('r', 'v')`,
    );
    expect(owners).toEqual([{ owner: 'postgres' }]);
    const jobs = await sqlAsSuperuser<{ jobname: string; username: string }>(
      port,
      'postgres',
      'select jobname, username from cron.job order by jobname',
    );
    expect(jobs.map((job) => job.jobname)).toEqual([
      'apply-retention',
      'expire-reference-reservations',
      'publish-due-posts',
      'publish-new-event-day',
      'purge-audit-log',
      'purge-content-versions',
      'purge-unreferenced-uploads',
      'release-visitor-site-changes',
      'remind-recommenders',
      'site-deploy-hook',
    ]);
    expect(new Set(jobs.map((job) => job.username))).toEqual(new Set(['postgres']));
  });

  it('gives postgres hosted’s attributes: no superuser, the API roles and predefined roles as memberships', async () => {
    const [role] = await sqlAsSuperuser<Record<string, boolean>>(
      port,
      'postgres',
      `select rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls from pg_roles where rolname = 'postgres'`,
    );
    expect(role).toEqual({
      rolsuper: false,
      rolcreatedb: true,
      rolcreaterole: true,
      rolreplication: true,
      rolbypassrls: true,
    });
    const memberships = await sqlAsSuperuser<{ name: string }>(
      port,
      'postgres',
      `select r.rolname as name from pg_auth_members m join pg_roles r on r.oid = m.roleid
       where m.member = 'postgres'::regrole order by 1`,
    );
    expect(memberships.map((m) => m.name)).toEqual([
      'anon',
      'authenticated',
      'pg_monitor',
      'pg_read_all_data',
      'pg_signal_backend',
      'service_role',
      'supabase_superuser',
    ]);
  });
});

describe('the cluster refuses what hosted refuses to postgres', () => {
  it.each([
    [
      'renaming a policy on storage.objects',
      `alter policy "Visitors upload screenshots and alumni photos, admins any file" on storage.objects rename to "x"`,
      'must be owner of table objects',
    ],
    ['creating a table in auth', 'create table auth.school_notes (id int)', 'permission denied for schema auth'],
    [
      'creating a function in storage',
      'create function storage.f() returns int language sql as $$ select 1 $$',
      'permission denied for schema storage',
    ],
    [
      'altering storage.objects',
      'alter table storage.objects add column school_note text',
      'must be owner of table objects',
    ],
    ['altering auth.users', 'alter table auth.users add column school_note text', 'must be owner of table users'],
    [
      'setting a superuser-only setting',
      `alter role postgres set session_preload_libraries = 'x'`,
      'permission denied',
    ],
    [
      'deleting from storage.objects directly',
      'delete from storage.objects where true',
      'Direct deletion from storage tables is not allowed',
    ],
  ])('%s', async (_what, statement, message) => {
    const error = await attempt('postgres', 'postgres', [statement]);
    expect(error?.message).toContain(message);
  });

  it('lets postgres manage policies on storage.objects and drop its triggers there, as supautils does', async () => {
    const error = await attempt('postgres', 'postgres', [
      `create policy "rehearsal" on storage.objects for select to authenticated using (false)`,
      `alter policy "rehearsal" on storage.objects using (true)`,
      `comment on policy "rehearsal" on storage.objects is 'rehearsal'`,
      `drop policy "rehearsal" on storage.objects`,
      'drop trigger objects_insert_marks_site_changed on storage.objects',
    ]);
    expect(error).toBeNull();
  });

  it('stops a push at a migration hosted refuses, recording only those before it', async () => {
    const workdir = mkdtempSync(join(tmpdir(), 'rehearsal-push-'));
    try {
      const migrations = join(workdir, 'supabase', 'migrations');
      mkdirSync(migrations, { recursive: true });
      cpSync(join(supabaseDir, 'config.toml'), join(workdir, 'supabase', 'config.toml'));
      const before = readdirSync(migrationsDir)
        .filter((file) => file.endsWith('.sql'))
        .sort()
        .slice(0, 6);
      for (const file of before) cpSync(join(migrationsDir, file), join(migrations, file));
      // The statement that stopped the school's first push on hosted (renaming a policy of
      // storage.objects, which only Storage's owner may alter), in a migration after them.
      const refusedVersion = (BigInt(before.at(-1)?.split('_')[0] ?? '0') + 1n).toString();
      writeFileSync(
        join(migrations, `${refusedVersion}_rename_policy.sql`),
        `alter policy "Visitors upload payment screenshots and alumni photos, admins u" on storage.objects
           rename to "Visitors upload screenshots and alumni photos, admins any file";\n`,
      );
      const database = `push_${Date.now().toString(36)}`;
      await createProjectDatabase(port, database);
      const failure = await supabaseDbPush(port, database, { workdir }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PushFailed);
      expect((failure as PushFailed).output).toContain('must be owner of table objects (SQLSTATE 42501)');
      const recorded = await sqlAsSuperuser<{ version: string }>(
        port,
        database,
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(recorded.map((row) => row.version)).toEqual(before.map((file) => file.split('_')[0]));
      await sqlAsSuperuser(port, 'postgres', `drop database ${database} with (force)`);
    } finally {
      rmSync(workdir, { recursive: true, force: true });
    }
  });
});

describe("the Data API's session (authenticator) runs under safeupdate", () => {
  let database: Awaited<ReturnType<typeof cloneDatabase>>;
  beforeAll(async () => {
    database = await cloneDatabase(port, hosted.template);
  });
  afterAll(() => database.drop());

  it('refuses an UPDATE or DELETE without WHERE, also inside a function, with 21000', async () => {
    const direct = await attempt('authenticator', database.name, [
      'set local role service_role',
      'update public.banners set title = title',
    ]);
    expect({ code: direct?.code, message: direct?.message }).toEqual({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
    await sqlAsSuperuser(
      port,
      database.name,
      `create function public.rehearsal_clear_statistics() returns void language sql security definer
       as $$ delete from public.statistics $$`,
    );
    const inFunction = await attempt('authenticator', database.name, [
      'set local role service_role',
      'select public.rehearsal_clear_statistics()',
    ]);
    expect({ code: inFunction?.code, message: inFunction?.message }).toEqual({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
  });

  it('refuses one in a data-modifying WITH query too, and a request cannot turn it off', async () => {
    const inCte = await attempt('authenticator', database.name, [
      'set local role service_role',
      'with gone as (delete from public.statistics returning 1) select count(*) from gone',
    ]);
    expect({ code: inCte?.code, message: inCte?.message }).toEqual({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
    const off = await attempt('authenticator', database.name, ['set safeupdate.enabled = off']);
    expect(off?.message).toBe('permission denied to set parameter "safeupdate.enabled"');
  });

  it('lets postgres (migrations, pg_cron) run the same statements', async () => {
    expect(await attempt('postgres', database.name, ['update public.banners set title = title'])).toBeNull();
  });
});

describe('a Data API request that reaches an unfiltered update fails as on hosted', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer();
  });
  afterAll(() => db.close());

  it("answers an admin's save with 21000 while note_site_change updates its row without a key", async () => {
    const [banner] = await db.sql<{ id: string }>('select id from public.banners limit 1');
    // The body it had before it matched the row by its key (schemas/11_publishing.sql).
    await db.sql(`create or replace function private.note_site_change(source text) returns void
      language plpgsql security definer set search_path = '' as $$
      begin
        update private.site_publish_state
        set changed_at = now(), revision = revision + 1, dispatch_pending_since = coalesce(dispatch_pending_since, now()),
            visitor_pending_since = null;
        perform pg_notify('site_content_changed', source);
      end;
      $$`);
    const { error } = await db.admin.from('banners').update({ title: 'Admissions open' }).eq('id', String(banner?.id));
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
  });
});
