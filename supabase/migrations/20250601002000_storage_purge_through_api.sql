-- Erased files leave hosted storage too (issue 25: "an erasure removes ... its screenshot").
--
-- On hosted Supabase a stored file is a storage.objects row plus the bytes in the project's S3
-- storage. Deleting the row by SQL, as the purge did (20250601001800), leaves the bytes behind,
-- unreachable but not destroyed; only the Storage API's delete removes both. So when the project
-- has the two Vault secrets DEPLOY.md sets up (the project's URL and its service key), the purge
-- asks the Storage API, through pg_net, to delete each object it would have deleted: Storage then
-- deletes the row and the bytes. Without them (the local backend, which deletes the files of the
-- rows returned itself, or a project not yet set up) it deletes the rows as before.

-- A path for a URL: every byte outside RFC 3986's unreserved characters and "/" percent-encoded.
create or replace function private.url_path_encode(value text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select coalesce(string_agg(
    case when ch ~ '^[A-Za-z0-9._~/-]$' then ch
    else (select string_agg('%' || upper(lpad(to_hex(get_byte(b, i)), 2, '0')), '')
          from (select convert_to(ch, 'UTF8') as b) bytes, generate_series(0, length(b) - 1) i)
    end, '' order by n), '')
  from regexp_split_to_table(value, '') with ordinality as chars(ch, n)
$$;
revoke all on function private.url_path_encode(text) from public;

-- As in 20250601001800, with the Storage API doing the delete where the project is set up for it.
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
      url => rtrim(project_url, '/') || '/storage/v1/object/' || o.bucket_id || '/' || private.url_path_encode(o.name),
      headers => jsonb_build_object('Authorization', 'Bearer ' || service_key, 'apikey', service_key)
    )
    from storage.objects o
    where o.bucket_id in ('payment-screenshots', 'alumni-images')
      and (
        o.created_at < now() - interval '1 day'
        or exists (
          select 1 from private.storage_objects_to_purge p where p.bucket_id = o.bucket_id and p.name = o.name
        )
      )
      and not private.storage_object_is_referenced(o.bucket_id, o.name);
  else
    -- Hosted storage refuses a DELETE on its tables unless this is set for the transaction (its
    -- protect_delete trigger, meant against accidental deletes); this delete is deliberate.
    perform set_config('storage.allow_delete_query', 'true', true);
    return query
      delete from storage.objects o
      where o.bucket_id in ('payment-screenshots', 'alumni-images')
        and (
          o.created_at < now() - interval '1 day'
          or exists (
            select 1 from private.storage_objects_to_purge p where p.bucket_id = o.bucket_id and p.name = o.name
          )
        )
        and not private.storage_object_is_referenced(o.bucket_id, o.name)
      returning o.bucket_id, o.name, o.version;
  end if;
  -- A mark outlives its object only while something else still references it (a photo two
  -- profiles share), or until Storage has deleted it; after a day the ordinary rule covers it.
  delete from private.storage_objects_to_purge p
  where p.marked_at < now() - interval '1 day'
    or not exists (select 1 from storage.objects o where o.bucket_id = p.bucket_id and o.name = p.name);
end;
$$;
revoke all on function private.purge_unreferenced_uploads() from public;
grant execute on function private.purge_unreferenced_uploads() to service_role;
