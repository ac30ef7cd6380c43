-- Made by `npm run db:diff -- alumni_decisions_check_the_editor_first` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

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
  perform private.close_alumni_registration(registration, 'approved', wanted_note, profile_id);
  return profile_id;
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
  perform private.close_alumni_registration(registration, 'rejected', wanted_note, null);
  -- Her photo goes with the next purge unless something else shows it.
  perform private.mark_storage_object_for_purge('alumni-images', photo);
end;
$function$
;
