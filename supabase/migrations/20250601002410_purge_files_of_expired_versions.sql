-- Content history (issue 26): the files of versions dropped are removed.
--
-- A replaced or deleted record's picture stays in storage while a version of the record names
-- it (20250601002330), so a restore brings it back. Versions are dropped by the daily purge (a
-- record deleted more than 30 days ago), by the bound of 50 per record and by an erasure, and
-- until now nothing removed the files only they named: the content buckets grew for ever.
--   1. Every delete of versions, whatever makes it, marks the files they named for the purge
--      (private.storage_objects_to_purge, 20250601001800).
--   2. The hourly purge deletes every marked object that nothing references any more (a current
--      row or a remaining version), in any bucket, by the route it already takes: the Storage
--      API through pg_net where the project is set up for it, or the rows directly (the local
--      backend then removes their files). Content files are never purged by age: staff upload
--      them before the row naming them is saved, so only a mark says one is no longer wanted.

-- 1. Marking ----------------------------------------------------------------------------------------

-- Statement-level, with the dropped rows as a transition table, as the content tables' deletion
-- records are (20250601001100): one insert per statement however many versions go. Each file is
-- marked whether or not something else still names it; the purge decides that when it runs. An
-- erasure still marks its photos itself (20250601001800); a second mark only renews the first.
-- Security definer: the service role may delete versions, and no API role writes the marks.
create or replace function private.mark_files_of_dropped_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.storage_objects_to_purge (bucket_id, name)
  select distinct split_part(f.path, '/', 1), substr(f.path, strpos(f.path, '/') + 1)
  from dropped_versions v
  cross join lateral unnest(v.file_paths) as f(path)
  where strpos(f.path, '/') > 1
  on conflict on constraint storage_objects_to_purge_pkey do update set marked_at = now();
  return null;
end;
$$;
revoke all on function private.mark_files_of_dropped_versions() from public;

create trigger content_versions_mark_dropped_files after delete on public.content_versions
  referencing old table as dropped_versions
  for each statement execute function private.mark_files_of_dropped_versions();

-- 2. Purging ----------------------------------------------------------------------------------------

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

-- As in 20250601002000, its last definition, with the objects chosen above in both routes and a
-- mark kept while its object waits for Storage. Written out whole rather than patched from its
-- own definition (as 20250601002330 patches the erasure): both routes' choice of objects and the
-- marks' cleanup change, three patches covering most of a body nothing has changed since.
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
