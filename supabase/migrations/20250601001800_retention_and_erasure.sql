-- Retention and erasure (issue 25, point 5, and attack 8; India's DPDP Act 2023): personal data
-- is kept only as long as the school's schedule says, the person is told 48 hours before it goes,
-- and one function erases every copy of a person's data, for the daily job and for a request.
--   1. private.erase_person_data: the application or enquiry (live and in the trash), its
--      payment screenshot, status history, status links, lookup attempts, e-mails, retention
--      notices and upload counts; an alumni profile with its revisions and photos. Each erasure
--      is recorded in public.erasure_log (when, what, why; nothing about whom).
--   2. Attack 8: an e-mail lives as long as what it is about. Emptying an application or enquiry
--      from the trash removes its e-mails, and the text and recipients of e-mails sent (or given
--      up) are purged after the schedule's days.
--   3. public.retention_settings, the admin-set schedule, and private.apply_retention(), the
--      daily job (pg_cron on hosted, the local backend's timer and each start of it locally).
--
-- What the law requires the school to keep: nothing of these rows, today. The Act's Rules ask for
-- processing logs of at least a year: public.erasure_log holds no personal data and is kept.

-- 1. The schedule ----------------------------------------------------------------------------------

-- One row admins read and change, like the other settings. The defaults are those the privacy
-- notice states (20250601001700); a school changing them changes that text too. "Not accepted"
-- means a decision other than acceptance: not accepted or withdrawn. An application still waiting
-- for a decision, and an accepted one (the student's record), are kept.
create table public.retention_settings (
  id smallint primary key default 1 check (id = 1),
  enquiry_months integer not null default 12 check (enquiry_months between 1 and 120),
  not_accepted_application_months integer not null default 12
    check (not_accepted_application_months between 1 and 120),
  payment_screenshot_days integer not null default 90 check (payment_screenshot_days between 1 and 3650),
  sent_mail_body_days integer not null default 30 check (sent_mail_body_days between 1 and 3650),
  trash_days integer not null default 30 check (trash_days between 1 and 365),
  updated_at timestamptz not null default now()
);
insert into public.retention_settings (id) values (1);
create trigger retention_settings_set_updated_at
  before update on public.retention_settings
  for each row execute function private.set_updated_at();

revoke all on table public.retention_settings from anon, authenticated;
grant all on table public.retention_settings to service_role;
alter table public.retention_settings enable row level security;
grant select, update on table public.retention_settings to authenticated;
create policy "Admins read retention settings" on public.retention_settings for select to authenticated
  using ((select private.is_admin()));
create policy "Admins update retention settings" on public.retention_settings for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- The schedule as intervals; without the row (deleted by the service role) the defaults apply.
create or replace function private.retention_intervals(
  out enquiry interval,
  out not_accepted_application interval,
  out payment_screenshot interval,
  out sent_mail_body interval,
  out trash interval
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
    make_interval(days => coalesce(s.trash_days, 30))
  from (select 1) one
  left join public.retention_settings s on s.id = 1
$$;
revoke all on function private.retention_intervals() from public;

-- 2. The erasure log -----------------------------------------------------------------------------

-- That an erasure happened, for the processing log the Act's Rules ask for: when, what kind of
-- record, how many, and why. No id, name or address: the log must not keep what was erased.
create table public.erasure_log (
  id bigint generated always as identity primary key,
  erased_at timestamptz not null default now(),
  reason text not null check (reason in ('request', 'retention')),
  kind text not null check (
    kind in ('application', 'enquiry', 'payment_screenshot', 'alumni_profile', 'trash', 'mail_bodies')
  ),
  items integer not null check (items > 0)
);
create index erasure_log_erased_at_idx on public.erasure_log (erased_at desc);

revoke all on table public.erasure_log from anon, authenticated;
revoke all on sequence public.erasure_log_id_seq from anon, authenticated;
grant all on table public.erasure_log to service_role;
alter table public.erasure_log enable row level security;
grant select on table public.erasure_log to authenticated;
create policy "Admins read the erasure log" on public.erasure_log for select to authenticated
  using ((select private.is_admin()));

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

-- 3. Stored files of erased rows ----------------------------------------------------------------

-- Objects an erasure left without a reference, for the next purge to delete whatever their age
-- (the purge otherwise waits a day, for uploads an application has not named yet). The daily job
-- purges right after it erases; an admin's erasure waits for the hourly purge.
create table private.storage_objects_to_purge (
  bucket_id text not null,
  name text not null,
  marked_at timestamptz not null default now(),
  primary key (bucket_id, name)
);
revoke all on table private.storage_objects_to_purge from public, anon, authenticated, service_role;
alter table private.storage_objects_to_purge enable row level security;

create or replace function private.mark_storage_object_for_purge(bucket_id text, name text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.storage_objects_to_purge (bucket_id, name)
  select mark_storage_object_for_purge.bucket_id, mark_storage_object_for_purge.name
  where mark_storage_object_for_purge.name is not null
  on conflict on constraint storage_objects_to_purge_pkey do update set marked_at = now()
$$;
revoke all on function private.mark_storage_object_for_purge(text, text) from public;

-- An application whose screenshot was erased by the schedule keeps its row (an accepted one is the
-- student's record) and the object's name, which says nothing about her; the date says the file
-- is gone on purpose.
alter table public.student_registrations add column payment_screenshot_erased_at timestamptz;

-- As in 20250601000700, except that an application whose screenshot was erased no longer holds it.
create or replace function private.storage_object_is_referenced(bucket text, object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  object_path text := bucket || '/' || object_name;
begin
  if bucket = 'payment-screenshots' then
    return exists (
        select 1 from public.student_registrations r
        where r.payment_screenshot_url = object_name and r.payment_screenshot_erased_at is null
      )
      or exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'payment_screenshot_url' = object_name
          and d.row_data ->> 'payment_screenshot_erased_at' is null
      );
  end if;
  return exists (select 1 from public.site_logo t where private.storage_object_path(t.logo_url) = object_path)
    or exists (select 1 from public.banners t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.teachers t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.videos t where private.storage_object_path(t.thumbnail_url) = object_path)
    or exists (select 1 from public.gallery t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.about_gallery t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.campus_life t where private.storage_object_path(t.image_url) = object_path)
    or exists (
      select 1 from public.campus_life_gallery t where private.storage_object_path(t.image_url) = object_path
    )
    or exists (select 1 from public.alumni_profiles t where private.storage_object_path(t.image_url) = object_path)
    or exists (
      select 1 from public.alumni_profile_revisions t
      where private.storage_object_path(t.previous_profile ->> 'image_url') = object_path
    )
    or exists (select 1 from public.downloads t where private.storage_object_path(t.file_url) = object_path)
    or exists (select 1 from public.downloads t where private.storage_object_path(t.image_url) = object_path)
    or exists (
      select 1 from public.donation_info t where private.storage_object_path(t.qr_code_url) = object_path
    );
end;
$$;
revoke all on function private.storage_object_is_referenced(text, text) from public;

-- As in 20250601000700, and objects marked by an erasure go at once. What happens to the bytes:
-- locally the caller (the backend's timer) removes the files of the rows returned, so nothing of
-- them stays on the disk. On hosted Supabase, deleting the row means the Storage API no longer
-- serves, lists or signs the object, but the bytes stay in the project's S3 storage: a row
-- deleted by SQL does not delete the object there, and only the Storage API's remove (which
-- needs the row) does. Nothing here calls that API, so on hosted an erased screenshot's bytes
-- are unreachable but not destroyed; docs/SECURITY.md says so.
create or replace function private.purge_unreferenced_uploads()
returns table (bucket_id text, name text, version text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.anonymous_uploads u where u.uploaded_at < now() - interval '1 hour';
  -- Hosted storage refuses a DELETE on its tables unless this is set for the transaction (its
  -- protect_delete trigger, meant against accidental deletes); this delete is deliberate.
  perform set_config('storage.allow_delete_query', 'true', true);
  return query
    delete from storage.objects o
    where o.bucket_id in ('payment-screenshots', 'alumni-images')
      and (
        o.created_at < now() - interval '1 day'
        or exists (
          select 1 from private.storage_objects_to_purge p where p.bucket_id = o.bucket_id and p.name = o.name
        )
      )
      and not private.storage_object_is_referenced(o.bucket_id, o.name)
    returning o.bucket_id, o.name, o.version;
  -- A mark outlives its object only while something else still references it (a photo two
  -- profiles share); after a day the ordinary rule covers it.
  delete from private.storage_objects_to_purge p
  where p.marked_at < now() - interval '1 day'
    or not exists (select 1 from storage.objects o where o.bucket_id = p.bucket_id and o.name = p.name);
end;
$$;
revoke all on function private.purge_unreferenced_uploads() from public;
grant execute on function private.purge_unreferenced_uploads() to service_role;

-- 4. E-mails live as long as what they are about (attack 8) ------------------------------------------

-- An application's or enquiry's e-mails used to lose their link when it was deleted (on delete
-- set null) and then stayed forever. Now the link stays while the row is in the trash (a restore
-- brings it back with its e-mails), and the e-mails go when the trash copy goes. E-mails that
-- already lost their link belong to applications and enquiries deleted before: they go now.
alter table public.mail_outbox
  drop constraint mail_outbox_application_id_fkey,
  drop constraint mail_outbox_registration_id_fkey;
delete from public.mail_outbox o
where (o.kind in ('application_office', 'application_applicant', 'status_applicant') and o.application_id is null)
  or (o.kind = 'enquiry_office' and o.registration_id is null);

-- The retention notice is an e-mail of its own kind; a purged e-mail keeps only its delivery facts
-- (kind, sender, status, attempts, dates, what it was about), so it has no recipient any more.
alter table public.mail_outbox
  drop constraint mail_outbox_kind_check,
  add constraint mail_outbox_kind_check check (
    kind in ('application_office', 'application_applicant', 'status_applicant', 'enquiry_office', 'retention_notice')
  ),
  add column body_purged_at timestamptz,
  drop constraint mail_outbox_to_addresses_check,
  add constraint mail_outbox_to_addresses_check check (cardinality(to_addresses) >= 1 or body_purged_at is not null);

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
    delete from private.application_status_tokens t where t.application_id = row_id;
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

-- The retention notices sent, so that erasure waits until one went out 48 hours before. One per
-- record and due date: a changed decision or schedule moves the date, and a new notice is sent.
create table private.retention_notices (
  subject_kind text not null check (subject_kind in ('enquiry', 'application', 'payment_screenshot')),
  -- The enquiry's or application's id.
  subject_id uuid not null,
  due_at timestamptz not null,
  outbox_id bigint,
  noticed_at timestamptz not null default now(),
  primary key (subject_kind, subject_id)
);
create index retention_notices_subject_id_idx on private.retention_notices (subject_id);
revoke all on table private.retention_notices from public, anon, authenticated, service_role;
alter table private.retention_notices enable row level security;

create constraint trigger deleted_registrations_forget
  after delete on public.deleted_registrations
  deferrable initially deferred
  for each row execute function private.forget_trashed_registration();

-- As in 20250601000200, with the schedule's trash days, recorded in the log; and an erasure's own
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

-- The admin's retry of a failed e-mail, as in 20250601001210, except one whose text was purged:
-- there is nothing left to send.
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
  where o.id = retry_mail.id and o.status = 'failed' and o.body_purged_at is null;
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

-- 5. Erasure -------------------------------------------------------------------------------------------

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
create or replace function private.erase_person_data(
  reason text,
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
declare
  wanted_email text := lower(btrim(erase_person_data.email));
  applications uuid[];
  enquiries uuid[];
  emails text[];
  lookup_keys text[];
  screenshots text[];
  photos text[];
  erased_profiles integer := 0;
begin
  if reason is null or reason not in ('request', 'retention') then
    raise exception using errcode = '22023', message = 'An erasure is made on request or by the retention schedule.';
  end if;
  if num_nonnulls(wanted_email, application_id, enquiry_id, alumni_profile_id) <> 1 or wanted_email = '' then
    raise exception using errcode = '22023', message = 'Name exactly one e-mail address, application, enquiry or alumni profile.';
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
    -- The keys application_status_lookup counts failures under (20250601001600).
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
  delete from private.application_status_tokens t where t.application_id = any(applications);
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
      select private.storage_object_path(v.previous_profile ->> 'image_url') from public.alumni_profile_revisions v
      where v.profile_id = erase_person_data.alumni_profile_id
    ) p
    where p.path like 'alumni-images/%';
    -- Its revisions go with it (on delete cascade); the site rebuilds without it.
    delete from public.alumni_profiles a where a.id = erase_person_data.alumni_profile_id;
    get diagnostics erased_profiles = row_count;
    delete from private.anonymous_uploads u where u.bucket_id = 'alumni-images' and u.object_name = any(photos);
    -- A photo another profile still shows stays: the purge deletes only what nothing references.
    perform private.mark_storage_object_for_purge('alumni-images', p.name) from unnest(photos) as p(name);
  end if;

  perform private.log_erasure(reason, 'application', cardinality(applications));
  perform private.log_erasure(reason, 'enquiry', cardinality(enquiries));
  perform private.log_erasure(reason, 'alumni_profile', erased_profiles);
  return cardinality(applications) + cardinality(enquiries) + erased_profiles;
end;
$$;
revoke all on function private.erase_person_data(text, text, uuid, uuid, uuid) from public;
grant execute on function private.erase_person_data(text, text, uuid, uuid, uuid) to service_role;

-- An admin acting on a person's request (the "Your data" requests of issue 25, point 4, call the
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
    raise exception using errcode = '42501', message = 'Only administrators can erase a person''s data.';
  end if;
  return private.erase_person_data('request', email, application_id, enquiry_id, alumni_profile_id);
end;
$$;
revoke all on function public.erase_person_data(text, uuid, uuid, uuid) from public, anon, authenticated;
grant execute on function public.erase_person_data(text, uuid, uuid, uuid) to authenticated, service_role;

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

-- 6. The daily job -------------------------------------------------------------------------------------

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

-- A date as the e-mails give it: the school's calendar day.
create or replace function private.school_date(at timestamptz, language text)
returns text
language sql
stable
set search_path = ''
as $$
  select case when language = 'te'
    then to_char(at at time zone 'Asia/Kolkata', 'DD-MM-YYYY')
    else to_char(at at time zone 'Asia/Kolkata', 'FMDD FMMonth YYYY')
  end
$$;
revoke all on function private.school_date(timestamptz, text) from public;

-- The notice, as the applicant's other e-mails (20250601001600): the school's fixed text in her
-- language, with only the school's name, its own links, the reference it gave and dates; nothing
-- a visitor wrote. It is linked to its enquiry or application, so it goes when that is erased.
-- Returns the outbox row's id.
create or replace function private.queue_retention_notice(
  subject_kind text, subject_id uuid, email text, language text, reference text, received_at timestamptz,
  erase_on timestamptz
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  site text;
  privacy_page text;
  what text;
  queued bigint;
begin
  select * into settings from public.mail_settings where id = 1;
  site := rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/');
  privacy_page := site || case when language = 'te' then '/te' else '' end || '/privacy';
  if language = 'te' then
    what := case subject_kind
      when 'enquiry' then format(
        '%s న మీరు మాకు పంపిన విచారణ, దాని గురించి మా ఈమెయిల్‌లు.', private.school_date(received_at, 'te'))
      when 'application' then format(
        'మీ దరఖాస్తు %s, దానితో మా దగ్గర ఉన్నవన్నీ (ఫారం, చెల్లింపు స్క్రీన్‌షాట్, స్థితి చరిత్ర, దాని గురించి మా ఈమెయిల్‌లు).',
        reference)
      else format('మీ దరఖాస్తు %s తో మీరు పంపిన చెల్లింపు స్క్రీన్‌షాట్. మీ దరఖాస్తు అలాగే ఉంటుంది.', reference)
    end;
  else
    what := case subject_kind
      when 'enquiry' then format(
        'the enquiry you sent us on %s, and our e-mails about it.', private.school_date(received_at, 'en'))
      when 'application' then format(
        'your application %s and everything we hold with it (the form, the payment screenshot, its status '
        'history and our e-mails about it).', reference)
      else format('the payment screenshot you sent with your application %s. Your application itself stays.', reference)
    end;
  end if;

  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text, application_id, registration_id)
  values (
    'retention_notice',
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    array[email],
    case when language = 'te'
      then format('%s: మీ వివరాలు %s న తొలగించబడతాయి', settings.school_name, private.school_date(erase_on, 'te'))
      else format('%s: your data will be erased on %s', settings.school_name, private.school_date(erase_on, 'en'))
    end,
    case when language = 'te' then
      format(
        E'నమస్కారం,\n\n'
        'మా గోప్యతా ప్రకటనలో చెప్పినట్లుగా, %s వ్యక్తిగత వివరాలను అవసరమైనంత కాలం మాత్రమే ఉంచుతుంది. '
        '%s న మేము వీటిని తొలగిస్తాము:\n%s\n\n'
        'మీరు ఏమీ చేయనవసరం లేదు. దీని గురించి ఏదైనా అడగాలంటే, ఆ తేదీకి ముందు ఈ ఈమెయిల్‌కు జవాబు ఇవ్వండి '
        'లేదా మా గోప్యతా ప్రకటనలోని సంప్రదింపు వివరాలతో మమ్మల్ని సంప్రదించండి:\n%s\n\n'
        'మీరు మాకు ఎప్పుడూ వ్రాయకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు.\n\n'
        'శుభాకాంక్షలతో,\nఅడ్మిషన్స్ కార్యాలయం\n%s\n',
        settings.school_name, private.school_date(erase_on, 'te'), what, privacy_page, settings.school_name
      )
    else
      format(
        E'Dear friend,\n\n'
        'As our privacy notice says, %s keeps personal data only as long as it is needed. '
        'On %s we will erase %s\n\n'
        'You need not do anything. If you have a question about this, reply to this e-mail before that date, '
        'or contact us as our privacy notice says:\n%s\n\n'
        'If you never wrote to us, you can ignore this e-mail.\n\n'
        'With best wishes,\nThe Admissions Office\n%s\n',
        settings.school_name, private.school_date(erase_on, 'en'), what, privacy_page, settings.school_name
      )
    end,
    case when subject_kind = 'enquiry' then null else subject_id end,
    case when subject_kind = 'enquiry' then subject_id end
  )
  returning id into queued;
  return queued;
end;
$$;
revoke all on function private.queue_retention_notice(text, uuid, text, text, text, timestamptz, timestamptz)
  from public;

-- The day's work, in order: notices for what falls due within 48 hours (or is overdue and was
-- never noticed); erasure of what is due and whose notice went out at least 48 hours ago (sent,
-- or given up after its attempts: the address does not work); the text of old e-mails; the
-- trash. A record whose notice has not gone out (the sender is down) waits. Returns the counts.
create or replace function private.apply_retention(
  out notices_sent integer, out records_erased integer, out mail_bodies_purged integer, out trash_emptied integer
)
language plpgsql
security definer
set search_path = ''
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
  set subject = '', body_text = '', to_addresses = '{}', last_error = null, body_purged_at = now()
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
end;
$$;
revoke all on function private.apply_retention() from public;
grant execute on function private.apply_retention() to service_role;

-- Daily at 03:00 in Vijayawada (21:30 UTC) on a hosted project, where the publishing migration
-- enabled pg_cron; the purge (hourly, 20250601000700) deletes the marked files' rows within the
-- hour. The local backend runs both on its own timer and at each start.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('apply-retention', '30 21 * * *', 'select * from private.apply_retention()');
  end if;
end
$$;
