-- Admissions (issue 14; the contract is /work/notes/admissions-contract.txt, the vocabulary
-- packages/core/src/admissions.ts): every application gets a reference number and a status with
-- a history, a retried submit never makes a second application, and an applicant reads the
-- status through one narrow function. Enquiries (registrations) keep the limits they already
-- share with applications (20250601000200, 20250601001000).

-- 1. Reference numbers -------------------------------------------------------------------------

-- The last sequence number given out per year. The row is updated in the inserting transaction,
-- so concurrent inserts queue on it and a failed insert rolls its number back: no duplicates and
-- no gaps, which a sequence (never rolled back) would not give.
create table private.application_reference_counters (
  year integer primary key,
  last integer not null check (last >= 0)
);
revoke all on table private.application_reference_counters from public, anon, authenticated, service_role;
alter table private.application_reference_counters enable row level security;

-- The school's year: Vijayawada's calendar, not UTC's.
create or replace function private.application_year(at timestamptz)
returns integer
language sql
stable
set search_path = ''
as $$
  select extract(year from at at time zone 'Asia/Kolkata')::integer
$$;
revoke all on function private.application_year(timestamptz) from public;

create or replace function private.next_application_reference(at timestamptz)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  reference_year integer := private.application_year(at);
  sequence_number integer;
begin
  insert into private.application_reference_counters as c (year, last) values (reference_year, 1)
  on conflict (year) do update set last = c.last + 1
  returning c.last into sequence_number;
  return format('APP-%s-%s', reference_year, lpad(sequence_number::text, greatest(5, length(sequence_number::text)), '0'));
end;
$$;
revoke all on function private.next_application_reference(timestamptz) from public;

alter table public.student_registrations
  add column reference text,
  add column status text not null default 'received'
    check (status in ('received', 'under_review', 'accepted', 'not_accepted', 'withdrawn')),
  add column status_changed_at timestamptz not null default now(),
  -- One application per key: the site makes one per draft, so a retried submit finds its row.
  add column idempotency_key uuid constraint student_registrations_idempotency_key_key unique;

-- Rows already there get their numbers in the order they came in.
do $$
declare
  application record;
begin
  for application in select id, created_at from public.student_registrations order by created_at, id loop
    update public.student_registrations
    set reference = private.next_application_reference(application.created_at),
        status_changed_at = application.created_at
    where id = application.id;
  end loop;
end
$$;

-- The trigger below sets every reference; the empty default only says that an insert need not
-- name one (and so the generated types make it optional). The format check keeps it out of rows.
alter table public.student_registrations
  alter column reference set default '',
  alter column reference set not null,
  add constraint student_registrations_reference_key unique (reference),
  add constraint student_registrations_reference_format check (reference ~ '^APP-[0-9]{4}-[0-9]{5,}$');
create index student_registrations_status_idx on public.student_registrations (status, created_at desc);

-- A restore from the trash (below) puts a row back as it was, reference, status and dates
-- included, and is not a new application: no number, no history entry of its own, no e-mail.
create or replace function private.restoring_registration()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('seminary.restoring_registration', true), '') = 'on'
$$;
revoke all on function private.restoring_registration() from public;

-- The number is the database's: whatever a client sends is replaced. Runs after the limit and
-- screenshot checks (triggers fire in name order), so a refused application holds no lock on
-- the counter.
create or replace function private.set_application_reference()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select private.restoring_registration()) and new.reference is not null then
    return new;
  end if;
  new.reference := private.next_application_reference(now());
  new.status := 'received';
  new.status_changed_at := now();
  return new;
end;
$$;
revoke all on function private.set_application_reference() from public;

create trigger student_registrations_set_reference
  before insert on public.student_registrations
  for each row execute function private.set_application_reference();

-- 2. Status and its history ----------------------------------------------------------------------

create table public.application_status_history (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.student_registrations (id) on delete cascade,
  from_status text,
  to_status text not null,
  note text check (length(note) <= 2000),
  changed_by uuid,
  changed_by_email text,
  changed_at timestamptz not null default now()
);
create index application_status_history_application_id_idx
  on public.application_status_history (application_id, changed_at desc);

-- Applications already there were received when they came in.
insert into public.application_status_history (application_id, to_status, changed_at)
select id, status, created_at from public.student_registrations;

-- The reference and the idempotency key never change; a status change is dated.
create or replace function private.guard_application_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.reference := old.reference;
  new.idempotency_key := old.idempotency_key;
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  else
    new.status_changed_at := old.status_changed_at;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_application_update() from public;

create trigger student_registrations_guard_update
  before update on public.student_registrations
  for each row execute function private.guard_application_update();

-- Every status an application takes, with who set it and set_application_status's note (passed
-- in a transaction-local setting), whichever way the status was written.
create or replace function private.record_application_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  insert into public.application_status_history
    (application_id, from_status, to_status, note, changed_by, changed_by_email, changed_at)
  values (
    new.id,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    case
      when tg_op = 'INSERT' and (select private.restoring_registration()) then 'Restored from the deleted registrations.'
      else nullif(btrim(coalesce(current_setting('seminary.application_status_note', true), '')), '')
    end,
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    now()
  );
  return null;
end;
$$;
revoke all on function private.record_application_status() from public;

create trigger student_registrations_record_status
  after insert or update of status on public.student_registrations
  for each row execute function private.record_application_status();

-- 3. Submitting, changing and looking up ----------------------------------------------------------

-- The site's submit: one application per idempotency key, whatever the number of retries. The
-- insert names the form's columns only (the grants the site's direct insert has) and every
-- trigger applies as for that insert: limits, honeypot, screenshot checks, reference.
create or replace function public.submit_application(application jsonb, idempotency_key uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  fields public.student_registrations;
  made_reference text;
begin
  if idempotency_key is not null then
    select r.reference into made_reference
    from public.student_registrations r where r.idempotency_key = submit_application.idempotency_key;
    if made_reference is not null then
      return made_reference;
    end if;
  end if;
  if jsonb_typeof(application) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'The application must be a JSON object.';
  end if;
  fields := jsonb_populate_record(null::public.student_registrations, application);

  begin
    insert into public.student_registrations (
      name, email, phone, address, city, state, date_of_birth, gender, education_level, previous_institution,
      program_interest, course_id, start_date, comments, payment_screenshot_url, honeypot, idempotency_key
    ) values (
      fields.name, fields.email, fields.phone, fields.address, fields.city, fields.state, fields.date_of_birth,
      fields.gender, fields.education_level, fields.previous_institution, fields.program_interest,
      fields.course_id, fields.start_date, fields.comments, fields.payment_screenshot_url, fields.honeypot,
      submit_application.idempotency_key
    )
    returning reference into made_reference;
  exception when unique_violation then
    -- The same key submitted at the same moment: the other submit made the application.
    select r.reference into made_reference
    from public.student_registrations r where r.idempotency_key = submit_application.idempotency_key;
    if made_reference is null then
      raise;
    end if;
  end;
  return made_reference;
end;
$$;
revoke all on function public.submit_application(jsonb, uuid) from public, anon, authenticated;
grant execute on function public.submit_application(jsonb, uuid) to anon, authenticated, service_role;

create or replace function public.set_application_status(application_id uuid, status text, note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators can change an application''s status.';
  end if;
  if status is null or status not in ('received', 'under_review', 'accepted', 'not_accepted', 'withdrawn') then
    raise exception using errcode = '22023', message = 'Unknown application status.';
  end if;
  if length(note) > 2000 then
    raise exception using errcode = '22001', message = 'The note is too long (at most 2000 characters).';
  end if;
  perform set_config('seminary.application_status_note', coalesce(note, ''), true);
  update public.student_registrations r set status = set_application_status.status
  where r.id = set_application_status.application_id;
  if not found then
    perform set_config('seminary.application_status_note', '', true);
    raise sqlstate 'PT404' using message = 'This application no longer exists.';
  end if;
  perform set_config('seminary.application_status_note', '', true);
end;
$$;
revoke all on function public.set_application_status(uuid, text, text) from public, anon, authenticated;
grant execute on function public.set_application_status(uuid, text, text) to authenticated, service_role;

-- Failed status lookups of the last hour per client address, so nobody can try references and
-- phone numbers until one fits.
create table private.application_lookup_attempts (
  id bigint generated always as identity primary key,
  client_address text not null,
  attempted_at timestamptz not null default now()
);
create index application_lookup_attempts_client_address_idx
  on private.application_lookup_attempts (client_address, attempted_at);
create index application_lookup_attempts_attempted_at_idx on private.application_lookup_attempts (attempted_at);
revoke all on table private.application_lookup_attempts from public, anon, authenticated, service_role;
alter table private.application_lookup_attempts enable row level security;

-- A phone number as digits only, its last ten (the number without +91 or a leading 0).
create or replace function private.phone_digits(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10), '')
$$;
revoke all on function private.phone_digits(text) from public;

-- The applicant's status page: the status and its date, nothing else, for the reference with
-- the phone number or e-mail given in the application. A wrong contact answers exactly as an
-- unknown reference: no row.
create or replace function public.application_status_lookup(reference text, contact text)
returns table (status text, status_changed_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_address text := private.request_client_address();
  wanted_reference text := upper(btrim(coalesce(reference, '')));
  wanted_contact text := btrim(coalesce(contact, ''));
  wanted_phone text := private.phone_digits(contact);
begin
  if sender_address is not null then
    perform pg_advisory_xact_lock(hashtext('private.application_lookup_attempts'));
    delete from private.application_lookup_attempts where attempted_at < now() - interval '1 hour';
    if (select count(*) from private.application_lookup_attempts a where a.client_address = sender_address) >= 10 then
      raise sqlstate 'PT429' using message = 'Too many attempts. Please try again in an hour.';
    end if;
  end if;

  return query
    select r.status, r.status_changed_at
    from public.student_registrations r
    where r.reference = wanted_reference
      and (
        (position('@' in wanted_contact) > 0 and lower(btrim(r.email)) = lower(wanted_contact))
        or (
          position('@' in wanted_contact) = 0 and length(wanted_phone) >= 7
          and private.phone_digits(r.phone) = wanted_phone
        )
      );
  if not found and sender_address is not null then
    insert into private.application_lookup_attempts (client_address) values (sender_address);
  end if;
end;
$$;
revoke all on function public.application_status_lookup(text, text) from public, anon, authenticated;
grant execute on function public.application_status_lookup(text, text) to anon, authenticated, service_role;

-- 4. The trash keeps working --------------------------------------------------------------------

-- As in 20250601000200, and the restore marks itself so the row keeps its reference and status.
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

  perform set_config('seminary.restoring_registration', 'on', true);
  if trashed.table_name = 'registrations' then
    insert into public.registrations
    select * from jsonb_populate_record(null::public.registrations, trashed.row_data)
    returning id into restored_id;
  else
    insert into public.student_registrations
    select * from jsonb_populate_record(null::public.student_registrations, trashed.row_data)
    returning id into restored_id;
  end if;
  perform set_config('seminary.restoring_registration', '', true);
  return restored_id;
end;
$$;
revoke all on function public.restore_deleted_registration(uuid) from public, anon, authenticated;
grant execute on function public.restore_deleted_registration(uuid) to authenticated, service_role;

-- 5. Who may read what --------------------------------------------------------------------------

-- The history is the admins' to read; only the trigger writes it.
revoke all on table public.application_status_history from anon, authenticated;
revoke all on sequence public.application_status_history_id_seq from anon, authenticated;
grant all on table public.application_status_history to service_role;
alter table public.application_status_history enable row level security;
grant select on table public.application_status_history to authenticated;
create policy "Admins read application status history" on public.application_status_history
  for select to authenticated using ((select private.is_admin()));
