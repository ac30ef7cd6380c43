-- Made by `npm run db:diff -- content_tables_registry` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

alter table "public"."content_versions" drop constraint "content_versions_table_name_check";

create table "private"."content_tables" (
    "table_name" text not null,
    "everyone_reads" boolean not null default false,
    "editors_write" boolean not null default false,
    "visitors_write" boolean not null default false,
    "file_columns" text[] not null default '{}'::text[]
      );

alter table "private"."content_tables" enable row level security;

CREATE UNIQUE INDEX content_tables_pkey ON private.content_tables USING btree (table_name);

alter table "private"."content_tables" add constraint "content_tables_pkey" PRIMARY KEY using index "content_tables_pkey";

-- By hand: the registry's rows, as 06_content.sql inserts them, before the versions' foreign key
-- is checked against them.
insert into private.content_tables (table_name, everyone_reads, editors_write, visitors_write, file_columns)
values
  ('about_gallery', true, true, false, array['image_url']),
  ('about_sections', true, true, false, array[]::text[]),
  ('alumni_profiles', false, true, true, array['image_url']),
  ('banners', false, true, false, array['image_url']),
  ('campus_life', true, true, false, array['image_url']),
  ('campus_life_gallery', true, true, false, array['image_url']),
  ('courses', true, true, false, array[]::text[]),
  ('donation_info', true, true, false, array['qr_code_url']),
  ('downloads', true, true, false, array['file_url', 'image_url']),
  ('events', true, true, false, array['image_url']),
  ('gallery', true, true, false, array['image_url']),
  ('posts', false, true, false, array['cover_image_url']),
  ('privacy_notice', true, false, false, array[]::text[]),
  ('retention_settings', false, false, false, array[]::text[]),
  ('site_logo', true, true, false, array['logo_url']),
  ('statistics', true, true, false, array[]::text[]),
  ('teachers', true, true, false, array['image_url']),
  ('videos', true, true, false, array['thumbnail_url']);

alter table "public"."content_versions" add constraint "content_versions_table_name_fkey" FOREIGN KEY (table_name) REFERENCES private.content_tables(table_name) not valid;

alter table "public"."content_versions" validate constraint "content_versions_table_name_fkey";

CREATE OR REPLACE FUNCTION private.content_history_tables()
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(c.table_name order by c.table_name), '{}')
  from private.content_tables c
  where c.editors_write
$function$
;

CREATE OR REPLACE FUNCTION private.is_school_storage_origin(origin text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  file_column record;
  shown boolean;
begin
  if origin is null then
    return false;
  end if;
  for file_column in
    select c.table_name, f.column_name
    from private.content_tables c cross join lateral unnest(c.file_columns) as f(column_name)
    where not c.visitors_write
    order by c.table_name, f.column_name
  loop
    execute format(
      'select exists (select 1 from public.%I t where private.storage_url_origin(t.%I) = $1)',
      file_column.table_name, file_column.column_name
    ) into shown using origin;
    if shown then
      return true;
    end if;
  end loop;
  return false;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.storage_object_is_referenced(bucket text, object_name text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  object_path text := bucket || '/' || object_name;
  file_column record;
  named boolean;
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
  else
    for file_column in
      select c.table_name, f.column_name
      from private.content_tables c cross join lateral unnest(c.file_columns) as f(column_name)
      order by c.table_name, f.column_name
    loop
      execute format(
        'select exists (select 1 from public.%I t where private.storage_object_path(t.%I) = $1)',
        file_column.table_name, file_column.column_name
      ) into named using object_path;
      if named then
        return true;
      end if;
    end loop;
  end if;
  return exists (select 1 from public.content_versions v where v.file_paths @> array[object_path])
    or exists (select 1 from public.alumni_registrations r where private.storage_object_path(r.image_url) = object_path);
end;
$function$
;

revoke all on table private.content_tables from public;
