-- Applications from the public site, the limits that keep anonymous submissions from being
-- abused, and the 30-day trash admins can restore deleted applications from.

create table public.registrations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  email text not null check (length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text check (length(phone) <= 40),
  state text check (length(state) <= 100),
  city text check (length(city) <= 100),
  address text check (length(address) <= 1000),
  comments text check (length(comments) <= 5000),
  program_interest text not null check (program_interest in ('residential', 'hybrid', 'online')),
  course_id uuid constraint registrations_course_id_fkey references public.courses (id),
  contacted boolean not null default false,
  -- A form field people never see; only bots fill it. A filled one is refused, so it is always null.
  honeypot text,
  created_at timestamptz not null default now()
);
create index registrations_created_at_idx on public.registrations (created_at desc);
create index registrations_course_id_idx on public.registrations (course_id);

create table public.student_registrations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  email text not null check (length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text check (length(phone) <= 40),
  address text check (length(address) <= 1000),
  city text check (length(city) <= 100),
  state text check (length(state) <= 100),
  date_of_birth date,
  gender text check (gender in ('Male', 'Female', 'Other')),
  education_level text check (
    education_level in ('High School', 'Bachelor''s Degree', 'Master''s Degree', 'Doctorate', 'Other')
  ),
  previous_institution text check (length(previous_institution) <= 200),
  program_interest text not null check (program_interest in ('residential', 'hybrid', 'online')),
  -- Its own name, so core can tell a course delete blocked by student registrations apart (spec 8).
  course_id uuid constraint student_registrations_course_id_fkey references public.courses (id),
  start_date text check (start_date in ('Fall 2024', 'Spring 2025', 'Fall 2025')),
  comments text check (length(comments) <= 5000),
  -- The object name inside the private payment-screenshots bucket (e.g. 1732312345678.png), not a
  -- URL: the bucket is private, so admins open it through a signed URL made from this name.
  payment_screenshot_url text not null check (payment_screenshot_url ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'),
  contacted boolean not null default false,
  honeypot text,
  created_at timestamptz not null default now()
);
create index student_registrations_created_at_idx on public.student_registrations (created_at desc);
create index student_registrations_course_id_idx on public.student_registrations (course_id);

-- Abuse limits -------------------------------------------------------------------------------

-- One row, readable and changeable by admins, so a school can tune the limits (and tests can
-- raise them) without a migration.
create table public.application_limits (
  id smallint primary key default 1 check (id = 1),
  max_per_email_per_hour integer not null default 5 check (max_per_email_per_hour >= 0),
  max_per_client_address_per_hour integer not null default 30 check (max_per_client_address_per_hour >= 0),
  updated_at timestamptz not null default now()
);
insert into public.application_limits (id) values (1);
create trigger application_limits_set_updated_at
  before update on public.application_limits
  for each row execute function private.set_updated_at();

-- Accepted anonymous applications of the last hour, across both tables. Kept apart from the
-- applications so deleting one does not reset a sender's count, and so no address is shown.
create table private.application_submissions (
  id bigint generated always as identity primary key,
  email text not null,
  client_address text,
  submitted_at timestamptz not null default now()
);
create index application_submissions_email_idx on private.application_submissions (email, submitted_at);
create index application_submissions_client_address_idx
  on private.application_submissions (client_address, submitted_at);
create index application_submissions_submitted_at_idx on private.application_submissions (submitted_at);

create or replace function private.enforce_application_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.application_limits;
  sender_email text := lower(btrim(new.email));
  sender_address text := private.request_client_address();
begin
  if coalesce(new.honeypot, '') <> '' then
    raise exception using errcode = 'P0001', message = 'An error occurred while submitting your registration';
  end if;
  new.honeypot := null;

  -- Limits apply to the Data API's public roles; admins restoring from the trash, the service
  -- role and the seed are not visitors.
  if (select private.is_admin()) or coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  -- Concurrent submissions must not both slip under the limit.
  perform pg_advisory_xact_lock(hashtext('private.application_submissions'));
  delete from private.application_submissions where submitted_at < now() - interval '1 hour';
  select * into limits from public.application_limits where id = 1;

  -- Without the settings row (deleted by the service role) the defaults still apply.
  if (select count(*) from private.application_submissions s where s.email = sender_email)
      >= coalesce(limits.max_per_email_per_hour, 5)
    or (
      sender_address is not null
      and (select count(*) from private.application_submissions s where s.client_address = sender_address)
        >= coalesce(limits.max_per_client_address_per_hour, 30)
    ) then
    raise exception using errcode = 'P0001', message = 'Too many applications. Please try again later.';
  end if;

  insert into private.application_submissions (email, client_address) values (sender_email, sender_address);
  return new;
end;
$$;
revoke all on function private.enforce_application_limits() from public;

create trigger registrations_enforce_application_limits
  before insert on public.registrations
  for each row execute function private.enforce_application_limits();
create trigger student_registrations_enforce_application_limits
  before insert on public.student_registrations
  for each row execute function private.enforce_application_limits();

-- Trash --------------------------------------------------------------------------------------

create table public.deleted_registrations (
  id uuid primary key default gen_random_uuid(),
  table_name text not null check (table_name in ('registrations', 'student_registrations')),
  row_data jsonb not null,
  deleted_at timestamptz not null default now()
);
create index deleted_registrations_deleted_at_idx on public.deleted_registrations (deleted_at desc);

create or replace function private.keep_deleted_registration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.deleted_registrations where deleted_at < now() - interval '30 days';
  insert into public.deleted_registrations (table_name, row_data)
  values (tg_table_name, to_jsonb(old) - 'honeypot');
  return old;
end;
$$;
revoke all on function private.keep_deleted_registration() from public;

create trigger registrations_keep_deleted
  after delete on public.registrations
  for each row execute function private.keep_deleted_registration();
create trigger student_registrations_keep_deleted
  after delete on public.student_registrations
  for each row execute function private.keep_deleted_registration();

-- Puts a trashed application back with its original id, date and contacted flag, and returns
-- the id. A course deleted in the meantime leaves the restored application without a course.
create or replace function public.restore_deleted_registration(trash_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  trashed public.deleted_registrations;
  restored_id uuid;
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators can restore registrations.';
  end if;

  delete from public.deleted_registrations where id = trash_id returning * into trashed;
  if trashed.id is null then
    raise exception using errcode = 'P0002', message = 'This deleted registration no longer exists.';
  end if;

  if trashed.row_data ->> 'course_id' is not null
    and not exists (select 1 from public.courses c where c.id = (trashed.row_data ->> 'course_id')::uuid) then
    trashed.row_data := jsonb_set(trashed.row_data, '{course_id}', 'null'::jsonb);
  end if;

  if trashed.table_name = 'registrations' then
    insert into public.registrations
    select * from jsonb_populate_record(null::public.registrations, trashed.row_data)
    returning id into restored_id;
  else
    insert into public.student_registrations
    select * from jsonb_populate_record(null::public.student_registrations, trashed.row_data)
    returning id into restored_id;
  end if;
  return restored_id;
end;
$$;
revoke all on function public.restore_deleted_registration(uuid) from public, anon, authenticated;
grant execute on function public.restore_deleted_registration(uuid) to authenticated, service_role;
