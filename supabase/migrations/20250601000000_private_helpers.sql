-- Helpers that policies and triggers call. They live in `private`, a schema the Data API does
-- not expose, so none of them is reachable at /rest/v1/rpc.

create schema if not exists private;
revoke all on schema private from public;
-- Policies run as the caller, so the API roles need to reach the helpers they call.
grant usage on schema private to anon, authenticated, service_role;

-- The admin role comes from app_metadata, which only the service role can change; user_metadata
-- is editable by its owner and must never grant anything.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;

revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

-- Admin-only functions in public also admit the service role, which scripts use.
create or replace function private.is_admin_or_service_role()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_admin()) or coalesce(auth.role() = 'service_role', false)
$$;

revoke all on function private.is_admin_or_service_role() from public;
grant execute on function private.is_admin_or_service_role() to anon, authenticated, service_role;

-- The first hop of X-Forwarded-For as PostgREST passes it in request.headers; null outside a
-- Data API request (migrations, seed, direct SQL).
create or replace function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(
    btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)),
    ''
  )
$$;

revoke all on function private.request_client_address() from public;

create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.set_updated_at() from public;
