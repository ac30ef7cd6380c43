-- Made by `npm run db:diff -- schedule_jobs_through_one_helper` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

CREATE OR REPLACE FUNCTION private.schedule_job(name text, schedule text, command text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule(schedule_job.name, schedule_job.schedule, schedule_job.command);
  end if;
end;
$function$
;

revoke all on function private.schedule_job(text,text,text) from public;
