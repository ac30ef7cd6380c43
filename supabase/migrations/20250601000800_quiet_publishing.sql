-- Fewer rebuilds (issue 12, point 3), on top of 20250601000600_publishing.sql:
--   1. A write that changes nothing publishes nothing: an update marks the site changed only
--      when a row differs from what it was, and a file counts only when a row references it.
--   2. update_alumni_profile stores no revision and changes nothing for an edit that changes
--      nothing.
--   3. Visitors' edits (alumni self-service) are batched: they wait for a longer quiet window,
--      and at most a few an hour are released into a rebuild by
--      private.release_visitor_site_changes(), which pg_cron runs on a hosted project and the
--      local backend's own timer runs locally. Admin saves publish as fast as before, and take
--      waiting visitor edits along.

-- 3. The batching state -----------------------------------------------------------------------

alter table private.site_publish_state
  -- The first visitor change not yet released into a build; null when none waits.
  add column visitor_pending_since timestamptz,
  -- The last visitor change.
  add column visitor_changed_at timestamptz,
  -- Releases of the last hour, for the hourly cap.
  add column visitor_released_at timestamptz[] not null default '{}',
  -- Tunable by the database owner: how long visitor edits must pause before a release, the
  -- longest the first one waits for that pause, and the releases allowed per hour.
  add column visitor_quiet_seconds integer not null default 300 check (visitor_quiet_seconds >= 0),
  add column visitor_max_wait_seconds integer not null default 1800 check (visitor_max_wait_seconds >= 0),
  add column visitor_max_releases_per_hour integer not null default 4 check (visitor_max_releases_per_hour >= 0);

create or replace function private.site_publish_state_json()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'status', s.status,
    'last_published_at', s.last_published_at,
    'build_started_at', s.build_started_at,
    'last_error', s.last_error,
    'changed_at', s.changed_at,
    'requested_at', s.requested_at,
    'pending', s.revision > s.build_revision,
    'visitor_changes_waiting', s.visitor_pending_since is not null
  )
  from private.site_publish_state s
$$;
revoke all on function private.site_publish_state_json() from public;

-- As before; a build started from here includes every visitor change made so far.
create or replace function private.note_site_change(source text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.site_publish_state
  set changed_at = now(), revision = revision + 1, dispatch_pending_since = coalesce(dispatch_pending_since, now()),
      visitor_pending_since = null;
  -- Delivered on commit, once per transaction and source; a rolled-back edit sends nothing.
  perform pg_notify('site_content_changed', source);
end;
$$;
revoke all on function private.note_site_change(text) from public;

create or replace function private.note_visitor_site_change()
returns void
language sql
security definer
set search_path = ''
as $$
  update private.site_publish_state
  set visitor_changed_at = now(), visitor_pending_since = coalesce(visitor_pending_since, now())
$$;
revoke all on function private.note_visitor_site_change() from public;

-- Turns waiting visitor changes into one ordinary change (a local rebuild, a production deploy)
-- once they have been quiet for the window or waited their longest, unless the hour's releases
-- are used up. Returns whether it released.
create or replace function private.release_visitor_site_changes()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  state private.site_publish_state;
  recent timestamptz[];
begin
  select * into state from private.site_publish_state for update;
  if state.visitor_pending_since is null
    or not (
      state.visitor_changed_at <= now() - make_interval(secs => state.visitor_quiet_seconds)
      or state.visitor_pending_since <= now() - make_interval(secs => state.visitor_max_wait_seconds)
    ) then
    return false;
  end if;
  recent := array(select t from unnest(state.visitor_released_at) t where t > now() - interval '1 hour');
  if cardinality(recent) >= state.visitor_max_releases_per_hour then
    return false;
  end if;
  perform private.note_site_change('visitors');
  update private.site_publish_state set visitor_released_at = recent || now();
  return true;
end;
$$;
revoke all on function private.release_visitor_site_changes() from public;
grant execute on function private.release_visitor_site_changes() to service_role;

-- 1. Only real changes count ------------------------------------------------------------------

-- As before, but an update counts only when a row changed (updated_at aside, which a trigger
-- moves on every update), and a visitor's change waits to be batched.
create or replace function private.mark_site_content_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed boolean;
begin
  -- One branch per event: an expression is planned whole, and each event has only its own
  -- transition tables.
  if tg_op = 'TRUNCATE' then
    changed := true;
  elsif tg_op = 'DELETE' then
    select exists (select 1 from old_rows) into changed;
  elsif tg_op = 'UPDATE' then
    select exists (
      select to_jsonb(n) - 'updated_at' from new_rows n
      except
      select to_jsonb(o) - 'updated_at' from old_rows o
    ) into changed;
  else
    select exists (select 1 from new_rows) into changed;
  end if;
  if not changed then
    return null;
  end if;
  if (select private.is_visitor_request()) then
    perform private.note_visitor_site_change();
  else
    perform private.note_site_change(tg_table_schema || '.' || tg_table_name);
  end if;
  return null;
end;
$$;
revoke all on function private.mark_site_content_changed() from public;

-- The update triggers need the old rows too.
do $$
declare
  t text;
begin
  foreach t in array array[
    'site_logo', 'banners', 'statistics', 'teachers', 'videos', 'gallery', 'about_sections', 'about_gallery',
    'courses', 'campus_life', 'campus_life_gallery', 'alumni_profiles', 'downloads', 'donation_info'
  ] loop
    execute format('drop trigger %I on public.%I', t || '_update_marks_site_changed', t);
    execute format(
      'create trigger %I after update on public.%I referencing old table as old_rows new table as new_rows '
      'for each statement execute function private.mark_site_content_changed()',
      t || '_update_marks_site_changed', t
    );
  end loop;
end
$$;

-- A file reaches a page only through a row that references it, and a referenced file cannot be
-- deleted (20250601000700): so an upload nobody uses yet (every visitor's photo) and a delete
-- publish nothing; a file that replaces or moves a referenced one does.
create or replace function private.mark_site_files_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched boolean;
begin
  if tg_op = 'INSERT' then
    select exists (
      select 1 from new_rows o join storage.buckets b on b.id = o.bucket_id
      where b.public and private.storage_object_is_referenced(o.bucket_id, o.name)
    )
    into touched;
  else
    select exists (
      select 1 from (select bucket_id, name from old_rows union all select bucket_id, name from new_rows) o
      join storage.buckets b on b.id = o.bucket_id
      where b.public and private.storage_object_is_referenced(o.bucket_id, o.name)
    )
    into touched;
  end if;
  if touched then
    perform private.note_site_change('storage.objects');
  end if;
  return null;
end;
$$;
revoke all on function private.mark_site_files_changed() from public;

drop trigger if exists objects_delete_marks_site_changed on storage.objects;

-- 2. No revision for an edit that changes nothing --------------------------------------------

-- As in 20250601000550_bucket_metadata_and_profile_update_limit.sql, plus: an edit that leaves
-- every editable column as it is returns the profile untouched, storing no revision, counting
-- toward no limit and publishing nothing.
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
  edited public.alumni_profiles;
  updated public.alumni_profiles;
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

  -- Admins and scripts are not limited, and their edits record no address (as the revisions
  -- table says); neither is a request without a client address.
  if not (select private.is_visitor_request()) then
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
      raise exception using errcode = 'PT429', message = 'Too many profile updates. Please try again later.';
    end if;
  end if;

  insert into public.alumni_profile_revisions (profile_id, previous_profile, client_address)
  values (previous.id, to_jsonb(previous), sender_address);

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
  return updated;
end;
$$;
revoke all on function public.update_alumni_profile(uuid, text, integer, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.update_alumni_profile(uuid, text, integer, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- Every 30 seconds on a hosted project, where the publishing migration enabled pg_cron; the
-- deploy hook's own job then sends the release like any change.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'release-visitor-site-changes', '30 seconds', 'select private.release_visitor_site_changes()'
    );
  end if;
end
$$;
