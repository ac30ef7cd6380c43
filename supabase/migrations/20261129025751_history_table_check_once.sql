-- Made by `npm run db:diff -- history_table_check_once` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

CREATE OR REPLACE FUNCTION private.require_history_table(table_name text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if require_history_table.table_name is null or not require_history_table.table_name = any (private.content_history_tables()) then
    raise exception using errcode = '22023', message = 'This table keeps no history.', hint = 'history_table_unknown';
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.content_history(table_name text, record_id uuid, page integer DEFAULT 1, per_page integer DEFAULT 10)
 RETURNS TABLE(id bigint, operation text, changed_by uuid, changed_by_role text, changed_at timestamp with time zone, row_data jsonb, after jsonb, total bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  current_row jsonb;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can read the content history.', hint = 'editors_only_content_history';
  end if;
  perform private.require_history_table(content_history.table_name);
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
$function$
;

CREATE OR REPLACE FUNCTION public.deleted_content(table_name text, page integer DEFAULT 1, per_page integer DEFAULT 10)
 RETURNS TABLE(id bigint, record_id uuid, changed_by uuid, changed_by_role text, changed_at timestamp with time zone, row_data jsonb, total bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can read deleted content.', hint = 'editors_only_deleted_content';
  end if;
  perform private.require_history_table(deleted_content.table_name);
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
$function$
;

revoke all on function private.require_history_table(text) from public;
