-- Enquiries (registrations) and applications (student_registrations): visitors submit them and
-- never read them back, within per-address and per-e-mail limits; an application gets a
-- reference, a status with its history, and is readable by its applicant only through a status
-- link or her reference and contact. Deleted ones go to the trash (deleted_registrations).

-- Applications from the public site, the limits that keep anonymous submissions from being
-- abused, and the 30-day trash admins can restore deleted applications from.
create table public.registrations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  state text,
  city text,
  address text,
  comments text,
  program_interest text not null,
  course_id uuid references public.courses (id),
  contacted boolean not null default false,
  honeypot text,
  created_at timestamp with time zone not null default now(),
  language text not null default 'en',
  consent_notice_version integer references public.privacy_notice_versions (version),
  consent_language text,
  consent_at timestamp with time zone,
  constraint registrations_address_check check (length(address) <= 1000),
  constraint registrations_city_check check (length(city) <= 100),
  constraint registrations_comments_check check (length(comments) <= 5000),
  constraint registrations_consent_complete check (((consent_notice_version is null) = (consent_language is null)) and ((consent_notice_version is null) = (consent_at is null))),
  constraint registrations_consent_language_check check (consent_language = any (array['en', 'te'])),
  constraint registrations_email_check check ((length(email) <= 320) and (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  constraint registrations_language_check check (language = any (array['en', 'te'])),
  constraint registrations_name_check check ((btrim(name) <> '') and (length(name) <= 200)),
  constraint registrations_phone_check check (length(phone) <= 40),
  constraint registrations_program_interest_check check (program_interest = any (array['residential', 'hybrid', 'online'])),
  constraint registrations_single_line_fields check (private.is_single_line(name) and private.is_single_line(email) and private.is_single_line(phone) and private.is_single_line(city) and private.is_single_line(state)),
  constraint registrations_state_check check (length(state) <= 100)
);
create index registrations_consent_notice_version_idx on public.registrations (consent_notice_version);
create index registrations_course_id_idx on public.registrations (course_id);
create index registrations_created_at_idx on public.registrations (created_at desc);
create index registrations_person_email_idx on public.registrations (lower(btrim(email)));
alter table public.registrations enable row level security;

create table public.student_registrations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  address text,
  city text,
  state text,
  date_of_birth date,
  gender text,
  education_level text,
  previous_institution text,
  program_interest text not null,
  course_id uuid references public.courses (id),
  start_date text,
  comments text,
  payment_screenshot_url text not null,
  contacted boolean not null default false,
  honeypot text,
  created_at timestamp with time zone not null default now(),
  reference text not null default '' unique,
  status text not null default 'received',
  status_changed_at timestamp with time zone not null default now(),
  idempotency_key uuid unique,
  language text not null default 'en',
  consent_notice_version integer references public.privacy_notice_versions (version),
  consent_language text,
  consent_at timestamp with time zone,
  guardian_name text,
  guardian_contact text,
  guardian_consent_notice_version integer references public.privacy_notice_versions (version),
  guardian_consent_language text,
  guardian_consent_at timestamp with time zone,
  payment_screenshot_erased_at timestamp with time zone,
  payment_utr text,
  -- When the fee was matched to a bank credit (16_payment_verification.sql sets it with the
  -- verified payment), so the office's list filters on it; kept with the row in the trash.
  payment_verified_at timestamp with time zone,
  -- Her pastor or church leader, whom the school asks for a recommendation with her consent
  -- (17_recommendations.sql): who they are, when the request went and was repeated, until when
  -- its link works, and their answer. Empty on applications made before it was asked.
  recommender_name text,
  recommender_church text,
  recommender_email text,
  recommender_consent_notice_version integer references public.privacy_notice_versions (version),
  recommender_consent_at timestamp with time zone,
  recommendation_requested_at timestamp with time zone,
  recommendation_reminded_at timestamp with time zone,
  recommendation_expires_at timestamp with time zone,
  recommendation_received_at timestamp with time zone,
  recommendation_known_for text,
  recommendation_church text,
  recommendation_text text,
  recommendation_recommends boolean,
  -- The items of her checklist not done yet (private.application_checklist, below), kept by a
  -- trigger so that the office's list filters on a column of its own: a function per row,
  -- behind the office's row-level security, cost a quarter of a millisecond a row.
  checklist_missing text[] not null default '{}',
  constraint student_registrations_address_check check (length(address) <= 1000),
  constraint student_registrations_city_check check (length(city) <= 100),
  constraint student_registrations_comments_check check (length(comments) <= 5000),
  constraint student_registrations_consent_complete check (((consent_notice_version is null) = (consent_language is null)) and ((consent_notice_version is null) = (consent_at is null))),
  constraint student_registrations_consent_language_check check (consent_language = any (array['en', 'te'])),
  constraint student_registrations_education_level_check check (education_level = any (array['High School', 'Bachelor''s Degree', 'Master''s Degree', 'Doctorate', 'Other'])),
  constraint student_registrations_email_check check ((length(email) <= 320) and (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  constraint student_registrations_gender_check check (gender = any (array['Male', 'Female', 'Other'])),
  constraint student_registrations_guardian_consent_complete check (((guardian_consent_notice_version is null) = (guardian_consent_language is null)) and ((guardian_consent_notice_version is null) = (guardian_consent_at is null))),
  constraint student_registrations_guardian_consent_language_check check (guardian_consent_language = any (array['en', 'te'])),
  constraint student_registrations_guardian_contact_check check ((btrim(guardian_contact) <> '') and (length(guardian_contact) <= 320) and private.is_single_line(guardian_contact)),
  constraint student_registrations_guardian_name_check check ((btrim(guardian_name) <> '') and (length(guardian_name) <= 200) and private.is_single_line(guardian_name)),
  constraint student_registrations_language_check check (language = any (array['en', 'te'])),
  constraint student_registrations_name_check check ((btrim(name) <> '') and (length(name) <= 200)),
  constraint student_registrations_payment_screenshot_url_check check (payment_screenshot_url ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'),
  -- The UPI transaction number (UTR) she may type beside her screenshot: 12 digits.
  constraint student_registrations_payment_utr_check check (payment_utr ~ '^[0-9]{12}$'),
  constraint student_registrations_phone_check check (length(phone) <= 40),
  constraint student_registrations_previous_institution_check check (length(previous_institution) <= 200),
  constraint student_registrations_program_interest_check check (program_interest = any (array['residential', 'hybrid', 'online'])),
  constraint student_registrations_reference_format check (reference ~ '^APP-[0-9]{4}-([0-9]{5,}|[2-9A-HJ-NP-Z]{6})$'),
  constraint student_registrations_single_line_fields check (private.is_single_line(name) and private.is_single_line(email) and private.is_single_line(phone) and private.is_single_line(city) and private.is_single_line(state)),
  constraint student_registrations_start_date_check check (start_date = any (array['Fall 2024', 'Spring 2025', 'Fall 2025'])),
  constraint student_registrations_state_check check (length(state) <= 100),
  constraint student_registrations_recommender_name_check check ((btrim(recommender_name) <> '') and (length(recommender_name) <= 200) and private.is_single_line(recommender_name)),
  constraint student_registrations_recommender_church_check check ((btrim(recommender_church) <> '') and (length(recommender_church) <= 200) and private.is_single_line(recommender_church)),
  constraint student_registrations_recommender_email_check check ((length(recommender_email) <= 320) and (recommender_email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$')),
  -- A recommender is named whole and with her consent to the school writing to them.
  constraint student_registrations_recommender_complete check ((num_nonnulls(recommender_name, recommender_church, recommender_email, recommender_consent_at) in (0, 4)) and ((recommender_consent_notice_version is null) or (recommender_consent_at is not null))),
  constraint student_registrations_recommendation_known_for_check check ((btrim(recommendation_known_for) <> '') and (length(recommendation_known_for) <= 100) and private.is_single_line(recommendation_known_for)),
  constraint student_registrations_recommendation_church_check check ((btrim(recommendation_church) <> '') and (length(recommendation_church) <= 200) and private.is_single_line(recommendation_church)),
  constraint student_registrations_recommendation_text_check check ((btrim(recommendation_text) <> '') and (length(recommendation_text) <= 2000)),
  -- A recommendation is received whole, and only from a recommender who was asked.
  constraint student_registrations_recommendation_complete check ((num_nonnulls(recommendation_received_at, recommendation_known_for, recommendation_church, recommendation_text, recommendation_recommends) in (0, 5)) and ((recommendation_requested_at is null) or (recommender_email is not null))),
  constraint student_registrations_status_check check (status = any (array['received', 'under_review', 'accepted', 'not_accepted', 'withdrawn']))
);
create index student_registrations_consent_notice_version_idx on public.student_registrations (consent_notice_version);
create index student_registrations_course_id_idx on public.student_registrations (course_id);
create index student_registrations_created_at_idx on public.student_registrations (created_at desc);
create index student_registrations_guardian_consent_notice_version_idx on public.student_registrations (guardian_consent_notice_version);
create index student_registrations_recommender_consent_notice_version_idx on public.student_registrations (recommender_consent_notice_version);
-- An erasure by address finds her recommender's data too (09_privacy_and_retention.sql).
create index student_registrations_recommender_email_idx on public.student_registrations (lower(btrim(recommender_email)));
-- The hourly reminder looks only at requests still waiting (17_recommendations.sql).
create index student_registrations_recommendation_waiting_idx on public.student_registrations (recommendation_requested_at) where ((recommendation_received_at is null) and (recommendation_reminded_at is null));
create unique index student_registrations_payment_screenshot_url_key on public.student_registrations (payment_screenshot_url);
create index student_registrations_person_email_idx on public.student_registrations (lower(btrim(email)));
create index student_registrations_status_idx on public.student_registrations (status, created_at desc);
-- The statement import finds an application by the UTR she typed.
create index student_registrations_payment_utr_idx on public.student_registrations (payment_utr);
create index student_registrations_payment_unverified_idx on public.student_registrations (created_at desc) where (payment_verified_at is null);
alter table public.student_registrations enable row level security;

-- One row, readable and changeable by admins, so a school can tune the limits (and tests can
-- raise them) without a migration.
create table public.application_limits (
  id smallint primary key default 1,
  max_per_email_per_hour integer not null default 5,
  max_per_client_address_per_hour integer not null default 30,
  updated_at timestamp with time zone not null default now(),
  max_profile_updates_per_client_address_per_hour integer not null default 30,
  max_payment_screenshots_per_client_address_per_hour integer not null default 5,
  max_alumni_photos_per_client_address_per_hour integer not null default 5,
  max_reference_reservations_per_client_address_per_hour integer not null default 20,
  max_live_reference_reservations integer not null default 10000,
  constraint application_limits_id_check check (id = 1),
  constraint application_limits_max_alumni_photos_per_client_address_p_check check (max_alumni_photos_per_client_address_per_hour >= 0),
  constraint application_limits_max_payment_screenshots_per_client_add_check check (max_payment_screenshots_per_client_address_per_hour >= 0),
  constraint application_limits_max_per_client_address_per_hour_check check (max_per_client_address_per_hour >= 0),
  constraint application_limits_max_per_email_per_hour_check check (max_per_email_per_hour >= 0),
  constraint application_limits_max_profile_updates_per_client_address_check check (max_profile_updates_per_client_address_per_hour >= 0),
  constraint application_limits_max_reference_reservations_per_client_check check (max_reference_reservations_per_client_address_per_hour >= 0),
  constraint application_limits_max_live_reference_reservations_check check (max_live_reference_reservations >= 0)
);
alter table public.application_limits enable row level security;
insert into public.application_limits (id) values (1);

-- Accepted anonymous applications of the last hour, across both tables. Kept apart from the
-- applications so deleting one does not reset a sender's count, and so no address is shown.
create table private.application_submissions (
  id bigint primary key generated always as identity,
  email text not null,
  client_address text,
  submitted_at timestamp with time zone not null default now()
);
create index application_submissions_client_address_idx on private.application_submissions (client_address, submitted_at);
create index application_submissions_email_idx on private.application_submissions (email, submitted_at);
create index application_submissions_submitted_at_idx on private.application_submissions (submitted_at);

-- Trash --------------------------------------------------------------------------------------
create table public.deleted_registrations (
  id uuid primary key default gen_random_uuid(),
  table_name text not null,
  row_data jsonb not null,
  deleted_at timestamp with time zone not null default now(),
  constraint deleted_registrations_table_name_check check (table_name = any (array['registrations', 'student_registrations']))
);
create index deleted_registrations_deleted_at_idx on public.deleted_registrations (deleted_at desc);
create index deleted_registrations_payment_screenshot_idx on public.deleted_registrations (((row_data ->> 'payment_screenshot_url'))) where (table_name = 'student_registrations');
create index deleted_registrations_person_email_idx on public.deleted_registrations (lower(btrim((row_data ->> 'email'))));
alter table public.deleted_registrations enable row level security;

-- 2. Status and its history ----------------------------------------------------------------------
create table public.application_status_history (
  id bigint primary key generated always as identity,
  application_id uuid not null references public.student_registrations (id) on delete cascade,
  from_status text,
  to_status text not null,
  note text,
  changed_by uuid,
  changed_by_email text,
  changed_at timestamp with time zone not null default now(),
  constraint application_status_history_note_check check (length(note) <= 2000)
);
create index application_status_history_application_id_idx on public.application_status_history (application_id, changed_at desc);
alter table public.application_status_history enable row level security;

-- Failed status lookups of the last hour per client address, so nobody can try references and
-- phone numbers until one fits.
create table private.application_lookup_attempts (
  id bigint primary key generated always as identity,
  client_address text,
  attempted_at timestamp with time zone not null default now(),
  reference_key text,
  contact_key text
);
create index application_lookup_attempts_attempted_at_idx on private.application_lookup_attempts (attempted_at);
create index application_lookup_attempts_client_address_idx on private.application_lookup_attempts (client_address, attempted_at);
create index application_lookup_attempts_contact_key_idx on private.application_lookup_attempts (contact_key, attempted_at);
create index application_lookup_attempts_reference_key_idx on private.application_lookup_attempts (reference_key, attempted_at);
alter table private.application_lookup_attempts enable row level security;

create or replace function private.enforce_application_limits()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  limits public.application_limits;
  sender_email text := lower(btrim(new.email));
  sender_address text := private.request_client_address();
begin
  if coalesce(new.honeypot, '') <> '' then
    raise exception using errcode = 'P0001', message = 'An error occurred while submitting your registration', hint = 'submission_refused';
  end if;
  new.honeypot := null;

  -- Limits apply to the Data API's public roles; admins restoring from the trash, the service
  -- role and the seed are not visitors.
  if (select private.is_admissions()) or coalesce(auth.role(), '') not in ('anon', 'authenticated') then
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
    raise sqlstate 'PT429' using message = 'Too many applications. Please try again later.', hint = 'too_many_applications';
  end if;

  insert into private.application_submissions (email, client_address) values (sender_email, sender_address);
  return new;
end;
$$;
revoke all on function private.enforce_application_limits() from public;

-- with the schedule's trash days, recorded in the log; and an erasure's own
-- deletes leave no copy in the trash.
create or replace function private.keep_deleted_registration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  emptied integer;
begin
  if coalesce(current_setting('seminary.erasing_person', true), '') = 'on' then
    return old;
  end if;
  delete from public.deleted_registrations d where d.deleted_at < now() - (select i.trash from private.retention_intervals() i);
  get diagnostics emptied = row_count;
  perform private.log_erasure('retention', 'trash', emptied);
  insert into public.deleted_registrations (table_name, row_data)
  values (tg_table_name, to_jsonb(old) - 'honeypot');
  return old;
end;
$$;
revoke all on function private.keep_deleted_registration() from public;

-- Puts a trashed application back with its original id, date and contacted flag, and returns
-- the id. A course deleted in the meantime leaves the restored application without a course.
create or replace function public.restore_deleted_registration(trash_id uuid)
returns uuid
language plpgsql
security definer
set search_path to ''
as $$
declare
  trashed public.deleted_registrations;
  restored_id uuid;
begin
  if not (select private.is_admissions_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only admissions staff can restore registrations.', hint = 'admissions_only_restore';
  end if;

  delete from public.deleted_registrations where id = trash_id returning * into trashed;
  if trashed.id is null then
    raise exception using errcode = 'P0002', message = 'This deleted registration no longer exists.', hint = 'deleted_registration_missing';
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
revoke all on function public.restore_deleted_registration(uuid) from public, anon;

-- The school's year: Vijayawada's calendar, not UTC's.
create or replace function private.application_year(at timestamptz)
returns integer
language sql
stable
set search_path = ''
as $$
  select extract(year from at at time zone 'Asia/Kolkata')::integer
$$;
revoke all on function private.application_year(timestamp with time zone) from public;

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

-- Six characters of an alphabet without 0/O and 1/I, so a reference read over the phone is not
-- misheard: 32 letters, 5 random bits each (30 bits, about a billion per year), so the
-- reference tells nothing of how many applied and cannot be walked. gen_random_uuid() draws
-- from the server's strong random source; its first six bytes are all random.
create or replace function private.new_application_reference(at timestamptz)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  random_bytes bytea;
  candidate text;
begin
  loop
    random_bytes := uuid_send(gen_random_uuid());
    candidate := format(
      'APP-%s-%s',
      private.application_year(at),
      (select string_agg(substr(alphabet, get_byte(random_bytes, i) % 32 + 1, 1), '' order by i)
       from generate_series(0, 5) as i)
    );
    -- A reference in the trash may come back with its row, and a reserved one with its
    -- application (15_payments.sql).
    exit when not exists (select 1 from public.student_registrations r where r.reference = candidate)
      and not exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'reference' = candidate
      )
      and not exists (select 1 from private.application_reference_reservations v where v.reference = candidate);
  end loop;
  return candidate;
end;
$$;
revoke all on function private.new_application_reference(timestamp with time zone) from public;

-- with the reference reserved for its payment (15_payments.sql), else a random one.
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
  new.reference := coalesce(private.claim_reserved_reference(), private.new_application_reference(now()));
  new.status := 'received';
  new.status_changed_at := now();
  return new;
end;
$$;
revoke all on function private.set_application_reference() from public;

-- The reference and the idempotency key never change; a status change is dated; the payment is
-- verified only with its receipt (private.verify_payment).
create or replace function private.guard_application_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.reference := old.reference;
  new.idempotency_key := old.idempotency_key;
  if coalesce(current_setting('seminary.verifying_payment', true), '') <> 'on' then
    new.payment_verified_at := old.payment_verified_at;
  end if;
  -- Her recommender and their answer are hers and theirs: changed only by the recommendation's own
  -- functions (17_recommendations.sql) and erased only by an erasure.
  if coalesce(current_setting('seminary.recording_recommendation', true), '') <> 'on'
    and coalesce(current_setting('seminary.erasing_person', true), '') <> 'on' then
    new.recommender_name := old.recommender_name;
    new.recommender_church := old.recommender_church;
    new.recommender_email := old.recommender_email;
    new.recommender_consent_notice_version := old.recommender_consent_notice_version;
    new.recommender_consent_at := old.recommender_consent_at;
    new.recommendation_requested_at := old.recommendation_requested_at;
    new.recommendation_reminded_at := old.recommendation_reminded_at;
    new.recommendation_expires_at := old.recommendation_expires_at;
    new.recommendation_received_at := old.recommendation_received_at;
    new.recommendation_known_for := old.recommendation_known_for;
    new.recommendation_church := old.recommendation_church;
    new.recommendation_text := old.recommendation_text;
    new.recommendation_recommends := old.recommendation_recommends;
  end if;
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  else
    new.status_changed_at := old.status_changed_at;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_application_update() from public;

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

-- As in 06_content.sql, and the consent fields are passed on: the applicant's and, for an
-- applicant under 18, her guardian's name, contact and consent. The trigger above checks them.
-- With the secret of a reference reserved for her payment (reserve_application_reference), the
-- application carries that reference; the UPI transaction number she typed is checked here so
-- that a wrong one gets its own message.
create or replace function public.submit_application(application jsonb, idempotency_key uuid, reference_reservation text default null)
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
    raise exception using errcode = '22023', message = 'The application must be a JSON object.', hint = 'application_not_object';
  end if;
  fields := jsonb_populate_record(null::public.student_registrations, application);
  if fields.payment_utr is not null and fields.payment_utr !~ '^[0-9]{12}$' then
    raise exception using errcode = '22023', message = 'The UPI transaction number must be 12 digits.', hint = 'payment_utr_format';
  end if;
  if reference_reservation is not null and reference_reservation !~ '^[A-Za-z0-9_-]{43}$' then
    raise exception using errcode = '22023', message = 'The payment reference is not valid. Please reload the page.', hint = 'payment_reference_invalid';
  end if;
  -- set_application_reference claims it, once, during the insert.
  perform set_config('seminary.reference_reservation', coalesce(reference_reservation, ''), true);

  begin
    insert into public.student_registrations (
      name, email, phone, address, city, state, date_of_birth, gender, education_level, previous_institution,
      program_interest, course_id, start_date, comments, payment_screenshot_url, honeypot, idempotency_key, language,
      consent_notice_version, consent_language, guardian_name, guardian_contact,
      guardian_consent_notice_version, guardian_consent_language, payment_utr,
      recommender_name, recommender_church, recommender_email, recommender_consent_notice_version
    ) values (
      fields.name, fields.email, fields.phone, fields.address, fields.city, fields.state, fields.date_of_birth,
      fields.gender, fields.education_level, fields.previous_institution, fields.program_interest,
      fields.course_id, fields.start_date, fields.comments, fields.payment_screenshot_url, fields.honeypot,
      submit_application.idempotency_key, coalesce(fields.language, 'en'),
      fields.consent_notice_version, fields.consent_language, fields.guardian_name, fields.guardian_contact,
      fields.guardian_consent_notice_version, fields.guardian_consent_language, fields.payment_utr,
      fields.recommender_name, fields.recommender_church, fields.recommender_email,
      fields.recommender_consent_notice_version
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
  perform set_config('seminary.reference_reservation', '', true);
  return made_reference;
end;
$$;
revoke all on function public.submit_application(jsonb, uuid, text) from public;

create or replace function public.set_application_status(application_id uuid, status text, note text default null::text)
returns void
language plpgsql
security definer
set search_path to ''
as $$
begin
  if not (select private.is_admissions_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only admissions staff can change an application''s status.', hint = 'admissions_only_status';
  end if;
  if status is null or status not in ('received', 'under_review', 'accepted', 'not_accepted', 'withdrawn') then
    raise exception using errcode = '22023', message = 'Unknown application status.', hint = 'application_status_unknown';
  end if;
  if length(note) > 2000 then
    raise exception using errcode = '22001', message = 'The note is too long (at most 2000 characters).', hint = 'note_too_long';
  end if;
  perform set_config('seminary.application_status_note', coalesce(note, ''), true);
  update public.student_registrations r set status = set_application_status.status
  where r.id = set_application_status.application_id;
  if not found then
    perform set_config('seminary.application_status_note', '', true);
    raise sqlstate 'PT404' using message = 'This application no longer exists.', hint = 'application_missing';
  end if;
  perform set_config('seminary.application_status_note', '', true);
end;
$$;
revoke all on function public.set_application_status(uuid, text, text) from public, anon;

-- 3. Her checklist -------------------------------------------------------------------------------
-- What of her application has been received and what is still missing, in the order she reads
-- it: her form (always, since she applied), her fee matched to the school's bank statement
-- (payment_verified_at, 16_payment_verification.sql), her pastor's recommendation where she named
-- a recommender (recommendation_received_at, 17_recommendations.sql; applications made before the
-- school asked for one, or whose recommender was erased, have no such item), and the school's
-- decision: a final status
-- (accepted, not accepted or withdrawn, the ones her e-mails announce), since it was set. Each
-- item is done once it has a time. The status page shows them (application_status_by_token,
-- application_status_lookup) and the office's list filters on those not done, which a trigger
-- keeps in checklist_missing. Every item is read from her application's own row: an item
-- recorded in another table keeps its time on the row as well, as payment_verified_at does.
create or replace function private.application_checklist(application public.student_registrations)
returns table (item text, done boolean, at timestamptz)
language sql
immutable
set search_path = ''
as $$
  select c.item, c.at is not null, c.at
  from (values
    (1, 'form', application.created_at),
    (2, 'payment', application.payment_verified_at),
    (3, 'recommendation', application.recommendation_received_at),
    (4, 'decision', case when application.status in ('accepted', 'not_accepted', 'withdrawn') then application.status_changed_at end)
  ) c (place, item, at)
  where c.item <> 'recommendation' or application.recommender_email is not null
  order by c.place
$$;
revoke all on function private.application_checklist(public.student_registrations) from public;

-- The checklist as the status page reads it: [{item, done, at}, ...] in its order.
create or replace function private.application_checklist_json(application public.student_registrations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('item', c.item, 'done', c.done, 'at', c.at) order by c.place), '[]')
  from private.application_checklist(application) with ordinality c (item, done, at, place)
$$;
revoke all on function private.application_checklist_json(public.student_registrations) from public;

-- The items not done yet, in the checklist's order.
create or replace function private.application_checklist_missing(application public.student_registrations)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(c.item order by c.place), '{}')
  from private.application_checklist(application) with ordinality c (item, done, at, place)
  where not c.done
$$;
revoke all on function private.application_checklist_missing(public.student_registrations) from public;

-- Runs last of the row's before triggers (by name), once its status and payment are settled.
create or replace function private.track_application_checklist()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.checklist_missing := private.application_checklist_missing(new);
  return new;
end;
$$;
revoke all on function private.track_application_checklist() from public;

-- The trade-off. Budgets count failures only, within the last hour: 10 per client address, 20
-- per reference, 20 per contact (e-mail in lower case, phone as its last ten digits). Once one is
-- spent every lookup it covers gets the same 429, the right answer included: answering a right
-- pair while refusing wrong ones would tell a guesser which pair is right, and the per-reference
-- and per-contact budgets would stop nothing. So a stranger can close this way in for up to an
-- hour after spending a budget, and must spend it again, from at least two addresses, to keep it
-- closed; the token link in every e-mail to her is never limited, so she is never locked out of
-- her status. In exchange, someone who knows her phone number can try at most 20 references an
-- hour against about a billion a year, and someone who knows a reference at most 20 contacts.
-- The answer is the same whether or not the reference exists: no row, or 429 once a budget is
-- spent, after the same statements. A right pair answers the status, its date and her checklist.
create or replace function public.application_status_lookup(reference text, contact text)
returns table (status text, status_changed_at timestamptz, checklist jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_address text := private.request_client_address();
  wanted_reference text := upper(btrim(coalesce(reference, '')));
  wanted_contact text := lower(btrim(coalesce(contact, '')));
  wanted_phone text := private.phone_digits(contact);
  by_email boolean := position('@' in wanted_contact) > 0;
  wanted_reference_key text;
  wanted_contact_key text;
begin
  wanted_reference_key := encode(sha256(convert_to('reference:' || wanted_reference, 'UTF8')), 'hex');
  wanted_contact_key := encode(sha256(convert_to(
    case
      when by_email then 'email:' || wanted_contact
      when length(wanted_phone) >= 7 then 'phone:' || wanted_phone
      else 'other:' || wanted_contact
    end,
    'UTF8'
  )), 'hex');

  perform pg_advisory_xact_lock(hashtext('private.application_lookup_attempts'));
  delete from private.application_lookup_attempts where attempted_at < now() - interval '1 hour';
  if (sender_address is not null and (
        select count(*) from private.application_lookup_attempts a where a.client_address = sender_address
      ) >= 10)
    or (select count(*) from private.application_lookup_attempts a where a.reference_key = wanted_reference_key) >= 20
    or (select count(*) from private.application_lookup_attempts a where a.contact_key = wanted_contact_key) >= 20 then
    raise sqlstate 'PT429' using message = 'Too many attempts. Please try again in an hour.', hint = 'too_many_status_lookups';
  end if;

  return query
    select r.status, r.status_changed_at, private.application_checklist_json(r)
    from public.student_registrations r
    where r.reference = wanted_reference
      and (
        (by_email and lower(btrim(r.email)) = wanted_contact)
        or (not by_email and length(wanted_phone) >= 7 and private.phone_digits(r.phone) = wanted_phone)
      );
  if not found then
    insert into private.application_lookup_attempts (client_address, reference_key, contact_key)
    values (sender_address, wanted_reference_key, wanted_contact_key);
  end if;
end;
$$;
revoke all on function public.application_status_lookup(text, text) from public;

-- 32 bytes from two version-4 UUIDs (244 random bits), in URL-safe base64 without padding.
-- The status page opened from her e-mail: the reference, the status and its date and her
-- checklist for a token she was sent, and her receipt once her payment is verified
-- (16_payment_verification.sql); nothing for any other text. Not limited: a token cannot be
-- guessed, so nobody else's attempts can ever stop hers.
create or replace function public.application_status_by_token(token text)
returns table (
  reference text, status text, status_changed_at timestamptz, receipt_number text, paid_on date, amount numeric,
  checklist jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- PL/pgSQL, whose body is read when called: verified_payments is made in a later file.
  return query
    select r.reference, r.status, r.status_changed_at, p.receipt_number, p.paid_on, p.amount,
      private.application_checklist_json(r)
    from public.student_registrations r
    left join public.verified_payments p on p.application_id = r.id
    where r.id = private.confirmation_token_record(application_status_by_token.token, 'application_status');
end;
$$;
revoke all on function public.application_status_by_token(text) from public;

revoke all on table public.registrations, public.student_registrations from anon, authenticated;
grant select, update, delete on table public.registrations, public.student_registrations to authenticated;
revoke all on table public.application_limits from anon, authenticated;
grant select, update on table public.application_limits to authenticated;
revoke all on table public.deleted_registrations from anon, authenticated;
grant select, delete on table public.deleted_registrations to authenticated;
revoke all on table public.application_status_history from anon, authenticated;
grant select on table public.application_status_history to authenticated;
revoke all on table private.application_lookup_attempts from public, anon, authenticated, service_role;
grant insert (name, email, phone, state, city, address, comments, program_interest, course_id, honeypot, language, consent_notice_version, consent_language) on table public.registrations to anon, authenticated;
grant insert (name, email, phone, address, city, state, date_of_birth, gender, education_level, previous_institution, program_interest, course_id, start_date, comments, payment_screenshot_url, honeypot, consent_notice_version, consent_language, guardian_name, guardian_contact, guardian_consent_notice_version, guardian_consent_language, payment_utr, recommender_name, recommender_church, recommender_email, recommender_consent_notice_version) on table public.student_registrations to anon, authenticated;
revoke all on sequence public.application_status_history_id_seq from anon, authenticated;

create policy "Admins read application limits" on public.application_limits for select to authenticated
  using ((select private.is_admin()));

create policy "Admins update application limits" on public.application_limits for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admissions staff read application status history" on public.application_status_history for select to authenticated
  using ((select private.is_admissions()));

create policy "Admissions staff update registrations" on public.registrations for update to authenticated
  using ((select private.is_admissions()))
  with check ((select private.is_admissions()));

create policy "Visitors submit registrations" on public.registrations for insert to anon, authenticated
  with check (((contacted = false) or (select private.is_admissions())));

create policy "Admissions staff update student_registrations" on public.student_registrations for update to authenticated
  using ((select private.is_admissions()))
  with check ((select private.is_admissions()));

create policy "Visitors submit student_registrations" on public.student_registrations for insert to anon, authenticated
  with check (((contacted = false) or (select private.is_admissions())));

create trigger application_limits_set_updated_at before update on public.application_limits for each row execute function private.set_updated_at();
create trigger registrations_check_consent before insert on public.registrations for each row execute function private.record_consent();
create trigger registrations_enforce_application_limits before insert on public.registrations for each row execute function private.enforce_application_limits();
create trigger registrations_keep_consent before update on public.registrations for each row execute function private.keep_consent_record();
create trigger registrations_keep_deleted after delete on public.registrations for each row execute function private.keep_deleted_registration();
create trigger student_registrations_check_consent before insert on public.student_registrations for each row execute function private.record_consent();
create trigger student_registrations_check_consent_others before insert on public.student_registrations for each row execute function private.record_application_consent();
create trigger student_registrations_enforce_application_limits before insert on public.student_registrations for each row execute function private.enforce_application_limits();
create trigger student_registrations_guard_update before update on public.student_registrations for each row execute function private.guard_application_update();
create trigger student_registrations_keep_consent before update on public.student_registrations for each row execute function private.keep_consent_record();
create trigger student_registrations_keep_deleted after delete on public.student_registrations for each row execute function private.keep_deleted_registration();
create trigger student_registrations_record_status after insert or update of status on public.student_registrations for each row execute function private.record_application_status();
create trigger student_registrations_set_reference before insert on public.student_registrations for each row execute function private.set_application_reference();
create trigger student_registrations_track_checklist before insert or update on public.student_registrations for each row execute function private.track_application_checklist();

do $$
declare
  t text;
begin
  foreach t in array array[
    'deleted_registrations', 'registrations', 'student_registrations'
  ] loop
    execute format('create policy %I on public.%I for delete to authenticated
  using ((select private.is_admissions()))', 'Admissions staff delete ' || t, t);
    execute format('create policy %I on public.%I for select to authenticated
  using ((select private.is_admissions()))', 'Admissions staff read ' || t, t);
  end loop;
end
$$;
