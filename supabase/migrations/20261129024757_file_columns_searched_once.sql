-- Made by `npm run db:diff -- file_columns_searched_once` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

CREATE OR REPLACE FUNCTION private.file_column_shows(url_part text, value text, with_visitor_tables boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.is_school_storage_origin(origin text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select origin is not null and private.file_column_shows('storage_url_origin', origin, false)
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
$function$
;

revoke all on function private.file_column_shows(text,text,boolean) from public;
