-- Alumni: the directory visitors search, the self-service edit a graduate makes through one narrow
-- function (the previous version is kept in the content history), and registration by e-mail,
-- confirmed by a link and approved by the office.

-- Some bodies here name tables of later files: they are checked when they run, not now.
set check_function_bodies = off;

-- 0. The public directory ---------------------------------------------------------------------------
-- Each alumna chooses which of photo, location, organization, position, bio and testimonial the
-- public sees (alumni_profiles.public_fields); name, year and degree are always shown. Visitors
-- may not read those columns of alumni_profiles at all (06_content.sql grants them only id and
-- public_fields), so no select, filter, order or embed can reach a hidden value: they read this
-- copy instead, which holds a hidden field as null and is kept by the trigger below.
create table public.alumni_directory (
  id uuid primary key references public.alumni_profiles (id) on delete cascade,
  name text not null,
  graduation_year integer not null,
  degree text not null,
  current_position text,
  organization text,
  location text,
  image_url text,
  bio text,
  testimonial text,
  updated_at timestamp with time zone not null
);
create index alumni_directory_graduation_year_idx on public.alumni_directory (graduation_year desc, name, id);
create index alumni_directory_name_idx on public.alumni_directory (name);
alter table public.alumni_directory enable row level security;

create or replace function private.alumni_public_value(profile public.alumni_profiles, field text, value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when field = any (profile.public_fields) then value end
$$;
revoke all on function private.alumni_public_value(public.alumni_profiles, text, text) from public;

create or replace function private.copy_alumni_directory_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.copy_alumni_directory_row() from public;

-- Who recorded the choice and when are the database's to write: a changed choice (or consent
-- statement) is stamped with the caller and the time, an unchanged one keeps its stamp. Staff who
-- make her choice public in any part say how she agreed; her own choice on the site's forms
-- comes through the functions below, which write that statement themselves.
create or replace function private.record_alumni_public_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
revoke all on function private.record_alumni_public_fields() from public;

create trigger alumni_profiles_record_public_fields before insert or update on public.alumni_profiles for each row execute function private.record_alumni_public_fields();
create trigger alumni_profiles_copy_to_directory after insert or update on public.alumni_profiles for each row execute function private.copy_alumni_directory_row();

revoke all on table public.alumni_directory from anon, authenticated;
grant select on table public.alumni_directory to anon, authenticated;

create policy "Everyone reads alumni_directory" on public.alumni_directory for select to anon, authenticated
  using (true);

-- 1. Registrations -----------------------------------------------------------------------------------
create table public.alumni_registrations (
  id uuid primary key default gen_random_uuid(),
  name text,
  graduation_year integer,
  degree text,
  current_position text,
  organization text,
  location text,
  bio text,
  testimonial text,
  image_url text,
  email text,
  language text not null default 'en',
  status text not null default 'unconfirmed',
  consent_notice_version integer not null references public.privacy_notice_versions (version),
  consent_language text not null,
  consent_at timestamp with time zone not null default now(),
  created_at timestamp with time zone not null default now(),
  confirmed_at timestamp with time zone,
  reviewed_at timestamp with time zone,
  reviewed_by uuid,
  review_note text,
  alumni_profile_id uuid references public.alumni_profiles (id) on delete set null,
  -- Her choice of what the directory shows (as alumni_profiles.public_fields), made on the form.
  public_fields text[] not null default '{}',
  constraint alumni_registrations_public_fields_check check (public_fields <@ array['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial']),
  constraint alumni_registrations_check check ((status = 'unconfirmed') = (confirmed_at is null)),
  constraint alumni_registrations_check1 check ((status = any (array['approved', 'rejected'])) = (reviewed_at is not null)),
  constraint alumni_registrations_check2 check ((status <> all (array['unconfirmed', 'pending'])) or ((name is not null) and (email is not null))),
  constraint alumni_registrations_consent_language_check check (consent_language = any (array['en', 'te'])),
  constraint alumni_registrations_email_check check ((length(email) <= 320) and (email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$')),
  constraint alumni_registrations_language_check check (language = any (array['en', 'te'])),
  constraint alumni_registrations_review_note_check check (length(review_note) <= 2000),
  constraint alumni_registrations_single_line_fields check (private.is_single_line(name) and private.is_single_line(degree) and private.is_single_line(current_position) and private.is_single_line(organization) and private.is_single_line(location) and private.is_single_line(email) and private.is_single_line(image_url)),
  constraint alumni_registrations_status_check check (status = any (array['unconfirmed', 'pending', 'approved', 'rejected']))
);
create index alumni_registrations_alumni_profile_id_idx on public.alumni_registrations (alumni_profile_id);
create index alumni_registrations_created_at_idx on public.alumni_registrations (created_at);
create index alumni_registrations_email_idx on public.alumni_registrations (lower(btrim(email)));
create index alumni_registrations_image_object_idx on public.alumni_registrations (private.storage_object_path(image_url));
create index alumni_registrations_status_idx on public.alumni_registrations (status, confirmed_at);
alter table public.alumni_registrations enable row level security;

-- Case-insensitive partial match on the name, ordered by name, as the alumni search asks: what the
-- directory shows of each, as anyone may edit any profile.
create or replace function public.search_alumni(search text)
returns setof public.alumni_directory
language sql
stable
set search_path = ''
as $$
  select p.*
  from public.alumni_directory p
  where btrim(coalesce(search, '')) <> ''
    and p.name ilike '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  order by p.name
$$;
revoke all on function public.search_alumni(text) from public;

create or replace function private.validate_alumni_profile(
  name text,
  graduation_year integer,
  degree text,
  current_position text,
  organization text,
  location text,
  bio text,
  testimonial text
)
returns void
language plpgsql
stable
set search_path = ''
as $$
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
$$;
revoke all on function private.validate_alumni_profile(text, integer, text, text, text, text, text, text) from public;

-- A profile as the directory shows it, plus each hidden field the caller typed herself (she
-- sees her own words again; a hidden value she did not type stays unseen).
create or replace function private.alumni_typed_view(
  profile public.alumni_profiles, current_position text, organization text, location text, image_url text,
  bio text, testimonial text
)
returns public.alumni_directory
language sql
stable
set search_path = ''
as $$
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
$$;
revoke all on function private.alumni_typed_view(public.alumni_profiles, text, text, text, text, text, text) from public;

-- As in 03_privacy_notice.sql, except that the trigger keeps the version (with the visitor's address)
-- and this function adds the consent to it; the hourly limit counts a visitor's versions.
-- Anyone may edit any profile (the public update form asks no proof of who she is), so the form shows only what is public, and this
-- function never reveals a hidden value: a hidden field left blank keeps what is stored, and a
-- field made public shows only what was typed with it. public_fields null keeps the choice.
-- Returns what the directory now shows, with what the caller typed.
create or replace function public.update_alumni_profile(
  profile_id uuid,
  name text,
  graduation_year integer,
  degree text,
  current_position text default null,
  organization text default null,
  location text default null,
  bio text default null,
  testimonial text default null,
  image_url text default null,
  consent_notice_version integer default null,
  consent_language text default null,
  public_fields text[] default null
)
returns public.alumni_directory
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.update_alumni_profile(uuid, text, integer, text, text, text, text, text, text, text, integer, text, text[]) from public;

-- Unconfirmed after a day: nobody proved the address, so nothing of it is kept (nor its photo).
create or replace function private.forget_unconfirmed_alumni_registrations()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  forgotten integer;
  photos text[];
begin
  with gone as (
    delete from public.alumni_registrations r
    where r.status = 'unconfirmed' and r.created_at < now() - interval '1 day'
    returning r.image_url
  )
  select count(*), coalesce(array_agg(substr(private.storage_object_path(g.image_url), length('alumni-images/') + 1))
      filter (where g.image_url is not null), '{}')
  into forgotten, photos
  from gone g;
  perform private.mark_storage_object_for_purge('alumni-images', p.name) from unnest(photos) as p(name);
  return forgotten;
end;
$$;
revoke all on function private.forget_unconfirmed_alumni_registrations() from public;

-- The form. It answers nothing (the same for a new address as for one already registered); the
-- link goes only to the address given, so nobody is put in the queue under someone else's.
-- Limits: 5 registrations an hour per client address, 3 a day per e-mail address. Bad input is
-- 400 with the field's message, a spent limit 429, a filled honeypot the forms' usual 400.
create or replace function public.register_alumna(
  name text,
  graduation_year integer,
  degree text,
  email text,
  consent_notice_version integer,
  language text default 'en',
  current_position text default null,
  organization text default null,
  location text default null,
  bio text default null,
  testimonial text default null,
  image_url text default null,
  honeypot text default null,
  public_fields text[] default '{}'
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.register_alumna(text, integer, text, text, integer, text, text, text, text, text, text, text, text, text[]) from public;

-- The first use puts the registration in the office's queue and tells the office; every use
-- answers where it stands (pending, approved or rejected). Null for any other text, as for an
-- expired link.
create or replace function public.confirm_alumni_registration(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.confirm_alumni_registration(text) from public;

-- 4. The office's decision -----------------------------------------------------------------------------
-- The registration an editor decides (approve and reject check the editor first), locked for the decision.
create or replace function private.pending_alumni_registration(registration_id uuid)
returns public.alumni_registrations
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.pending_alumni_registration(uuid) from public;

-- The profile fields leave the registration with the decision: an approved one's live on in the
-- profile, a rejected one's have no purpose left. She is told the decision, with the office's note
-- if it wrote one; her address and the note stay until the schedule's e-mail days have passed
-- (5.), as the decision's e-mail does.
create or replace function private.close_alumni_registration(
  registration public.alumni_registrations, decision text, note text, profile_id uuid
)
returns public.alumni_registrations
language plpgsql
security definer
set search_path = ''
as $$
declare
  closed public.alumni_registrations;
begin
  update public.alumni_registrations r
  set status = close_alumni_registration.decision, reviewed_at = now(), reviewed_by = auth.uid(),
    review_note = close_alumni_registration.note, alumni_profile_id = close_alumni_registration.profile_id,
    name = null, graduation_year = null, degree = null, current_position = null,
    organization = null, location = null, bio = null, testimonial = null, image_url = null
  where r.id = close_alumni_registration.registration.id
  returning r.* into closed;
  perform private.queue_mail(
    'alumni_registration_answer', closed.email, closed.language,
    jsonb_build_object('decision', close_alumni_registration.decision, 'note', close_alumni_registration.note),
    alumni_registration_id => closed.id
  );
  return closed;
end;
$$;
revoke all on function private.close_alumni_registration(public.alumni_registrations, text, text, uuid) from public;

-- Approval: her profile is made as she wrote it (the profiles' own checks apply) and publishes
-- with the next build; she is told, with the office's note if it wrote one. Returns the profile.
create or replace function public.approve_alumni_registration(registration_id uuid, note text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.approve_alumni_registration(uuid, text) from public, anon;

-- Rejection: she is told why, in the office's words, and where to turn if she disagrees.
create or replace function public.reject_alumni_registration(registration_id uuid, note text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.reject_alumni_registration(uuid, text) from public, anon;

-- The daily job's part (from private.apply_retention): the unconfirmed, and the decided ones whose
-- e-mail days are over (the row goes, its e-mail with it). Returns how many were forgotten.
create or replace function private.forget_alumni_registrations()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  unconfirmed integer;
  decided integer;
begin
  unconfirmed := private.forget_unconfirmed_alumni_registrations();
  delete from public.alumni_registrations r
  where r.status in ('approved', 'rejected')
    and r.reviewed_at < now() - (select i.sent_mail_body from private.retention_intervals() i);
  get diagnostics decided = row_count;
  perform private.log_erasure('retention', 'alumni_registrations', unconfirmed + decided);
  return unconfirmed + decided;
end;
$$;
revoke all on function private.forget_alumni_registrations() from public;

revoke all on table public.alumni_registrations from anon, authenticated;
grant select on table public.alumni_registrations to authenticated;

create policy "Editors read confirmed alumni registrations" on public.alumni_registrations for select to authenticated
  using (((select private.is_editor()) and (status <> 'unconfirmed')));
