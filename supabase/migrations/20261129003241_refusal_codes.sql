-- Made by `npm run db:diff -- refusal_codes` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

CREATE OR REPLACE FUNCTION private.check_alumni_image()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  object_path text;
begin
  new.image_url := nullif(btrim(new.image_url), '');
  if new.image_url is null or auth.role() is null
    or (tg_op = 'UPDATE' and new.image_url is not distinct from old.image_url) then
    return new;
  end if;
  object_path := private.storage_object_path(new.image_url);
  if object_path is null or split_part(object_path, '/', 1) <> 'alumni-images'
    or not private.is_school_storage_origin(private.storage_url_origin(new.image_url))
    or not exists (
      select 1 from storage.objects o
      where o.bucket_id = 'alumni-images' and o.name = substr(object_path, length('alumni-images/') + 1)
    ) then
    raise exception using
      errcode = '22023',
      message = 'The photo must be an image uploaded to the alumni photo folder.',
      hint = 'alumni_photo';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.check_graduation_year()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  current_year integer := extract(year from now())::integer;
begin
  if new.graduation_year > current_year then
    raise exception using
      errcode = '23514',
      message = format('Graduation year must be between 1980 and %s.', current_year),
      detail = json_build_object('year', current_year)::text, hint = 'alumni_graduation_year';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.check_payment_screenshot()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_visitor_request()) then
    return new;
  end if;
  if not exists (
    select 1 from storage.objects o
    where o.bucket_id = 'payment-screenshots' and o.name = new.payment_screenshot_url
      and o.created_at > now() - interval '1 hour'
  ) then
    raise exception using
      errcode = '22023',
      message = 'The payment screenshot was not found. Please upload it again.',
      hint = 'payment_screenshot_missing';
  end if;
  if exists (
    select 1 from public.student_registrations r where r.payment_screenshot_url = new.payment_screenshot_url
  ) or exists (
    select 1 from public.deleted_registrations d
    where d.table_name = 'student_registrations' and d.row_data ->> 'payment_screenshot_url' = new.payment_screenshot_url
  ) then
    raise exception using
      errcode = '23505',
      message = 'This payment screenshot belongs to another application. Please upload it again.',
      hint = 'payment_screenshot_taken';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.enforce_application_limits()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.enforce_upload_limits()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sender_address text := private.request_client_address();
  max_uploads integer;
begin
  if new.bucket_id not in ('payment-screenshots', 'alumni-images') or not (select private.is_visitor_request()) then
    return new;
  end if;
  if coalesce(current_setting('request.path', true), '') like '%/object/upload/sign/%' then
    raise sqlstate 'PT403' using message = 'Visitors upload files directly, without a signed upload URL.', hint = 'signed_upload_refused';
  end if;
  if sender_address is null then
    return new;
  end if;

  -- Concurrent uploads from one address must not both slip under the limit.
  perform pg_advisory_xact_lock(hashtext('private.anonymous_uploads'));
  delete from private.anonymous_uploads where uploaded_at < now() - interval '1 hour';
  select case new.bucket_id
      when 'payment-screenshots' then l.max_payment_screenshots_per_client_address_per_hour
      else l.max_alumni_photos_per_client_address_per_hour
    end
  into max_uploads
  from public.application_limits l where l.id = 1;

  if (
    select count(*) from private.anonymous_uploads u
    where u.client_address = sender_address and u.bucket_id = new.bucket_id
  ) >= coalesce(max_uploads, 5) then
    raise sqlstate 'PT429' using message = 'Too many uploads. Please try again later.', hint = 'too_many_uploads';
  end if;

  insert into private.anonymous_uploads (bucket_id, object_name, client_address)
  values (new.bucket_id, new.name, sender_address);
  return new;
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

CREATE OR REPLACE FUNCTION private.keep_an_administrator()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Only a statement that took an administrator's role away can leave the school without one
  -- (an upsert fires the update trigger even when it only inserted).
  if exists (select 1 from old_rows o where o.role = 'administrator')
    and not exists (select 1 from public.staff_roles r where r.role = 'administrator') then
    raise exception using errcode = '23514',
      message = 'The school must keep at least one administrator: make someone else an administrator first.',
      hint = 'last_administrator';
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.open_data_request(request_id uuid)
 RETURNS data_requests
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.pending_alumni_registration(registration_id uuid)
 RETURNS alumni_registrations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
begin
  select r.* into registration from public.alumni_registrations r
  where r.id = pending_alumni_registration.registration_id for update;
  if registration.id is null or registration.status = 'unconfirmed' then
    raise sqlstate 'PT404' using message = 'No such registration.', hint = 'alumni_registration_not_found';
  end if;
  if registration.status <> 'pending' then
    raise sqlstate 'PT409' using message = 'This registration has already been decided.', hint = 'alumni_registration_decided';
  end if;
  return registration;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.record_alumni_public_fields()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.public_fields := coalesce(
    (select array_agg(distinct f order by f) from unnest(new.public_fields) as f), '{}'
  );
  new.public_fields_consent := nullif(btrim(new.public_fields_consent), '');
  -- A new profile showing nothing beyond the three records no choice: there is none yet.
  if (tg_op = 'INSERT' and (new.public_fields <> '{}' or new.public_fields_consent is not null))
    or (tg_op = 'UPDATE' and (new.public_fields is distinct from old.public_fields
      or new.public_fields_consent is distinct from old.public_fields_consent)) then
    if auth.uid() is not null and new.public_fields <> '{}' and new.public_fields_consent is null then
      raise exception using
        errcode = '22023',
        message = 'Please record how she agreed to show these fields on the alumni page.',
        hint = 'alumni_public_consent';
    end if;
    new.public_fields_recorded_by := auth.uid();
    new.public_fields_recorded_at := now();
  elsif tg_op = 'UPDATE' then
    new.public_fields_recorded_by := old.public_fields_recorded_by;
    new.public_fields_recorded_at := old.public_fields_recorded_at;
  else
    new.public_fields_recorded_by := null;
    new.public_fields_recorded_at := null;
  end if;
  return new;
end;
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

CREATE OR REPLACE FUNCTION private.refuse_audit_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if coalesce(current_setting('seminary.audit_maintenance', true), '') <> 'on' then
    raise exception using errcode = '42501', message = 'The audit trail cannot be changed.', hint = 'audit_trail_unchangeable';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.refuse_audit_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception using errcode = '42501', message = 'The audit trail cannot be changed.', hint = 'audit_trail_unchangeable';
end;
$function$
;

CREATE OR REPLACE FUNCTION private.require_current_notice(notice_version integer)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if notice_version is null then
    raise exception using
      errcode = '23514',
      message = 'Please read the privacy notice and tick the box to agree to it.',
      hint = 'consent_required';
  end if;
  if not exists (
    select 1 from public.privacy_notice_versions v
    where v.version = notice_version
      and (v.superseded_at is null or v.superseded_at > now() - interval '24 hours')
  ) then
    raise exception using
      errcode = '23514',
      message = 'Our privacy notice has changed since this page was opened. Please reload the page, read it and send the form again.',
      hint = 'notice_changed';
  end if;
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
      end;
  end if;
  insert into private.confirmation_attempts (purpose, client_address, email_key)
  values (spend_confirmation_attempt.purpose, sender_address, key);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.validate_alumni_profile(name text, graduation_year integer, degree text, current_position text, organization text, location text, bio text, testimonial text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  current_year integer := extract(year from now())::integer;
begin
  if nullif(btrim(name), '') is null or graduation_year is null or nullif(btrim(degree), '') is null then
    raise exception using errcode = '22023', message = 'Name, graduation year and degree are required.', hint = 'alumni_required_fields';
  end if;
  if graduation_year < 1980 or graduation_year > current_year then
    raise exception using
      errcode = '22023',
      message = format('Graduation year must be between 1980 and %s.', current_year),
      detail = json_build_object('year', current_year)::text, hint = 'alumni_graduation_year';
  end if;
  if not degree = any (private.alumni_degrees()) then
    raise exception using errcode = '22023', message = 'Please choose a degree from the list.', hint = 'alumni_degree';
  end if;
  if length(name) > 200 or length(degree) > 200 or length(current_position) > 200
    or length(organization) > 200 or length(location) > 200 then
    raise exception using
      errcode = '22023',
      message = 'Name, degree, position, organization and location must each be at most 200 characters.',
      hint = 'alumni_field_length';
  end if;
  if length(bio) > 2000 or length(testimonial) > 1000 then
    raise exception using
      errcode = '22023',
      message = 'The bio must be at most 2000 characters and the testimonial at most 1000.',
      hint = 'alumni_story_length';
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.application_status_lookup(reference text, contact text)
 RETURNS TABLE(status text, status_changed_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    select r.status, r.status_changed_at
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
$function$
;

CREATE OR REPLACE FUNCTION public.approve_alumni_registration(registration_id uuid, note text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
  wanted_note text := nullif(btrim(coalesce(approve_alumni_registration.note, '')), '');
  profile_id uuid;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can decide alumni registrations.', hint = 'editors_only_alumni_registrations';
  end if;
  registration := private.pending_alumni_registration(approve_alumni_registration.registration_id);
  if length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the note to at most 2000 characters.', hint = 'note_too_long';
  end if;
  -- What the directory shows is what she chose on the form: nothing beyond name, year and degree
  -- unless she ticked it.
  insert into public.alumni_profiles (
    name, graduation_year, degree, current_position, organization, location, bio, testimonial, image_url,
    public_fields, public_fields_consent
  ) values (
    registration.name, registration.graduation_year, registration.degree, registration.current_position,
    registration.organization, registration.location, registration.bio, registration.testimonial,
    registration.image_url, registration.public_fields,
    format('Her choice on the registration form of %s.', to_char(registration.created_at at time zone 'UTC', 'YYYY-MM-DD'))
  )
  returning id into profile_id;
  registration := private.close_alumni_registration(registration, 'approved', wanted_note, profile_id);
  perform private.queue_mail(
    'alumni_registration_answer', registration.email, registration.language,
    jsonb_build_object('decision', 'approved', 'note', wanted_note),
    alumni_registration_id => registration.id
  );
  return profile_id;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.audited_tables()
 RETURNS SETOF text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators read the audit trail.', hint = 'administrators_only_audit_trail';
  end if;
  return query
    select c.relname::text
    from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid
    where t.tgfoid = 'private.audit_row_change'::regproc and c.relnamespace = 'public'::regnamespace
    order by 1;
end;
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
$function$
;

CREATE OR REPLACE FUNCTION public.content_history(table_name text, record_id uuid, page integer DEFAULT 1, per_page integer DEFAULT 10)
 RETURNS TABLE(id bigint, operation text, changed_by uuid, changed_by_role text, changed_at timestamp with time zone, row_data jsonb, after jsonb, total bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  current_row jsonb;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can read the content history.', hint = 'editors_only_content_history';
  end if;
  if content_history.table_name is null or not content_history.table_name = any (private.content_history_tables()) then
    raise exception using errcode = '22023', message = 'This table keeps no history.', hint = 'history_table_unknown';
  end if;
  if page is null or page < 1 or per_page is null or per_page not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A page is numbered from 1 and holds 1 to 100 versions.', hint = 'history_page_range';
  end if;

  execute format('select to_jsonb(t) from public.%I t where t.id = $1', content_history.table_name)
    into current_row using content_history.record_id;

  return query
  select v.id, v.operation, v.changed_by, v.changed_by_role, v.changed_at, v.row_data,
    case when v.operation = 'delete' then null
      else coalesce(
        (select n.row_data from public.content_versions n
          where n.table_name = v.table_name and n.record_id = v.record_id and n.id > v.id
          order by n.id limit 1),
        current_row
      )
    end,
    count(*) over ()
  from public.content_versions v
  where v.table_name = content_history.table_name and v.record_id = content_history.record_id
  order by v.id desc
  offset (page - 1) * per_page limit per_page;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.data_request_records(request_id uuid)
 RETURNS TABLE(applications integer, enquiries integer, in_trash integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.deleted_content(table_name text, page integer DEFAULT 1, per_page integer DEFAULT 10)
 RETURNS TABLE(id bigint, record_id uuid, changed_by uuid, changed_by_role text, changed_at timestamp with time zone, row_data jsonb, total bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can read deleted content.', hint = 'editors_only_deleted_content';
  end if;
  if deleted_content.table_name is null or not deleted_content.table_name = any (private.content_history_tables()) then
    raise exception using errcode = '22023', message = 'This table keeps no history.', hint = 'history_table_unknown';
  end if;
  if page is null or page < 1 or per_page is null or per_page not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A page is numbered from 1 and holds 1 to 100 records.', hint = 'deleted_page_range';
  end if;

  return query execute format(
    'select v.id, v.record_id, v.changed_by, v.changed_by_role, v.changed_at, v.row_data, count(*) over () '
    'from public.content_versions v '
    'where v.table_name = $1 and v.operation = ''delete'' and v.changed_at > now() - private.deleted_content_days() '
    '  and not exists (select 1 from public.%I t where t.id = v.record_id) '
    '  and not exists (select 1 from public.content_versions n '
    '    where n.table_name = v.table_name and n.record_id = v.record_id and n.operation = ''delete'' and n.id > v.id) '
    'order by v.changed_at desc, v.id desc offset $2 limit $3',
    deleted_content.table_name
  ) using deleted_content.table_name, (page - 1) * per_page, per_page;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.erase_person_data(email text DEFAULT NULL::text, application_id uuid DEFAULT NULL::uuid, enquiry_id uuid DEFAULT NULL::uuid, alumni_profile_id uuid DEFAULT NULL::uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators can erase a person''s data.', hint = 'administrators_only_erasure';
  end if;
  return private.erase_person_data('request', email, application_id, enquiry_id, alumni_profile_id);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.get_site_publish_state()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only staff may see the publishing state.', hint = 'staff_only_publish_state';
  end if;
  return private.site_publish_state_json();
end;
$function$
;

CREATE OR REPLACE FUNCTION public.log_staff_access(action text, table_name text, record_id text DEFAULT NULL::text, rows integer DEFAULT NULL::integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only staff report what they export or open.', hint = 'staff_only_access_log';
  end if;
  if log_staff_access.action not in ('export', 'signed_link', 'read')
    or log_staff_access.table_name not in ('registrations', 'student_registrations')
    or length(log_staff_access.record_id) > 200 or log_staff_access.rows < 0
    or (log_staff_access.action = 'read' and (log_staff_access.record_id is null or log_staff_access.rows is not null)) then
    raise exception using errcode = '22023',
      message = 'Report an export, a signed link or a read of an application or enquiry.',
      hint = 'access_log_action_unknown';
  end if;
  perform private.audit(
    log_staff_access.action, log_staff_access.table_name, log_staff_access.record_id, null, null,
    case when log_staff_access.rows is null then null else jsonb_build_object('rows', log_staff_access.rows) end
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.queue_staff_mail(kind text, email text, role text, action_link text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if queue_staff_mail.kind is null or queue_staff_mail.kind not in ('staff_invite', 'staff_password')
    or queue_staff_mail.role is null or queue_staff_mail.role not in ('administrator', 'editor', 'admissions')
    or queue_staff_mail.action_link !~ '^https?://[^[:space:][:cntrl:]]+$'
    or not private.is_single_line(queue_staff_mail.email) then
    raise exception using errcode = '22023', message = 'A staff e-mail needs its kind, a role, an address and a link.', hint = 'staff_mail_incomplete';
  end if;
  return private.queue_mail(
    queue_staff_mail.kind, btrim(queue_staff_mail.email), 'en',
    jsonb_build_object('role', queue_staff_mail.role, 'action_link', queue_staff_mail.action_link)
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.refuse_data_request(request_id uuid, reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    raise exception using errcode = 'P0001', message = 'An error occurred while submitting your registration', hint = 'submission_refused';
  end if;
  if wanted_language not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'The language is English (en) or Telugu (te).', hint = 'language_unknown';
  end if;
  if not coalesce(register_alumna.public_fields, '{}')
    <@ array['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial'] then
    raise exception using errcode = '22023', message = 'Unknown field to show.', hint = 'alumni_public_field_unknown';
  end if;
  perform private.require_current_notice(register_alumna.consent_notice_version);
  if length(wanted_email) > 320 or not private.is_single_line(wanted_email)
    or wanted_email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.', hint = 'email_invalid';
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
      message = 'Name, position, organization and location must each be one line, without control characters.',
      hint = 'alumni_single_line';
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

CREATE OR REPLACE FUNCTION public.reject_alumni_registration(registration_id uuid, note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
  wanted_note text := nullif(btrim(coalesce(reject_alumni_registration.note, '')), '');
  photo text;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can decide alumni registrations.', hint = 'editors_only_alumni_registrations';
  end if;
  registration := private.pending_alumni_registration(reject_alumni_registration.registration_id);
  if wanted_note is null or length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please give her the reason, in at most 2000 characters.', hint = 'reason_required';
  end if;
  photo := substr(private.storage_object_path(registration.image_url), length('alumni-images/') + 1);
  registration := private.close_alumni_registration(registration, 'rejected', wanted_note, null);
  -- Her photo goes with the next purge unless something else shows it.
  perform private.mark_storage_object_for_purge('alumni-images', photo);
  perform private.queue_mail(
    'alumni_registration_answer', registration.email, registration.language,
    jsonb_build_object('decision', 'rejected', 'note', wanted_note),
    alumni_registration_id => registration.id
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.report_site_build(status text, error text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if status = 'building' then
    update private.site_publish_state s set status = 'building', build_started_at = now(), build_revision = revision
    where s.id;
  elsif status = 'published' then
    update private.site_publish_state s set status = 'idle', last_published_at = now(), last_error = null where s.id;
  elsif status = 'failed' then
    update private.site_publish_state s
    set status = 'failed', last_error = left(coalesce(nullif(btrim(error), ''), 'The build failed.'), 4000)
    where s.id;
  else
    raise exception using errcode = '22023', message = format('Unknown build status %L.', status), hint = 'build_status_unknown';
  end if;
  return private.site_publish_state_json();
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
    raise exception using errcode = '22023', message = 'Choose whether to see, correct or erase your data.', hint = 'data_request_kind';
  end if;
  if length(wanted_email) > 320 or wanted_email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.', hint = 'email_invalid';
  end if;
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
      'response_days', (select coalesce(s.request_response_days, 30) from (select 1) one left join public.retention_settings s on s.id = 1)
    ),
    data_request_id => request.id
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.request_site_publish()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors may publish the site.', hint = 'editors_only_publish';
  end if;
  update private.site_publish_state set requested_at = now(), revision = revision + 1 where id;
  perform pg_notify('site_publish_requested', '');
  perform private.dispatch_site_deploy(true);
  return private.site_publish_state_json();
end;
$function$
;

CREATE OR REPLACE FUNCTION public.restore_content_version(version_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  version public.content_versions;
  columns text;
  restored jsonb;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can restore content.', hint = 'editors_only_restore_content';
  end if;

  select * into version from public.content_versions v where v.id = restore_content_version.version_id;
  if version.id is null then
    raise exception using errcode = 'PT404', message = 'This version no longer exists.', hint = 'content_version_missing';
  end if;

  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', version.table_name)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attidentity = ''
    and a.attname not in ('id', 'updated_at');

  execute format(
    'update public.%1$I t set (%2$s) = (select %3$s from jsonb_populate_record(t, $1) r) '
    'where t.id = $2 returning to_jsonb(t)',
    version.table_name, columns, 'r.' || replace(columns, ', ', ', r.')
  ) into restored using version.row_data, version.record_id;

  if restored is null then
    execute format(
      'insert into public.%1$I (id, %2$s) select $2, %3$s from jsonb_populate_record(null::public.%1$I, $1) r '
      'returning to_jsonb(%1$I)',
      version.table_name, columns, 'r.' || replace(columns, ', ', ', r.')
    ) into restored using version.row_data, version.record_id;
  end if;
  return restored;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.restore_deleted_registration(trash_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.retry_mail(id bigint)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admissions_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only admissions staff can retry an e-mail.', hint = 'admissions_only_mail_retry';
  end if;
  update public.mail_outbox o
  set status = 'pending', attempts = 0, next_attempt_at = now()
  where o.id = retry_mail.id and o.status = 'failed' and o.body_purged_at is null;
  if not found then
    if not exists (select 1 from public.mail_outbox o where o.id = retry_mail.id) then
      raise sqlstate 'PT404' using message = 'This e-mail no longer exists.', hint = 'mail_missing';
    end if;
    return;
  end if;
  perform pg_notify('mail_outbox', '');
end;
$function$
;

CREATE OR REPLACE FUNCTION public.set_application_status(application_id uuid, status text, note text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
      guardian_consent_notice_version, guardian_consent_language, payment_utr
    ) values (
      fields.name, fields.email, fields.phone, fields.address, fields.city, fields.state, fields.date_of_birth,
      fields.gender, fields.education_level, fields.previous_institution, fields.program_interest,
      fields.course_id, fields.start_date, fields.comments, fields.payment_screenshot_url, fields.honeypot,
      submit_application.idempotency_key, coalesce(fields.language, 'en'),
      fields.consent_notice_version, fields.consent_language, fields.guardian_name, fields.guardian_contact,
      fields.guardian_consent_notice_version, fields.guardian_consent_language, fields.payment_utr
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

CREATE OR REPLACE FUNCTION public.update_alumni_profile(profile_id uuid, name text, graduation_year integer, degree text, current_position text DEFAULT NULL::text, organization text DEFAULT NULL::text, location text DEFAULT NULL::text, bio text DEFAULT NULL::text, testimonial text DEFAULT NULL::text, image_url text DEFAULT NULL::text, consent_notice_version integer DEFAULT NULL::integer, consent_language text DEFAULT NULL::text, public_fields text[] DEFAULT NULL::text[])
 RETURNS alumni_directory
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  previous public.alumni_profiles;
  edited public.alumni_profiles;
  updated public.alumni_profiles;
  object_name text;
  sender_address text := private.request_client_address();
  max_updates integer;
  visitor boolean := (select private.is_visitor_request());
  field text;
  typed jsonb;
begin
  if not coalesce(update_alumni_profile.public_fields, '{}')
    <@ array['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial'] then
    raise exception using errcode = '22023', message = 'Unknown field to show.', hint = 'alumni_public_field_unknown';
  end if;
  if visitor then
    perform private.require_current_notice(update_alumni_profile.consent_notice_version);
  end if;
  if update_alumni_profile.consent_language is not null and update_alumni_profile.consent_language not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'Unknown language.', hint = 'language_unknown';
  end if;

  perform private.validate_alumni_profile(
    update_alumni_profile.name, update_alumni_profile.graduation_year, update_alumni_profile.degree,
    update_alumni_profile.current_position, update_alumni_profile.organization, update_alumni_profile.location,
    update_alumni_profile.bio, update_alumni_profile.testimonial
  );

  select * into previous from public.alumni_profiles p where p.id = profile_id for update;
  if previous.id is null then
    raise exception using errcode = 'PT404', message = 'Alumni profile not found.', hint = 'alumni_not_found';
  end if;

  edited := previous;
  edited.name := btrim(update_alumni_profile.name);
  edited.graduation_year := update_alumni_profile.graduation_year;
  edited.degree := update_alumni_profile.degree;
  edited.current_position := nullif(btrim(update_alumni_profile.current_position), '');
  edited.organization := nullif(btrim(update_alumni_profile.organization), '');
  edited.location := nullif(btrim(update_alumni_profile.location), '');
  edited.bio := nullif(btrim(update_alumni_profile.bio), '');
  edited.testimonial := nullif(btrim(update_alumni_profile.testimonial), '');
  edited.image_url := nullif(btrim(update_alumni_profile.image_url), '');
  edited.public_fields := coalesce(update_alumni_profile.public_fields, previous.public_fields);
  typed := to_jsonb(edited);
  foreach field in array array['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial'] loop
    if typed ->> field is null and not field = any (previous.public_fields) and not field = any (edited.public_fields) then
      typed := jsonb_set(typed, array[field], to_jsonb(previous) -> field);
    end if;
  end loop;
  edited := jsonb_populate_record(edited, typed);
  if update_alumni_profile.public_fields is not null
    and edited.public_fields is distinct from previous.public_fields then
    edited.public_fields_consent := 'Her choice on the alumni update form.';
  end if;
  if edited is not distinct from previous then
    return private.alumni_typed_view(previous, update_alumni_profile.current_position, update_alumni_profile.organization,
      update_alumni_profile.location, update_alumni_profile.image_url, update_alumni_profile.bio, update_alumni_profile.testimonial);
  end if;

  if edited.image_url is distinct from previous.image_url and edited.image_url is not null then
    object_name := substring(
      edited.image_url from '^https?://[^/?#]+/storage/v1/object/public/alumni-images/(alumni/[A-Za-z0-9][A-Za-z0-9._-]*)$'
    );
    if object_name is null
      or not exists (
        select 1 from storage.objects o where o.bucket_id = 'alumni-images' and o.name = object_name
      ) then
      raise exception using
        errcode = '22023',
        message = 'The photo must be an image uploaded to the alumni photo folder.',
        hint = 'alumni_photo';
    end if;
  end if;

  -- Staff and scripts are not limited; neither is a request without a client address.
  if visitor and sender_address is not null then
    -- Concurrent edits from one address must not both slip under the limit.
    perform pg_advisory_xact_lock(hashtext('public.content_versions alumni edits'));
    select l.max_profile_updates_per_client_address_per_hour into max_updates
    from public.application_limits l where l.id = 1;
    if (
      select count(*) from public.content_versions v
      where v.client_address = sender_address and v.table_name = 'alumni_profiles'
        and v.changed_at > now() - interval '1 hour'
    ) >= coalesce(max_updates, 30) then
      raise exception using errcode = 'PT429', message = 'Too many profile updates. Please try again later.', hint = 'too_many_profile_updates';
    end if;
  end if;

  update public.alumni_profiles p
  set name = edited.name,
      graduation_year = edited.graduation_year,
      degree = edited.degree,
      current_position = edited.current_position,
      organization = edited.organization,
      location = edited.location,
      bio = edited.bio,
      testimonial = edited.testimonial,
      image_url = edited.image_url,
      public_fields = edited.public_fields,
      public_fields_consent = edited.public_fields_consent
  where p.id = previous.id
  returning p.* into updated;

  -- The version this edit just kept records the consent it was made with.
  if update_alumni_profile.consent_notice_version is not null then
    update public.content_versions v
    set consent_notice_version = update_alumni_profile.consent_notice_version,
        consent_language = coalesce(update_alumni_profile.consent_language, 'en'),
        consent_at = now()
    where v.id = (
      select max(k.id) from public.content_versions k
      where k.table_name = 'alumni_profiles' and k.record_id = previous.id
    );
  end if;
  return private.alumni_typed_view(updated, update_alumni_profile.current_position, update_alumni_profile.organization,
    update_alumni_profile.location, update_alumni_profile.image_url, update_alumni_profile.bio, update_alumni_profile.testimonial);
end;
$function$
;
