-- Rules that keep the anonymous uploads honest (issue 12, points 1 and 2), in the database so
-- they hold on a hosted project as they do on the local backend:
--   1. Visitors upload at most N payment screenshots and N alumni photos per client address
--      and hour (tunable in public.application_limits), refused with HTTP 429 (SQLSTATE PT429,
--      PostgREST's convention for a status of one's own).
--   2. An application names a payment screenshot that exists, was uploaded within the last hour
--      and belongs to no other application; an alumni photo is an object of the alumni-images
--      bucket, by its public URL.
--   3. A stored file is deleted only when no row references it: the delete of a referenced
--      object is skipped (the caller gets it back as not deleted), and uploads nothing references
--      are purged after a day by private.purge_unreferenced_uploads(), which pg_cron runs on a
--      hosted project and the local backend's own timer runs locally.

-- Where a stored public URL points ----------------------------------------------------------

-- `<bucket>/<object name>` of a public storage URL (a query or fragment aside), or null for any
-- other text. Immutable, so
-- the file columns can be indexed by it and a reference found without scanning a table.
create or replace function private.storage_object_path(url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select substring(url from '^https?://[^/?#]+/storage/v1/object/public/([^?#]+)(?:[?#].*)?$')
$$;
revoke all on function private.storage_object_path(text) from public;
-- Index expressions run with the writing role's rights.
grant execute on function private.storage_object_path(text) to anon, authenticated, service_role;

-- Every column holding a file of the school's buckets, indexed by the object it names.
create index site_logo_logo_object_idx on public.site_logo (private.storage_object_path(logo_url));
create index banners_image_object_idx on public.banners (private.storage_object_path(image_url));
create index teachers_image_object_idx on public.teachers (private.storage_object_path(image_url));
create index videos_thumbnail_object_idx on public.videos (private.storage_object_path(thumbnail_url));
create index gallery_image_object_idx on public.gallery (private.storage_object_path(image_url));
create index about_gallery_image_object_idx on public.about_gallery (private.storage_object_path(image_url));
create index campus_life_image_object_idx on public.campus_life (private.storage_object_path(image_url));
create index campus_life_gallery_image_object_idx
  on public.campus_life_gallery (private.storage_object_path(image_url));
create index alumni_profiles_image_object_idx on public.alumni_profiles (private.storage_object_path(image_url));
-- A revision keeps its photo, so restoring it brings back a photo that still exists.
create index alumni_profile_revisions_image_object_idx
  on public.alumni_profile_revisions (private.storage_object_path(previous_profile ->> 'image_url'));
create index downloads_file_object_idx on public.downloads (private.storage_object_path(file_url));
create index downloads_image_object_idx on public.downloads (private.storage_object_path(image_url));
create index donation_info_qr_code_object_idx on public.donation_info (private.storage_object_path(qr_code_url));

-- One application per screenshot. An application in the trash keeps its screenshot too, so a
-- restored application still opens it.
create unique index student_registrations_payment_screenshot_url_key
  on public.student_registrations (payment_screenshot_url);
create index deleted_registrations_payment_screenshot_idx
  on public.deleted_registrations ((row_data ->> 'payment_screenshot_url'))
  where table_name = 'student_registrations';

-- Whether any row points at an object. Security definer: the delete guard and the purge ask it
-- for rows their caller may not read.
create or replace function private.storage_object_is_referenced(bucket text, object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  object_path text := bucket || '/' || object_name;
begin
  if bucket = 'payment-screenshots' then
    return exists (select 1 from public.student_registrations r where r.payment_screenshot_url = object_name)
      or exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'payment_screenshot_url' = object_name
      );
  end if;
  return exists (select 1 from public.site_logo t where private.storage_object_path(t.logo_url) = object_path)
    or exists (select 1 from public.banners t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.teachers t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.videos t where private.storage_object_path(t.thumbnail_url) = object_path)
    or exists (select 1 from public.gallery t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.about_gallery t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.campus_life t where private.storage_object_path(t.image_url) = object_path)
    or exists (
      select 1 from public.campus_life_gallery t where private.storage_object_path(t.image_url) = object_path
    )
    or exists (select 1 from public.alumni_profiles t where private.storage_object_path(t.image_url) = object_path)
    or exists (
      select 1 from public.alumni_profile_revisions t
      where private.storage_object_path(t.previous_profile ->> 'image_url') = object_path
    )
    or exists (select 1 from public.downloads t where private.storage_object_path(t.file_url) = object_path)
    or exists (select 1 from public.downloads t where private.storage_object_path(t.image_url) = object_path)
    or exists (
      select 1 from public.donation_info t where private.storage_object_path(t.qr_code_url) = object_path
    );
end;
$$;
revoke all on function private.storage_object_is_referenced(text, text) from public;

-- A request of the Data API's public roles that is not an admin's: a visitor of the site.
create or replace function private.is_visitor_request()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated') and not (select private.is_admin())
$$;
revoke all on function private.is_visitor_request() from public;

-- 1. Anonymous uploads per client address -----------------------------------------------------

alter table public.application_limits
  add column max_payment_screenshots_per_client_address_per_hour integer not null default 5
    check (max_payment_screenshots_per_client_address_per_hour >= 0),
  add column max_alumni_photos_per_client_address_per_hour integer not null default 5
    check (max_alumni_photos_per_client_address_per_hour >= 0);

-- Who uploaded what: visitors' uploads of the last hour, by client address. Kept apart from
-- storage.objects, whose rows the storage service owns and rewrites, and so that deleting an
-- object does not give its uploader another try.
create table private.anonymous_uploads (
  id bigint generated always as identity primary key,
  bucket_id text not null,
  object_name text not null,
  client_address text not null,
  uploaded_at timestamptz not null default now()
);
create index anonymous_uploads_client_address_idx
  on private.anonymous_uploads (client_address, bucket_id, uploaded_at);
create index anonymous_uploads_uploaded_at_idx on private.anonymous_uploads (uploaded_at);
revoke all on table private.anonymous_uploads from public, anon, authenticated, service_role;
alter table private.anonymous_uploads enable row level security;

-- A signed upload URL would let a visitor past the limit: creating the URL only tests the insert
-- (and rolls it back), and the upload with the URL's token is written by the storage service
-- itself, not as the visitor, so neither counts. Visitors upload directly (the site does), so
-- they may not create signed upload URLs for their two buckets; admins and scripts still may.
-- The storage service names the request's path in `request.path`, as PostgREST does.
create or replace function private.enforce_upload_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_address text := private.request_client_address();
  max_uploads integer;
begin
  if new.bucket_id not in ('payment-screenshots', 'alumni-images') or not (select private.is_visitor_request()) then
    return new;
  end if;
  if coalesce(current_setting('request.path', true), '') like '%/object/upload/sign/%' then
    raise sqlstate 'PT403' using message = 'Visitors upload files directly, without a signed upload URL.';
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
    raise sqlstate 'PT429' using message = 'Too many uploads. Please try again later.';
  end if;

  insert into private.anonymous_uploads (bucket_id, object_name, client_address)
  values (new.bucket_id, new.name, sender_address);
  return new;
end;
$$;
revoke all on function private.enforce_upload_limits() from public;

create trigger objects_enforce_upload_limits
  before insert on storage.objects
  for each row execute function private.enforce_upload_limits();

-- 2. What an application and an alumni profile may reference -------------------------------

-- A visitor's application names a screenshot uploaded for it: one that exists, is at most an
-- hour old and is no other application's. Admins restoring from the trash and scripts are not
-- visitors; the unique index above holds for everyone.
create or replace function private.check_payment_screenshot()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
      message = 'The payment screenshot was not found. Please upload it again.';
  end if;
  if exists (
    select 1 from public.student_registrations r where r.payment_screenshot_url = new.payment_screenshot_url
  ) or exists (
    select 1 from public.deleted_registrations d
    where d.table_name = 'student_registrations' and d.row_data ->> 'payment_screenshot_url' = new.payment_screenshot_url
  ) then
    raise exception using
      errcode = '23505',
      message = 'This payment screenshot belongs to another application. Please upload it again.';
  end if;
  return new;
end;
$$;
revoke all on function private.check_payment_screenshot() from public;

create trigger student_registrations_check_payment_screenshot
  before insert on public.student_registrations
  for each row execute function private.check_payment_screenshot();

-- A new alumni photo, whoever saves it through the API, is an object of the alumni-images
-- bucket named by its public URL; empty means no photo. Migrations and the seed (no API role)
-- write rows before their files are uploaded, so they are not checked.
create or replace function private.check_alumni_image()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
    or not exists (
      select 1 from storage.objects o
      where o.bucket_id = 'alumni-images' and o.name = substr(object_path, length('alumni-images/') + 1)
    ) then
    raise exception using
      errcode = '22023',
      message = 'The photo must be an image uploaded to the alumni photo folder.';
  end if;
  return new;
end;
$$;
revoke all on function private.check_alumni_image() from public;

create trigger alumni_profiles_check_image
  before insert or update of image_url on public.alumni_profiles
  for each row execute function private.check_alumni_image();

-- 3. Files are deleted only when nothing references them -----------------------------------

-- Skipping the row (rather than failing) keeps a batch remove going: the Storage API returns
-- the objects it deleted, so a referenced one comes back as not deleted and its file stays.
create or replace function private.keep_referenced_object()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.storage_object_is_referenced(old.bucket_id, old.name) then
    return null;
  end if;
  return old;
end;
$$;
revoke all on function private.keep_referenced_object() from public;

create trigger objects_keep_referenced
  before delete on storage.objects
  for each row execute function private.keep_referenced_object();

-- Deletes the screenshots and alumni photos that were uploaded more than a day ago and that no
-- row references, and returns them so the caller can remove their bytes (the local backend
-- removes its files; on a hosted project the storage service no longer serves an object
-- without its row). Also forgets upload counts older than the hour they count for.
create or replace function private.purge_unreferenced_uploads()
returns table (bucket_id text, name text, version text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.anonymous_uploads u where u.uploaded_at < now() - interval '1 hour';
  -- Hosted storage refuses a DELETE on its tables unless this is set for the transaction (its
  -- protect_delete trigger, meant against accidental deletes); this delete is deliberate.
  perform set_config('storage.allow_delete_query', 'true', true);
  return query
    delete from storage.objects o
    where o.bucket_id in ('payment-screenshots', 'alumni-images')
      and o.created_at < now() - interval '1 day'
      and not private.storage_object_is_referenced(o.bucket_id, o.name)
    returning o.bucket_id, o.name, o.version;
end;
$$;
revoke all on function private.purge_unreferenced_uploads() from public;
grant execute on function private.purge_unreferenced_uploads() to service_role;

-- Hourly on a hosted project, where the publishing migration enabled pg_cron.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'purge-unreferenced-uploads', '17 * * * *', 'select count(*) from private.purge_unreferenced_uploads()'
    );
  end if;
end
$$;
