-- The site's loader (apps/site/src/loaders/table-sync.ts) keeps, per collection, the time of its
-- last read and reads next time only rows stamped after it. The time is the database's own (the
-- clock that stamps updated_at and deleted_at), asked for before the read: a build machine's clock
-- may be off, and the newest stamp it has seen can be long past, so that a bulk import would
-- be read again by every build until the next edit.
create or replace function public.content_sync_clock()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now();
$$;
revoke all on function public.content_sync_clock() from public, anon, authenticated;
grant execute on function public.content_sync_clock() to anon, authenticated, service_role;
