-- The audit trail (issue 26, point 3), also the school's processing log under the DPDP Rules:
-- every write to content, applications, settings and staff (who, when, which record, before and
-- after), every status change, every CSV export of personal data and every signed link to a
-- payment screenshot, and every sign-in. Append-only: no role, the service role included, can
-- change or delete an entry through the API; only the retention of its own (two years, beyond the
-- year the Rules ask) removes old entries, and an erasure removes the person's record ids from it.
--
-- Personal data and the log: a row of an application, an enquiry, an alumni profile or a data
-- request is logged by its id and the names of the columns that changed, never their values, so
-- the log does not become a second copy of what an erasure must remove; once such a record is
-- erased, its entries lose the id too (who did what, and when, stays).

-- 1. The log -------------------------------------------------------------------------------------------

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- Who: the account (null for the service role and the database's own jobs), her address and
  -- her role as her token said, kept so the entry reads right after the account is gone.
  actor_id uuid,
  actor_email text,
  actor_role text,
  action text not null check (
    action in ('insert', 'update', 'delete', 'export', 'signed_link', 'sign_in')
  ),
  table_name text,
  record_id text,
  before jsonb,
  after jsonb,
  -- For personal rows, the columns that changed; for exports and links, what was given out.
  details jsonb
);
create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_actor_email_idx on public.audit_log (lower(actor_email), at desc);
create index audit_log_table_name_idx on public.audit_log (table_name, at desc);
create index audit_log_record_idx on public.audit_log (table_name, record_id) where record_id is not null;

revoke all on table public.audit_log from anon, authenticated, service_role;
revoke all on sequence public.audit_log_id_seq from anon, authenticated, service_role;
alter table public.audit_log enable row level security;
-- Administrators read it; everyone's writes reach it only through the functions below.
grant select on table public.audit_log to authenticated, service_role;
create policy "Administrators read the audit trail" on public.audit_log for select to authenticated
  using ((select private.is_admin()));

-- Entries never change, whoever asks; the log's own maintenance (retention, erasure) says so for
-- its transaction, which only the private functions below can.
create or replace function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('seminary.audit_maintenance', true), '') <> 'on' then
    raise exception using errcode = '42501', message = 'The audit trail cannot be changed.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function private.refuse_audit_change() from public;
create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_change();
create or replace function private.refuse_audit_truncate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'The audit trail cannot be changed.';
end;
$$;
revoke all on function private.refuse_audit_truncate() from public;
create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.refuse_audit_truncate();

-- One entry, with the request's actor.
create or replace function private.audit(
  action text, table_name text, record_id text, before jsonb, after jsonb, details jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, before, after, details)
  values (
    auth.uid(),
    auth.jwt() ->> 'email',
    coalesce((select private.staff_role()), auth.role(), current_user),
    audit.action, audit.table_name, audit.record_id, audit.before, audit.after, audit.details
  )
$$;
revoke all on function private.audit(text, text, text, jsonb, jsonb, jsonb) from public;

-- 2. Writes ---------------------------------------------------------------------------------------------

-- The personal tables: logged by id and changed columns only.
create or replace function private.is_personal_table(table_name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select is_personal_table.table_name in ('registrations', 'student_registrations', 'alumni_profiles', 'data_requests')
$$;
revoke all on function private.is_personal_table(text) from public;

create or replace function private.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changed jsonb;
begin
  -- An erasure is recorded in public.erasure_log, without saying whose.
  if coalesce(current_setting('seminary.erasing_person', true), '') = 'on' then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_agg(k.key order by k.key), '[]'::jsonb) into changed
    from jsonb_each(after_row) k
    where k.key <> 'updated_at' and k.value is distinct from before_row -> k.key;
    -- A save that changed nothing is no event.
    if changed = '[]'::jsonb then
      return null;
    end if;
  end if;
  if private.is_personal_table(tg_table_name) then
    perform private.audit(
      lower(tg_op), tg_table_name, coalesce(after_row, before_row) ->> 'id', null, null,
      case when changed is null then null else jsonb_build_object('changed', changed) end
    );
  else
    perform private.audit(
      lower(tg_op), tg_table_name,
      coalesce(coalesce(after_row, before_row) ->> 'id', coalesce(after_row, before_row) ->> 'user_id'),
      before_row, after_row, null
    );
  end if;
  return null;
end;
$$;
revoke all on function private.audit_row_change() from public;

do $$
declare
  t text;
begin
  foreach t in array array[
    'site_logo', 'banners', 'statistics', 'teachers', 'videos', 'gallery', 'about_sections', 'about_gallery',
    'courses', 'campus_life', 'campus_life_gallery', 'alumni_profiles', 'downloads', 'donation_info', 'posts',
    'events', 'registrations', 'student_registrations', 'mail_settings', 'application_limits', 'privacy_notice',
    'retention_settings', 'staff_roles', 'data_requests'
  ] loop
    execute format(
      'create trigger %1$s_audit after insert or update or delete on public.%1$I '
      'for each row execute function private.audit_row_change()', t
    );
  end loop;
end
$$;

-- 3. What staff read and give out ------------------------------------------------------------------

-- The admin reports what the database cannot see: a CSV export of personal data and a signed link
-- to a payment screenshot, both made in the staff member's browser. Any staff role may report;
-- the entry names her, the list or file, and how many rows.
create or replace function public.log_staff_access(action text, table_name text, record_id text default null, rows integer default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only staff report what they export or open.';
  end if;
  if log_staff_access.action not in ('export', 'signed_link')
    or log_staff_access.table_name not in ('registrations', 'student_registrations')
    or length(log_staff_access.record_id) > 200 or log_staff_access.rows < 0 then
    raise exception using errcode = '22023', message = 'Report an export or a signed link of an application or enquiry.';
  end if;
  perform private.audit(
    log_staff_access.action, log_staff_access.table_name, log_staff_access.record_id, null, null,
    case when log_staff_access.rows is null then null else jsonb_build_object('rows', log_staff_access.rows) end
  );
end;
$$;
revoke all on function public.log_staff_access(text, text, text, integer) from public, anon, authenticated;
grant execute on function public.log_staff_access(text, text, text, integer) to authenticated, service_role;

-- 4. Sign-ins --------------------------------------------------------------------------------------------

-- As in 20250601002300, and each password sign-in (and sign-in by a recovery link) is logged. The
-- hook runs in Auth's transaction as supabase_auth_admin, so the entry is written when the token
-- is issued; refreshes are not sign-ins and are not logged.
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
grant insert on table public.audit_log to supabase_auth_admin;
grant usage on sequence public.audit_log_id_seq to supabase_auth_admin;
create policy "Auth logs sign-ins" on public.audit_log for insert to supabase_auth_admin
  with check (action = 'sign_in');

-- 5. Keeping it --------------------------------------------------------------------------------------

-- An erasure (on request or by the schedule) leaves the log without the erased records' ids:
-- after each erasure is logged, entries of personal rows that exist nowhere any more (neither
-- live nor in the school's trash) lose their id. Only entries that still name a record are looked at.
create or replace function private.forget_erased_in_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('seminary.audit_maintenance', 'on', true);
  update public.audit_log a set record_id = null
  where a.record_id is not null and private.is_personal_table(a.table_name)
    and not exists (select 1 from public.registrations r where a.table_name = 'registrations' and r.id::text = a.record_id)
    and not exists (
      select 1 from public.student_registrations r where a.table_name = 'student_registrations' and r.id::text = a.record_id
    )
    and not exists (select 1 from public.alumni_profiles p where a.table_name = 'alumni_profiles' and p.id::text = a.record_id)
    and not exists (select 1 from public.data_requests d where a.table_name = 'data_requests' and d.id::text = a.record_id)
    and not exists (select 1 from public.deleted_registrations d where d.row_data ->> 'id' = a.record_id);
  perform set_config('seminary.audit_maintenance', '', true);
  return null;
end;
$$;
revoke all on function private.forget_erased_in_audit() from public;
create trigger erasure_log_forget_in_audit
  after insert on public.erasure_log
  for each statement execute function private.forget_erased_in_audit();

-- Two years, then the entries go: a year more than the Rules ask, for the school to look back a
-- whole academic cycle. Called by the daily job (pg_cron on hosted, the local timer).
create or replace function private.purge_audit_log()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  perform set_config('seminary.audit_maintenance', 'on', true);
  delete from public.audit_log a where a.at < now() - interval '2 years';
  get diagnostics purged = row_count;
  perform set_config('seminary.audit_maintenance', '', true);
  return purged;
end;
$$;
revoke all on function private.purge_audit_log() from public;
grant execute on function private.purge_audit_log() to service_role;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('purge-audit-log', '45 21 * * *', 'select private.purge_audit_log()');
  end if;
end
$$;
