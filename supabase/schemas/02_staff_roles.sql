-- Staff roles, as Supabase documents custom claims: a role per staff account in public.staff_roles
-- (administrator, editor or admissions), put into every access token by the custom access token
-- hook, and read by policies and functions through one private helper per role. The last active
-- administrator cannot lose her role or her account.

-- 1. Who has which role -------------------------------------------------------------------------
create table public.staff_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint staff_roles_role_check check (role = any (array['administrator', 'editor', 'admissions']))
);
create index staff_roles_role_idx on public.staff_roles (role);
alter table public.staff_roles enable row level security;

-- The role in the request's token, or null: only the hook sets the claim, and Auth signs it.
create or replace function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when auth.jwt() ->> 'staff_role' in ('administrator', 'editor', 'admissions')
    then auth.jwt() ->> 'staff_role' end
$$;
revoke all on function private.staff_role() from public;
grant execute on function private.staff_role() to anon, authenticated, service_role;

-- is_admin() keeps its name, which every administrator-only policy and function already calls,
-- and now means the administrator role.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select private.staff_role()) = 'administrator', false)
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

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.staff_role()) is not null
$$;
revoke all on function private.is_staff() from public;
grant execute on function private.is_staff() to anon, authenticated, service_role;

-- A request of the Data API's public roles that is not an admin's: a visitor of the site.
create or replace function private.is_visitor_request()
returns boolean
language sql
stable security definer
set search_path to ''
as $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated') and not (select private.is_staff())
$$;
revoke all on function private.is_visitor_request() from public;

-- The staff role goes into every access token (the claim private.staff_role reads), and each
-- password sign-in (and sign-in by a recovery link) is logged. The hook runs in Auth's
-- transaction as supabase_auth_admin, so the entry is written when the token is issued;
-- refreshes are not sign-ins and are not logged.
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
  staff_role text;
begin
  select r.role into staff_role from public.staff_roles r where r.user_id = (event ->> 'user_id')::uuid;
  if staff_role is null then
    claims := claims - 'staff_role';
  else
    claims := jsonb_set(claims, '{staff_role}', to_jsonb(staff_role));
  end if;
  if event ->> 'authentication_method' in ('password', 'otp', 'recovery', 'magiclink', 'invite') then
    insert into public.audit_log (actor_id, actor_email, actor_role, action, details)
    values (
      (event ->> 'user_id')::uuid, claims ->> 'email', staff_role, 'sign_in',
      jsonb_build_object('method', event ->> 'authentication_method')
    );
  end if;
  return jsonb_set(event, '{claims}', claims);
end;
$$;
revoke all on function public.custom_access_token_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;

create or replace function private.is_editor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select private.staff_role()) in ('administrator', 'editor'), false)
$$;
revoke all on function private.is_editor() from public;
grant execute on function private.is_editor() to anon, authenticated, service_role;

create or replace function private.is_admissions()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select private.staff_role()) in ('administrator', 'admissions'), false)
$$;
revoke all on function private.is_admissions() from public;
grant execute on function private.is_admissions() to anon, authenticated, service_role;

-- Functions in public also admit the service role, which scripts use.
create or replace function private.is_editor_or_service_role()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_editor()) or coalesce(auth.role() = 'service_role', false)
$$;
revoke all on function private.is_editor_or_service_role() from public;
grant execute on function private.is_editor_or_service_role() to anon, authenticated, service_role;

create or replace function private.is_admissions_or_service_role()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_admissions()) or coalesce(auth.role() = 'service_role', false)
$$;
revoke all on function private.is_admissions_or_service_role() from public;
grant execute on function private.is_admissions_or_service_role() to anon, authenticated, service_role;

create or replace function private.is_staff_or_service_role()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_staff()) or coalesce(auth.role() = 'service_role', false)
$$;
revoke all on function private.is_staff_or_service_role() from public;
grant execute on function private.is_staff_or_service_role() to anon, authenticated, service_role;

-- 1. The last administrator -----------------------------------------------------------------------
create or replace function private.keep_an_administrator()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only a statement that took an administrator's role away can leave the school without one
  -- (an upsert fires the update trigger even when it only inserted).
  if exists (select 1 from old_rows o where o.role = 'administrator')
    and not exists (select 1 from public.staff_roles r where r.role = 'administrator') then
    raise exception using errcode = '23514',
      message = 'The school must keep at least one administrator: make someone else an administrator first.',
      hint = 'last_administrator';
  end if;
  return null;
end;
$$;
revoke all on function private.keep_an_administrator() from public;

-- The staff function's own lookups (the service role only): an account's id by its address, and
-- the accounts behind a page of roles, with what the Staff screen shows of them.
create or replace function public.staff_user_id(email text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from auth.users u where lower(u.email) = lower(btrim(staff_user_id.email)) limit 1
$$;
revoke all on function public.staff_user_id(text) from public, anon, authenticated;

create or replace function public.staff_members(page_size integer, page_offset integer)
returns table (
  user_id uuid, email text, role text, disabled boolean, last_sign_in_at timestamptz, created_at timestamptz,
  total bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.user_id, u.email::text, r.role, coalesce(u.banned_until > now(), false), u.last_sign_in_at,
    u.created_at, count(*) over ()
  from public.staff_roles r
  join auth.users u on u.id = r.user_id
  order by lower(u.email)
  limit least(greatest(staff_members.page_size, 1), 100) offset greatest(staff_members.page_offset, 0)
$$;
revoke all on function public.staff_members(integer, integer) from public, anon, authenticated;

-- Whether she is the only administrator who can still sign in (the others disabled by a ban).
create or replace function public.is_last_active_administrator(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.staff_roles r
    where r.user_id = is_last_active_administrator.user_id and r.role = 'administrator'
  )
  and not exists (
    select 1 from public.staff_roles r
    join auth.users u on u.id = r.user_id
    where r.role = 'administrator' and r.user_id <> is_last_active_administrator.user_id
      and (u.banned_until is null or u.banned_until <= now())
  )
$$;
revoke all on function public.is_last_active_administrator(uuid) from public, anon, authenticated;

revoke all on table public.staff_roles from anon, authenticated;
grant select on table public.staff_roles to authenticated, supabase_auth_admin;

create policy "Administrators read staff roles" on public.staff_roles for select to authenticated
  using ((select private.is_admin()));

create policy "Auth reads staff roles for the token hook" on public.staff_roles for select to supabase_auth_admin
  using (true);

create trigger staff_roles_keep_an_administrator_delete after delete on public.staff_roles referencing old table as old_rows for each statement execute function private.keep_an_administrator();
create trigger staff_roles_keep_an_administrator_update after update on public.staff_roles referencing old table as old_rows for each statement execute function private.keep_an_administrator();
create trigger staff_roles_set_updated_at before update on public.staff_roles for each row execute function private.set_updated_at();
