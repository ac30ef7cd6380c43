-- Staff accounts managed in the admin (issue 26, point 1): the `staff` Edge Function invites a
-- colleague, changes a role, disables and re-enables an account and sends a password link, with
-- Auth's admin API and the service role. What it needs of the database:
--   1. the last administrator can never be demoted or removed, whoever writes;
--   2. an account found by its e-mail address, for an invitation to someone who already has one;
--   3. the invitation and password e-mails, queued in the outbox like every other e-mail, with
--      the school's fixed text and Auth's link.

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
      message = 'The school must keep at least one administrator: make someone else an administrator first.';
  end if;
  return null;
end;
$$;
revoke all on function private.keep_an_administrator() from public;

-- Checked at the end of the statement, so a change that swaps two roles in one statement passes.
create trigger staff_roles_keep_an_administrator_update
  after update on public.staff_roles
  referencing old table as old_rows
  for each statement execute function private.keep_an_administrator();
create trigger staff_roles_keep_an_administrator_delete
  after delete on public.staff_roles
  referencing old table as old_rows
  for each statement execute function private.keep_an_administrator();

-- 2. Accounts by e-mail ------------------------------------------------------------------------------

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
grant execute on function public.staff_user_id(text) to service_role;

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
grant execute on function public.staff_members(integer, integer) to service_role;

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
grant execute on function public.is_last_active_administrator(uuid) to service_role;

-- 3. The e-mails -------------------------------------------------------------------------------------

alter table public.mail_outbox
  drop constraint mail_outbox_kind_check,
  add constraint mail_outbox_kind_check check (
    kind in (
      'application_office', 'application_applicant', 'status_applicant', 'enquiry_office', 'retention_notice',
      'data_request_confirm', 'data_request_office', 'data_request_answer', 'staff_invite', 'staff_password'
    )
  );

-- The invitation or password e-mail to a member of staff: the school's fixed text, her role and
-- Auth's one-time link to the admin's set-password page. The address is the one an administrator
-- typed, and the text holds nothing anybody else wrote.
create or replace function public.queue_staff_mail(kind text, email text, role text, action_link text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  role_words text := case queue_staff_mail.role
    when 'administrator' then 'an administrator (everything, including staff and settings)'
    when 'editor' then 'an editor (the website''s content and publishing)'
    when 'admissions' then 'a member of the admissions office (enquiries, applications and their e-mails)'
  end;
  queued bigint;
begin
  if queue_staff_mail.kind not in ('staff_invite', 'staff_password') or role_words is null
    or queue_staff_mail.action_link !~ '^https?://[^[:space:][:cntrl:]]+$'
    or not private.is_single_line(queue_staff_mail.email) then
    raise exception using errcode = '22023', message = 'A staff e-mail needs its kind, a role, an address and a link.';
  end if;
  select * into settings from public.mail_settings where id = 1;
  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text)
  values (
    queue_staff_mail.kind,
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    array[btrim(queue_staff_mail.email)],
    case when queue_staff_mail.kind = 'staff_invite'
      then format('You are invited to the admin of %s', settings.school_name)
      else format('Set your password for the admin of %s', settings.school_name)
    end,
    case when queue_staff_mail.kind = 'staff_invite' then
      format(
        E'Hello,\n\nAn administrator of %s has given you an account on the website''s admin, as %s.\n\n'
        'Choose your password with this link (it works once, within an hour):\n%s\n\n'
        'Then sign in at %s/admin/ with this e-mail address.\n\n'
        'If you did not expect this, you can ignore this e-mail.\n\n%s\n',
        settings.school_name, role_words, queue_staff_mail.action_link,
        rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/'), settings.school_name
      )
    else
      format(
        E'Hello,\n\nAn administrator of %s asked for a new password for your admin account (%s).\n\n'
        'Choose it with this link (it works once, within an hour):\n%s\n\n'
        'If you did not expect this, tell an administrator; your present password stays until the link is used.\n\n%s\n',
        settings.school_name, role_words, queue_staff_mail.action_link, settings.school_name
      )
    end
  )
  returning id into queued;
  return queued;
end;
$$;
revoke all on function public.queue_staff_mail(text, text, text, text) from public, anon, authenticated;
grant execute on function public.queue_staff_mail(text, text, text, text) to service_role;
