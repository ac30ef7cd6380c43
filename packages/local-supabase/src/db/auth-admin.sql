-- Supabase Auth's role as hosted sets it up (supabase/postgres' auth schema init script): it owns
-- Auth's schema and may do anything with its tables. Here the bootstrap's user made them, so the
-- role is given the same rights, and a custom access token hook, which runs as this role (see
-- src/auth/access-token-hook.ts), reads auth.users as it would on hosted. Idempotent.
grant usage, create on schema auth to supabase_auth_admin;
grant all on all tables in schema auth to supabase_auth_admin;
grant all on all sequences in schema auth to supabase_auth_admin;

-- The hook switches to this role from the backend's own connection (hosted's Auth logs in as it
-- instead), so a backend that is no superuser (a school's own server, scripts/server/
-- setup-postgres.ts, whose role made this one with CREATEROLE) becomes a member it may SET ROLE to.
-- A role that may not grant it still starts: only an enabled hook needs it, and its failure then
-- logs "permission denied to set role" at the first sign-in.
do $$
begin
  if not pg_has_role(current_user, 'supabase_auth_admin', 'MEMBER') then
    execute format('grant supabase_auth_admin to %I', current_user);
  end if;
exception when insufficient_privilege then
  raise notice 'supabase_auth_admin cannot be granted to %: a custom access token hook will fail', current_user;
end
$$;
