-- The roles of a hosted Supabase project, as supabase/postgres creates them (init-scripts and
-- migrations named in docs/DEPLOY.md's rehearsal section). Run once per cluster by the
-- superuser `supabase_admin`, which initdb made. The passwords only matter on loopback.

-- Migrations and the dashboard's SQL run as `postgres`: not a superuser since 2022
-- (10000000000000_demote-postgres.sql).
create role postgres login nosuperuser createdb createrole replication bypassrls password 'postgres';

-- The Data API's roles. authenticator logs in and switches to one of the others per request.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit password 'authenticator';
grant anon, authenticated, service_role to authenticator;

-- The platform services' own roles; postgres is no longer a member of them
-- (20250421084701_revoke_admin_roles_from_postgres.sql).
create role supabase_auth_admin login noinherit createrole password 'supabase_auth_admin';
create role supabase_storage_admin login noinherit createrole password 'supabase_storage_admin';
create role dashboard_user nosuperuser createdb createrole replication;
create role supabase_superuser nologin;

-- What postgres is a member of (20230201083204_grant_auth_roles_to_postgres.sql,
-- 20240606060239_grant_predefined_roles_to_postgres.sql, 20251215120934_supabase_superuser.sql).
grant anon, authenticated, service_role to postgres;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;
grant supabase_superuser to postgres;

-- Statement timeouts (initial schema, 20221028101028, 20231130133139). PostgREST applies the
-- impersonated role's statement_timeout itself.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
