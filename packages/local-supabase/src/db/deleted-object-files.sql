-- Files of the object rows a scheduled job deletes (an unreferenced upload purged, an erased
-- person's screenshot): only this server keeps the files, so the rows the job's transaction
-- deleted are noted here, read by the timer in the same transaction, and their files removed once
-- it has committed. A transaction that does not ask (anything but a job) notes nothing.
create table if not exists storage.deleted_object_files (
  txid bigint not null default txid_current(),
  bucket_id text not null,
  name text not null,
  version text
);
revoke all on storage.deleted_object_files from public, anon, authenticated, service_role;
create or replace function storage.note_deleted_object_files() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if current_setting('local_supabase.note_deleted_object_files', true) = 'on' then
    insert into storage.deleted_object_files (bucket_id, name, version)
    select bucket_id, name, version from old_rows where version is not null;
  end if;
  return null;
end;
$$;
revoke all on function storage.note_deleted_object_files() from public;
do $$
begin
  if not exists (
    select 1 from pg_trigger where tgname = 'objects_note_deleted_files' and tgrelid = 'storage.objects'::regclass
  ) then
    create trigger objects_note_deleted_files after delete on storage.objects
      referencing old table as old_rows for each statement execute function storage.note_deleted_object_files();
  end if;
end
$$;
