-- Retention and erasure (DPDP Act): one schedule of periods, one daily job that warns 48 hours
-- before it erases every copy of a person's data (rows, files, outbox, trash, versions), one
-- erasure function, and the log of what was erased; and "Your data" requests, confirmed by an
-- e-mailed link, which an administrator completes or refuses.

-- Some bodies here name tables of later files: they are checked when they run, not now.
set check_function_bodies = off;

-- One row admins read and change, like the other settings. The defaults are those the privacy
-- notice states (03_privacy_notice.sql); a school changing them changes that text too. "Not accepted"
-- means a decision other than acceptance: not accepted or withdrawn. An application still waiting
-- for a decision, and an accepted one (the student's record), are kept.
create table public.retention_settings (
  id smallint primary key default 1,
  enquiry_months integer not null default 12,
  not_accepted_application_months integer not null default 12,
  payment_screenshot_days integer not null default 90,
  sent_mail_body_days integer not null default 30,
  trash_days integer not null default 30,
  updated_at timestamp with time zone not null default now(),
  request_response_days integer not null default 30,
  constraint retention_settings_enquiry_months_check check ((enquiry_months >= 1) and (enquiry_months <= 120)),
  constraint retention_settings_id_check check (id = 1),
  constraint retention_settings_not_accepted_application_months_check check ((not_accepted_application_months >= 1) and (not_accepted_application_months <= 120)),
  constraint retention_settings_payment_screenshot_days_check check ((payment_screenshot_days >= 1) and (payment_screenshot_days <= 3650)),
  constraint retention_settings_request_response_days_check check ((request_response_days >= 1) and (request_response_days <= 90)),
  constraint retention_settings_sent_mail_body_days_check check ((sent_mail_body_days >= 1) and (sent_mail_body_days <= 3650)),
  constraint retention_settings_trash_days_check check ((trash_days >= 1) and (trash_days <= 365))
);
alter table public.retention_settings enable row level security;
insert into public.retention_settings (id) values (1);

-- That an erasure happened, for the processing log the Act's Rules ask for: when, what kind of
-- record, how many, and why. No id, name or address: the log must not keep what was erased.
create table public.erasure_log (
  id bigint primary key generated always as identity,
  erased_at timestamp with time zone not null default now(),
  reason text not null,
  kind text not null,
  items integer not null,
  constraint erasure_log_items_check check (items > 0),
  constraint erasure_log_kind_check check (kind = any (array['application', 'enquiry', 'alumni_profile', 'payment_screenshot', 'mail_bodies', 'trash', 'data_requests', 'alumni_registrations', 'recommendation'])),
  constraint erasure_log_reason_check check (reason = any (array['request', 'retention']))
);
create index erasure_log_erased_at_idx on public.erasure_log (erased_at desc);
alter table public.erasure_log enable row level security;

-- The retention notices sent, so that erasure waits until one went out 48 hours before. One per
-- record and due date: a changed decision or schedule moves the date, and a new notice is sent.
create table private.retention_notices (
  subject_kind text not null,
  subject_id uuid not null,
  due_at timestamp with time zone not null,
  outbox_id bigint,
  noticed_at timestamp with time zone not null default now(),
  constraint retention_notices_pkey primary key (subject_kind, subject_id),
  constraint retention_notices_subject_kind_check check (subject_kind = any (array['enquiry', 'application', 'payment_screenshot']))
);
create index retention_notices_subject_id_idx on private.retention_notices (subject_id);
alter table private.retention_notices enable row level security;

create table public.data_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  email text,
  language text not null default 'en',
  details text,
  status text not null default 'unconfirmed',
  created_at timestamp with time zone not null default now(),
  confirmed_at timestamp with time zone,
  due_at timestamp with time zone,
  answered_at timestamp with time zone,
  answered_by uuid,
  refusal_reason text,
  records_erased integer,
  personal_data_forgotten_at timestamp with time zone,
  constraint data_requests_check check ((status = 'unconfirmed') = (confirmed_at is null)),
  constraint data_requests_check1 check ((status = any (array['completed', 'refused'])) = (answered_at is not null)),
  constraint data_requests_check2 check ((email is not null) or (personal_data_forgotten_at is not null)),
  constraint data_requests_details_check check (length(details) <= 2000),
  constraint data_requests_email_check check ((length(email) <= 320) and (email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$')),
  constraint data_requests_kind_check check (kind = any (array['access', 'correction', 'erasure'])),
  constraint data_requests_language_check check (language = any (array['en', 'te'])),
  constraint data_requests_refusal_reason_check check (length(refusal_reason) <= 2000),
  constraint data_requests_status_check check (status = any (array['unconfirmed', 'open', 'completed', 'refused']))
);
create index data_requests_created_at_idx on public.data_requests (created_at);
create index data_requests_email_idx on public.data_requests (lower(btrim(email)));
create index data_requests_status_due_at_idx on public.data_requests (status, due_at);
alter table public.data_requests enable row level security;

-- The schedule as intervals (and the time the school gives itself to answer a request about
-- personal data); without the row (deleted by the service role) the defaults apply.
create or replace function private.retention_intervals(
  out enquiry interval,
  out not_accepted_application interval,
  out payment_screenshot interval,
  out sent_mail_body interval,
  out trash interval,
  out request_response interval
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    make_interval(months => coalesce(s.enquiry_months, 12)),
    make_interval(months => coalesce(s.not_accepted_application_months, 12)),
    make_interval(days => coalesce(s.payment_screenshot_days, 90)),
    make_interval(days => coalesce(s.sent_mail_body_days, 30)),
    make_interval(days => coalesce(s.trash_days, 30)),
    make_interval(days => coalesce(s.request_response_days, 30))
  from (select 1) one
  left join public.retention_settings s on s.id = 1
$$;
revoke all on function private.retention_intervals() from public;

create or replace function private.log_erasure(reason text, kind text, items integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.erasure_log (reason, kind, items)
  select log_erasure.reason, log_erasure.kind, log_erasure.items
  where log_erasure.items > 0
$$;
revoke all on function private.log_erasure(text, text, integer) from public;

-- The rows about one application or enquiry that leave with its last copy: its e-mails, its status
-- links (already gone with a live row, by cascade) and its retention notices; and its screenshot
-- is marked for the purge. Deferred to the commit, so a restore from the trash (which deletes the
-- trash row, then inserts the row again) is seen whole and keeps them.
create or replace function private.forget_trashed_registration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_id uuid;
begin
  if coalesce(old.row_data ->> 'id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  row_id := (old.row_data ->> 'id')::uuid;
  if old.table_name = 'student_registrations' then
    if exists (select 1 from public.student_registrations r where r.id = row_id) then
      return null;
    end if;
    delete from public.mail_outbox o where o.application_id = row_id;
    delete from private.confirmation_tokens t where t.application_id = row_id;
    -- Her verified payment stays in the school's accounts without her (16_payment_verification.sql).
    update public.verified_payments p set application_id = null where p.application_id = row_id;
    perform private.mark_storage_object_for_purge('payment-screenshots', old.row_data ->> 'payment_screenshot_url');
  else
    if exists (select 1 from public.registrations r where r.id = row_id) then
      return null;
    end if;
    delete from public.mail_outbox o where o.registration_id = row_id;
  end if;
  delete from private.retention_notices n where n.subject_id = row_id;
  return null;
end;
$$;
revoke all on function private.forget_trashed_registration() from public;

-- Erases every copy of one person's data, by exactly one key:
--   email:             every application and enquiry (live or in the trash) given with that e-mail
--                      address (case and surrounding spaces aside): what a request proven through
--                      her e-mail covers;
--   application_id,
--   enquiry_id:        that one application or enquiry, live or in the trash (the daily job's key:
--                      a newer application of hers is not yet due);
--   alumni_profile_id: that alumni profile, its revisions and its photos. Alumni profiles hold no
--                      e-mail or phone, so no other key can find an alumna reliably: a request
--                      names her profile.
-- With an application or enquiry go its status history and status links, its e-mails, its
-- retention notices, the failed status lookups counted against its reference, e-mail or phone
-- (kept as hashes), the hour's submission and upload counts of its e-mail and screenshot, and its
-- payment screenshot (marked for the purge, which deletes it at its next run). Returns how many
-- applications, enquiries and profiles were erased; the log records it without saying whose.
create or replace function private.erase_person_data(reason text, email text default null::text, application_id uuid default null::uuid, enquiry_id uuid default null::uuid, alumni_profile_id uuid default null::uuid)
returns integer
language plpgsql
security definer
set search_path to ''
as $$
declare
  wanted_email text := lower(btrim(erase_person_data.email));
  applications uuid[];
  enquiries uuid[];
  emails text[];
  lookup_keys text[];
  screenshots text[];
  photos text[];
  erased_profiles integer := 0;
  erased_registrations integer := 0;
  recommended uuid[] := '{}';
  trashed_recommendations integer := 0;
begin
  if reason is null or reason not in ('request', 'retention') then
    raise exception using errcode = '22023', message = 'An erasure is made on request or by the retention schedule.', hint = 'erasure_reason_unknown';
  end if;
  if num_nonnulls(wanted_email, application_id, enquiry_id, alumni_profile_id) <> 1 or wanted_email = '' then
    raise exception using errcode = '22023', message = 'Name exactly one e-mail address, application, enquiry or alumni profile.', hint = 'erasure_subject';
  end if;

  -- What is hers, live and in the trash.
  with rows_of as (
    select 'student_registrations' as table_name, to_jsonb(r) as data from public.student_registrations r
    where r.id = erase_person_data.application_id or lower(btrim(r.email)) = wanted_email
    union all
    select 'registrations', to_jsonb(r) from public.registrations r
    where r.id = erase_person_data.enquiry_id or lower(btrim(r.email)) = wanted_email
    union all
    select d.table_name, d.row_data from public.deleted_registrations d
    where (d.table_name = 'student_registrations' and d.row_data ->> 'id' = erase_person_data.application_id::text)
      or (d.table_name = 'registrations' and d.row_data ->> 'id' = erase_person_data.enquiry_id::text)
      or lower(btrim(d.row_data ->> 'email')) = wanted_email
  )
  select
    coalesce(array_agg(distinct (o.data ->> 'id')::uuid) filter (where o.table_name = 'student_registrations'), '{}'),
    coalesce(array_agg(distinct (o.data ->> 'id')::uuid) filter (where o.table_name = 'registrations'), '{}'),
    coalesce(array_agg(distinct lower(btrim(o.data ->> 'email'))), '{}'),
    coalesce(array_agg(distinct o.data ->> 'payment_screenshot_url') filter (where o.data ? 'payment_screenshot_url'), '{}'),
    -- The keys application_status_lookup counts failures under (08_admissions.sql).
    coalesce(array_agg(distinct k.key) filter (where k.key is not null), '{}')
  into applications, enquiries, emails, screenshots, lookup_keys
  from rows_of o
  cross join lateral (
    values
      ('reference:' || upper(o.data ->> 'reference')),
      ('email:' || lower(btrim(o.data ->> 'email'))),
      (case when length(private.phone_digits(o.data ->> 'phone')) >= 7
        then 'phone:' || private.phone_digits(o.data ->> 'phone') end)
  ) as raw_key(key_text)
  cross join lateral (select encode(sha256(convert_to(raw_key.key_text, 'UTF8')), 'hex') as key) k;
  if wanted_email is not null then
    emails := array_append(emails, wanted_email);
    lookup_keys := array_append(lookup_keys, encode(sha256(convert_to('email:' || wanted_email, 'UTF8')), 'hex'));
  end if;

  delete from public.mail_outbox o where o.application_id = any(applications) or o.registration_id = any(enquiries);
  delete from private.confirmation_tokens t where t.application_id = any(applications);
  -- Her verified payment stays in the school's accounts without her (16_payment_verification.sql).
  update public.verified_payments p set application_id = null where p.application_id = any(applications);
  delete from private.retention_notices n where n.subject_id = any(applications) or n.subject_id = any(enquiries);
  delete from private.application_lookup_attempts a
  where a.reference_key = any(lookup_keys) or a.contact_key = any(lookup_keys);
  delete from private.application_submissions s where s.email = any(emails);
  delete from private.anonymous_uploads u where u.bucket_id = 'payment-screenshots' and u.object_name = any(screenshots);

  -- Deleted without a copy in the trash; the status history goes with the row (on delete cascade).
  perform set_config('seminary.erasing_person', 'on', true);
  delete from public.student_registrations r where r.id = any(applications);
  delete from public.registrations r where r.id = any(enquiries);
  perform set_config('seminary.erasing_person', '', true);
  delete from public.deleted_registrations d
  where (d.table_name = 'student_registrations' and d.row_data ->> 'id' = any(applications::text[]))
    or (d.table_name = 'registrations' and d.row_data ->> 'id' = any(enquiries::text[]));

  perform private.mark_storage_object_for_purge('payment-screenshots', s.name) from unnest(screenshots) as s(name);

  if alumni_profile_id is not null then
    select coalesce(array_agg(distinct substr(p.path, length('alumni-images/') + 1)), '{}') into photos
    from (
      select private.storage_object_path(a.image_url) as path from public.alumni_profiles a
      where a.id = erase_person_data.alumni_profile_id
      union all
      select unnest(v.file_paths) from public.content_versions v
      where v.table_name = 'alumni_profiles' and v.record_id = erase_person_data.alumni_profile_id
    ) p
    where p.path like 'alumni-images/%';
    -- Its versions go after it (below); the site rebuilds without it.
    delete from public.alumni_profiles a where a.id = erase_person_data.alumni_profile_id;
    get diagnostics erased_profiles = row_count;
    delete from public.content_versions v
    where v.table_name = 'alumni_profiles' and v.record_id = erase_person_data.alumni_profile_id;
    delete from private.anonymous_uploads u where u.bucket_id = 'alumni-images' and u.object_name = any(photos);
    -- A photo another profile still shows stays: the purge deletes only what nothing references.
    perform private.mark_storage_object_for_purge('alumni-images', p.name) from unnest(photos) as p(name);
  end if;

  perform private.log_erasure(reason, 'application', cardinality(applications));
  perform private.log_erasure(reason, 'enquiry', cardinality(enquiries));
  perform private.log_erasure(reason, 'alumni_profile', erased_profiles);
  if wanted_email is not null then
    perform private.mark_storage_object_for_purge('alumni-images', substr(private.storage_object_path(r.image_url), length('alumni-images/') + 1))
    from public.alumni_registrations r where lower(btrim(r.email)) = wanted_email and r.image_url is not null;
    delete from public.alumni_registrations r where lower(btrim(r.email)) = wanted_email;
    get diagnostics erased_registrations = row_count;
    perform private.log_erasure(reason, 'alumni_registrations', erased_registrations);
    delete from private.confirmation_attempts a
    where a.purpose = 'alumni_registration' and a.email_key = private.confirmation_email_key('alumni_registration', wanted_email);

    -- A pastor or church leader someone named as her recommender (17_recommendations.sql): who
    -- they are and their answer go from her application, live and in the trash, with the
    -- e-mails and links to them; her application stays.
    select coalesce(array_agg(r.id), '{}') into recommended
    from public.student_registrations r where lower(btrim(r.recommender_email)) = wanted_email;
    delete from public.mail_outbox o
    where o.kind in ('recommendation_request', 'recommendation_reminder')
      and exists (select 1 from unnest(o.to_addresses) a where lower(btrim(a)) = wanted_email);
    delete from private.confirmation_tokens t where t.application_id = any(recommended) and t.purpose = 'recommendation';
    perform set_config('seminary.erasing_person', 'on', true);
    update public.student_registrations r
    set recommender_name = null, recommender_church = null, recommender_email = null,
        recommender_consent_notice_version = null, recommender_consent_at = null,
        recommendation_requested_at = null, recommendation_reminded_at = null, recommendation_expires_at = null,
        recommendation_received_at = null, recommendation_known_for = null, recommendation_church = null,
        recommendation_text = null, recommendation_recommends = null
    where r.id = any(recommended);
    perform set_config('seminary.erasing_person', '', true);
    update public.deleted_registrations d
    set row_data = d.row_data - array[
      'recommender_name', 'recommender_church', 'recommender_email', 'recommender_consent_notice_version',
      'recommender_consent_at', 'recommendation_requested_at', 'recommendation_reminded_at',
      'recommendation_expires_at', 'recommendation_received_at', 'recommendation_known_for',
      'recommendation_church', 'recommendation_text', 'recommendation_recommends'
    ]
    where d.table_name = 'student_registrations' and lower(btrim(d.row_data ->> 'recommender_email')) = wanted_email;
    get diagnostics trashed_recommendations = row_count;
    perform private.log_erasure(reason, 'recommendation', cardinality(recommended) + trashed_recommendations);
  end if;
  return cardinality(applications) + cardinality(enquiries) + erased_profiles + erased_registrations
    + cardinality(recommended) + trashed_recommendations;
end;
$$;
revoke all on function private.erase_person_data(text, text, uuid, uuid, uuid) from public;
grant execute on function private.erase_person_data(text, text, uuid, uuid, uuid) to service_role;

-- An admin acting on a person's request (the "Your data" requests of call the
-- private function directly).
create or replace function public.erase_person_data(
  email text default null,
  application_id uuid default null,
  enquiry_id uuid default null,
  alumni_profile_id uuid default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators can erase a person''s data.', hint = 'administrators_only_erasure';
  end if;
  return private.erase_person_data('request', email, application_id, enquiry_id, alumni_profile_id);
end;
$$;
revoke all on function public.erase_person_data(text, uuid, uuid, uuid) from public, anon;

-- Only the payment screenshot of an application that stays: the file goes, the row says when.
create or replace function private.erase_payment_screenshot(application_id uuid, reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  screenshot text;
begin
  update public.student_registrations r set payment_screenshot_erased_at = now()
  where r.id = erase_payment_screenshot.application_id and r.payment_screenshot_erased_at is null
  returning r.payment_screenshot_url into screenshot;
  if screenshot is null then
    return 0;
  end if;
  delete from private.anonymous_uploads u where u.bucket_id = 'payment-screenshots' and u.object_name = screenshot;
  delete from private.retention_notices n
  where n.subject_kind = 'payment_screenshot' and n.subject_id = erase_payment_screenshot.application_id;
  perform private.mark_storage_object_for_purge('payment-screenshots', screenshot);
  perform private.log_erasure(reason, 'payment_screenshot', 1);
  return 1;
end;
$$;
revoke all on function private.erase_payment_screenshot(uuid, text) from public;

-- What the schedule makes due, and when: enquiries after their months from arrival; applications
-- not accepted or withdrawn after their months from the decision; the screenshot of any decided
-- application after its days from the decision. Rows in the trash are the trash's (trash_days).
create or replace function private.retention_due()
returns table (
  subject_kind text, subject_id uuid, due_at timestamptz, email text, language text, reference text,
  received_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select 'enquiry', r.id, r.created_at + i.enquiry, r.email, r.language, null, r.created_at
  from public.registrations r, private.retention_intervals() i
  union all
  select 'application', r.id, r.status_changed_at + i.not_accepted_application, r.email, r.language, r.reference,
    r.created_at
  from public.student_registrations r, private.retention_intervals() i
  where r.status in ('not_accepted', 'withdrawn')
  union all
  select 'payment_screenshot', r.id, r.status_changed_at + i.payment_screenshot, r.email, r.language, r.reference,
    r.created_at
  from public.student_registrations r, private.retention_intervals() i
  where r.status in ('accepted', 'not_accepted', 'withdrawn') and r.payment_screenshot_erased_at is null
$$;
revoke all on function private.retention_due() from public;

-- The notice, as the applicant's other e-mails (08_admissions.sql): the school's fixed text in her
-- language, with only the school's name, its own links, the reference it gave and dates; nothing
-- a visitor wrote. It is linked to its enquiry or application, so it goes when that is erased.
-- Returns the outbox row's id.
create or replace function private.queue_retention_notice(
  subject_kind text, subject_id uuid, email text, language text, reference text, received_at timestamptz,
  erase_on timestamptz
)
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select private.queue_mail(
    'retention_notice', queue_retention_notice.email, queue_retention_notice.language,
    jsonb_build_object(
      'about', queue_retention_notice.subject_kind,
      'reference', case when queue_retention_notice.subject_kind <> 'enquiry' then queue_retention_notice.reference end,
      'received_at', queue_retention_notice.received_at, 'erase_on', queue_retention_notice.erase_on
    ),
    application_id => case when queue_retention_notice.subject_kind <> 'enquiry' then queue_retention_notice.subject_id end,
    registration_id => case when queue_retention_notice.subject_kind = 'enquiry' then queue_retention_notice.subject_id end
  )
$$;
revoke all on function private.queue_retention_notice(text, uuid, text, text, text, timestamp with time zone, timestamp with time zone) from public;

-- Unconfirmed requests go after a day; an answered request keeps her address and links for the
-- schedule's e-mail days (she may write back about it), then only what was asked, when, and how
-- it was answered. Returns how many requests were forgotten.
create or replace function private.forget_data_requests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  unconfirmed integer;
  answered integer;
begin
  delete from public.data_requests r where r.status = 'unconfirmed' and r.created_at < now() - interval '1 day';
  get diagnostics unconfirmed = row_count;
  with forgotten as (
    update public.data_requests r
    set email = null, details = null, personal_data_forgotten_at = now()
    where r.status in ('completed', 'refused') and r.email is not null
      and r.answered_at < now() - (select i.sent_mail_body from private.retention_intervals() i)
    returning r.id
  )
  select count(*) into answered from forgotten;
  delete from private.confirmation_tokens t
  where t.expires_at < now()
    or t.data_request_id in (select r.id from public.data_requests r where r.personal_data_forgotten_at is not null);
  perform private.log_erasure('retention', 'data_requests', unconfirmed + answered);
  return unconfirmed + answered;
end;
$$;
revoke all on function private.forget_data_requests() from public;

-- The day's work, in order: notices for what falls due within 48 hours (or is overdue and was
-- never noticed); erasure of what is due and whose notice went out at least 48 hours ago (sent,
-- or given up after its attempts: the address does not work); the text of old e-mails; the
-- trash. A record whose notice has not gone out (the sender is down) waits. Returns the counts.
create or replace function private.apply_retention(out notices_sent integer, out records_erased integer, out mail_bodies_purged integer, out trash_emptied integer)
returns record
language plpgsql
security definer
set search_path to ''
as $$
declare
  due record;
begin
  notices_sent := 0;
  records_erased := 0;
  -- One run at a time: two would send two notices.
  perform pg_advisory_xact_lock(hashtext('private.apply_retention'));

  -- A notice for another date (the decision or the schedule changed) or for what is no longer
  -- due no longer counts.
  delete from private.retention_notices n
  where not exists (
    select 1 from private.retention_due() d
    where d.subject_kind = n.subject_kind and d.subject_id = n.subject_id and d.due_at = n.due_at
  );

  for due in
    select d.* from private.retention_due() d
    where d.due_at <= now() + interval '48 hours'
      and not exists (
        select 1 from private.retention_notices n where n.subject_kind = d.subject_kind and n.subject_id = d.subject_id
      )
    order by d.due_at
  loop
    insert into private.retention_notices (subject_kind, subject_id, due_at, outbox_id)
    values (
      due.subject_kind, due.subject_id, due.due_at,
      private.queue_retention_notice(
        due.subject_kind, due.subject_id, due.email, due.language, due.reference, due.received_at,
        greatest(due.due_at, now() + interval '48 hours')
      )
    );
    notices_sent := notices_sent + 1;
  end loop;

  for due in
    select d.subject_kind, d.subject_id from private.retention_due() d
    join private.retention_notices n on n.subject_kind = d.subject_kind and n.subject_id = d.subject_id
      and n.due_at = d.due_at
    left join public.mail_outbox o on o.id = n.outbox_id
    where d.due_at <= now()
      and n.noticed_at <= now() - interval '48 hours'
      and (
        o.id is null
        or (o.status = 'sent' and o.sent_at <= now() - interval '48 hours')
        or o.status = 'failed'
      )
  loop
    records_erased := records_erased + case due.subject_kind
      when 'enquiry' then private.erase_person_data('retention', enquiry_id => due.subject_id)
      when 'application' then private.erase_person_data('retention', application_id => due.subject_id)
      else private.erase_payment_screenshot(due.subject_id, 'retention')
    end;
  end loop;

  -- Sent e-mails, and failed ones (nobody retries a month-old e-mail), keep their delivery facts.
  update public.mail_outbox o
  set parameters = '{}', to_addresses = '{}', last_error = null, body_purged_at = now()
  where o.body_purged_at is null
    and (
      (o.status = 'sent' and o.sent_at < now() - (select i.sent_mail_body from private.retention_intervals() i))
      or (o.status = 'failed' and o.created_at < now() - (select i.sent_mail_body from private.retention_intervals() i))
    );
  get diagnostics mail_bodies_purged = row_count;
  perform private.log_erasure('retention', 'mail_bodies', mail_bodies_purged);

  -- The trash empties itself when a row is deleted; this empties it on quiet days too.
  delete from public.deleted_registrations d
  where d.deleted_at < now() - (select i.trash from private.retention_intervals() i);
  get diagnostics trash_emptied = row_count;
  perform private.log_erasure('retention', 'trash', trash_emptied);

  perform private.forget_data_requests();
  perform private.forget_alumni_registrations();
end;
$$;
revoke all on function private.apply_retention() from public;
grant execute on function private.apply_retention() to service_role;


create or replace function private.has_data_on_file(email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.student_registrations r where lower(btrim(r.email)) = lower(btrim(has_data_on_file.email)))
    or exists (select 1 from public.registrations r where lower(btrim(r.email)) = lower(btrim(has_data_on_file.email)))
    or exists (
      select 1 from public.deleted_registrations d
      where lower(btrim(d.row_data ->> 'email')) = lower(btrim(has_data_on_file.email))
    )
    -- A pastor or church leader an applicant named (17_recommendations.sql).
    or exists (
      select 1 from public.student_registrations r
      where lower(btrim(r.recommender_email)) = lower(btrim(has_data_on_file.email))
    )
    or exists (
      select 1 from public.deleted_registrations d
      where lower(btrim(d.row_data ->> 'recommender_email')) = lower(btrim(has_data_on_file.email))
    )
$$;
revoke all on function private.has_data_on_file(text) from public;

-- The form. The answer is the same (nothing) whether or not the address is on file, so nobody
-- learns from it whether a woman applied; only the address's owner gets the e-mail, and it holds
-- the school's fixed text and the link, never her "details". Limits: 5 requests an hour per
-- client address, and 3 a day per e-mail address, so nobody can fill an inbox with the school's
-- e-mails. Bad input is 400, a spent limit 429.
create or replace function public.request_my_data(kind text, email text, language text default 'en', details text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted_email text := lower(btrim(coalesce(request_my_data.email, '')));
  wanted_details text := nullif(btrim(coalesce(request_my_data.details, '')), '');
  request public.data_requests;
  token text;
begin
  if request_my_data.kind is null or request_my_data.kind not in ('access', 'correction', 'erasure') then
    raise exception using errcode = '22023', message = 'Choose whether to see, correct or erase your data.', hint = 'data_request_kind';
  end if;
  perform private.require_email_address(wanted_email);
  if coalesce(request_my_data.language, 'en') not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'The language is English (en) or Telugu (te).', hint = 'language_unknown';
  end if;
  if length(wanted_details) > 2000 then
    raise exception using errcode = '22023', message = 'Please describe the correction in at most 2000 characters.', hint = 'data_request_details_length';
  end if;
  if request_my_data.kind = 'correction' and wanted_details is null then
    raise exception using errcode = '22023', message = 'Please say what should be corrected.', hint = 'data_request_details';
  end if;

  perform private.spend_confirmation_attempt('data_request', wanted_email, 'Too many requests. Please try again tomorrow.');

  -- Requests nobody confirmed within the day are forgotten here too, not only by the daily job.
  delete from public.data_requests r where r.status = 'unconfirmed' and r.created_at < now() - interval '1 day';

  if not private.has_data_on_file(wanted_email) then
    return;
  end if;

  insert into public.data_requests (kind, email, language, details)
  values (
    request_my_data.kind, wanted_email, coalesce(request_my_data.language, 'en'),
    case when request_my_data.kind = 'correction' then wanted_details end
  )
  returning * into request;
  -- The link works for a day, then (once confirmed) as long as the request is open and a month
  -- after it is due, to see where it stands.
  token := private.new_confirmation_token('data_request_confirm', request.id, now() + interval '1 day');
  perform private.queue_mail(
    'data_request_confirm', request.email, request.language,
    jsonb_build_object(
      'request', request.kind, 'token', token,
      'response_days', (select extract(day from i.request_response)::integer from private.retention_intervals() i)
    ),
    data_request_id => request.id
  );
end;
$$;
revoke all on function public.request_my_data(text, text, text, text) from public;

-- The confirmation link: the first use confirms the request, dates it due and tells the office;
-- every use answers where it stands. Nothing for any other text.
create or replace function public.confirm_data_request(token text)
returns table (kind text, status text, due_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.data_requests;
begin
  select r.* into request from public.data_requests r
  where r.id = private.confirmation_token_record(confirm_data_request.token, 'data_request_confirm')
  for update;
  if request.id is null then
    return;
  end if;
  if request.status = 'unconfirmed' then
    update public.data_requests r
    set status = 'open', confirmed_at = now(),
      due_at = now() + (select i.request_response from private.retention_intervals() i)
    where r.id = request.id
    returning * into request;
    update private.confirmation_tokens t set expires_at = request.due_at + interval '30 days'
    where t.data_request_id = request.id and t.purpose = 'data_request_confirm';
    perform private.queue_mail(
      'data_request_office', null, 'en', jsonb_build_object('request', request.kind, 'due_at', request.due_at),
      data_request_id => request.id
    );
  end if;
  return query select request.kind, request.status, request.due_at;
end;
$$;
revoke all on function public.confirm_data_request(text) from public;

-- Her data, as one JSON document: every application and enquiry given with her address (with
-- its status history and consent), the e-mails the school sent her about them, and what the
-- school holds but cannot put in a document (a payment screenshot is named; the office sends the
-- file on request). Staff's internal notes are not hers and are left out.
create or replace function private.person_data_copy(email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with wanted as (select lower(btrim(person_data_copy.email)) as email)
  select jsonb_build_object(
    'email', (select w.email from wanted w),
    'made_at', now(),
    'applications', coalesce((
      select jsonb_agg(
        (to_jsonb(r) - 'idempotency_key' - 'honeypot' - 'contacted')
        || jsonb_build_object(
          'status_history', coalesce((
            select jsonb_agg(jsonb_build_object('status', h.to_status, 'changed_at', h.changed_at) order by h.changed_at)
            from public.application_status_history h where h.application_id = r.id
          ), '[]'),
          'course', (select c.title from public.courses c where c.id = r.course_id)
        )
        order by r.created_at
      )
      from public.student_registrations r, wanted w where lower(btrim(r.email)) = w.email
    ), '[]'),
    'enquiries', coalesce((
      select jsonb_agg((to_jsonb(r) - 'honeypot' - 'contacted') order by r.created_at)
      from public.registrations r, wanted w where lower(btrim(r.email)) = w.email
    ), '[]'),
    'deleted_by_the_school', coalesce((
      select jsonb_agg(
        jsonb_build_object('kind', d.table_name, 'deleted_at', d.deleted_at,
          'data', d.row_data - 'idempotency_key' - 'honeypot' - 'contacted')
        order by d.deleted_at
      )
      from public.deleted_registrations d, wanted w where lower(btrim(d.row_data ->> 'email')) = w.email
    ), '[]'),
    -- As someone's recommender: who she named and what they answered, without her application.
    'recommendations_you_gave', coalesce((
      select jsonb_agg(
        jsonb_build_object('name', r.recommender_name, 'church', r.recommender_church, 'email', r.recommender_email,
          'requested_at', r.recommendation_requested_at, 'received_at', r.recommendation_received_at,
          'known_for', r.recommendation_known_for, 'their_church', r.recommendation_church,
          'recommendation', r.recommendation_text, 'recommends', r.recommendation_recommends)
        order by r.created_at
      )
      from public.student_registrations r, wanted w where lower(btrim(r.recommender_email)) = w.email
    ), '[]'),
    'emails_sent_to_you', coalesce((
      select jsonb_agg(
        jsonb_build_object('kind', o.kind, 'language', o.language, 'parameters', o.parameters - 'token',
          'status', o.status, 'queued_at', o.created_at, 'sent_at', o.sent_at)
        order by o.created_at
      )
      from public.mail_outbox o, wanted w
      where o.body_purged_at is null and exists (select 1 from unnest(o.to_addresses) a where lower(btrim(a)) = w.email)
    ), '[]')
  )
$$;
revoke all on function private.person_data_copy(text) from public;

-- The copy's link, made when an admin completes an access request: her data as it is now.
create or replace function public.data_request_copy(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.person_data_copy(r.email)
  from public.data_requests r
  where r.id = private.confirmation_token_record(data_request_copy.token, 'data_request_copy')
    and r.kind = 'access' and r.status = 'completed' and r.email is not null
$$;
revoke all on function public.data_request_copy(text) from public;

-- 4. The office's answers -----------------------------------------------------------------------------
create or replace function private.open_data_request(request_id uuid)
returns public.data_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  request public.data_requests;
begin
  select r.* into request from public.data_requests r where r.id = open_data_request.request_id for update;
  if request.id is null or request.status = 'unconfirmed' then
    raise sqlstate 'PT404' using message = 'No such request.', hint = 'data_request_not_found';
  end if;
  if request.status <> 'open' then
    raise sqlstate 'PT409' using message = 'This request has already been answered.', hint = 'data_request_answered';
  end if;
  return request;
end;
$$;
revoke all on function private.open_data_request(uuid) from public;

-- Does what the request asks and tells her. Access: a link to her copy, for 14 days. Correction:
-- the office corrected the application or enquiry first, on its own screen; she is told it is
-- done. Erasure: every application and enquiry given with her address, with their copies,
-- e-mails, screenshots and history (private.erase_person_data), and her earlier answered
-- requests; she is told how many records went. Returns the number of records erased.
create or replace function public.complete_data_request(request_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.data_requests;
  erased integer;
  token text;
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.', hint = 'administrators_only_data_requests';
  end if;
  request := private.open_data_request(complete_data_request.request_id);
  if request.kind = 'erasure' then
    erased := private.erase_person_data('request', email => request.email);
    delete from public.data_requests r
    where lower(btrim(r.email)) = lower(btrim(request.email)) and r.id <> request.id and r.status <> 'open';
    delete from private.confirmation_attempts a
    where a.purpose = 'data_request' and a.email_key = private.confirmation_email_key('data_request', request.email);
  end if;

  update public.data_requests r
  set status = 'completed', answered_at = now(), answered_by = auth.uid(), records_erased = erased,
    details = null
  where r.id = request.id
  returning * into request;

  if request.kind = 'access' then
    token := private.new_confirmation_token('data_request_copy', request.id, now() + interval '14 days');
    perform private.queue_mail(
      'data_request_answer', request.email, request.language, jsonb_build_object('answer', 'copy', 'token', token),
      data_request_id => request.id
    );
  elsif request.kind = 'correction' then
    perform private.queue_mail(
      'data_request_answer', request.email, request.language, jsonb_build_object('answer', 'corrected'),
      data_request_id => request.id
    );
  else
    perform private.queue_mail(
      'data_request_answer', request.email, request.language,
      jsonb_build_object(
        'answer', 'erased', 'records', erased,
        'mail_days', (select extract(day from i.sent_mail_body)::integer from private.retention_intervals() i)
      ),
      data_request_id => request.id
    );
    -- Her address stays only in that e-mail, until it is sent and purged.
    update public.data_requests r set email = null, personal_data_forgotten_at = now() where r.id = request.id;
  end if;
  return coalesce(erased, 0);
end;
$$;
revoke all on function public.complete_data_request(uuid) from public, anon;

-- A refusal (for example, a correction the school cannot make, or data a law makes it keep): she
-- gets the office's reason, and where to turn if she disagrees.
create or replace function public.refuse_data_request(request_id uuid, reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.data_requests;
  wanted_reason text := nullif(btrim(coalesce(refuse_data_request.reason, '')), '');
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.', hint = 'administrators_only_data_requests';
  end if;
  request := private.open_data_request(refuse_data_request.request_id);
  if wanted_reason is null or length(wanted_reason) > 2000 then
    raise exception using errcode = '22023', message = 'Please give her the reason, in at most 2000 characters.', hint = 'reason_required';
  end if;
  update public.data_requests r
  set status = 'refused', answered_at = now(), answered_by = auth.uid(), refusal_reason = wanted_reason, details = null
  where r.id = request.id
  returning * into request;
  perform private.queue_mail(
    'data_request_answer', request.email, request.language,
    jsonb_build_object('answer', 'refused', 'request', request.kind, 'reason', wanted_reason),
    data_request_id => request.id
  );
end;
$$;
revoke all on function public.refuse_data_request(uuid, text) from public, anon;

-- What the admin's request screen shows beside a request: how many applications and enquiries
-- (live or in the trash) are on file under its address, without reading them.
create or replace function public.data_request_records(request_id uuid)
returns table (applications integer, enquiries integer, in_trash integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.', hint = 'administrators_only_data_requests';
  end if;
  return query
    select
      (select count(*)::integer from public.student_registrations s where lower(btrim(s.email)) = lower(btrim(r.email))),
      (select count(*)::integer from public.registrations e where lower(btrim(e.email)) = lower(btrim(r.email))),
      (select count(*)::integer from public.deleted_registrations d
        where lower(btrim(d.row_data ->> 'email')) = lower(btrim(r.email)))
    from public.data_requests r
    where r.id = data_request_records.request_id and r.status <> 'unconfirmed' and r.email is not null;
end;
$$;
revoke all on function public.data_request_records(uuid) from public, anon;

revoke all on table public.retention_settings from anon, authenticated;
grant select, update on table public.retention_settings to authenticated;
grant select on table public.retention_settings to anon;
revoke all on table public.erasure_log, public.data_requests from anon, authenticated;
grant select on table public.erasure_log, public.data_requests to authenticated;
revoke all on table private.retention_notices from public, anon, authenticated, service_role;
revoke all on sequence public.erasure_log_id_seq from anon, authenticated;

create policy "Admins read confirmed data requests" on public.data_requests for select to authenticated
  using (((select private.is_admin()) and (status <> 'unconfirmed')));

create policy "Admins read the erasure log" on public.erasure_log for select to authenticated
  using ((select private.is_admin()));

create policy "Admins update retention settings" on public.retention_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Everyone reads retention settings" on public.retention_settings for select to anon, authenticated
  using (true);

create constraint trigger deleted_registrations_forget after delete on public.deleted_registrations deferrable initially deferred for each row execute function private.forget_trashed_registration();
create trigger retention_settings_set_updated_at before update on public.retention_settings for each row execute function private.set_updated_at();

-- Daily at 03:00 in Vijayawada (21:30 UTC) on a hosted project, where the publishing migration
-- enabled pg_cron; the purge (hourly, 14_storage.sql) deletes the marked files' rows within the
-- hour. The local backend's stand-in for pg_cron runs both, and every job once at each start.
select private.schedule_job('apply-retention', '30 21 * * *', 'select * from private.apply_retention()');
