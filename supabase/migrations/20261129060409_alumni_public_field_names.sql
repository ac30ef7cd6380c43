-- Made by `npm run db:diff -- alumni_public_field_names` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

CREATE OR REPLACE FUNCTION private.alumni_public_field_names()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial']
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
  if not coalesce(update_alumni_profile.public_fields, '{}') <@ private.alumni_public_field_names() then
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
  foreach field in array private.alumni_public_field_names() loop
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

revoke all on function private.alumni_public_field_names() from public;
