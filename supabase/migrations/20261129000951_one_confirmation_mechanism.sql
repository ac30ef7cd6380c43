-- Made by `npm run db:diff -- one_confirmation_mechanism` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

alter table "private"."alumni_registration_tokens" drop constraint "alumni_registration_tokens_registration_id_fkey";

alter table "private"."application_status_tokens" drop constraint "application_status_tokens_application_id_fkey";

alter table "private"."data_request_tokens" drop constraint "data_request_tokens_purpose_check";

alter table "private"."data_request_tokens" drop constraint "data_request_tokens_request_id_fkey";

drop function if exists "private"."alumni_registration_email_key"(email text);

drop function if exists "private"."data_request_email_key"(email text);

drop function if exists "private"."data_request_token_request"(token text, purpose text);

drop function if exists "private"."new_application_status_token"(application_id uuid);

drop function if exists "private"."new_data_request_token"(request_id uuid, purpose text, expires_at timestamp with time zone);

alter table "private"."alumni_registration_tokens" drop constraint "alumni_registration_tokens_pkey";

alter table "private"."application_status_tokens" drop constraint "application_status_tokens_pkey";

alter table "private"."data_request_tokens" drop constraint "data_request_tokens_pkey";

drop index if exists "private"."alumni_registration_attempts_client_address_idx";

drop index if exists "private"."alumni_registration_attempts_email_key_idx";

drop index if exists "private"."alumni_registration_tokens_pkey";

drop index if exists "private"."alumni_registration_tokens_registration_id_idx";

drop index if exists "private"."application_status_tokens_application_id_idx";

drop index if exists "private"."application_status_tokens_pkey";

drop index if exists "private"."data_request_attempts_attempted_at_idx";

drop index if exists "private"."data_request_attempts_client_address_idx";

drop index if exists "private"."data_request_attempts_email_key_idx";

drop index if exists "private"."data_request_tokens_pkey";

drop index if exists "private"."data_request_tokens_request_id_idx";

create table "private"."confirmation_attempts" (
    "purpose" text not null,
    "client_address" text,
    "email_key" text not null,
    "attempted_at" timestamp with time zone not null default now()
      );

alter table "private"."confirmation_attempts" enable row level security;

create table "private"."confirmation_tokens" (
    "token_hash" bytea not null,
    "purpose" text not null,
    "application_id" uuid,
    "data_request_id" uuid,
    "alumni_registration_id" uuid,
    "expires_at" timestamp with time zone,
    "created_at" timestamp with time zone not null default now()
      );

alter table "private"."confirmation_tokens" enable row level security;

CREATE INDEX confirmation_attempts_attempted_at_idx ON private.confirmation_attempts USING btree (attempted_at);

CREATE INDEX confirmation_attempts_client_address_idx ON private.confirmation_attempts USING btree (purpose, client_address, attempted_at);

CREATE INDEX confirmation_attempts_email_key_idx ON private.confirmation_attempts USING btree (purpose, email_key, attempted_at);

CREATE INDEX confirmation_tokens_alumni_registration_id_idx ON private.confirmation_tokens USING btree (alumni_registration_id);

CREATE INDEX confirmation_tokens_application_id_idx ON private.confirmation_tokens USING btree (application_id);

CREATE INDEX confirmation_tokens_data_request_id_idx ON private.confirmation_tokens USING btree (data_request_id);

CREATE UNIQUE INDEX confirmation_tokens_pkey ON private.confirmation_tokens USING btree (token_hash);

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_pkey" PRIMARY KEY using index "confirmation_tokens_pkey";

alter table "private"."confirmation_attempts" add constraint "confirmation_attempts_purpose_check" CHECK ((purpose = ANY (ARRAY['data_request'::text, 'alumni_registration'::text]))) not valid;

alter table "private"."confirmation_attempts" validate constraint "confirmation_attempts_purpose_check";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_alumni_registration_id_fkey" FOREIGN KEY (alumni_registration_id) REFERENCES alumni_registrations(id) ON DELETE CASCADE not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_alumni_registration_id_fkey";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_application_id_fkey" FOREIGN KEY (application_id) REFERENCES student_registrations(id) ON DELETE CASCADE not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_application_id_fkey";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_data_request_id_fkey" FOREIGN KEY (data_request_id) REFERENCES data_requests(id) ON DELETE CASCADE not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_data_request_id_fkey";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_purpose_check" CHECK ((purpose = ANY (ARRAY['application_status'::text, 'data_request_confirm'::text, 'data_request_copy'::text, 'alumni_registration_confirm'::text]))) not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_purpose_check";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_record_check" CHECK (
CASE purpose
    WHEN 'application_status'::text THEN ((application_id IS NOT NULL) AND (num_nonnulls(data_request_id, alumni_registration_id) = 0))
    WHEN 'alumni_registration_confirm'::text THEN ((alumni_registration_id IS NOT NULL) AND (num_nonnulls(application_id, data_request_id) = 0))
    ELSE ((data_request_id IS NOT NULL) AND (num_nonnulls(application_id, alumni_registration_id) = 0))
END) not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_record_check";

-- By hand: the links already sent keep working and the limits already spent stay spent. Every
-- token and attempt moves into the one table of its kind with the purpose it served (the address
-- keys keep their prefixes, so they still match), and only then do the old tables go.
insert into private.confirmation_tokens (token_hash, purpose, application_id, created_at)
select t.token_hash, 'application_status', t.application_id, t.created_at from private.application_status_tokens t;

insert into private.confirmation_tokens (token_hash, purpose, data_request_id, expires_at)
select t.token_hash, 'data_request_' || t.purpose, t.request_id, t.expires_at from private.data_request_tokens t;

insert into private.confirmation_tokens (token_hash, purpose, alumni_registration_id)
select t.token_hash, 'alumni_registration_confirm', t.registration_id from private.alumni_registration_tokens t;

insert into private.confirmation_attempts (purpose, client_address, email_key, attempted_at)
select 'data_request', a.client_address, a.email_key, a.attempted_at from private.data_request_attempts a;

insert into private.confirmation_attempts (purpose, client_address, email_key, attempted_at)
select 'alumni_registration', a.client_address, a.email_key, a.attempted_at from private.alumni_registration_attempts a;

drop table "private"."alumni_registration_attempts";

drop table "private"."alumni_registration_tokens";

drop table "private"."application_status_tokens";

drop table "private"."data_request_attempts";

drop table "private"."data_request_tokens";


CREATE OR REPLACE FUNCTION private.confirmation_email_key(purpose text, email text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select encode(sha256(convert_to(replace(purpose, '_', '-') || ':' || lower(btrim(email)), 'UTF8')), 'hex')
$function$
;

CREATE OR REPLACE FUNCTION private.confirmation_token_record(token text, purpose text)
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(t.application_id, t.data_request_id, t.alumni_registration_id)
  from private.confirmation_tokens t
  where length(confirmation_token_record.token) between 20 and 200
    and t.token_hash = sha256(convert_to(confirmation_token_record.token, 'UTF8'))
    and t.purpose = confirmation_token_record.purpose
    and (t.expires_at is null or t.expires_at > now())
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
    case when new_confirmation_token.purpose = 'application_status' then record_id end,
    case when new_confirmation_token.purpose like 'data_request_%' then record_id end,
    case when new_confirmation_token.purpose = 'alumni_registration_confirm' then record_id end,
    new_confirmation_token.expires_at
  );
  return token;
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
    raise sqlstate 'PT429' using message = refusal;
  end if;
  insert into private.confirmation_attempts (purpose, client_address, email_key)
  values (spend_confirmation_attempt.purpose, sender_address, key);
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
  end if;
  return cardinality(applications) + cardinality(enquiries) + erased_profiles + erased_registrations;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.forget_data_requests()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.forget_trashed_registration()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.mail_application_status()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status is not distinct from old.status
    or new.status not in ('accepted', 'not_accepted', 'withdrawn')
    or not (select private.write_sends_mail()) then
    return null;
  end if;
  perform private.queue_mail(
    'status_applicant', new.email, new.language,
    jsonb_build_object(
      'reference', new.reference, 'status', new.status, 'token', private.new_confirmation_token('application_status', new.id)
    ),
    application_id => new.id
  );
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.mail_new_application()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.write_sends_mail()) then
    return null;
  end if;
  perform private.queue_mail(
    'application_office', null, 'en',
    jsonb_build_object(
      'id', new.id, 'reference', new.reference, 'start_date', new.start_date, 'program', new.program_interest,
      'course', (select c.title from public.courses c where c.id = new.course_id), 'language', new.language,
      'name', new.name, 'email', new.email, 'phone', new.phone, 'city', new.city, 'state', new.state,
      'comments', new.comments
    ),
    application_id => new.id
  );
  perform private.queue_mail(
    'application_applicant', new.email, new.language,
    jsonb_build_object('reference', new.reference, 'token', private.new_confirmation_token('application_status', new.id)),
    application_id => new.id
  );
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.application_status_by_token(token text)
 RETURNS TABLE(reference text, status text, status_changed_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.reference, r.status, r.status_changed_at
  from public.student_registrations r
  where r.id = private.confirmation_token_record(application_status_by_token.token, 'application_status')
$function$
;

CREATE OR REPLACE FUNCTION public.complete_data_request(request_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.data_requests;
  erased integer;
  token text;
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.';
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
$function$
;

CREATE OR REPLACE FUNCTION public.confirm_alumni_registration(token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
begin
  select r.* into registration from public.alumni_registrations r
  where r.id = private.confirmation_token_record(confirm_alumni_registration.token, 'alumni_registration_confirm')
    and (r.status <> 'unconfirmed' or r.created_at > now() - interval '1 day')
  for update of r;
  if registration.id is null then
    return null;
  end if;
  if registration.status = 'unconfirmed' then
    update public.alumni_registrations r set status = 'pending', confirmed_at = now()
    where r.id = registration.id
    returning * into registration;
    perform private.queue_mail(
      'alumni_registration_office', null, 'en', '{}', alumni_registration_id => registration.id
    );
  end if;
  return registration.status;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.confirm_data_request(token text)
 RETURNS TABLE(kind text, status text, due_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
      due_at = now() + make_interval(days => (
        select coalesce(s.request_response_days, 30) from (select 1) one left join public.retention_settings s on s.id = 1
      ))
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
$function$
;

CREATE OR REPLACE FUNCTION public.data_request_copy(token text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.person_data_copy(r.email)
  from public.data_requests r
  where r.id = private.confirmation_token_record(data_request_copy.token, 'data_request_copy')
    and r.kind = 'access' and r.status = 'completed' and r.email is not null
$function$
;

CREATE OR REPLACE FUNCTION public.register_alumna(name text, graduation_year integer, degree text, email text, consent_notice_version integer, language text DEFAULT 'en'::text, current_position text DEFAULT NULL::text, organization text DEFAULT NULL::text, location text DEFAULT NULL::text, bio text DEFAULT NULL::text, testimonial text DEFAULT NULL::text, image_url text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, public_fields text[] DEFAULT '{}'::text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted_email text := lower(btrim(coalesce(register_alumna.email, '')));
  wanted_language text := coalesce(register_alumna.language, 'en');
  registration public.alumni_registrations;
  token text;
begin
  if coalesce(register_alumna.honeypot, '') <> '' then
    raise exception using errcode = 'P0001', message = 'An error occurred while submitting your registration';
  end if;
  if wanted_language not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'The language is English (en) or Telugu (te).';
  end if;
  if not coalesce(register_alumna.public_fields, '{}')
    <@ array['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial'] then
    raise exception using errcode = '22023', message = 'Unknown field to show.';
  end if;
  perform private.require_current_notice(register_alumna.consent_notice_version);
  if length(wanted_email) > 320 or not private.is_single_line(wanted_email)
    or wanted_email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.';
  end if;
  perform private.validate_alumni_profile(
    register_alumna.name, register_alumna.graduation_year, register_alumna.degree, register_alumna.current_position,
    register_alumna.organization, register_alumna.location, register_alumna.bio, register_alumna.testimonial
  );
  if not (
    private.is_single_line(register_alumna.name) and private.is_single_line(register_alumna.current_position)
    and private.is_single_line(register_alumna.organization) and private.is_single_line(register_alumna.location)
  ) then
    raise exception using errcode = '22023',
      message = 'Name, position, organization and location must each be one line, without control characters.';
  end if;

  perform private.spend_confirmation_attempt(
    'alumni_registration', wanted_email, 'Too many registrations. Please try again tomorrow.'
  );

  -- Registrations nobody confirmed within the day are forgotten here too, not only by the daily job.
  perform private.forget_unconfirmed_alumni_registrations();

  insert into public.alumni_registrations (
    name, graduation_year, degree, current_position, organization, location, bio, testimonial, image_url,
    email, language, consent_notice_version, consent_language, public_fields
  ) values (
    btrim(register_alumna.name), register_alumna.graduation_year, register_alumna.degree,
    nullif(btrim(register_alumna.current_position), ''), nullif(btrim(register_alumna.organization), ''),
    nullif(btrim(register_alumna.location), ''), nullif(btrim(register_alumna.bio), ''),
    nullif(btrim(register_alumna.testimonial), ''), nullif(btrim(register_alumna.image_url), ''),
    wanted_email, wanted_language, register_alumna.consent_notice_version, wanted_language,
    coalesce(register_alumna.public_fields, '{}')
  )
  returning * into registration;

  -- The link works for a day (an unconfirmed registration is forgotten then), and afterwards,
  -- while the registration is kept, to see where it stands.
  token := private.new_confirmation_token('alumni_registration_confirm', registration.id);

  perform private.queue_mail(
    'alumni_registration_confirm', registration.email, registration.language, jsonb_build_object('token', token),
    alumni_registration_id => registration.id
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.request_my_data(kind text, email text, language text DEFAULT 'en'::text, details text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted_email text := lower(btrim(coalesce(request_my_data.email, '')));
  wanted_details text := nullif(btrim(coalesce(request_my_data.details, '')), '');
  request public.data_requests;
  token text;
begin
  if request_my_data.kind is null or request_my_data.kind not in ('access', 'correction', 'erasure') then
    raise exception using errcode = '22023', message = 'Choose whether to see, correct or erase your data.';
  end if;
  if length(wanted_email) > 320 or wanted_email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.';
  end if;
  if coalesce(request_my_data.language, 'en') not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'The language is English (en) or Telugu (te).';
  end if;
  if length(wanted_details) > 2000 then
    raise exception using errcode = '22023', message = 'Please describe the correction in at most 2000 characters.';
  end if;
  if request_my_data.kind = 'correction' and wanted_details is null then
    raise exception using errcode = '22023', message = 'Please say what should be corrected.';
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
      'response_days', (select coalesce(s.request_response_days, 30) from (select 1) one left join public.retention_settings s on s.id = 1)
    ),
    data_request_id => request.id
  );
end;
$function$
;

revoke all on function private.new_confirmation_token(text,uuid,timestamp with time zone) from public;

revoke all on function private.confirmation_token_record(text,text) from public;

revoke all on function private.confirmation_email_key(text,text) from public;

revoke all on function private.spend_confirmation_attempt(text,text,text) from public;

revoke all on table private.confirmation_tokens from public;

revoke all on table private.confirmation_attempts from public;
