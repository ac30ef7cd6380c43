-- Failed sign-ins and opened applications in the audit trail (issue 26, point 3: "every sign-in
-- and failed sign-in"; 20250601002320 logs the sign-ins).
--
-- A wrong password never reaches the database through the API: only Auth sees it. Supabase's
-- documented way to hear of it is the Password Verification Attempt hook, a Postgres function Auth
-- calls as supabase_auth_admin with `{user_id, valid}` for each password it checks of an existing
-- account, before it acts on the result. This one only records: on `valid: false` it appends a
-- 'sign_in_failed' entry naming the account tried, and it always answers `continue`, so Auth
-- refuses the wrong password as it would without it. An unknown address never reaches the hook and
-- is not logged. Hosted Supabase offers the hook on its Team and Enterprise plans (DEPLOY.md); on
-- Free and Pro the function is here but Auth never calls it, and failed sign-ins stay in Auth's
-- own logs. The local backend runs it from config.toml, as the CLI does.
--
-- And a staff member opening one application in the admin reports it, as exports and payment
-- screenshot links are reported ('read', through public.log_staff_access).

-- 1. The new actions ----------------------------------------------------------------------------------

alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (
  action in ('insert', 'update', 'delete', 'export', 'signed_link', 'read', 'sign_in', 'sign_in_failed')
);

-- 2. The hook -------------------------------------------------------------------------------------------

-- Not security definer, as Supabase advises for hooks: supabase_auth_admin owns auth.users, reads
-- the role table through its grant and policy (20250601002300) and inserts into the log through its
-- grant (20250601002320) and the policy below, and nobody else may call it. Runs in a transaction of its own before
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
grant execute on function public.password_verification_attempt_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.password_verification_attempt_hook(jsonb) from public, anon, authenticated, service_role;

-- Auth's insert policy admits its new action too, and still no other: one permissive policy per
-- role and action (Supabase's linter, splinter 0006), altered in place as the table's owner may.
alter policy "Auth logs sign-ins" on public.audit_log with check (action in ('sign_in', 'sign_in_failed'));
alter policy "Auth logs sign-ins" on public.audit_log rename to "Auth logs sign-ins and failed sign-ins";

-- 3. Reads ------------------------------------------------------------------------------------------------

-- As in 20250601002320, and a read of one application or enquiry: the admin reports it when a staff
-- member opens the record, before showing it. A read names its record and counts no rows.
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
  if log_staff_access.action not in ('export', 'signed_link', 'read')
    or log_staff_access.table_name not in ('registrations', 'student_registrations')
    or length(log_staff_access.record_id) > 200 or log_staff_access.rows < 0
    or (log_staff_access.action = 'read' and (log_staff_access.record_id is null or log_staff_access.rows is not null)) then
    raise exception using errcode = '22023',
      message = 'Report an export, a signed link or a read of an application or enquiry.';
  end if;
  perform private.audit(
    log_staff_access.action, log_staff_access.table_name, log_staff_access.record_id, null, null,
    case when log_staff_access.rows is null then null else jsonb_build_object('rows', log_staff_access.rows) end
  );
end;
$$;
