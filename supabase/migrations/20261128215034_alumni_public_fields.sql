-- Made by `npm run db:diff -- alumni_public_fields` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

-- search_alumni now returns the public directory's rows, and a function's return type cannot be
-- changed in place (written by hand: the diff cannot order it).
drop function public.search_alumni(text);

drop policy "Everyone reads alumni_profiles" on "public"."alumni_profiles";

revoke select on table "public"."alumni_profiles" from "anon";

drop function if exists "public"."register_alumna"(name text, graduation_year integer, degree text, email text, consent_notice_version integer, language text, current_position text, organization text, location text, bio text, testimonial text, image_url text, honeypot text);

drop function if exists "public"."update_alumni_profile"(profile_id uuid, name text, graduation_year integer, degree text, current_position text, organization text, location text, bio text, testimonial text, image_url text, consent_notice_version integer, consent_language text);

create table "public"."alumni_directory" (
    "id" uuid not null,
    "name" text not null,
    "graduation_year" integer not null,
    "degree" text not null,
    "current_position" text,
    "organization" text,
    "location" text,
    "image_url" text,
    "bio" text,
    "testimonial" text,
    "updated_at" timestamp with time zone not null
      );

alter table "public"."alumni_directory" enable row level security;

alter table "public"."alumni_profiles" add column "public_fields" text[] not null default '{}'::text[];

alter table "public"."alumni_profiles" add column "public_fields_consent" text;

alter table "public"."alumni_profiles" add column "public_fields_recorded_at" timestamp with time zone;

alter table "public"."alumni_profiles" add column "public_fields_recorded_by" uuid;

alter table "public"."alumni_registrations" add column "public_fields" text[] not null default '{}'::text[];

CREATE INDEX alumni_directory_graduation_year_idx ON public.alumni_directory USING btree (graduation_year DESC, name, id);

CREATE INDEX alumni_directory_name_idx ON public.alumni_directory USING btree (name);

CREATE UNIQUE INDEX alumni_directory_pkey ON public.alumni_directory USING btree (id);

alter table "public"."alumni_directory" add constraint "alumni_directory_pkey" PRIMARY KEY using index "alumni_directory_pkey";

alter table "public"."alumni_directory" add constraint "alumni_directory_id_fkey" FOREIGN KEY (id) REFERENCES alumni_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."alumni_directory" validate constraint "alumni_directory_id_fkey";

alter table "public"."alumni_profiles" add constraint "alumni_profiles_public_fields_check" CHECK ((public_fields <@ ARRAY['image_url'::text, 'location'::text, 'organization'::text, 'current_position'::text, 'bio'::text, 'testimonial'::text])) not valid;

alter table "public"."alumni_profiles" validate constraint "alumni_profiles_public_fields_check";

alter table "public"."alumni_profiles" add constraint "alumni_profiles_public_fields_consent_check" CHECK ((length(public_fields_consent) <= 1000)) not valid;

alter table "public"."alumni_profiles" validate constraint "alumni_profiles_public_fields_consent_check";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_public_fields_check" CHECK ((public_fields <@ ARRAY['image_url'::text, 'location'::text, 'organization'::text, 'current_position'::text, 'bio'::text, 'testimonial'::text])) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_public_fields_check";

CREATE OR REPLACE FUNCTION private.alumni_public_value(profile alumni_profiles, field text, value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when field = any (profile.public_fields) then value end
$function$
;

CREATE OR REPLACE FUNCTION private.alumni_typed_view(profile alumni_profiles, current_position text, organization text, location text, image_url text, bio text, testimonial text)
 RETURNS alumni_directory
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select row(
    profile.id, profile.name, profile.graduation_year, profile.degree,
    case when nullif(btrim(current_position), '') is not null or 'current_position' = any (profile.public_fields) then profile.current_position end,
    case when nullif(btrim(organization), '') is not null or 'organization' = any (profile.public_fields) then profile.organization end,
    case when nullif(btrim(location), '') is not null or 'location' = any (profile.public_fields) then profile.location end,
    case when nullif(btrim(image_url), '') is not null or 'image_url' = any (profile.public_fields) then profile.image_url end,
    case when nullif(btrim(bio), '') is not null or 'bio' = any (profile.public_fields) then profile.bio end,
    case when nullif(btrim(testimonial), '') is not null or 'testimonial' = any (profile.public_fields) then profile.testimonial end,
    profile.updated_at
  )::public.alumni_directory
$function$
;

CREATE OR REPLACE FUNCTION private.copy_alumni_directory_row()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.alumni_directory as d (
    id, name, graduation_year, degree, current_position, organization, location, image_url, bio, testimonial, updated_at
  ) values (
    new.id, new.name, new.graduation_year, new.degree,
    private.alumni_public_value(new, 'current_position', new.current_position),
    private.alumni_public_value(new, 'organization', new.organization),
    private.alumni_public_value(new, 'location', new.location),
    private.alumni_public_value(new, 'image_url', new.image_url),
    private.alumni_public_value(new, 'bio', new.bio),
    private.alumni_public_value(new, 'testimonial', new.testimonial),
    new.updated_at
  )
  on conflict (id) do update set
    name = excluded.name, graduation_year = excluded.graduation_year, degree = excluded.degree,
    current_position = excluded.current_position, organization = excluded.organization,
    location = excluded.location, image_url = excluded.image_url, bio = excluded.bio,
    testimonial = excluded.testimonial, updated_at = excluded.updated_at;
  return null;
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
        message = 'Please record how she agreed to show these fields on the alumni page.';
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

  perform private.queue_alumni_registration_mail(
    registration, 'alumni_registration_confirm',
    '%s: please confirm your alumni registration',
    '%s: మీ పూర్వ విద్యార్థి నమోదును నిర్ధారించండి',
    E'Dear friend,\n\n'
      'Someone asked, on the website of {school}, to join our alumni network with this e-mail address. '
      'If it was you, please confirm it with this link within 24 hours:\n'
      || private.alumni_register_link('en', token) || E'\n\n'
      'Our office then reviews the profile and writes to you before it appears on the website.\n\n'
      'If you did not ask, you can ignore this e-mail: nothing will be kept.',
    E'నమస్కారం,\n\n'
      'ఈ ఈమెయిల్ చిరునామాతో {school} పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో చేరాలని మా వెబ్‌సైట్‌లో ఎవరో అడిగారు. '
      'అది మీరే అయితే, 24 గంటల్లోగా ఈ లింక్‌తో నిర్ధారించండి:\n'
      || private.alumni_register_link('te', token) || E'\n\n'
      'తర్వాత మా కార్యాలయం ప్రొఫైల్‌ను పరిశీలించి, అది వెబ్‌సైట్‌లో కనిపించే ముందు మీకు తెలియజేస్తుంది.\n\n'
      'మీరు అడగకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు: ఏమీ ఉంచబడదు.'
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.search_alumni(search text)
 RETURNS SETOF alumni_directory
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select p.*
  from public.alumni_directory p
  where btrim(coalesce(search, '')) <> ''
    and p.name ilike '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  order by p.name
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
    raise exception using errcode = '22023', message = 'Unknown field to show.';
  end if;
  if visitor then
    perform private.require_current_notice(update_alumni_profile.consent_notice_version);
  end if;
  if update_alumni_profile.consent_language is not null and update_alumni_profile.consent_language not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'Unknown language.';
  end if;

  perform private.validate_alumni_profile(
    update_alumni_profile.name, update_alumni_profile.graduation_year, update_alumni_profile.degree,
    update_alumni_profile.current_position, update_alumni_profile.organization, update_alumni_profile.location,
    update_alumni_profile.bio, update_alumni_profile.testimonial
  );

  select * into previous from public.alumni_profiles p where p.id = profile_id for update;
  if previous.id is null then
    raise exception using errcode = 'PT404', message = 'Alumni profile not found.';
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
        message = 'The photo must be an image uploaded to the alumni photo folder.';
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
      raise exception using errcode = 'PT429', message = 'Too many profile updates. Please try again later.';
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
  perform private.queue_alumni_registration_mail(
    registration, 'alumni_registration_answer',
    '%s: welcome to the alumni network',
    '%s: పూర్వ విద్యార్థుల నెట్‌వర్క్‌కు స్వాగతం',
    E'Dear friend,\n\n{school} has approved your alumni profile. It appears on our alumni page with the '
      'website''s next update:\n' || replace(private.alumni_register_link('en', null), '/alumni/register', '/alumni')
      || E'\n\nYou can change it at any time on the alumni update page.'
      || coalesce(E'\n\nA note from our office:\n\n' || wanted_note, ''),
    E'నమస్కారం,\n\n{school} మీ పూర్వ విద్యార్థి ప్రొఫైల్‌ను ఆమోదించింది. వెబ్‌సైట్ తదుపరి నవీకరణతో అది మా '
      'పూర్వ విద్యార్థుల పేజీలో కనిపిస్తుంది:\n' || replace(private.alumni_register_link('te', null), '/alumni/register', '/alumni')
      || E'\n\nపూర్వ విద్యార్థుల నవీకరణ పేజీలో ఎప్పుడైనా దాన్ని మార్చుకోవచ్చు.'
      || coalesce(E'\n\nమా కార్యాలయం నుండి ఒక గమనిక:\n\n' || wanted_note, '')
  );
  return profile_id;
end;
$function$
;

grant select on table "public"."alumni_directory" to "anon";

grant select on table "public"."alumni_directory" to "authenticated";

grant delete on table "public"."alumni_directory" to "service_role";

grant insert on table "public"."alumni_directory" to "service_role";

grant references on table "public"."alumni_directory" to "service_role";

grant select on table "public"."alumni_directory" to "service_role";

grant trigger on table "public"."alumni_directory" to "service_role";

grant truncate on table "public"."alumni_directory" to "service_role";

grant update on table "public"."alumni_directory" to "service_role";

create policy "Everyone reads alumni_directory"
  on "public"."alumni_directory"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Editors read alumni_profiles"
  on "public"."alumni_profiles"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Everyone reads the alumni's public choice"
  on "public"."alumni_profiles"
  as permissive
  for select
  to anon
using (true);

CREATE TRIGGER alumni_profiles_copy_to_directory AFTER INSERT OR UPDATE ON public.alumni_profiles FOR EACH ROW EXECUTE FUNCTION private.copy_alumni_directory_row();

CREATE TRIGGER alumni_profiles_record_public_fields BEFORE INSERT OR UPDATE ON public.alumni_profiles FOR EACH ROW EXECUTE FUNCTION private.record_alumni_public_fields();

revoke all on function private.copy_alumni_directory_row() from public;

revoke all on function private.alumni_public_value(public.alumni_profiles,text,text) from public;

revoke all on function private.record_alumni_public_fields() from public;

revoke all on function public.search_alumni(text) from public;

grant execute on function public.search_alumni(text) to anon;

grant execute on function public.search_alumni(text) to authenticated;

grant execute on function public.search_alumni(text) to service_role;

revoke all on function private.alumni_typed_view(public.alumni_profiles,text,text,text,text,text,text) from public;

revoke all on function public.update_alumni_profile(uuid,text,integer,text,text,text,text,text,text,text,integer,text,text[]) from public;

grant execute on function public.update_alumni_profile(uuid,text,integer,text,text,text,text,text,text,text,integer,text,text[]) to anon;

grant execute on function public.update_alumni_profile(uuid,text,integer,text,text,text,text,text,text,text,integer,text,text[]) to authenticated;

grant execute on function public.update_alumni_profile(uuid,text,integer,text,text,text,text,text,text,text,integer,text,text[]) to service_role;

revoke all on function public.register_alumna(text,integer,text,text,integer,text,text,text,text,text,text,text,text,text[]) from public;

grant execute on function public.register_alumna(text,integer,text,text,integer,text,text,text,text,text,text,text,text,text[]) to anon;

grant execute on function public.register_alumna(text,integer,text,text,integer,text,text,text,text,text,text,text,text,text[]) to authenticated;

grant execute on function public.register_alumna(text,integer,text,text,integer,text,text,text,text,text,text,text,text,text[]) to service_role;

revoke all on table public.alumni_profiles from anon;

grant select on table public.alumni_directory to anon;

grant select on table public.alumni_directory to authenticated;

grant insert, select, update, delete, truncate, references, trigger on table public.alumni_directory to service_role;

grant select (id) on table public.alumni_profiles to anon;

grant select (public_fields) on table public.alumni_profiles to anon;

revoke delete on table "public"."alumni_directory" from "anon";

revoke insert on table "public"."alumni_directory" from "anon";

revoke references on table "public"."alumni_directory" from "anon";

revoke trigger on table "public"."alumni_directory" from "anon";

revoke truncate on table "public"."alumni_directory" from "anon";

revoke update on table "public"."alumni_directory" from "anon";

revoke delete on table "public"."alumni_directory" from "authenticated";

revoke insert on table "public"."alumni_directory" from "authenticated";

revoke references on table "public"."alumni_directory" from "authenticated";

revoke trigger on table "public"."alumni_directory" from "authenticated";

revoke truncate on table "public"."alumni_directory" from "authenticated";

revoke update on table "public"."alumni_directory" from "authenticated";

revoke all on table public.alumni_directory from anon;

revoke all on table public.alumni_directory from authenticated;

grant select on table public.alumni_directory to anon;

grant select on table public.alumni_directory to authenticated;

-- Written by hand (a diff does not see rows): the profiles made before the choice existed go into
-- the directory as the trigger would put them, showing only name, year and degree until she or,
-- with her consent, the office chooses more.
insert into public.alumni_directory (
  id, name, graduation_year, degree, current_position, organization, location, image_url, bio, testimonial, updated_at
)
select p.id, p.name, p.graduation_year, p.degree,
  private.alumni_public_value(p, 'current_position', p.current_position),
  private.alumni_public_value(p, 'organization', p.organization),
  private.alumni_public_value(p, 'location', p.location),
  private.alumni_public_value(p, 'image_url', p.image_url),
  private.alumni_public_value(p, 'bio', p.bio),
  private.alumni_public_value(p, 'testimonial', p.testimonial),
  p.updated_at
from public.alumni_profiles p
on conflict (id) do nothing;
