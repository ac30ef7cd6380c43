-- Storage: the school's ten buckets and who may write to them, limits on anonymous uploads, the
-- rule that a file is kept while a row names it, and the hourly purge of files nothing names (through
-- the Storage API where the project is set up for it, see docs/DEPLOY.md section 8).

-- Who uploaded what: visitors' uploads of the last hour, by client address. Kept apart from
-- storage.objects, whose rows the storage service owns and rewrites, and so that deleting an
-- object does not give its uploader another try.
create table private.anonymous_uploads (
  id bigint primary key generated always as identity,
  bucket_id text not null,
  object_name text not null,
  client_address text not null,
  uploaded_at timestamp with time zone not null default now()
);
create index anonymous_uploads_client_address_idx on private.anonymous_uploads (client_address, bucket_id, uploaded_at);
create index anonymous_uploads_uploaded_at_idx on private.anonymous_uploads (uploaded_at);
alter table private.anonymous_uploads enable row level security;

-- Objects an erasure left without a reference, for the next purge to delete whatever their age
-- (the purge otherwise waits a day, for uploads an application has not named yet). The daily job
-- purges right after it erases; an admin's erasure waits for the hourly purge.
create table private.storage_objects_to_purge (
  bucket_id text not null,
  name text not null,
  marked_at timestamp with time zone not null default now(),
  constraint storage_objects_to_purge_pkey primary key (bucket_id, name)
);
alter table private.storage_objects_to_purge enable row level security;

-- The site's ten buckets, as config.toml declares them for the CLI, so a hosted
-- project gets them from `supabase db push` too; and who may write to them.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('alumni-images', 'alumni-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('banner-images', 'banner-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('gallery-images', 'gallery-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('teacher-images', 'teacher-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('campus-life-images', 'campus-life-images', true, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('downloads', 'downloads', true, 20971520,
    array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('donation-images', 'donation-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('about-images', 'about-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('logo-images', 'logo-images', true, 2097152, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('payment-screenshots', 'payment-screenshots', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
set name = excluded.name,
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

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
$$;
revoke all on function private.enforce_upload_limits() from public;

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
$$;
revoke all on function private.check_payment_screenshot() from public;

-- `https://host[:port]` of a public storage URL, in lower case; null for any other text.
create or replace function private.storage_url_origin(url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(substring(url from '^(https?://[^/?#]+)/storage/v1/object/public/'))
$$;
revoke all on function private.storage_url_origin(text) from public;

-- Whether a file column of the content tables (private.content_tables; those visitors write too
-- only when asked for) holds a URL whose part, as the private function url_part (storage_object_path
-- or storage_url_origin) reads it, is value. One query per file column, the expression as the
-- column's index on private.storage_object_path has it, stopping at the first that shows it.
create or replace function private.file_column_shows(url_part text, value text, with_visitor_tables boolean)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  file_column record;
  shown boolean;
begin
  for file_column in
    select c.table_name, f.column_name
    from private.content_tables c cross join lateral unnest(c.file_columns) as f(column_name)
    where with_visitor_tables or not c.visitors_write
    order by c.table_name, f.column_name
  loop
    execute format(
      'select exists (select 1 from public.%I t where private.%I(t.%I) = $1)',
      file_column.table_name, url_part, file_column.column_name
    ) into shown using value;
    if shown then
      return true;
    end if;
  end loop;
  return false;
end;
$$;
revoke all on function private.file_column_shows(text, text, boolean) from public;

-- The origins the school's own files are stored under: those of the public URLs in the content
-- tables only staff write (06_content.sql), set by the seed from the backend's own address or by
-- the admin's uploads through the project. The database knows no other name for its project
-- (hosted Supabase gives it none), and a visitor can add none of these.
create or replace function private.is_school_storage_origin(origin text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select origin is not null and private.file_column_shows('storage_url_origin', origin, false)
$$;
revoke all on function private.is_school_storage_origin(text) from public;

-- An alumna's photo is an image stored in the alumni photo folder, and the URL's origin is the
-- school's: a look-alike URL on another host naming a real photo is refused, so the admin, the
-- CSV export and the API never hand out a host someone else chose.
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
$$;
revoke all on function private.check_alumni_image() from public;

-- Whether a row still names a stored object, so that it is neither deleted (keep_referenced_object)
-- nor purged as an unreferenced upload. A payment screenshot is named by its application, or by
-- the trash's copy of one, until it is erased; any other file by a content row that shows it, in
-- one of the file columns private.content_tables lists (a picture, a download, a post's cover, an
-- event's picture). Whatever the bucket, a kept version of a content record names its files, so
-- restoring the version finds them, and an alumni registration names its photo while she waits
-- for the office. It runs for every object a delete or the purge touches: each file column is one
-- query answered by that column's index on private.storage_object_path (the tables define them),
-- and the first that names the object ends the search.
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
    if exists (
        select 1 from public.student_registrations r
        where r.payment_screenshot_url = object_name and r.payment_screenshot_erased_at is null
      )
      or exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'payment_screenshot_url' = object_name
          and d.row_data ->> 'payment_screenshot_erased_at' is null
      ) then
      return true;
    end if;
  elsif private.file_column_shows('storage_object_path', object_path, true) then
    return true;
  end if;
  return exists (select 1 from public.content_versions v where v.file_paths @> array[object_path])
    or exists (select 1 from public.alumni_registrations r where private.storage_object_path(r.image_url) = object_path);
end;
$$;
revoke all on function private.storage_object_is_referenced(text, text) from public;

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

-- What the purge deletes: uploads to the visitor buckets older than a day that nothing references
-- (a screenshot or photo whose form was never sent, as before), and marked objects of any bucket
-- (an erasure's files, a dropped version's) that nothing references. Read from the marks, not by
-- scanning every content bucket, which only marks ever empty.
create or replace function private.storage_objects_due_for_purge()
returns table (bucket_id text, name text)
language sql
stable
set search_path = ''
as $$
  select o.bucket_id, o.name
  from storage.objects o
  where o.bucket_id in ('payment-screenshots', 'alumni-images')
    and o.created_at < now() - interval '1 day'
    and not private.storage_object_is_referenced(o.bucket_id, o.name)
  union
  select o.bucket_id, o.name
  from private.storage_objects_to_purge p
  join storage.objects o on o.bucket_id = p.bucket_id and o.name = p.name
  where not private.storage_object_is_referenced(o.bucket_id, o.name)
$$;
revoke all on function private.storage_objects_due_for_purge() from public;

-- The hourly purge: the uploads nobody names a day after they came, and the files marked for
-- purging (erased data, dropped versions) once nothing names them. Through the Storage API where
-- the project is set up for it (Vault's project_url and storage_purge_service_key), so the bytes go
-- too; a mark is kept while its object waits for Storage. Elsewhere (the local backend, a project
-- not set up) the rows are deleted directly.
create or replace function private.purge_unreferenced_uploads()
returns table (bucket_id text, name text, version text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  delete from private.anonymous_uploads u where u.uploaded_at < now() - interval '1 hour';

  -- PL/pgSQL resolves names when a statement first runs, so the references to net and vault
  -- below are only resolved where both exist.
  if exists (
      select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'net' and p.proname = 'http_delete'
    )
    and to_regclass('vault.decrypted_secrets') is not null then
    select s.decrypted_secret into project_url from vault.decrypted_secrets s where s.name = 'project_url';
    select s.decrypted_secret into service_key from vault.decrypted_secrets s where s.name = 'storage_purge_service_key';
  end if;

  if project_url is not null and service_key is not null then
    -- Storage deletes the row and the bytes once the request goes out (after this commits). An
    -- object whose request failed is still here at the next hourly run, and asked for again.
    perform net.http_delete(
      url => rtrim(project_url, '/') || '/storage/v1/object/' || d.bucket_id || '/' || private.url_path_encode(d.name),
      headers => jsonb_build_object('Authorization', 'Bearer ' || service_key, 'apikey', service_key)
    )
    from private.storage_objects_due_for_purge() d;
  else
    -- Hosted storage refuses a DELETE on its tables unless this is set for the transaction (its
    -- protect_delete trigger, meant against accidental deletes); this delete is deliberate.
    perform set_config('storage.allow_delete_query', 'true', true);
    return query
      delete from storage.objects o
      using private.storage_objects_due_for_purge() d
      where o.bucket_id = d.bucket_id and o.name = d.name
      returning o.bucket_id, o.name, o.version;
  end if;
  -- A mark goes with its object. One whose object something still references (a photo two
  -- profiles share, a picture a record shows again) goes after a day: whatever stops referencing
  -- it later keeps a version, which marks it again when it is dropped, and the visitor buckets'
  -- age rule covers theirs. An unreferenced object's mark stays until Storage has deleted it:
  -- nothing but the mark would ever remove a content file whose requests failed for a day.
  delete from private.storage_objects_to_purge p
  where not exists (select 1 from storage.objects o where o.bucket_id = p.bucket_id and o.name = p.name)
    or (p.marked_at < now() - interval '1 day' and private.storage_object_is_referenced(p.bucket_id, p.name));
end;
$$;
revoke all on function private.purge_unreferenced_uploads() from public;
grant execute on function private.purge_unreferenced_uploads() to service_role;

create or replace function private.mark_storage_object_for_purge(bucket_id text, name text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.storage_objects_to_purge (bucket_id, name)
  select mark_storage_object_for_purge.bucket_id, mark_storage_object_for_purge.name
  where mark_storage_object_for_purge.name is not null
  on conflict on constraint storage_objects_to_purge_pkey do update set marked_at = now()
$$;
revoke all on function private.mark_storage_object_for_purge(text, text) from public;

revoke all on table private.anonymous_uploads, private.storage_objects_to_purge from public, anon, authenticated, service_role;

create policy "Everyone reads the school's bucket settings" on storage.buckets for select to anon, authenticated
  using ((id = any (array['alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads', 'donation-images', 'about-images', 'logo-images', 'payment-screenshots'])));

create policy "Editors replace content files" on storage.objects for update to authenticated
  using (((bucket_id = any (array['alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads', 'donation-images', 'about-images', 'logo-images'])) and (select private.is_editor())))
  with check (((bucket_id = any (array['alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads', 'donation-images', 'about-images', 'logo-images'])) and (select private.is_editor())));

create policy "Staff delete their school files" on storage.objects for delete to authenticated
  using ((((bucket_id = any (array['alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads', 'donation-images', 'about-images', 'logo-images'])) and (select private.is_editor())) or ((bucket_id = 'payment-screenshots') and (select private.is_admissions()))));

create policy "Staff read their school files" on storage.objects for select to authenticated
  using ((((bucket_id = any (array['alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads', 'donation-images', 'about-images', 'logo-images'])) and (select private.is_editor())) or ((bucket_id = 'payment-screenshots') and (select private.is_admissions()))));

create policy "Visitors upload screenshots and alumni photos, editors any file" on storage.objects for insert to anon, authenticated
  with check ((((bucket_id = 'payment-screenshots') and (position(('/') in (name)) = 0) and (lower(storage.extension(name)) = any (array['jpg', 'jpeg', 'png', 'webp']))) or ((bucket_id = 'alumni-images') and (array_length(storage.foldername(name), 1) = 1) and ((storage.foldername(name))[1] = 'alumni') and (lower(storage.extension(name)) = any (array['jpg', 'jpeg', 'png', 'webp', 'gif']))) or ((bucket_id = any (array['alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads', 'donation-images', 'about-images', 'logo-images'])) and (select private.is_editor()))));

create trigger alumni_profiles_check_image before insert or update of image_url on public.alumni_profiles for each row execute function private.check_alumni_image();
create trigger alumni_registrations_check_image before insert or update of image_url on public.alumni_registrations for each row execute function private.check_alumni_image();
create trigger student_registrations_check_payment_screenshot before insert on public.student_registrations for each row execute function private.check_payment_screenshot();
create trigger objects_enforce_upload_limits before insert on storage.objects for each row execute function private.enforce_upload_limits();
create trigger objects_insert_marks_site_changed after insert on storage.objects referencing new table as new_rows for each statement execute function private.mark_site_files_changed();
create trigger objects_keep_referenced before delete on storage.objects for each row execute function private.keep_referenced_object();
create trigger objects_update_marks_site_changed after update on storage.objects referencing old table as old_rows new table as new_rows for each statement execute function private.mark_site_files_changed();

-- Hourly, wherever cron.schedule exists (pg_cron on a hosted project, the local backend's stand-in).
select private.schedule_job('purge-unreferenced-uploads', '17 * * * *', 'select count(*) from private.purge_unreferenced_uploads()');
