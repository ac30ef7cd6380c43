-- Incremental site builds (issue 11, point 4): the site's loader reads only what changed since
-- its last build. Every table a page reads gets an updated_at that moves only when a row really
-- changes, and the ids of deleted rows are kept for a while in public.content_deletions, so a
-- build can drop them without reading whole tables.

-- Set on every insert, and on an update only when another column changed: a write that changes
-- nothing (which publishes nothing, 20250601000800) is not a change for the loader either, and
-- no client can date a row into the past, where the loader would never see it.
create or replace function private.set_content_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.updated_at := now();
  elsif (to_jsonb(new) - 'updated_at') is distinct from (to_jsonb(old) - 'updated_at') then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
revoke all on function private.set_content_updated_at() from public;

-- What a visitor may learn from a deletion is what the public pages already showed: which row of
-- which public table is gone, and when.
create table public.content_deletions (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id uuid not null,
  deleted_at timestamptz not null default now()
);
create index content_deletions_table_name_deleted_at_idx on public.content_deletions (table_name, deleted_at);
create index content_deletions_deleted_at_idx on public.content_deletions (deleted_at);

alter table public.content_deletions enable row level security;
revoke all on public.content_deletions from public, anon, authenticated;
grant select on public.content_deletions to anon, authenticated;
revoke all on sequence public.content_deletions_id_seq from public, anon, authenticated;
create policy content_deletions_read on public.content_deletions for select to anon, authenticated using (true);

-- Written only here. A build whose last sync is older than the retention reloads everything
-- (apps/site/src/loaders/supabase.ts), so 90 days of deletions is all that is kept.
create or replace function private.record_content_deletions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.content_deletions (table_name, row_id)
  select tg_table_name, o.id from old_rows o;
  delete from public.content_deletions where deleted_at < now() - interval '90 days';
  return null;
end;
$$;
revoke all on function private.record_content_deletions() from public;

do $$
declare
  t text;
begin
  foreach t in array array[
    'site_logo', 'banners', 'statistics', 'teachers', 'videos', 'gallery', 'about_sections', 'about_gallery',
    'courses', 'campus_life', 'campus_life_gallery', 'alumni_profiles', 'downloads', 'donation_info'
  ] loop
    execute format('alter table public.%I add column if not exists updated_at timestamptz not null default now()', t);
    execute format('create index %I on public.%I (updated_at)', t || '_updated_at_idx', t);
    execute format(
      'create trigger %I before insert or update on public.%I for each row execute function private.set_content_updated_at()',
      t || '_set_content_updated_at', t
    );
    execute format(
      'create trigger %I after delete on public.%I referencing old table as old_rows '
      'for each statement execute function private.record_content_deletions()',
      t || '_record_deletions', t
    );
  end loop;
end
$$;

-- about_sections kept its own updated_at, moved on every update; the trigger above replaces it.
drop trigger about_sections_set_updated_at on public.about_sections;
