-- Made by `npm run db:diff -- require_email_address` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

CREATE OR REPLACE FUNCTION private.require_email_address(email text)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if length(email) > 320 or not private.is_single_line(email)
    or email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.', hint = 'email_invalid';
  end if;
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
  if not coalesce(register_alumna.public_fields, '{}') <@ private.alumni_public_field_names() then
    raise exception using errcode = '22023', message = 'Unknown field to show.', hint = 'alumni_public_field_unknown';
  end if;
  perform private.require_current_notice(register_alumna.consent_notice_version);
  perform private.require_email_address(wanted_email);
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
$function$
;

revoke all on function private.require_email_address(text) from public;
