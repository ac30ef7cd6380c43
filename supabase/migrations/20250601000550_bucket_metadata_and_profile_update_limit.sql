-- Additions after the first review of the schema:
--   1. Everyone may read the settings of the school's ten buckets (storage.buckets), so
--      getBucket and listBuckets show them and a form can check a file against the bucket's
--      size and type limits before uploading. Reading objects is unchanged: public buckets
--      serve files by URL, and only admins may list or read objects through the API.
--   2. Anonymous alumni profile edits get the same kind of per-client-address hourly limit as
--      applications, counted from the revisions the edits leave, and tunable in the same
--      settings row.

-- 1. Bucket settings ------------------------------------------------------------------------

create policy "Everyone reads the school's bucket settings" on storage.buckets for select to anon, authenticated
  using (
    id in (
      'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
      'donation-images', 'about-images', 'logo-images', 'payment-screenshots'
    )
  );

-- Postgres cut the upload policy's name at 63 characters; give it one that fits. Dropped and
-- made again, not renamed: on hosted Supabase `postgres` may create and drop policies on
-- storage.objects (supautils' policy_grants) but not rename them (42501, must be owner).
drop policy "Visitors upload payment screenshots and alumni photos, admins u" on storage.objects;
create policy "Visitors upload screenshots and alumni photos, admins any file"
  on storage.objects for insert to anon, authenticated
  with check (
    (
      bucket_id = 'payment-screenshots'
      and position('/' in name) = 0
      and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp')
    )
    or (
      bucket_id = 'alumni-images'
      and array_length(storage.foldername(name), 1) = 1
      and (storage.foldername(name))[1] = 'alumni'
      and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif')
    )
    or (
      bucket_id in (
        'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
        'donation-images', 'about-images', 'logo-images'
      )
      and (select private.is_admin())
    )
  );

-- 2. Alumni profile edits per client address -------------------------------------------------

alter table public.application_limits
  add column max_profile_updates_per_client_address_per_hour integer not null default 30
    check (max_profile_updates_per_client_address_per_hour >= 0);

create index alumni_profile_revisions_client_address_idx
  on public.alumni_profile_revisions (client_address, created_at);

-- As in 20250601000300_alumni_self_service.sql, plus the limit: a visitor's request (anon or a
-- signed-in non-admin with a client address) may save at most N edits an hour.
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
  sender_address text := private.request_client_address();
  max_updates integer;
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

  -- Admins and scripts are not limited, and their edits record no address (as the revisions
  -- table says); neither is a request without a client address.
  if (select private.is_admin()) or coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    sender_address := null;
  end if;
  if sender_address is not null then
    -- Concurrent edits from one address must not both slip under the limit.
    perform pg_advisory_xact_lock(hashtext('public.alumni_profile_revisions'));
    select l.max_profile_updates_per_client_address_per_hour into max_updates
    from public.application_limits l where l.id = 1;
    if (
      select count(*) from public.alumni_profile_revisions r
      where r.client_address = sender_address and r.created_at > now() - interval '1 hour'
    ) >= coalesce(max_updates, 30) then
      raise exception using errcode = 'P0001', message = 'Too many profile updates. Please try again later.';
    end if;
  end if;

  insert into public.alumni_profile_revisions (profile_id, previous_profile, client_address)
  values (previous.id, to_jsonb(previous), sender_address);

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
