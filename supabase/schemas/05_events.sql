-- Events: everyone reads the calendar, editors write it. The site lists what is coming by the day
-- in India it was built on, so a new day after an event ended republishes it
-- (private.publish_new_event_day, at midnight in India).

-- The school's events calendar: admissions dates, graduation, conferences.
-- Each event has a start and an end, either at times of day (timestamptz) or as whole days in the
-- school's zone, Asia/Kolkata; a place, a summary, a rich-text description and a picture with its
-- alt text, each text with its Telugu twin (<column>_te, as in 06_content.sql). /events shows the
-- coming ones first and keeps the past in an archive, so the site is rebuilt at midnight India
-- time, when an event that ended the day before leaves "coming".
--
-- Campus life's "events" (public.campus_life, the 'Campus Life Events' of the campus life page) are a
-- different thing: posts about what happened, dated by when they were written, with no time or
-- place. They stay as they are; this table holds the dated calendar of the /events route
-- (linked from the home page's Events card), which had nothing to show.
create table public.events (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  title_te text,
  summary text not null,
  summary_te text,
  description text not null default '',
  description_te text,
  place text not null,
  place_te text,
  all_day boolean not null default false,
  starts_at timestamp with time zone,
  ends_at timestamp with time zone,
  start_date date,
  end_date date,
  image_url text,
  image_alt text,
  image_alt_te text,
  first_day date generated always as (coalesce(start_date, ((starts_at at time zone 'Asia/Kolkata'))::date)) stored,
  last_day date generated always as (coalesce(end_date, ((ends_at at time zone 'Asia/Kolkata'))::date)) stored,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint events_image_alt check ((image_url is null) or (nullif(btrim(image_alt), '') is not null)),
  constraint events_image_alt_check check (private.is_single_line(image_alt)),
  constraint events_image_alt_te_check check (private.is_single_line(image_alt_te)),
  constraint events_place_check check ((btrim(place) <> '') and private.is_single_line(place)),
  constraint events_place_te_check check (private.is_single_line(place_te)),
  constraint events_slug_check check ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$') and (length(slug) <= 100) and (slug <> 'past')),
  constraint events_summary_check check ((btrim(summary) <> '') and private.is_single_line(summary)),
  constraint events_summary_te_check check (private.is_single_line(summary_te)),
  constraint events_times check (
case
    when all_day then ((start_date is not null) and (end_date is not null) and (end_date >= start_date) and (starts_at is null) and (ends_at is null))
    else ((starts_at is not null) and (ends_at is not null) and (ends_at >= starts_at) and (start_date is null) and (end_date is null))
end),
  constraint events_title_check check ((btrim(title) <> '') and private.is_single_line(title)),
  constraint events_title_te_check check (private.is_single_line(title_te))
);
create index events_first_day_idx on public.events (first_day, starts_at);
create index events_image_object_idx on public.events (private.storage_object_path(image_url));
create index events_last_day_idx on public.events (last_day);
create index events_title_idx on public.events (title);
create index events_updated_at_idx on public.events (updated_at);
alter table public.events enable row level security;

-- The last day the calendar was checked for events leaving "coming" (a single row).
create table private.event_calendar_day (
  id boolean primary key default true,
  checked_day date not null,
  constraint event_calendar_day_id_check check (id)
);
alter table private.event_calendar_day enable row level security;
insert into private.event_calendar_day (checked_day) values ((now() at time zone 'Asia/Kolkata')::date);

-- Publishes the site when a new day in Asia/Kolkata has begun since the last check and an event
-- ended in between, so that /events moves it from "coming" to the archive. Safe to run often
-- (the local timer runs it every few seconds) and after missed runs: it catches up on every day
-- since the last check. Returns whether it published.
create or replace function private.publish_new_event_day()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Kolkata')::date;
  last_checked date;
  ended boolean;
begin
  select c.checked_day into last_checked from private.event_calendar_day c where c.id for update;
  if last_checked >= today then
    return false;
  end if;
  select exists (select 1 from public.events e where e.last_day >= last_checked and e.last_day < today)
  into ended;
  update private.event_calendar_day c set checked_day = today where c.id;
  if ended then
    perform private.note_site_change('events-calendar-day');
  end if;
  return ended;
end;
$$;
revoke all on function private.publish_new_event_day() from public;
grant execute on function private.publish_new_event_day() to service_role;

revoke all on table public.events from anon, authenticated;
grant select on table public.events to anon;
grant insert, select, update, delete on table public.events to authenticated;
revoke all on table private.event_calendar_day from public, anon, authenticated, service_role;

-- At midnight in Vijayawada (18:30 UTC), wherever cron.schedule exists (pg_cron on a hosted
-- project, the local backend's stand-in, which also runs every job once at its start, so a
-- midnight it was off for is caught up).
select private.schedule_job('publish-new-event-day', '30 18 * * *', 'select private.publish_new_event_day()');
