-- Content history (issue 26, point 4): every record of the site's content keeps its earlier
-- versions, which editors read with what changed and restore in one step, and a deleted record
-- can be brought back for 30 days.
--   1. public.content_versions: the record as it was before each update or delete, with who made
--      the change and when, written by one generic trigger on every content table.
--   2. public.restore_content_version: one function for every table; it updates the record, or
--      inserts it again when it was deleted, so the tables' own triggers publish it as any save.
--   3. public.content_history and public.deleted_content: one record's versions, and one table's
--      deleted records, a page at a time (nothing reads a whole table).
--   4. Bounds: the last 50 versions per record (kept by the trigger) and a deleted record's
--      versions for 30 days (private.purge_content_versions, daily by pg_cron and the local
--      backend's timer). A person's erasure removes her profile's versions at once.
-- These triggers are apart from the audit trail's (20250601002320), which they neither read nor
-- touch: the audit log is the processing record, this is what an editor restores from.

-- 1. The versions ---------------------------------------------------------------------------------

-- The tables whose records keep versions: everything the site shows that editors write.
create or replace function private.content_history_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'site_logo', 'banners', 'statistics', 'teachers', 'videos', 'gallery', 'about_sections', 'about_gallery',
    'courses', 'campus_life', 'campus_life_gallery', 'alumni_profiles', 'downloads', 'donation_info', 'posts',
    'events'
  ]
$$;
revoke all on function private.content_history_tables() from public;
-- The table's check constraint calls it with the writing role's rights: only the service role
-- writes versions through the API.
grant execute on function private.content_history_tables() to service_role;

create table public.content_versions (
  id bigint generated always as identity primary key,
  table_name text not null check (table_name = any (private.content_history_tables())),
  record_id uuid not null,
  -- The change this version was replaced by: an update, or the record's deletion.
  operation text not null check (operation in ('update', 'delete')),
  -- The record as it was before the change, every column.
  row_data jsonb not null,
  -- Who made the change: the account (null for a visitor or a script) and the role its token
  -- carried (a staff role, or the API role: anon, authenticated, service_role).
  changed_by uuid,
  changed_by_role text,
  -- A visitor's own edit (alumni self-service) records her client address, which its hourly
  -- limit counts; staff and scripts record none.
  client_address text,
  changed_at timestamptz not null default now(),
  -- The stored files the version names (storage paths 'bucket/name'), so a file an old version
  -- shows is not purged while the version can still be restored.
  file_paths text[] not null default '{}'
);
create index content_versions_record_idx on public.content_versions (table_name, record_id, id desc);
create index content_versions_deleted_idx on public.content_versions (table_name, changed_at desc)
  where operation = 'delete';
create index content_versions_file_paths_idx on public.content_versions using gin (file_paths);
create index content_versions_client_address_idx on public.content_versions (client_address, changed_at)
  where client_address is not null;

-- Editors read the versions; only the trigger writes them and only the purge and an erasure
-- delete them, so no API role may write.
revoke all on table public.content_versions from anon, authenticated;
revoke all on sequence public.content_versions_id_seq from public, anon, authenticated;
grant all on table public.content_versions to service_role;
alter table public.content_versions enable row level security;
grant select on table public.content_versions to authenticated;
create policy "Editors read content versions" on public.content_versions for select to authenticated
  using ((select private.is_editor()));

-- How many versions one record keeps.
create or replace function private.content_versions_per_record()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50
$$;
revoke all on function private.content_versions_per_record() from public;

-- After each update that changes something, and each delete: the old row becomes a version, and
-- the record's versions beyond the bound go. Security definer: no API role writes the table.
create or replace function private.keep_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := to_jsonb(old);
  oldest_kept bigint;
begin
  -- A save that changes nothing (updated_at aside, which the change tracking sets) is no version.
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'updated_at') is not distinct from (old_row - 'updated_at') then
    return null;
  end if;
  insert into public.content_versions (
    table_name, record_id, operation, row_data, changed_by, changed_by_role, client_address, file_paths
  ) values (
    tg_table_name, old.id, lower(tg_op), old_row, auth.uid(), coalesce(private.staff_role(), auth.role()),
    case when (select private.is_visitor_request()) then private.request_client_address() end,
    coalesce(
      (select array_agg(distinct p.path) from jsonb_each_text(old_row) e
        cross join lateral (select private.storage_object_path(e.value) as path) p where p.path is not null),
      '{}'
    )
  );
  select v.id into oldest_kept from public.content_versions v
  where v.table_name = tg_table_name and v.record_id = old.id
  order by v.id desc offset private.content_versions_per_record() - 1 limit 1;
  if oldest_kept is not null then
    delete from public.content_versions v
    where v.table_name = tg_table_name and v.record_id = old.id and v.id < oldest_kept;
  end if;
  return null;
end;
$$;
revoke all on function private.keep_content_version() from public;

do $$
declare
  t text;
begin
  foreach t in array private.content_history_tables() loop
    execute format(
      'create trigger %I after update or delete on public.%I for each row execute function private.keep_content_version()',
      t || '_keep_content_version', t
    );
  end loop;
end
$$;

-- 2. Restoring --------------------------------------------------------------------------------------

-- Puts a version back in one step and returns the record as restored. A record that still exists
-- is updated to the version (its current state becoming a version in turn, so a restore can be
-- undone the same way); a deleted one is inserted again with its id. Columns added since the
-- version was kept keep their current value (or their default, for a deleted record); computed
-- columns compute themselves. Security invoker: the editor's own rights on the table apply, and
-- the tables' triggers publish the change and record who made it.
create or replace function public.restore_content_version(version_id bigint)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  version public.content_versions;
  columns text;
  restored jsonb;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can restore content.';
  end if;

  select * into version from public.content_versions v where v.id = restore_content_version.version_id;
  if version.id is null then
    raise exception using errcode = 'PT404', message = 'This version no longer exists.';
  end if;

  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', version.table_name)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attidentity = ''
    and a.attname not in ('id', 'updated_at');

  execute format(
    'update public.%1$I t set (%2$s) = (select %3$s from jsonb_populate_record(t, $1) r) '
    'where t.id = $2 returning to_jsonb(t)',
    version.table_name, columns, 'r.' || replace(columns, ', ', ', r.')
  ) into restored using version.row_data, version.record_id;

  if restored is null then
    execute format(
      'insert into public.%1$I (id, %2$s) select $2, %3$s from jsonb_populate_record(null::public.%1$I, $1) r '
      'returning to_jsonb(%1$I)',
      version.table_name, columns, 'r.' || replace(columns, ', ', ', r.')
    ) into restored using version.row_data, version.record_id;
  end if;
  return restored;
end;
$$;
revoke all on function public.restore_content_version(bigint) from public, anon, authenticated;
grant execute on function public.restore_content_version(bigint) to authenticated, service_role;

-- 3. Reading, a page at a time -----------------------------------------------------------------------

-- One record's versions, newest first: each with the record as it was before the change
-- (row_data) and as the change left it (after: the next newer version, the record as it is now
-- for the newest, null when the change was a deletion), so the admin shows what changed.
create or replace function public.content_history(
  table_name text,
  record_id uuid,
  page integer default 1,
  per_page integer default 10
)
returns table (
  id bigint,
  operation text,
  changed_by uuid,
  changed_by_role text,
  changed_at timestamptz,
  row_data jsonb,
  after jsonb,
  total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  current_row jsonb;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can read the content history.';
  end if;
  if content_history.table_name is null or not content_history.table_name = any (private.content_history_tables()) then
    raise exception using errcode = '22023', message = 'This table keeps no history.';
  end if;
  if page is null or page < 1 or per_page is null or per_page not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A page is numbered from 1 and holds 1 to 100 versions.';
  end if;

  execute format('select to_jsonb(t) from public.%I t where t.id = $1', content_history.table_name)
    into current_row using content_history.record_id;

  return query
  select v.id, v.operation, v.changed_by, v.changed_by_role, v.changed_at, v.row_data,
    case when v.operation = 'delete' then null
      else coalesce(
        (select n.row_data from public.content_versions n
          where n.table_name = v.table_name and n.record_id = v.record_id and n.id > v.id
          order by n.id limit 1),
        current_row
      )
    end,
    count(*) over ()
  from public.content_versions v
  where v.table_name = content_history.table_name and v.record_id = content_history.record_id
  order by v.id desc
  offset (page - 1) * per_page limit per_page;
end;
$$;
revoke all on function public.content_history(text, uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.content_history(text, uuid, integer, integer) to authenticated, service_role;

-- One table's records deleted in the last 30 days and not brought back, newest deletion first,
-- each with its deletion's version id (restoring it brings the record back as it was).
create or replace function public.deleted_content(table_name text, page integer default 1, per_page integer default 10)
returns table (
  id bigint,
  record_id uuid,
  changed_by uuid,
  changed_by_role text,
  changed_at timestamptz,
  row_data jsonb,
  total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can read deleted content.';
  end if;
  if deleted_content.table_name is null or not deleted_content.table_name = any (private.content_history_tables()) then
    raise exception using errcode = '22023', message = 'This table keeps no history.';
  end if;
  if page is null or page < 1 or per_page is null or per_page not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A page is numbered from 1 and holds 1 to 100 records.';
  end if;

  return query execute format(
    'select v.id, v.record_id, v.changed_by, v.changed_by_role, v.changed_at, v.row_data, count(*) over () '
    'from public.content_versions v '
    'where v.table_name = $1 and v.operation = ''delete'' and v.changed_at > now() - private.deleted_content_days() '
    '  and not exists (select 1 from public.%I t where t.id = v.record_id) '
    '  and not exists (select 1 from public.content_versions n '
    '    where n.table_name = v.table_name and n.record_id = v.record_id and n.operation = ''delete'' and n.id > v.id) '
    'order by v.changed_at desc, v.id desc offset $2 limit $3',
    deleted_content.table_name
  ) using deleted_content.table_name, (page - 1) * per_page, per_page;
end;
$$;
revoke all on function public.deleted_content(text, integer, integer) from public, anon, authenticated;
grant execute on function public.deleted_content(text, integer, integer) to authenticated, service_role;

-- 4. Bounds -------------------------------------------------------------------------------------------

-- How long a deleted record can be brought back.
create or replace function private.deleted_content_days()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days'
$$;
revoke all on function private.deleted_content_days() from public;

-- The versions of records deleted longer ago than that and not brought back; returns how many
-- versions went. One statement per table, each reading only the old deletions' records.
create or replace function private.purge_content_versions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  t text;
  purged integer := 0;
  table_purged integer;
begin
  foreach t in array private.content_history_tables() loop
    execute format(
      'delete from public.content_versions v '
      'where v.table_name = $1 and v.record_id in ('
      '  select d.record_id from public.content_versions d '
      '  where d.table_name = $1 and d.operation = ''delete'' and d.changed_at <= now() - private.deleted_content_days()'
      '    and not exists (select 1 from public.%I live where live.id = d.record_id)'
      '    and not exists (select 1 from public.content_versions n where n.table_name = $1 '
      '      and n.record_id = d.record_id and n.id > d.id))',
      t
    ) using t;
    get diagnostics table_purged = row_count;
    purged := purged + table_purged;
  end loop;
  return purged;
end;
$$;
revoke all on function private.purge_content_versions() from public;
grant execute on function private.purge_content_versions() to service_role;

-- Daily on a hosted project, where the publishing migration enabled pg_cron; the local backend
-- runs it on its own timer with the retention schedule.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('purge-content-versions', '45 21 * * *', 'select private.purge_content_versions()');
  end if;
end
$$;

-- 5. Stored files -------------------------------------------------------------------------------------

-- A version's files are referenced files (20250601000700): restoring a version finds its picture.
-- The rule so far is kept under another name and asked first, as 20250601002200 does.
alter function private.storage_object_is_referenced(text, text)
  rename to storage_object_is_referenced_before_content_history;

create function private.storage_object_is_referenced(bucket text, object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.storage_object_is_referenced_before_content_history(bucket, object_name)
    or exists (
      select 1 from public.content_versions v where v.file_paths @> array[bucket || '/' || object_name]
    )
$$;
revoke all on function private.storage_object_is_referenced(text, text) from public;

-- 6. Erasure --------------------------------------------------------------------------------------------

-- Erasing an alumni profile (20250601001800) erases its versions too, and the photos they name. The
-- function is made again from its own definition with only these statements added, so no copy of
-- its body can drift from the one it replaces; a definition that no longer holds them stops the
-- migration instead of being skipped.
do $$
declare
  definition text := pg_catalog.pg_get_functiondef('private.erase_person_data(text, text, uuid, uuid, uuid)'::regprocedure);
  photos_from text := E'      where v.profile_id = erase_person_data.alumni_profile_id\n';
  profile_deleted text := E'    get diagnostics erased_profiles = row_count;\n';
begin
  if position(photos_from in definition) = 0 or position(profile_deleted in definition) = 0 then
    raise exception 'content history: private.erase_person_data no longer collects revision photos or counts erased profiles';
  end if;
  definition := replace(definition, photos_from, photos_from
    || E'      union all\n'
    || E'      select unnest(v.file_paths) from public.content_versions v\n'
    || E'      where v.table_name = ''alumni_profiles'' and v.record_id = erase_person_data.alumni_profile_id\n');
  -- After the profile's delete, whose own version the trigger has just kept.
  definition := replace(definition, profile_deleted, profile_deleted
    || E'    delete from public.content_versions v\n'
    || E'    where v.table_name = ''alumni_profiles'' and v.record_id = erase_person_data.alumni_profile_id;\n');
  execute definition;
end
$$;

-- 7. Alumni profiles' revisions become versions -------------------------------------------------------

-- An alumna's own edit (update_alumni_profile, 20250601001700) kept the profile before it in
-- public.alumni_profile_revisions with her client address and the consent she gave. Versions
-- now keep it, as for every other edit, so the consent moves to the versions with the rows.
alter table public.content_versions
  add column consent_notice_version integer references public.privacy_notice_versions (version),
  add column consent_language text check (consent_language in ('en', 'te')),
  add column consent_at timestamptz,
  add constraint content_versions_consent_complete check (
    (consent_notice_version is null) = (consent_language is null)
    and (consent_notice_version is null) = (consent_at is null)
  );
create index content_versions_consent_notice_version_idx on public.content_versions (consent_notice_version);

-- Each revision is the profile before an edit: a visitor's (with her address) or a staff member's.
insert into public.content_versions (
  table_name, record_id, operation, row_data, changed_by_role, client_address, changed_at, file_paths,
  consent_notice_version, consent_language, consent_at
)
select 'alumni_profiles', r.profile_id, 'update', r.previous_profile,
  case when r.client_address is not null then 'anon' end, r.client_address, r.created_at,
  coalesce(
    (select array_agg(distinct p.path) from jsonb_each_text(r.previous_profile) e
      cross join lateral (select private.storage_object_path(e.value) as path) p where p.path is not null),
    '{}'
  ),
  r.consent_notice_version, r.consent_language, r.consent_at
from public.alumni_profile_revisions r
order by r.created_at, r.id;

-- As in 20250601001700, except that the trigger keeps the version (with the visitor's address)
-- and this function adds the consent to it; the hourly limit counts a visitor's versions.
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
  consent_language text default null
)
returns public.alumni_profiles
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
begin
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
  if edited is not distinct from previous then
    return previous;
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
      image_url = edited.image_url
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
  return updated;
end;
$$;

-- The file references and the erasure no longer read the revisions, made again from their own
-- definitions as above; then the revisions, and their restore, go.
do $$
declare
  definition text := pg_catalog.pg_get_functiondef(
    'private.storage_object_is_referenced_before_events(text, text)'::regprocedure
  );
  revisions_referenced text := E'    or exists (\n'
    || E'      select 1 from public.alumni_profile_revisions t\n'
    || E'      where private.storage_object_path(t.previous_profile ->> ''image_url'') = object_path\n'
    || E'    )\n';
  revisions_photos text := E'      union all\n'
    || E'      select private.storage_object_path(v.previous_profile ->> ''image_url'') from public.alumni_profile_revisions v\n'
    || E'      where v.profile_id = erase_person_data.alumni_profile_id\n';
  revisions_cascade text := E'    -- Its revisions go with it (on delete cascade); the site rebuilds without it.\n';
begin
  if position(revisions_referenced in definition) = 0 then
    raise exception 'content history: the file references no longer read the alumni revisions as expected';
  end if;
  execute replace(definition, revisions_referenced, '');

  definition := pg_catalog.pg_get_functiondef('private.erase_person_data(text, text, uuid, uuid, uuid)'::regprocedure);
  if position(revisions_photos in definition) = 0 or position(revisions_cascade in definition) = 0 then
    raise exception 'content history: private.erase_person_data no longer reads the alumni revisions as expected';
  end if;
  execute replace(
    replace(definition, revisions_photos, ''),
    revisions_cascade, E'    -- Its versions go after it (below); the site rebuilds without it.\n'
  );
end
$$;

drop function public.restore_alumni_revision(uuid);
drop table public.alumni_profile_revisions;
