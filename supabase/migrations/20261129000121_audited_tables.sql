-- Made by `npm run db:diff -- audited_tables` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

CREATE OR REPLACE FUNCTION public.audited_tables()
 RETURNS SETOF text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators read the audit trail.';
  end if;
  return query
    select c.relname::text
    from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid
    where t.tgfoid = 'private.audit_row_change'::regproc and c.relnamespace = 'public'::regnamespace
    order by 1;
end;
$function$
;

revoke all on function public.audited_tables() from public;

grant execute on function public.audited_tables() to authenticated;

grant execute on function public.audited_tables() to service_role;

revoke all on function public.audited_tables() from anon;
