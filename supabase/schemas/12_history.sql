-- Content history: every change to a content record keeps its previous version, so an editor can
-- restore one or bring a deleted record back for 30 days; then the versions are forgotten.

-- The tables whose records keep versions: the content tables editors write (06_content.sql).
-- Security definer: the registry is private, and the service role may ask.
create or replace function private.content_history_tables()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(c.table_name order by c.table_name), '{}')
  from private.content_tables c
  where c.editors_write
$$;
revoke all on function private.content_history_tables() from public;
grant execute on function private.content_history_tables() to service_role;

create table public.content_versions (
  id bigint primary key generated always as identity,
  table_name text not null,
  record_id uuid not null,
  operation text not null,
  row_data jsonb not null,
  changed_by uuid,
  changed_by_role text,
  client_address text,
  changed_at timestamp with time zone not null default now(),
  file_paths text[] not null default '{}'::text[],
  consent_notice_version integer references public.privacy_notice_versions (version),
  consent_language text,
  consent_at timestamp with time zone,
  constraint content_versions_consent_complete check (((consent_notice_version is null) = (consent_language is null)) and ((consent_notice_version is null) = (consent_at is null))),
  constraint content_versions_consent_language_check check (consent_language = any (array['en', 'te'])),
  constraint content_versions_operation_check check (operation = any (array['update', 'delete'])),
  constraint content_versions_table_name_fkey foreign key (table_name) references private.content_tables (table_name)
);
create index content_versions_client_address_idx on public.content_versions (client_address, changed_at) where (client_address is not null);
create index content_versions_consent_notice_version_idx on public.content_versions (consent_notice_version);
create index content_versions_deleted_idx on public.content_versions (table_name, changed_at desc) where (operation = 'delete');
create index content_versions_file_paths_idx on public.content_versions using gin (file_paths);
create index content_versions_record_idx on public.content_versions (table_name, record_id, id desc);
alter table public.content_versions enable row level security;

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
    raise exception using errcode = '42501', message = 'Only editors can restore content.', hint = 'editors_only_restore_content';
  end if;

  select * into version from public.content_versions v where v.id = restore_content_version.version_id;
  if version.id is null then
    raise exception using errcode = 'PT404', message = 'This version no longer exists.', hint = 'content_version_missing';
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
revoke all on function public.restore_content_version(bigint) from public, anon;

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
    raise exception using errcode = '42501', message = 'Only editors can read the content history.', hint = 'editors_only_content_history';
  end if;
  if content_history.table_name is null or not content_history.table_name = any (private.content_history_tables()) then
    raise exception using errcode = '22023', message = 'This table keeps no history.', hint = 'history_table_unknown';
  end if;
  if page is null or page < 1 or per_page is null or per_page not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A page is numbered from 1 and holds 1 to 100 versions.', hint = 'history_page_range';
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
revoke all on function public.content_history(text, uuid, integer, integer) from public, anon;

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
    raise exception using errcode = '42501', message = 'Only editors can read deleted content.', hint = 'editors_only_deleted_content';
  end if;
  if deleted_content.table_name is null or not deleted_content.table_name = any (private.content_history_tables()) then
    raise exception using errcode = '22023', message = 'This table keeps no history.', hint = 'history_table_unknown';
  end if;
  if page is null or page < 1 or per_page is null or per_page not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A page is numbered from 1 and holds 1 to 100 records.', hint = 'deleted_page_range';
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
revoke all on function public.deleted_content(text, integer, integer) from public, anon;

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

-- Statement-level, with the dropped rows as a transition table, as the content tables' deletion
-- records are (06_content.sql): one insert per statement however many versions go. Each file is
-- marked whether or not something else still names it; the purge decides that when it runs. An
-- erasure still marks its photos itself (09_privacy_and_retention.sql); a second mark only renews the first.
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

revoke all on table public.content_versions from anon, authenticated;
grant select on table public.content_versions to authenticated;
revoke all on sequence public.content_versions_id_seq from anon, authenticated;

create policy "Editors read content versions" on public.content_versions for select to authenticated
  using ((select private.is_editor()));

create trigger content_versions_mark_dropped_files after delete on public.content_versions referencing old table as dropped_versions for each statement execute function private.mark_files_of_dropped_versions();

do $$
declare
  t text;
begin
  foreach t in array private.content_history_tables() loop
    execute format('create trigger %I after delete or update on public.%I for each row execute function private.keep_content_version()', t || '_keep_content_version', t);
  end loop;
end
$$;

-- Daily, wherever cron.schedule exists (pg_cron on a hosted project, the local backend's
-- stand-in for it).
select private.schedule_job('purge-content-versions', '45 21 * * *', 'select private.purge_content_versions()');
