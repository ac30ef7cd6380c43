-- Supabase Auth's role as hosted sets it up (supabase/postgres' auth schema init script): it owns
-- Auth's schema and may do anything with its tables. Here the bootstrap's user made them, so the
-- role is given the same rights, and a custom access token hook, which runs as this role (see
-- src/auth/access-token-hook.ts), reads auth.users as it would on hosted. Idempotent.
grant usage, create on schema auth to supabase_auth_admin;
grant all on all tables in schema auth to supabase_auth_admin;
grant all on all sequences in schema auth to supabase_auth_admin;
