-- What every other file of supabase/schemas builds on. The files are applied in the order of
-- their names (config.toml's [db.migrations] schema_paths), each after the ones it needs.
--
-- A hosted project already has the API roles (anon, authenticated, service_role), the auth,
-- storage, extensions and vault schemas, pgcrypto and uuid-ossp in `extensions`, and default
-- privileges that grant every new table, function and sequence of `public` to the API roles:
-- that is why the files revoke before they grant.

-- Helpers that policies and triggers call live in `private`, a schema the Data API does not
-- expose, so none of them is reachable at /rest/v1/rpc.
create schema if not exists private;
revoke all on schema private from public;
-- Policies run as the caller, so the API roles need to reach the helpers they call.
grant usage on schema private to anon, authenticated, service_role;

-- Auth calls the access token and password verification hooks (02_staff_roles.sql,
-- 12_audit.sql) as supabase_auth_admin.
grant usage on schema public to supabase_auth_admin;

-- Production: enable pg_net and pg_cron where the platform offers them (hosted Supabase does).
-- Both need the server to preload them, which a developer's own PostgreSQL may not: there the
-- production half stays off, as on PGlite. The jobs are scheduled beside the functions they run
-- (private.schedule_job in the feature's file, 01_helpers.sql, wherever cron.schedule exists:
-- pg_cron's, or the local backend's stand-in, which runs them as pg_cron would), which a diff cannot see:
-- db:diff copies them into the baseline, and a later migration schedules a new job by hand.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_net with schema extensions;
    exception when others then
      raise notice 'pg_net not enabled: %', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron not enabled: %', sqlerrm;
    end;
  end if;
end
$$;
