-- pg_cron's interface, for a database without pg_cron (PGlite, a developer's PostgreSQL that does
-- not preload it): the `cron` schema with `cron.job`, `cron.schedule`, `cron.unschedule` and
-- `cron.alter_job`, with pg_cron's names, columns and upsert by job name. Migrations schedule
-- their jobs here exactly as on a hosted project, and the server's timer
-- (jobs/scheduled-jobs.ts) runs them. Where the real pg_cron is installed, it is left alone:
-- pg_cron runs the jobs itself. Idempotent: it runs on every start.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    return;
  end if;

  create schema if not exists cron;
  comment on schema cron is 'pg_cron stand-in of local-supabase: the server runs these jobs';
  revoke all on schema cron from public;

  create table if not exists cron.job (
    jobid bigserial primary key,
    schedule text not null,
    command text not null,
    nodename text not null default 'localhost',
    nodeport integer not null default 5432,
    database text not null default current_database(),
    username text not null default current_user,
    active boolean not null default true,
    jobname text,
    constraint jobname_username_uniq unique (jobname, username)
  );

  -- pg_cron refuses a schedule it cannot read when the job is scheduled, not when it is due:
  -- '[1-59] seconds', or five fields (minute, hour, day of month, month, day of week), as in
  -- pg_cron's own parser; each field's values are checked by the timer's parser.
  create or replace function cron.valid_schedule(schedule text) returns boolean
  language sql immutable set search_path = ''
  as $fn$
    select schedule ~* '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$'
      or schedule ~ '^\s*[0-9*,/$LW#A-Za-z-]+(\s+[0-9*,/$LW#A-Za-z?-]+){4}\s*$'
      or schedule ~* '^\s*@(yearly|annually|monthly|weekly|daily|hourly)\s*$'
  $fn$;

  create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
  language plpgsql set search_path = ''
  as $fn$
  declare
    id bigint;
  begin
    if not cron.valid_schedule(schedule) then
      raise exception 'invalid schedule: %', schedule using errcode = '22023';
    end if;
    insert into cron.job (jobname, schedule, command)
    values (job_name, schedule, command)
    on conflict on constraint jobname_username_uniq
      do update set schedule = excluded.schedule, command = excluded.command, active = true
    returning jobid into id;
    return id;
  end;
  $fn$;

  create or replace function cron.schedule(schedule text, command text) returns bigint
  language sql set search_path = ''
  as $fn$ select cron.schedule(null, schedule, command) $fn$;

  create or replace function cron.unschedule(job_id bigint) returns boolean
  language plpgsql set search_path = ''
  as $fn$
  begin
    delete from cron.job where jobid = job_id;
    if not found then
      raise exception 'could not find valid entry for job %', job_id;
    end if;
    return true;
  end;
  $fn$;

  create or replace function cron.unschedule(job_name text) returns boolean
  language plpgsql set search_path = ''
  as $fn$
  begin
    delete from cron.job where jobname = job_name and username = current_user;
    if not found then
      raise exception 'could not find valid entry for job ''%''', job_name;
    end if;
    return true;
  end;
  $fn$;

  create or replace function cron.alter_job(
    job_id bigint,
    schedule text default null,
    command text default null,
    database text default null,
    username text default null,
    active boolean default null
  ) returns void
  language plpgsql set search_path = ''
  as $fn$
  begin
    if alter_job.schedule is not null and not cron.valid_schedule(alter_job.schedule) then
      raise exception 'invalid schedule: %', alter_job.schedule using errcode = '22023';
    end if;
    update cron.job j
    set schedule = coalesce(alter_job.schedule, j.schedule),
        command = coalesce(alter_job.command, j.command),
        database = coalesce(alter_job.database, j.database),
        username = coalesce(alter_job.username, j.username),
        active = coalesce(alter_job.active, j.active)
    where j.jobid = job_id;
    if not found then
      raise exception 'could not find valid entry for job %', job_id;
    end if;
  end;
  $fn$;

  revoke all on all functions in schema cron from public;

  -- As pg_cron reloads its jobs when the table changes, the server's timer rereads them.
  create or replace function cron.job_changed() returns trigger
  language plpgsql set search_path = ''
  as $fn$
  begin
    perform pg_notify('cron_job_changed', '');
    return null;
  end;
  $fn$;
  if not exists (select 1 from pg_trigger where tgname = 'job_changed' and tgrelid = 'cron.job'::regclass) then
    create trigger job_changed after insert or update or delete or truncate on cron.job
      for each statement execute function cron.job_changed();
  end if;
end
$$;
