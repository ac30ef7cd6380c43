-- The audit trail: one append-only table written by triggers and by the functions that hand out
-- personal data, who did what and when, before and after. No role may change it through the API;
-- it is kept a year and doubles as the DPDP processing log.

-- 1. The log -------------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint primary key generated always as identity,
  at timestamp with time zone not null default now(),
  actor_id uuid,
  actor_email text,
  actor_role text,
  action text not null,
  table_name text,
  record_id text,
  before jsonb,
  after jsonb,
  details jsonb,
  constraint audit_log_action_check check (action = any (array['insert', 'update', 'delete', 'export', 'signed_link', 'read', 'sign_in', 'sign_in_failed']))
);
create index audit_log_actor_email_idx on public.audit_log (lower(actor_email), at desc);
create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_record_idx on public.audit_log (table_name, record_id) where (record_id is not null);
create index audit_log_table_name_idx on public.audit_log (table_name, at desc);
alter table public.audit_log enable row level security;

-- Entries never change, whoever asks, and the log is never emptied at once; the log's own
-- maintenance (retention, erasure) updates or deletes entries after saying so for its
-- transaction, which only the private functions below can.
create or replace function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' or coalesce(current_setting('seminary.audit_maintenance', true), '') <> 'on' then
    raise exception using errcode = '42501', message = 'The audit trail cannot be changed.', hint = 'audit_trail_unchangeable';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function private.refuse_audit_change() from public;

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

-- The tables whose row changes the trail records, for the administrators' filter: read from the
-- triggers the loop at the end of this file attaches, so the admin offers exactly those.
create or replace function public.audited_tables()
returns setof text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators read the audit trail.', hint = 'administrators_only_audit_trail';
  end if;
  return query
    select c.relname::text
    from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid
    where t.tgfoid = 'private.audit_row_change'::regproc and c.relnamespace = 'public'::regnamespace
    order by 1;
end;
$$;
revoke all on function public.audited_tables() from public, anon;

-- What staff take out of the admin: an export, a signed link to a file, and a read of one
-- application or enquiry, which the admin reports when a staff member opens the record, before
-- showing it. A read names its record and counts no rows.
create or replace function public.log_staff_access(action text, table_name text, record_id text default null, rows integer default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only staff report what they export or open.', hint = 'staff_only_access_log';
  end if;
  if log_staff_access.action not in ('export', 'signed_link', 'read')
    or log_staff_access.table_name not in ('registrations', 'student_registrations')
    or length(log_staff_access.record_id) > 200 or log_staff_access.rows < 0
    or (log_staff_access.action = 'read' and (log_staff_access.record_id is null or log_staff_access.rows is not null)) then
    raise exception using errcode = '22023',
      message = 'Report an export, a signed link or a read of an application or enquiry.',
      hint = 'access_log_action_unknown';
  end if;
  perform private.audit(
    log_staff_access.action, log_staff_access.table_name, log_staff_access.record_id, null, null,
    case when log_staff_access.rows is null then null else jsonb_build_object('rows', log_staff_access.rows) end
  );
end;
$$;
revoke all on function public.log_staff_access(text, text, text, integer) from public, anon;

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

-- Not security definer, as Supabase advises for hooks: supabase_auth_admin owns auth.users, reads
-- the role table through its grant and policy (02_staff_roles.sql) and inserts into the log through its
-- grant (above) and the policy below, and nobody else may call it. Runs in a transaction of its own before
-- Auth answers, so the entry stays although the sign-in then fails. An entry that cannot be written
-- fails the attempt with Auth's 500 rather than letting a failed sign-in go unrecorded; the attempt
-- failed either way.
create or replace function public.password_verification_attempt_hook(event jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  account_id uuid := (event ->> 'user_id')::uuid;
begin
  if event -> 'valid' = 'false'::jsonb then
    insert into public.audit_log (actor_id, actor_email, actor_role, action, details)
    values (
      account_id,
      (select u.email from auth.users u where u.id = account_id),
      (select r.role from public.staff_roles r where r.user_id = account_id),
      'sign_in_failed',
      jsonb_build_object('method', 'password')
    );
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;
revoke all on function public.password_verification_attempt_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.password_verification_attempt_hook(jsonb) to supabase_auth_admin;

revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;
grant insert on table public.audit_log to supabase_auth_admin;
revoke all on sequence public.audit_log_id_seq from anon, authenticated, service_role;
grant usage on sequence public.audit_log_id_seq to supabase_auth_admin;

create policy "Administrators read the audit trail" on public.audit_log for select to authenticated
  using ((select private.is_admin()));

create policy "Auth logs sign-ins and failed sign-ins" on public.audit_log for insert to supabase_auth_admin
  with check ((action = any (array['sign_in', 'sign_in_failed'])));

create trigger audit_log_append_only before delete or update on public.audit_log for each row execute function private.refuse_audit_change();
create trigger audit_log_no_truncate before truncate on public.audit_log for each statement execute function private.refuse_audit_change();
create trigger erasure_log_forget_in_audit after insert on public.erasure_log for each statement execute function private.forget_erased_in_audit();

do $$
declare
  t text;
begin
  -- Every content table (06_content.sql), and the tables of admissions, privacy, mail and staff.
  for t in
    select c.table_name from private.content_tables c
    union
    select unnest(array[
      'application_limits', 'data_requests', 'mail_settings', 'registrations', 'staff_roles', 'student_registrations'
    ])
    order by 1
  loop
    execute format('create trigger %I after insert or delete or update on public.%I for each row execute function private.audit_row_change()', t || '_audit', t);
  end loop;
end
$$;

select private.schedule_job('purge-audit-log', '45 21 * * *', 'select private.purge_audit_log()');
