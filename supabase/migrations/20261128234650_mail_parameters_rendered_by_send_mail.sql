-- Made by `npm run db:diff -- mail_parameters_rendered_by_send_mail` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

drop function if exists "private"."alumni_register_link"(language text, token text);

drop function if exists "private"."application_status_words"(status text);

drop function if exists "private"."application_status_words"(status text, language text);

drop function if exists "private"."data_request_kind_words"(kind text, language text);

drop function if exists "private"."program_words"(program text);

drop function if exists "private"."queue_alumni_registration_mail"(registration alumni_registrations, kind text, subject_en text, subject_te text, body_en text, body_te text);

drop function if exists "private"."queue_data_request_mail"(request data_requests, kind text, subject_en text, subject_te text, body_en text, body_te text);

drop function if exists "private"."quoted_visitor_text"(value text);

drop function if exists "private"."school_date"(at timestamp with time zone, language text);

drop function if exists "private"."status_link"(site_url text, language text, token text);

drop function if exists "private"."your_data_link"(site_url text, language text, parameter text, token text);

-- By hand: mail queued before this change holds its text, not the values its words are now filled
-- with, so none of it can be written again. Each row keeps its delivery facts as the retention's
-- purge leaves them (private.apply_retention); one still waiting is marked failed with the reason,
-- so the office sees in the admin that it was never sent.
update public.mail_outbox
set status = 'failed', last_error = 'Queued before e-mails were written from their values; it was not sent.'
where status in ('pending', 'sending');

update public.mail_outbox
set to_addresses = '{}', body_purged_at = now()
where body_purged_at is null;

alter table "public"."mail_outbox" drop column "body_text";

alter table "public"."mail_outbox" drop column "subject";

alter table "public"."mail_outbox" add column "language" text not null default 'en'::text;

alter table "public"."mail_outbox" add column "parameters" jsonb not null default '{}'::jsonb;

alter table "public"."mail_outbox" add constraint "mail_outbox_language_check" CHECK ((language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_language_check";

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
    when 'about' then (value #>> '{}') in ('enquiry', 'application', 'payment_screenshot')
    when 'request' then (value #>> '{}') in ('access', 'correction', 'erasure')
    when 'answer' then (value #>> '{}') in ('copy', 'corrected', 'erased', 'refused')
    when 'decision' then (value #>> '{}') in ('approved', 'rejected')
    when 'role' then (value #>> '{}') in ('administrator', 'editor', 'admissions')
    when 'language' then (value #>> '{}') in ('en', 'te')
    when 'received_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'erase_on' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
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
    when 'retention_notice' then array['school', 'site', 'about', 'reference', 'received_at', 'erase_on']
    when 'data_request_confirm' then array['school', 'site', 'request', 'token', 'response_days']
    when 'data_request_office' then array['school', 'site', 'request', 'due_at']
    when 'data_request_answer' then array['school', 'site', 'answer', 'token', 'records', 'mail_days', 'request', 'reason']
    when 'staff_invite' then array['school', 'site', 'role', 'action_link']
    when 'staff_password' then array['school', 'site', 'role', 'action_link']
    when 'alumni_registration_confirm' then array['school', 'site', 'token']
    when 'alumni_registration_office' then array['school', 'site']
    when 'alumni_registration_answer' then array['school', 'site', 'decision', 'note']
  end
$function$
;

CREATE OR REPLACE FUNCTION private.mail_parameters_fit(kind text, parameters jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_typeof(parameters) = 'object' and parameters ? 'school' and parameters ? 'site'
    and coalesce((
      select bool_and(p.key = any (private.mail_parameter_names(kind)) and private.mail_parameter_fits(p.key, p.value))
      from jsonb_each(parameters) p
    ), true)
$function$
;

CREATE OR REPLACE FUNCTION private.queue_mail(kind text, to_address text, language text, parameters jsonb, application_id uuid DEFAULT NULL::uuid, registration_id uuid DEFAULT NULL::uuid, data_request_id uuid DEFAULT NULL::uuid, alumni_registration_id uuid DEFAULT NULL::uuid)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  settings public.mail_settings;
  queued bigint;
begin
  select * into settings from public.mail_settings s where s.id = 1;
  insert into public.mail_outbox (
    kind, from_address, to_addresses, language, parameters, application_id, registration_id, data_request_id,
    alumni_registration_id
  ) values (
    queue_mail.kind,
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    case when queue_mail.to_address is null
      then coalesce(settings.office_addresses, '{admissions@example.com}')
      else array[queue_mail.to_address]
    end,
    coalesce(queue_mail.language, 'en'),
    queue_mail.parameters || jsonb_build_object(
      'school', coalesce(settings.school_name, 'Vijayawada Women''s Bible Seminary'),
      'site', rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/')
    ),
    queue_mail.application_id, queue_mail.registration_id, queue_mail.data_request_id,
    queue_mail.alumni_registration_id
  )
  returning id into queued;
  return queued;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.apply_retention(OUT notices_sent integer, OUT records_erased integer, OUT mail_bodies_purged integer, OUT trash_emptied integer)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
      'reference', new.reference, 'status', new.status, 'token', private.new_application_status_token(new.id)
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
    jsonb_build_object('reference', new.reference, 'token', private.new_application_status_token(new.id)),
    application_id => new.id
  );
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.mail_new_enquiry()
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
    'enquiry_office', null, 'en',
    jsonb_build_object(
      'program', new.program_interest, 'course', (select c.title from public.courses c where c.id = new.course_id),
      'language', new.language, 'name', new.name, 'email', new.email, 'phone', new.phone, 'city', new.city,
      'state', new.state, 'address', new.address, 'comments', new.comments
    ),
    registration_id => new.id
  );
  return null;
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

CREATE OR REPLACE FUNCTION private.queue_retention_notice(subject_kind text, subject_id uuid, email text, language text, reference text, received_at timestamp with time zone, erase_on timestamp with time zone)
 RETURNS bigint
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    raise exception using errcode = '42501', message = 'Only editors can decide alumni registrations.';
  end if;
  registration := private.pending_alumni_registration(approve_alumni_registration.registration_id);
  if length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the note to at most 2000 characters.';
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
    delete from private.data_request_attempts a where a.email_key = private.data_request_email_key(request.email);
  end if;

  update public.data_requests r
  set status = 'completed', answered_at = now(), answered_by = auth.uid(), records_erased = erased,
    details = null
  where r.id = request.id
  returning * into request;

  if request.kind = 'access' then
    token := private.new_data_request_token(request.id, 'copy', now() + interval '14 days');
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
  join private.alumni_registration_tokens t on t.registration_id = r.id
  where length(confirm_alumni_registration.token) between 20 and 200
    and t.token_hash = sha256(convert_to(confirm_alumni_registration.token, 'UTF8'))
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
  where r.id = private.data_request_token_request(confirm_data_request.token, 'confirm')
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
    update private.data_request_tokens t set expires_at = request.due_at + interval '30 days'
    where t.request_id = request.id and t.purpose = 'confirm';
    perform private.queue_mail(
      'data_request_office', null, 'en', jsonb_build_object('request', request.kind, 'due_at', request.due_at),
      data_request_id => request.id
    );
  end if;
  return query select request.kind, request.status, request.due_at;
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
    raise exception using errcode = '22023', message = 'A staff e-mail needs its kind, a role, an address and a link.';
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
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.';
  end if;
  request := private.open_data_request(refuse_data_request.request_id);
  if wanted_reason is null or length(wanted_reason) > 2000 then
    raise exception using errcode = '22023', message = 'Please give her the reason, in at most 2000 characters.';
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
  sender_address text := private.request_client_address();
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

  perform pg_advisory_xact_lock(hashtext('private.alumni_registration_attempts'));
  delete from private.alumni_registration_attempts a where a.attempted_at < now() - interval '1 day';
  if (sender_address is not null and (
        select count(*) from private.alumni_registration_attempts a
        where a.client_address = sender_address and a.attempted_at > now() - interval '1 hour'
      ) >= 5)
    or (select count(*) from private.alumni_registration_attempts a
        where a.email_key = private.alumni_registration_email_key(wanted_email)) >= 3 then
    raise sqlstate 'PT429' using message = 'Too many registrations. Please try again tomorrow.';
  end if;
  insert into private.alumni_registration_attempts (client_address, email_key)
  values (sender_address, private.alumni_registration_email_key(wanted_email));

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

  -- As the status links (08_admissions.sql): 244 random bits, URL-safe.
  token := rtrim(
    translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '='
  );
  insert into private.alumni_registration_tokens (token_hash, registration_id)
  values (sha256(convert_to(token, 'UTF8')), registration.id);

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
    raise exception using errcode = '42501', message = 'Only editors can decide alumni registrations.';
  end if;
  registration := private.pending_alumni_registration(reject_alumni_registration.registration_id);
  if wanted_note is null or length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please give her the reason, in at most 2000 characters.';
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

CREATE OR REPLACE FUNCTION public.request_my_data(kind text, email text, language text DEFAULT 'en'::text, details text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sender_address text := private.request_client_address();
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

  perform pg_advisory_xact_lock(hashtext('private.data_request_attempts'));
  delete from private.data_request_attempts a where a.attempted_at < now() - interval '1 day';
  if (sender_address is not null and (
        select count(*) from private.data_request_attempts a
        where a.client_address = sender_address and a.attempted_at > now() - interval '1 hour'
      ) >= 5)
    or (select count(*) from private.data_request_attempts a
        where a.email_key = private.data_request_email_key(wanted_email)) >= 3 then
    raise sqlstate 'PT429' using message = 'Too many requests. Please try again tomorrow.';
  end if;
  insert into private.data_request_attempts (client_address, email_key)
  values (sender_address, private.data_request_email_key(wanted_email));

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
  token := private.new_data_request_token(request.id, 'confirm', now() + interval '1 day');
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

alter table "public"."mail_outbox" add constraint "mail_outbox_parameters_check" CHECK (
CASE
    WHEN (body_purged_at IS NULL) THEN private.mail_parameters_fit(kind, parameters)
    ELSE (parameters = '{}'::jsonb)
END) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_parameters_check";

revoke all on function private.mail_parameter_names(text) from public;

grant execute on function private.mail_parameter_names(text) to service_role;

revoke all on function private.mail_parameter_fits(text,jsonb) from public;

grant execute on function private.mail_parameter_fits(text,jsonb) to service_role;

revoke all on function private.mail_parameters_fit(text,jsonb) from public;

grant execute on function private.mail_parameters_fit(text,jsonb) to service_role;

revoke all on function private.queue_mail(text,text,text,jsonb,uuid,uuid,uuid,uuid) from public;
