-- Made by `npm run db:diff -- pastor_recommendation` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

alter table "private"."confirmation_attempts" drop constraint "confirmation_attempts_purpose_check";

alter table "private"."confirmation_tokens" drop constraint "confirmation_tokens_purpose_check";

alter table "private"."confirmation_tokens" drop constraint "confirmation_tokens_record_check";

alter table "public"."erasure_log" drop constraint "erasure_log_kind_check";

alter table "public"."mail_outbox" drop constraint "mail_outbox_kind_check";

alter table "public"."student_registrations" add column "recommendation_church" text;

alter table "public"."student_registrations" add column "recommendation_expires_at" timestamp with time zone;

alter table "public"."student_registrations" add column "recommendation_known_for" text;

alter table "public"."student_registrations" add column "recommendation_received_at" timestamp with time zone;

alter table "public"."student_registrations" add column "recommendation_recommends" boolean;

alter table "public"."student_registrations" add column "recommendation_reminded_at" timestamp with time zone;

alter table "public"."student_registrations" add column "recommendation_requested_at" timestamp with time zone;

alter table "public"."student_registrations" add column "recommendation_text" text;

alter table "public"."student_registrations" add column "recommender_church" text;

alter table "public"."student_registrations" add column "recommender_consent_at" timestamp with time zone;

alter table "public"."student_registrations" add column "recommender_consent_notice_version" integer;

alter table "public"."student_registrations" add column "recommender_email" text;

alter table "public"."student_registrations" add column "recommender_name" text;

CREATE INDEX student_registrations_recommendation_waiting_idx ON public.student_registrations USING btree (recommendation_requested_at) WHERE ((recommendation_received_at IS NULL) AND (recommendation_reminded_at IS NULL));

CREATE INDEX student_registrations_recommender_consent_notice_version_idx ON public.student_registrations USING btree (recommender_consent_notice_version);

CREATE INDEX student_registrations_recommender_email_idx ON public.student_registrations USING btree (lower(btrim(recommender_email)));

alter table "public"."student_registrations" add constraint "student_registrations_recommendation_church_check" CHECK (((btrim(recommendation_church) <> ''::text) AND (length(recommendation_church) <= 200) AND private.is_single_line(recommendation_church))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommendation_church_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommendation_complete" CHECK (((num_nonnulls(recommendation_received_at, recommendation_known_for, recommendation_church, recommendation_text, recommendation_recommends) = ANY (ARRAY[0, 5])) AND ((recommendation_requested_at IS NULL) OR (recommender_email IS NOT NULL)))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommendation_complete";

alter table "public"."student_registrations" add constraint "student_registrations_recommendation_known_for_check" CHECK (((btrim(recommendation_known_for) <> ''::text) AND (length(recommendation_known_for) <= 100) AND private.is_single_line(recommendation_known_for))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommendation_known_for_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommendation_text_check" CHECK (((btrim(recommendation_text) <> ''::text) AND (length(recommendation_text) <= 2000))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommendation_text_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_church_check" CHECK (((btrim(recommender_church) <> ''::text) AND (length(recommender_church) <= 200) AND private.is_single_line(recommender_church))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_church_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_complete" CHECK (((num_nonnulls(recommender_name, recommender_church, recommender_email, recommender_consent_at) = ANY (ARRAY[0, 4])) AND ((recommender_consent_notice_version IS NULL) OR (recommender_consent_at IS NOT NULL)))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_complete";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_consent_notice_version_fkey" FOREIGN KEY (recommender_consent_notice_version) REFERENCES privacy_notice_versions(version) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_consent_notice_version_fkey";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_email_check" CHECK (((length(recommender_email) <= 320) AND (recommender_email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$'::text))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_email_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_name_check" CHECK (((btrim(recommender_name) <> ''::text) AND (length(recommender_name) <= 200) AND private.is_single_line(recommender_name))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_name_check";

alter table "private"."confirmation_attempts" add constraint "confirmation_attempts_purpose_check" CHECK ((purpose = ANY (ARRAY['data_request'::text, 'alumni_registration'::text, 'recommendation'::text]))) not valid;

alter table "private"."confirmation_attempts" validate constraint "confirmation_attempts_purpose_check";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_purpose_check" CHECK ((purpose = ANY (ARRAY['application_status'::text, 'data_request_confirm'::text, 'data_request_copy'::text, 'alumni_registration_confirm'::text, 'recommendation'::text]))) not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_purpose_check";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_record_check" CHECK (
CASE purpose
    WHEN 'application_status'::text THEN ((application_id IS NOT NULL) AND (num_nonnulls(data_request_id, alumni_registration_id) = 0))
    WHEN 'recommendation'::text THEN ((application_id IS NOT NULL) AND (num_nonnulls(data_request_id, alumni_registration_id) = 0))
    WHEN 'alumni_registration_confirm'::text THEN ((alumni_registration_id IS NOT NULL) AND (num_nonnulls(application_id, data_request_id) = 0))
    ELSE ((data_request_id IS NOT NULL) AND (num_nonnulls(application_id, alumni_registration_id) = 0))
END) not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_record_check";

alter table "public"."erasure_log" add constraint "erasure_log_kind_check" CHECK ((kind = ANY (ARRAY['application'::text, 'enquiry'::text, 'alumni_profile'::text, 'payment_screenshot'::text, 'mail_bodies'::text, 'trash'::text, 'data_requests'::text, 'alumni_registrations'::text, 'recommendation'::text]))) not valid;

alter table "public"."erasure_log" validate constraint "erasure_log_kind_check";

alter table "public"."mail_outbox" add constraint "mail_outbox_kind_check" CHECK ((kind = ANY (ARRAY['application_office'::text, 'application_applicant'::text, 'status_applicant'::text, 'receipt_applicant'::text, 'enquiry_office'::text, 'retention_notice'::text, 'data_request_confirm'::text, 'data_request_office'::text, 'data_request_answer'::text, 'staff_invite'::text, 'staff_password'::text, 'alumni_registration_confirm'::text, 'alumni_registration_office'::text, 'alumni_registration_answer'::text, 'recommendation_request'::text, 'recommendation_reminder'::text]))) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_kind_check";

CREATE OR REPLACE FUNCTION private.plan_recommendation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- A restore from the trash puts the row back as it was.
  if (select private.restoring_registration()) then
    return new;
  end if;
  if new.recommender_email is null or not (select private.write_sends_mail()) then
    new.recommendation_requested_at := null;
    new.recommendation_expires_at := null;
  else
    new.recommendation_requested_at := now();
    new.recommendation_expires_at := now() + interval '30 days';
  end if;
  new.recommendation_reminded_at := null;
  new.recommendation_received_at := null;
  new.recommendation_known_for := null;
  new.recommendation_church := null;
  new.recommendation_text := null;
  new.recommendation_recommends := null;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.queue_recommendation_mail(kind text, application student_registrations)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return private.queue_mail(
    kind, application.recommender_email, application.language,
    jsonb_build_object(
      'applicant', application.name,
      'token', private.new_confirmation_token('recommendation', application.id, application.recommendation_expires_at),
      'expires_at', application.recommendation_expires_at
    ),
    application_id => application.id
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION private.remind_recommenders()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  waiting public.student_registrations;
  reminded integer := 0;
begin
  perform set_config('seminary.recording_recommendation', 'on', true);
  for waiting in
    select * from public.student_registrations r
    where r.recommendation_requested_at <= now() - interval '7 days'
      and r.recommendation_reminded_at is null
      and r.recommendation_received_at is null
      and r.recommendation_expires_at > now()
      and r.recommender_email is not null
    for update skip locked
  loop
    perform private.queue_recommendation_mail('recommendation_reminder', waiting);
    update public.student_registrations r set recommendation_reminded_at = now() where r.id = waiting.id;
    reminded := reminded + 1;
  end loop;
  perform set_config('seminary.recording_recommendation', '', true);
  delete from private.confirmation_tokens t where t.purpose = 'recommendation' and t.expires_at <= now();
  return reminded;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.request_recommendation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.recommendation_requested_at is not null and (select private.write_sends_mail()) then
    perform private.queue_recommendation_mail('recommendation_request', new);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.submit_recommendation(token text, known_for text, church text, recommendation text, recommends boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  application_id uuid;
  wanted_known_for text := btrim(coalesce(known_for, ''));
  wanted_church text := btrim(coalesce(church, ''));
  wanted_recommendation text := btrim(coalesce(recommendation, ''));
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,200}$' then
    raise sqlstate 'PT404' using message = 'This recommendation link is not valid or has expired.', hint = 'recommendation_link_invalid';
  end if;
  if wanted_known_for = '' or wanted_church = '' or wanted_recommendation = '' or recommends is null then
    raise exception using errcode = '22023', message = 'Please answer every question of the recommendation.', hint = 'recommendation_incomplete';
  end if;
  if length(wanted_known_for) > 100 or length(wanted_church) > 200 or length(wanted_recommendation) > 2000
    or not private.is_single_line(wanted_known_for) or not private.is_single_line(wanted_church) then
    raise exception using errcode = '22001', message = 'An answer is too long (the recommendation at most 2000 characters).', hint = 'recommendation_too_long';
  end if;
  perform private.spend_confirmation_attempt('recommendation', token, 'Too many attempts. Please try again later.');

  application_id := private.confirmation_token_record(token, 'recommendation');
  if application_id is null then
    return false;
  end if;
  perform set_config('seminary.recording_recommendation', 'on', true);
  update public.student_registrations r
  set recommendation_received_at = now(),
      recommendation_known_for = wanted_known_for,
      recommendation_church = wanted_church,
      recommendation_text = wanted_recommendation,
      recommendation_recommends = submit_recommendation.recommends
  where r.id = application_id and r.recommendation_received_at is null;
  if not found then
    perform set_config('seminary.recording_recommendation', '', true);
    raise sqlstate 'PT409' using message = 'This recommendation has already been received. Thank you.', hint = 'recommendation_already_received';
  end if;
  perform set_config('seminary.recording_recommendation', '', true);
  return true;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.erase_person_data(reason text, email text DEFAULT NULL::text, application_id uuid DEFAULT NULL::uuid, enquiry_id uuid DEFAULT NULL::uuid, alumni_profile_id uuid DEFAULT NULL::uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.guard_application_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.has_data_on_file(email text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.mail_parameter_fits(name text, value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case name
    when 'school' then jsonb_typeof(value) = 'string' and length(value #>> '{}') <= 200
      and private.is_single_line(value #>> '{}')
    when 'site' then (value #>> '{}') ~ '^https?://[^[:space:]/]+(/[^[:space:]]*)?$'
    when 'id' then (value #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    when 'reference' then jsonb_typeof(value) = 'null'
      or (value #>> '{}') ~ '^APP-[0-9]{4}-([0-9]{5,}|[2-9A-HJ-NP-Z]{6})$'
    when 'token' then (value #>> '{}') ~ '^[A-Za-z0-9_-]{20,200}$'
    when 'status' then (value #>> '{}') in ('accepted', 'not_accepted', 'withdrawn')
    when 'receipt_number' then (value #>> '{}') ~ '^RCPT/[0-9]{4}-[0-9]{2}/[0-9]{4,}$'
    when 'about' then (value #>> '{}') in ('enquiry', 'application', 'payment_screenshot')
    when 'request' then (value #>> '{}') in ('access', 'correction', 'erasure')
    when 'answer' then (value #>> '{}') in ('copy', 'corrected', 'erased', 'refused')
    when 'decision' then (value #>> '{}') in ('approved', 'rejected')
    when 'role' then (value #>> '{}') in ('administrator', 'editor', 'admissions')
    when 'language' then (value #>> '{}') in ('en', 'te')
    when 'received_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'erase_on' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'applicant' then jsonb_typeof(value) = 'string' and btrim(value #>> '{}') <> ''
      and length(value #>> '{}') <= 200 and private.is_single_line(value #>> '{}')
    when 'expires_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'due_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'response_days' then jsonb_typeof(value) = 'number'
    when 'records' then jsonb_typeof(value) = 'number'
    when 'mail_days' then jsonb_typeof(value) = 'number'
    when 'action_link' then (value #>> '{}') ~ '^https?://[^[:space:][:cntrl:]]+$'
    when 'program' then jsonb_typeof(value) in ('string', 'null')
    when 'course' then jsonb_typeof(value) in ('string', 'null')
    else jsonb_typeof(value) in ('string', 'null')
  end
$function$
;

CREATE OR REPLACE FUNCTION private.mail_parameter_names(kind text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case kind
    when 'application_office' then array['school', 'site', 'id', 'reference', 'start_date', 'program', 'course',
      'language', 'name', 'email', 'phone', 'city', 'state', 'comments']
    when 'enquiry_office' then array['school', 'site', 'program', 'course', 'language', 'name', 'email', 'phone',
      'city', 'state', 'address', 'comments']
    when 'application_applicant' then array['school', 'site', 'reference', 'token']
    when 'status_applicant' then array['school', 'site', 'reference', 'token', 'status']
    when 'receipt_applicant' then array['school', 'site', 'reference', 'token', 'receipt_number']
    when 'retention_notice' then array['school', 'site', 'about', 'reference', 'received_at', 'erase_on']
    when 'data_request_confirm' then array['school', 'site', 'request', 'token', 'response_days']
    when 'data_request_office' then array['school', 'site', 'request', 'due_at']
    when 'data_request_answer' then array['school', 'site', 'answer', 'token', 'records', 'mail_days', 'request', 'reason']
    when 'staff_invite' then array['school', 'site', 'role', 'action_link']
    when 'staff_password' then array['school', 'site', 'role', 'action_link']
    when 'alumni_registration_confirm' then array['school', 'site', 'token']
    when 'alumni_registration_office' then array['school', 'site']
    when 'alumni_registration_answer' then array['school', 'site', 'decision', 'note']
    -- To her pastor or church leader, whose address she typed: the school's words, her name and
    -- the link, as she agreed (17_recommendations.sql).
    when 'recommendation_request' then array['school', 'site', 'applicant', 'token', 'expires_at']
    when 'recommendation_reminder' then array['school', 'site', 'applicant', 'token', 'expires_at']
  end
$function$
;

CREATE OR REPLACE FUNCTION private.new_confirmation_token(purpose text, record_id uuid, expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  token text := rtrim(
    translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'),
    '='
  );
begin
  insert into private.confirmation_tokens (
    token_hash, purpose, application_id, data_request_id, alumni_registration_id, expires_at
  ) values (
    sha256(convert_to(token, 'UTF8')), new_confirmation_token.purpose,
    case when new_confirmation_token.purpose in ('application_status', 'recommendation') then record_id end,
    case when new_confirmation_token.purpose like 'data_request_%' then record_id end,
    case when new_confirmation_token.purpose = 'alumni_registration_confirm' then record_id end,
    new_confirmation_token.expires_at
  );
  return token;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.person_data_copy(email text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.record_application_consent()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  visitor boolean := (select private.is_visitor_request());
begin
  if (select private.restoring_registration()) then
    return new;
  end if;
  if visitor then
    perform private.require_current_notice(new.consent_notice_version);
  end if;
  if new.consent_notice_version is null then
    new.consent_language := null;
    new.consent_at := null;
  else
    new.consent_language := coalesce(new.consent_language, new.language);
    new.consent_at := now();
  end if;

  -- Her pastor or church leader, named whole, with her consent to the school writing to them
  -- (17_recommendations.sql); the site's form asks for them, and an application without one (an
  -- older draft, the office's own entry) keeps none.
  new.recommender_name := nullif(btrim(new.recommender_name), '');
  new.recommender_church := nullif(btrim(new.recommender_church), '');
  new.recommender_email := nullif(btrim(new.recommender_email), '');
  if num_nonnulls(new.recommender_name, new.recommender_church, new.recommender_email) = 0 then
    new.recommender_consent_notice_version := null;
  elsif visitor then
    if num_nonnulls(new.recommender_name, new.recommender_church, new.recommender_email) < 3 then
      raise exception using
        errcode = '23514',
        message = 'Please give your pastor''s or church leader''s name, church and e-mail address.',
        hint = 'recommender_incomplete';
    end if;
    if new.recommender_consent_notice_version is null then
      raise exception using
        errcode = '23514',
        message = 'Please tick the box to agree that we write to your pastor or church leader.',
        hint = 'recommender_consent_required';
    end if;
    perform private.require_current_notice(new.recommender_consent_notice_version);
  end if;
  new.recommender_consent_at := case when new.recommender_email is not null then now() end;

  if not private.is_under_18(new.date_of_birth) then
    -- An adult applies for herself: nobody else's data is kept with her application.
    new.guardian_name := null;
    new.guardian_contact := null;
    new.guardian_consent_notice_version := null;
    new.guardian_consent_language := null;
    new.guardian_consent_at := null;
    return new;
  end if;

  new.guardian_name := nullif(btrim(new.guardian_name), '');
  new.guardian_contact := nullif(btrim(new.guardian_contact), '');
  if visitor then
    if new.guardian_name is null or new.guardian_contact is null or new.guardian_consent_notice_version is null then
      raise exception using
        errcode = '23514',
        message = 'An applicant under 18 needs her parent''s or guardian''s name, contact and consent.',
        hint = 'guardian_required';
    end if;
    perform private.require_current_notice(new.guardian_consent_notice_version);
  end if;
  if new.guardian_consent_notice_version is null then
    new.guardian_consent_language := null;
    new.guardian_consent_at := null;
  else
    new.guardian_consent_language := coalesce(new.guardian_consent_language, new.consent_language, new.language);
    new.guardian_consent_at := now();
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.spend_confirmation_attempt(purpose text, email text, refusal text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sender_address text := private.request_client_address();
  key text := private.confirmation_email_key(spend_confirmation_attempt.purpose, spend_confirmation_attempt.email);
begin
  perform pg_advisory_xact_lock(hashtext('private.confirmation_attempts'));
  delete from private.confirmation_attempts a where a.attempted_at < now() - interval '1 day';
  if (sender_address is not null and (
        select count(*) from private.confirmation_attempts a
        where a.purpose = spend_confirmation_attempt.purpose and a.client_address = sender_address
          and a.attempted_at > now() - interval '1 hour'
      ) >= 5)
    or (select count(*) from private.confirmation_attempts a
        where a.purpose = spend_confirmation_attempt.purpose and a.email_key = key) >= 3 then
    raise sqlstate 'PT429' using
      message = refusal,
      hint = case spend_confirmation_attempt.purpose
        when 'data_request' then 'too_many_data_requests'
        when 'alumni_registration' then 'too_many_alumni_registrations'
        when 'recommendation' then 'too_many_recommendation_attempts'
      end;
  end if;
  insert into private.confirmation_attempts (purpose, client_address, email_key)
  values (spend_confirmation_attempt.purpose, sender_address, key);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.submit_application(application jsonb, idempotency_key uuid, reference_reservation text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE TRIGGER student_registrations_plan_recommendation BEFORE INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.plan_recommendation();

CREATE TRIGGER student_registrations_request_recommendation AFTER INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.request_recommendation();

revoke all on function private.plan_recommendation() from public;

revoke all on function private.queue_recommendation_mail(text,public.student_registrations) from public;

revoke all on function private.request_recommendation() from public;

revoke all on function private.remind_recommenders() from public;

revoke all on function public.submit_recommendation(text,text,text,text,boolean) from public;

grant execute on function public.submit_recommendation(text,text,text,text,boolean) to anon;

grant execute on function public.submit_recommendation(text,text,text,text,boolean) to authenticated;

grant execute on function public.submit_recommendation(text,text,text,text,boolean) to service_role;

grant insert (recommender_name) on table public.student_registrations to anon;

grant insert (recommender_name) on table public.student_registrations to authenticated;

grant insert (recommender_church) on table public.student_registrations to anon;

grant insert (recommender_church) on table public.student_registrations to authenticated;

grant insert (recommender_email) on table public.student_registrations to anon;

grant insert (recommender_email) on table public.student_registrations to authenticated;

grant insert (recommender_consent_notice_version) on table public.student_registrations to anon;

grant insert (recommender_consent_notice_version) on table public.student_registrations to authenticated;

-- Written by hand (a diff does not see schedules): the hourly job that reminds recommenders once
-- after 7 days and removes the links that stopped working after 30.

select private.schedule_job('remind-recommenders', '23 * * * *', 'select private.remind_recommenders()');

-- Written by hand (a diff does not see rows): the privacy notice's next version.
-- The privacy notice's next version names the recommender's data, and the UPI payment's (the
-- transaction number, the reserved reference and the verified payment the accounts keep): what is
-- collected, why and for how long. A change of the texts is a new version (03_privacy_notice.sql).
-- Only texts still as the first version had them change: a text the school has edited stays its
-- own, for it to add these in the admin's Privacy screen.
-- A release's change, not a member of staff's: the versions keep it, the audit trail (whose entry
-- would carry the times this database was built at) does not.
alter table public.privacy_notice disable trigger privacy_notice_audit;
update public.privacy_notice n set
  collected = case when n.collected = (select v.notice ->> 'collected' from public.privacy_notice_versions v where v.version = 1)
    then E'- Applications: your name, e-mail address, phone number, address, city and state, date of birth, gender, education, the program and course you choose, your comments and a screenshot of your fee payment, with the UPI transaction number (UTR) if you give it and the payment reference we reserve for your payment. For an applicant under 18, also her parent''s or guardian''s name and contact.\n- Your pastor or church leader, whom you name on the application: their name, church and e-mail address, and the recommendation they send us (how long they have known you, their church, their recommendation and whether they recommend you).\n- Your fee, once we match it to our bank statement: the payment''s date, amount and UPI transaction number, with the number of the receipt we give you.\n- Enquiries: your name, e-mail address, phone number, address, city and state, the program you are interested in and your comments.\n- Alumni profiles: your name, graduation year, degree, position, organisation, location, photo, bio and testimonial.\n- With every form: the language you used, the version of this notice you agreed to and when, and the network address your request came from.' else n.collected end,
  collected_te = case when n.collected_te = (select v.notice ->> 'collected_te' from public.privacy_notice_versions v where v.version = 1)
    then E'- దరఖాస్తులు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, పుట్టిన తేదీ, లింగం, చదువు, మీరు ఎంచుకున్న ప్రోగ్రామ్, కోర్సు, మీ వ్యాఖ్యలు, ఫీజు చెల్లింపు స్క్రీన్‌షాట్, మీరు ఇస్తే UPI లావాదేవీ నంబర్ (UTR), మీ చెల్లింపు కోసం మేము కేటాయించే చెల్లింపు రిఫరెన్స్. 18 ఏళ్ల లోపు దరఖాస్తుదారు అయితే ఆమె తల్లిదండ్రుల లేదా సంరక్షకుల పేరు, సంప్రదింపు వివరాలు కూడా.\n- దరఖాస్తులో మీరు పేర్కొనే మీ పాస్టర్ లేదా సంఘ నాయకులు: వారి పేరు, సంఘం, ఇ-మెయిల్ చిరునామా, వారు మాకు పంపే సిఫారసు (మీరు వారికి ఎంత కాలంగా తెలుసు, వారి సంఘం, వారి సిఫారసు, మిమ్మల్ని సిఫారసు చేస్తారా లేదా).\n- మీ ఫీజును మా బ్యాంక్ స్టేట్‌మెంట్‌తో సరిపోల్చిన తర్వాత: చెల్లింపు తేదీ, మొత్తం, UPI లావాదేవీ నంబర్, మేము ఇచ్చే రసీదు నంబర్.\n- విచారణలు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, మీకు ఆసక్తి ఉన్న ప్రోగ్రామ్, మీ వ్యాఖ్యలు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీ పేరు, పట్టా పొందిన సంవత్సరం, డిగ్రీ, హోదా, సంస్థ, ప్రాంతం, ఫోటో, పరిచయం, సాక్ష్యం.\n- ప్రతి ఫారంతో: మీరు వాడిన భాష, మీరు అంగీకరించిన ఈ ప్రకటన సంచిక, ఎప్పుడు అంగీకరించారు, మీ అభ్యర్థన వచ్చిన నెట్‌వర్క్ చిరునామా.' else n.collected_te end,
  purposes = case when n.purposes = (select v.notice ->> 'purposes' from public.privacy_notice_versions v where v.version = 1)
    then E'- To consider your application, tell you our decision and let you check its status.\n- With your agreement, to ask your pastor or church leader for a recommendation and to read it with your application.\n- To match your fee to your application and give you a receipt, and to keep our accounts as the law requires.\n- To answer your enquiry.\n- To show your alumni profile on our website, where everyone can read it.\n- To write to you about your application or enquiry.\n- To keep our forms safe from misuse.\nWe do not sell your data or use it for advertising. Only the companies that host our website and send our e-mails handle it for us, under our instructions.' else n.purposes end,
  purposes_te = case when n.purposes_te = (select v.notice ->> 'purposes_te' from public.privacy_notice_versions v where v.version = 1)
    then E'- మీ దరఖాస్తును పరిశీలించడానికి, మా నిర్ణయాన్ని మీకు తెలపడానికి, దాని స్థితిని మీరు చూసుకోవడానికి.\n- మీ అంగీకారంతో, మీ పాస్టర్ లేదా సంఘ నాయకుల నుండి సిఫారసు అడిగి, దానిని మీ దరఖాస్తుతో కలిపి చదవడానికి.\n- మీ ఫీజును మీ దరఖాస్తుతో సరిపోల్చి మీకు రసీదు ఇవ్వడానికి, చట్టం కోరినట్లు మా లెక్కలను ఉంచడానికి.\n- మీ విచారణకు జవాబు ఇవ్వడానికి.\n- మీ పూర్వ విద్యార్థి ప్రొఫైల్‌ను అందరూ చదవగలిగే మా వెబ్‌సైట్‌లో చూపించడానికి.\n- మీ దరఖాస్తు లేదా విచారణ గురించి మీకు వ్రాయడానికి.\n- మా ఫారాలను దుర్వినియోగం నుండి కాపాడడానికి.\nమీ వివరాలను మేము అమ్మము, ప్రకటనల కోసం వాడము. మా వెబ్‌సైట్‌ను నడిపే, మా ఇ-మెయిల్‌లను పంపే సంస్థలు మాత్రమే మా సూచనల ప్రకారం వాటిని మా కోసం నిర్వహిస్తాయి.' else n.purposes_te end,
  retention = case when n.retention = (select v.notice ->> 'retention' from public.privacy_notice_versions v where v.version = 1)
    then E'- Enquiries: 12 months after we receive them.\n- Applications that are not accepted: 12 months after our decision. An accepted application becomes part of the student''s record.\n- Your pastor''s or church leader''s details and their recommendation: with your application, erased with it. The link we send them works for 30 days.\n- Payment screenshots: 90 days after our decision.\n- Payment references reserved for a payment and not used: 7 days.\n- The record of a verified payment (its date, amount, UPI transaction number and receipt number): as long as tax law requires us to keep our accounts. Once your application is erased, it no longer names you.\n- The text of e-mails we send you: 30 days.\n- Alumni profiles: as long as you are listed in the alumni network.\nWhere a law requires us to keep something longer, we keep only that, only as long as it requires.' else n.retention end,
  retention_te = case when n.retention_te = (select v.notice ->> 'retention_te' from public.privacy_notice_versions v where v.version = 1)
    then E'- విచారణలు: అందిన 12 నెలల వరకు.\n- అంగీకరించని దరఖాస్తులు: మా నిర్ణయం తరువాత 12 నెలల వరకు. అంగీకరించిన దరఖాస్తు విద్యార్థి రికార్డులో భాగమవుతుంది.\n- మీ పాస్టర్ లేదా సంఘ నాయకుల వివరాలు, వారి సిఫారసు: మీ దరఖాస్తుతో పాటు ఉంచి, దానితో పాటే తొలగిస్తాము. వారికి పంపే లింక్ 30 రోజులు పనిచేస్తుంది.\n- చెల్లింపు స్క్రీన్‌షాట్‌లు: మా నిర్ణయం తరువాత 90 రోజుల వరకు.\n- చెల్లింపు కోసం కేటాయించి వాడని చెల్లింపు రిఫరెన్స్‌లు: 7 రోజులు.\n- సరిపోల్చిన చెల్లింపు రికార్డు (తేదీ, మొత్తం, UPI లావాదేవీ నంబర్, రసీదు నంబర్): పన్ను చట్టం మా లెక్కలను ఉంచమని కోరినంత కాలం. మీ దరఖాస్తు తొలగించిన తర్వాత అది మీ పేరును చూపదు.\n- మేము మీకు పంపే ఇ-మెయిల్‌ల పాఠం: 30 రోజుల వరకు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీరు పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో ఉన్నంత కాలం.\nఏదైనా చట్టం ఇంకా ఎక్కువ కాలం ఉంచమంటే, అది కోరినంత మాత్రమే, అది కోరినంత కాలం మాత్రమే ఉంచుతాము.' else n.retention_te end
where n.id = 1;
alter table public.privacy_notice enable trigger privacy_notice_audit;
