-- Alumni edit their own profile without signing in (spec section 6). Visitors cannot update
-- alumni_profiles directly; they go through update_alumni_profile, which changes only the
-- editable columns, validates them and keeps the previous version for admins to restore.

create table public.alumni_profile_revisions (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.alumni_profiles (id) on delete cascade,
  -- The profile as it was before the change, every column.
  previous_profile jsonb not null,
  -- Who made the change: the client address of a visitor's request, null for admins and scripts.
  client_address text,
  created_at timestamptz not null default now()
);
create index alumni_profile_revisions_profile_id_idx
  on public.alumni_profile_revisions (profile_id, created_at desc);
create index alumni_profile_revisions_created_at_idx on public.alumni_profile_revisions (created_at desc);

-- Case-insensitive partial match on the name, ordered by name (spec section 7).
create or replace function public.search_alumni(search text)
returns setof public.alumni_profiles
language sql
stable
set search_path = ''
as $$
  select p.*
  from public.alumni_profiles p
  where btrim(coalesce(search, '')) <> ''
    and p.name ilike '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  order by p.name
$$;
revoke all on function public.search_alumni(text) from public, anon, authenticated;
grant execute on function public.search_alumni(text) to anon, authenticated, service_role;

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
    raise exception using errcode = '22023', message = 'Name, graduation year and degree are required.';
  end if;
  if graduation_year < 1980 or graduation_year > current_year then
    raise exception using
      errcode = '22023',
      message = format('Graduation year must be between 1980 and %s.', current_year);
  end if;
  if not degree = any (private.alumni_degrees()) then
    raise exception using errcode = '22023', message = 'Please choose a degree from the list.';
  end if;
  if length(name) > 200 or length(degree) > 200 or length(current_position) > 200
    or length(organization) > 200 or length(location) > 200 then
    raise exception using
      errcode = '22023',
      message = 'Name, degree, position, organization and location must each be at most 200 characters.';
  end if;
  if length(bio) > 2000 or length(testimonial) > 1000 then
    raise exception using
      errcode = '22023',
      message = 'The bio must be at most 2000 characters and the testimonial at most 1000.';
  end if;
end;
$$;
revoke all on function private.validate_alumni_profile(text, integer, text, text, text, text, text, text) from public;

-- Updates the editable columns of one profile and returns it. Optional arguments left out are
-- stored as null, as the form sends every field. A new photo must be an object a visitor
-- uploaded to alumni-images/alumni/, referenced by its public URL; the current photo may stay.
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
  image_url text default null
)
returns public.alumni_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous public.alumni_profiles;
  updated public.alumni_profiles;
  new_image_url text := nullif(btrim(update_alumni_profile.image_url), '');
  object_name text;
begin
  perform private.validate_alumni_profile(
    update_alumni_profile.name, update_alumni_profile.graduation_year, update_alumni_profile.degree,
    update_alumni_profile.current_position, update_alumni_profile.organization, update_alumni_profile.location,
    update_alumni_profile.bio, update_alumni_profile.testimonial
  );

  select * into previous from public.alumni_profiles p where p.id = profile_id for update;
  if previous.id is null then
    raise exception using errcode = 'P0002', message = 'Alumni profile not found.';
  end if;

  if new_image_url is distinct from previous.image_url and new_image_url is not null then
    object_name := substring(
      new_image_url from '^https?://[^/?#]+/storage/v1/object/public/alumni-images/(alumni/[A-Za-z0-9][A-Za-z0-9._-]*)$'
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

  insert into public.alumni_profile_revisions (profile_id, previous_profile, client_address)
  values (previous.id, to_jsonb(previous), private.request_client_address());

  update public.alumni_profiles p
  set name = btrim(update_alumni_profile.name),
      graduation_year = update_alumni_profile.graduation_year,
      degree = update_alumni_profile.degree,
      current_position = nullif(btrim(update_alumni_profile.current_position), ''),
      organization = nullif(btrim(update_alumni_profile.organization), ''),
      location = nullif(btrim(update_alumni_profile.location), ''),
      bio = nullif(btrim(update_alumni_profile.bio), ''),
      testimonial = nullif(btrim(update_alumni_profile.testimonial), ''),
      image_url = new_image_url
  where p.id = previous.id
  returning p.* into updated;
  return updated;
end;
$$;
revoke all on function public.update_alumni_profile(uuid, text, integer, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.update_alumni_profile(uuid, text, integer, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- The admin's one-click restore: the profile gets the revision's editable columns back, and
-- the version it replaces becomes a revision itself, so a restore can be undone the same way.
create or replace function public.restore_alumni_revision(revision_id uuid)
returns public.alumni_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  revision public.alumni_profile_revisions;
  kept public.alumni_profiles;
  previous public.alumni_profiles;
  restored public.alumni_profiles;
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators can restore alumni profiles.';
  end if;

  select * into revision from public.alumni_profile_revisions r where r.id = revision_id;
  if revision.id is null then
    raise exception using errcode = 'P0002', message = 'This profile revision no longer exists.';
  end if;
  kept := jsonb_populate_record(null::public.alumni_profiles, revision.previous_profile);

  select * into previous from public.alumni_profiles p where p.id = revision.profile_id for update;
  insert into public.alumni_profile_revisions (profile_id, previous_profile)
  values (previous.id, to_jsonb(previous));

  update public.alumni_profiles p
  set name = kept.name,
      graduation_year = kept.graduation_year,
      degree = kept.degree,
      current_position = kept.current_position,
      organization = kept.organization,
      location = kept.location,
      bio = kept.bio,
      testimonial = kept.testimonial,
      image_url = kept.image_url
  where p.id = previous.id
  returning p.* into restored;
  return restored;
end;
$$;
revoke all on function public.restore_alumni_revision(uuid) from public, anon, authenticated;
grant execute on function public.restore_alumni_revision(uuid) to authenticated, service_role;
