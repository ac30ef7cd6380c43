-- Application e-mail (issue 14, point 4): triggers write each message into an outbox in the
-- same transaction as the application, so none is lost; a sender (the send-mail Edge Function
-- on hosted, scripts/lib/mail-worker.ts locally, both supabase/functions/send-mail/drain.ts)
-- claims due rows with a lease, sends them and completes them, retrying failures with backoff.

-- 1. Settings ---------------------------------------------------------------------------------------

-- One row admins read and change: who in the office is told, and what the e-mails say the school
-- is called, where it sends from and where the status page is.
create table public.mail_settings (
  id smallint primary key default 1 check (id = 1),
  office_addresses text[] not null default '{admissions@example.com}' check (
    cardinality(office_addresses) between 1 and 20
    and array_to_string(office_addresses, ',')
      ~ '^[^@[:space:],]+@[^@[:space:],]+\.[^@[:space:],]+(,[^@[:space:],]+@[^@[:space:],]+\.[^@[:space:],]+)*$'
  ),
  from_address text not null default 'Admissions <admissions@example.com>'
    check (btrim(from_address) <> '' and length(from_address) <= 320),
  school_name text not null default 'Vijayawada Women''s Bible Seminary'
    check (btrim(school_name) <> '' and length(school_name) <= 200),
  -- The public site's address, for the status page link: the local start command's by default.
  site_url text not null default 'http://localhost:4321' check (site_url ~ '^https?://[^[:space:]/]+(/[^[:space:]]*)?$'),
  updated_at timestamptz not null default now()
);
insert into public.mail_settings (id) values (1);
create trigger mail_settings_set_updated_at
  before update on public.mail_settings
  for each row execute function private.set_updated_at();

-- 2. The outbox ---------------------------------------------------------------------------------------

create table public.mail_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('application_office', 'application_applicant', 'status_applicant', 'enquiry_office')),
  from_address text not null,
  to_addresses text[] not null check (cardinality(to_addresses) >= 1),
  subject text not null,
  body_text text not null,
  application_id uuid references public.student_registrations (id) on delete set null,
  registration_id uuid references public.registrations (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  -- When a pending row is due; for a row being sent, when its sender's lease runs out.
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where status in ('pending', 'sending');
create index mail_outbox_created_at_idx on public.mail_outbox (created_at desc);
create index mail_outbox_status_idx on public.mail_outbox (status, created_at desc);
create index mail_outbox_application_id_idx on public.mail_outbox (application_id);
create index mail_outbox_registration_id_idx on public.mail_outbox (registration_id);
create trigger mail_outbox_set_updated_at
  before update on public.mail_outbox
  for each row execute function private.set_updated_at();

-- A sender listening (the local mail worker) sends at once instead of at its next poll.
create or replace function private.notify_mail_outbox()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('mail_outbox', '');
  return null;
end;
$$;
revoke all on function private.notify_mail_outbox() from public;

create trigger mail_outbox_notify
  after insert on public.mail_outbox
  for each statement execute function private.notify_mail_outbox();

-- 3. What the e-mails say ---------------------------------------------------------------------------

-- Applications, enquiries and status changes written through the API (visitors, admins, the
-- service role) are news; the seed, migrations and a restore from the trash are not.
create or replace function private.write_sends_mail()
returns boolean
language sql
stable
set search_path = ''
as $$
  select auth.role() is not null and not (select private.restoring_registration())
$$;
revoke all on function private.write_sends_mail() from public;

create or replace function private.application_status_words(status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'received' then 'Received'
    when 'under_review' then 'Under review'
    when 'accepted' then 'Accepted'
    when 'not_accepted' then 'Not accepted'
    when 'withdrawn' then 'Withdrawn'
  end
$$;
revoke all on function private.application_status_words(text) from public;

create or replace function private.program_words(program text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case program
    when 'residential' then 'Residential'
    when 'hybrid' then 'Hybrid'
    when 'online' then 'Online'
    else coalesce(program, '-')
  end
$$;
revoke all on function private.program_words(text) from public;

create or replace function private.mail_new_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  course_title text;
  status_page text;
begin
  if not (select private.write_sends_mail()) then
    return null;
  end if;
  select * into settings from public.mail_settings where id = 1;
  select c.title into course_title from public.courses c where c.id = new.course_id;
  status_page := rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/') || '/apply/status/';

  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text, application_id)
  values
    (
      'application_office',
      coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
      coalesce(settings.office_addresses, '{admissions@example.com}'),
      format('New application %s from %s', new.reference, new.name),
      format(
        E'A new application has arrived.\n\n'
        'Reference: %s\nName: %s\nEmail: %s\nPhone: %s\nCity: %s\nState: %s\n'
        'Program: %s\nCourse: %s\nStart date: %s\n\n'
        'Comments:\n%s\n\n'
        'Open it in the admin: %s/admin/student-registrations\n',
        new.reference, new.name, new.email, coalesce(new.phone, '-'), coalesce(new.city, '-'),
        coalesce(new.state, '-'), private.program_words(new.program_interest), coalesce(course_title, '-'),
        coalesce(new.start_date, '-'), coalesce(nullif(btrim(new.comments), ''), '-'),
        rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/')
      ),
      new.id
    ),
    (
      'application_applicant',
      coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
      array[new.email],
      format('Your application to %s: %s', settings.school_name, new.reference),
      format(
        E'Dear %s,\n\n'
        'Thank you for applying to %s. We have received your application.\n\n'
        'Your reference number: %s\n\n'
        'What happens next: the admissions office will review your application and contact you. '
        'You can check its status at any time on %s with your reference number and the phone number '
        'or e-mail address you gave.\n\n'
        'With best wishes,\nThe Admissions Office\n%s\n',
        new.name, settings.school_name, new.reference, status_page, settings.school_name
      ),
      new.id
    );
  return null;
end;
$$;
revoke all on function private.mail_new_application() from public;

create trigger student_registrations_mail_new
  after insert on public.student_registrations
  for each row execute function private.mail_new_application();

create or replace function private.mail_application_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  status_page text;
  news text;
begin
  if new.status is not distinct from old.status
    or new.status not in ('accepted', 'not_accepted', 'withdrawn')
    or not (select private.write_sends_mail()) then
    return null;
  end if;
  select * into settings from public.mail_settings where id = 1;
  status_page := rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/') || '/apply/status/';
  news := case new.status
    when 'accepted' then
      'We are glad to tell you that your application has been accepted. '
      'The admissions office will contact you soon about the next steps.'
    when 'not_accepted' then
      'After careful review, we are sorry that we cannot offer you a place this time. '
      'Thank you for your interest in ' || settings.school_name || '.'
    else
      'Your application has been withdrawn. If you did not expect this, please reply to this e-mail.'
  end;

  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text, application_id)
  values (
    'status_applicant',
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    array[new.email],
    format('Your application %s: %s', new.reference, private.application_status_words(new.status)),
    format(
      E'Dear %s,\n\n%s\n\nReference: %s\nStatus: %s\n\nYou can check the status at any time on %s.\n\n'
      'With best wishes,\nThe Admissions Office\n%s\n',
      new.name, news, new.reference, private.application_status_words(new.status), status_page,
      settings.school_name
    ),
    new.id
  );
  return null;
end;
$$;
revoke all on function private.mail_application_status() from public;

create trigger student_registrations_mail_status
  after update of status on public.student_registrations
  for each row execute function private.mail_application_status();

create or replace function private.mail_new_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  course_title text;
begin
  if not (select private.write_sends_mail()) then
    return null;
  end if;
  select * into settings from public.mail_settings where id = 1;
  select c.title into course_title from public.courses c where c.id = new.course_id;

  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text, registration_id)
  values (
    'enquiry_office',
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    coalesce(settings.office_addresses, '{admissions@example.com}'),
    format('New enquiry from %s', new.name),
    format(
      E'A new enquiry has arrived.\n\n'
      'Name: %s\nEmail: %s\nPhone: %s\nCity: %s\nState: %s\nAddress: %s\n'
      'Program: %s\nCourse: %s\n\n'
      'Comments:\n%s\n\n'
      'Open it in the admin: %s/admin/registrations\n',
      new.name, new.email, coalesce(new.phone, '-'), coalesce(new.city, '-'), coalesce(new.state, '-'),
      coalesce(new.address, '-'), private.program_words(new.program_interest), coalesce(course_title, '-'),
      coalesce(nullif(btrim(new.comments), ''), '-'),
      rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/')
    ),
    new.id
  );
  return null;
end;
$$;
revoke all on function private.mail_new_enquiry() from public;

create trigger registrations_mail_new
  after insert on public.registrations
  for each row execute function private.mail_new_enquiry();

-- 4. Sending -----------------------------------------------------------------------------------------

-- The sender's side (service role only). Due pending rows, and rows whose sender's lease ran out
-- (it stopped between claim and complete), become 'sending' for `lease_seconds`; two senders
-- never claim one row. A row that used its last attempt on a lost lease fails instead.
create or replace function public.claim_mail(batch integer default 10, lease_seconds integer default 120)
returns setof public.mail_outbox
language plpgsql
set search_path = ''
as $$
begin
  update public.mail_outbox
  set status = 'failed', last_error = coalesce(last_error, 'The sender stopped before it finished.')
  where status = 'sending' and next_attempt_at <= now() and attempts >= 5;

  return query
    update public.mail_outbox o
    set status = 'sending', attempts = o.attempts + 1,
        next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 10))
    where o.id in (
      select d.id from public.mail_outbox d
      where d.status in ('pending', 'sending') and d.next_attempt_at <= now()
      order by d.next_attempt_at, d.id
      limit greatest(least(batch, 100), 1)
      for update skip locked
    )
    returning o.*;
end;
$$;
revoke all on function public.claim_mail(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_mail(integer, integer) to service_role;

-- A claimed row sent (error null) or not: retried after 1 min, 5 min, 30 min, 2 h, or failed
-- after the fifth attempt, its last error kept for the admin to read.
create or replace function public.complete_mail(id bigint, error text default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if error is null then
    update public.mail_outbox o
    set status = 'sent', sent_at = now(), last_error = null
    where o.id = complete_mail.id and o.status = 'sending';
  else
    update public.mail_outbox o
    set status = case when o.attempts >= 5 then 'failed' else 'pending' end,
        last_error = left(complete_mail.error, 2000),
        next_attempt_at = now() + case o.attempts
          when 1 then interval '1 minute'
          when 2 then interval '5 minutes'
          when 3 then interval '30 minutes'
          else interval '2 hours'
        end
    where o.id = complete_mail.id and o.status = 'sending';
  end if;
end;
$$;
revoke all on function public.complete_mail(bigint, text) from public, anon, authenticated;
grant execute on function public.complete_mail(bigint, text) to service_role;

-- The admin's retry of a failed e-mail: due now, with five attempts again.
create or replace function public.retry_mail(id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators can retry an e-mail.';
  end if;
  update public.mail_outbox o
  set status = 'pending', attempts = 0, next_attempt_at = now()
  where o.id = retry_mail.id and o.status = 'failed';
  if not found then
    if not exists (select 1 from public.mail_outbox o where o.id = retry_mail.id) then
      raise sqlstate 'PT404' using message = 'This e-mail no longer exists.';
    end if;
    return;
  end if;
  perform pg_notify('mail_outbox', '');
end;
$$;
revoke all on function public.retry_mail(bigint) from public, anon, authenticated;
grant execute on function public.retry_mail(bigint) to authenticated, service_role;

-- 5. Who may read what --------------------------------------------------------------------------

revoke all on table public.mail_settings from anon, authenticated;
revoke all on table public.mail_outbox from anon, authenticated;
revoke all on sequence public.mail_outbox_id_seq from anon, authenticated;
grant all on table public.mail_settings to service_role;
grant all on table public.mail_outbox to service_role;
alter table public.mail_settings enable row level security;
alter table public.mail_outbox enable row level security;

grant select, update on table public.mail_settings to authenticated;
create policy "Admins read mail settings" on public.mail_settings for select to authenticated
  using ((select private.is_admin()));
create policy "Admins update mail settings" on public.mail_settings for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

grant select on table public.mail_outbox to authenticated;
create policy "Admins read the mail outbox" on public.mail_outbox for select to authenticated
  using ((select private.is_admin()));
