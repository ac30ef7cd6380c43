-- Staff roles (issue 26, point 2): a school has a principal, an admissions office and someone who
-- keeps the pages fresh, and each sees and changes only what is theirs.
--   administrator: everything, including staff, the mail settings and the privacy settings;
--   editor:        all site content, galleries, downloads, alumni profiles and publishing;
--   admissions:    enquiries, applications (their status, notes and trash) and the mail outbox.
-- Supabase's documented way: a role table read by a custom access token hook that puts the role
-- in every access token as the `staff_role` claim, and policies and functions that read the
-- claim (once per statement). Hosted Auth runs the hook once it is enabled in the dashboard or
-- by `config push` (DEPLOY.md); the local backend runs it from config.toml, as the CLI does.
-- Row-level security, storage policies and every function enforce the roles, so a role's token
-- gets the same refusals through the REST API as in the admin.

-- 1. Who has which role -------------------------------------------------------------------------

create table public.staff_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null check (role in ('administrator', 'editor', 'admissions')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index staff_roles_role_idx on public.staff_roles (role);
create trigger staff_roles_set_updated_at
  before update on public.staff_roles
  for each row execute function private.set_updated_at();

-- Administrators read the roles; they change them only through the staff Edge Function, which
-- holds the service role and checks the rules a role change must keep (the last administrator).
revoke all on table public.staff_roles from anon, authenticated;
grant all on table public.staff_roles to service_role;
alter table public.staff_roles enable row level security;
grant select on table public.staff_roles to authenticated;

-- The accounts that were admins before roles existed (app_metadata.role, set by
-- `npm run admin:create` or the service role) become administrators.
insert into public.staff_roles (user_id, role)
select u.id, 'administrator' from auth.users u where u.raw_app_meta_data ->> 'role' = 'admin'
on conflict (user_id) do nothing;

-- 2. The hook -----------------------------------------------------------------------------------

-- As Supabase documents it: Auth calls it as supabase_auth_admin with the claims it is about to
-- sign, before every access token (sign-in, refresh, recovery); it adds the role, or removes a
-- claim a client could not have set anyway. Not security definer: supabase_auth_admin reads the
-- role table through its own grant and policy, and nobody else may call it.
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
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
  return jsonb_set(event, '{claims}', claims);
end;
$$;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated, service_role;
grant select on table public.staff_roles to supabase_auth_admin;

-- 3. The checks policies and functions use ------------------------------------------------------

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

create policy "Administrators read staff roles" on public.staff_roles for select to authenticated
  using ((select private.is_admin()));
create policy "Auth reads staff roles for the token hook" on public.staff_roles for select to supabase_auth_admin
  using (true);

-- 4. Tables ---------------------------------------------------------------------------------------

-- Every policy of a content or admissions table that admitted admins now admits that table's
-- role instead; the administrator-only tables (settings, privacy notice, retention schedule,
-- erasure log, data requests, staff roles) keep is_admin(). The policies are altered in place
-- (ALTER POLICY, as the tables' owner may on hosted) and renamed for their role, so that the
-- dashboard reads true; their other conditions stay as they were.
do $$
declare
  policy record;
  check_name text;
begin
  for policy in
    select p.tablename, p.policyname, p.qual, p.with_check,
      case
        when p.tablename = any (array[
          'site_logo', 'banners', 'statistics', 'teachers', 'videos', 'gallery', 'about_sections', 'about_gallery',
          'courses', 'campus_life', 'campus_life_gallery', 'alumni_profiles', 'alumni_profile_revisions',
          'downloads', 'donation_info', 'posts', 'events'
        ]) then 'editor'
        when p.tablename = any (array[
          'registrations', 'student_registrations', 'deleted_registrations', 'application_status_history',
          'mail_outbox'
        ]) then 'admissions'
      end as role
    from pg_catalog.pg_policies p
    where p.schemaname = 'public'
      and (p.qual like '%private.is_admin()%' or p.with_check like '%private.is_admin()%')
  loop
    continue when policy.role is null;
    check_name := 'private.is_' || policy.role || '()';
    execute format('alter policy %I on public.%I', policy.policyname, policy.tablename)
      || case when policy.qual is null then ''
         else format(' using (%s)', replace(policy.qual, 'private.is_admin()', check_name)) end
      || case when policy.with_check is null then ''
         else format(' with check (%s)', replace(policy.with_check, 'private.is_admin()', check_name)) end;
    if policy.policyname ~ '[Aa]dmins' then
      execute format('alter policy %I on public.%I rename to %I', policy.policyname, policy.tablename,
        replace(replace(policy.policyname, 'Admins', case policy.role when 'editor' then 'Editors' else 'Admissions staff' end),
          'admins', case policy.role when 'editor' then 'editors' else 'admissions staff' end));
    end if;
  end loop;
end
$$;

-- 5. Stored files ---------------------------------------------------------------------------------

-- Editors manage the content buckets (alumni photos among them); admissions staff read and delete
-- payment screenshots (signed links to them need the read). Dropped and made again under new
-- names: hosted lets `postgres` create and drop policies on storage.objects, not alter or rename
-- them (supautils).
drop policy "Admins read school files" on storage.objects;
create policy "Staff read their school files" on storage.objects for select to authenticated
  using (
    (
      bucket_id in (
        'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
        'donation-images', 'about-images', 'logo-images'
      )
      and (select private.is_editor())
    )
    or (bucket_id = 'payment-screenshots' and (select private.is_admissions()))
  );

drop policy "Visitors upload screenshots and alumni photos, admins any file" on storage.objects;
create policy "Visitors upload screenshots and alumni photos, editors any file"
  on storage.objects for insert to anon, authenticated
  with check (
    (
      bucket_id = 'payment-screenshots'
      and position('/' in name) = 0
      and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp')
    )
    or (
      bucket_id = 'alumni-images'
      and array_length(storage.foldername(name), 1) = 1
      and (storage.foldername(name))[1] = 'alumni'
      and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif')
    )
    or (
      bucket_id in (
        'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
        'donation-images', 'about-images', 'logo-images'
      )
      and (select private.is_editor())
    )
  );

drop policy "Admins replace content files" on storage.objects;
create policy "Editors replace content files" on storage.objects for update to authenticated
  using (
    bucket_id in (
      'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
      'donation-images', 'about-images', 'logo-images'
    )
    and (select private.is_editor())
  )
  with check (
    bucket_id in (
      'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
      'donation-images', 'about-images', 'logo-images'
    )
    and (select private.is_editor())
  );

drop policy "Admins delete school files" on storage.objects;
create policy "Staff delete their school files" on storage.objects for delete to authenticated
  using (
    (
      bucket_id in (
        'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
        'donation-images', 'about-images', 'logo-images'
      )
      and (select private.is_editor())
    )
    or (bucket_id = 'payment-screenshots' and (select private.is_admissions()))
  );

-- 6. Functions --------------------------------------------------------------------------------------

-- The functions that admitted administrators and now admit another role, each made again from its
-- own current definition with only its check and refusal changed, so that no copy of a body can
-- drift from the one it replaces. A function whose text no longer holds the check stops the
-- migration instead of being skipped.
do $$
declare
  change record;
  definition text;
begin
  for change in
    select * from (values
      ('public.set_application_status(uuid, text, text)', 'admissions', 'Only administrators can', 'Only admissions staff can'),
      ('public.restore_deleted_registration(uuid)', 'admissions', 'Only administrators can', 'Only admissions staff can'),
      ('public.retry_mail(bigint)', 'admissions', 'Only administrators can', 'Only admissions staff can'),
      ('public.restore_alumni_revision(uuid)', 'editor', 'Only administrators can', 'Only editors can'),
      ('public.request_site_publish()', 'editor', 'Only admins may', 'Only editors may'),
      ('public.get_site_publish_state()', 'staff', 'Only admins may', 'Only staff may')
    ) as c(signature, role, refusal, new_refusal)
  loop
    definition := pg_catalog.pg_get_functiondef(change.signature::regprocedure);
    if position('private.is_admin_or_service_role()' in definition) = 0 or position(change.refusal in definition) = 0 then
      raise exception 'staff roles: % no longer checks private.is_admin_or_service_role() with "%"',
        change.signature, change.refusal;
    end if;
    execute replace(
      replace(definition, 'private.is_admin_or_service_role()', 'private.is_' || change.role || '_or_service_role()'),
      change.refusal, change.new_refusal
    );
  end loop;

  -- Visitors' limits spare staff (uploads) and admissions staff restoring from the trash.
  for change in
    select * from (values
      ('private.is_visitor_request()', 'not (select private.is_admin())', 'not (select private.is_staff())'),
      ('private.enforce_application_limits()', 'if (select private.is_admin()) or', 'if (select private.is_admissions()) or')
    ) as c(signature, check_text, new_check)
  loop
    definition := pg_catalog.pg_get_functiondef(change.signature::regprocedure);
    if position(change.check_text in definition) = 0 then
      raise exception 'staff roles: % no longer holds "%"', change.signature, change.check_text;
    end if;
    execute replace(definition, change.check_text, change.new_check);
  end loop;
end
$$;
