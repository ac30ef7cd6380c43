-- Run by the rehearsal's supautils as the superuser right after `create extension pg_cron`, as
-- hosted's after-create script for pg_cron: the privileged role may use and schedule jobs.
grant usage on schema cron to postgres with grant option;
grant all on all tables in schema cron to postgres with grant option;
grant all on all sequences in schema cron to postgres with grant option;
grant all on all functions in schema cron to postgres with grant option;

-- Debian's pg_cron is 1.4, hosted's 1.6, which also takes '[1-59] seconds'. Here such a job runs
-- every minute instead, so a migration that schedules one applies as on hosted and its job
-- still runs (as postgres, outside the Data API, so without safeupdate).
alter function cron.schedule(text, text, text) rename to schedule_pg_cron_1_4;
create function cron.schedule(job_name text, schedule text, command text)
returns bigint
language plpgsql
as $$
begin
  if schedule ~ '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$' then
    return cron.schedule_pg_cron_1_4(job_name, '* * * * *', command);
  end if;
  return cron.schedule_pg_cron_1_4(job_name, schedule, command);
end;
$$;
grant execute on function cron.schedule(text, text, text) to postgres with grant option;
