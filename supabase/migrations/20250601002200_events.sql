-- The school's events calendar (issue 27, point 2): admissions dates, graduation, conferences.
-- Each event has a start and an end, either at times of day (timestamptz) or as whole days in the
-- school's zone, Asia/Kolkata; a place, a summary, a rich-text description and a picture with its
-- alt text, each text with its Telugu twin (<column>_te, as in 20250601001300). /events shows the
-- coming ones first and keeps the past in an archive, so the site is rebuilt at midnight India
-- time, when an event that ended the day before leaves "coming".
--
-- Campus life's "events" (public.campus_life, spec section 2's 'Campus Life Events') are a
-- different thing: posts about what happened, dated by when they were written, with no time or
-- place. They stay as they are; this table holds the dated calendar the spec's /events route
-- (linked from the home page's Events card) never showed.

create table public.events (
  id uuid primary key default gen_random_uuid(),
  -- The page's address in both languages: /events/<slug> and /te/events/<slug>; /events/past is
  -- the archive's.
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100 and slug <> 'past'),
  title text not null check (btrim(title) <> '' and private.is_single_line(title)),
  title_te text check (private.is_single_line(title_te)),
  summary text not null check (btrim(summary) <> '' and private.is_single_line(summary)),
  summary_te text check (private.is_single_line(summary_te)),
  -- HTML from the admin's rich-text editor, rendered only through packages/core/src/rich-text.ts.
  description text not null default '',
  description_te text,
  place text not null check (btrim(place) <> '' and private.is_single_line(place)),
  place_te text check (private.is_single_line(place_te)),
  all_day boolean not null default false,
  -- A timed event: its start and end instants.
  starts_at timestamptz,
  ends_at timestamptz,
  -- An all-day event: its first and last day (inclusive), in Asia/Kolkata.
  start_date date,
  end_date date,
  -- The picture: a public URL of the campus-life-images bucket (packages/core/src/storage.ts,
  -- STORAGE.eventImages), as every other content picture; optional, since a date may be all
  -- there is to say yet. Its alt text goes with it.
  image_url text,
  image_alt text check (private.is_single_line(image_alt)),
  image_alt_te text check (private.is_single_line(image_alt_te)),
  -- The days the event covers in Asia/Kolkata, whichever kind it is: what "coming" and "past"
  -- are decided by, and the calendar's order. Stored, so both are indexed.
  first_day date generated always as (coalesce(start_date, (starts_at at time zone 'Asia/Kolkata')::date)) stored,
  last_day date generated always as (coalesce(end_date, (ends_at at time zone 'Asia/Kolkata')::date)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_times check (
    case
      when all_day then start_date is not null and end_date is not null and end_date >= start_date
        and starts_at is null and ends_at is null
      else starts_at is not null and ends_at is not null and ends_at >= starts_at
        and start_date is null and end_date is null
    end
  ),
  constraint events_image_alt check (image_url is null or nullif(btrim(image_alt), '') is not null)
);
create index events_first_day_idx on public.events (first_day, starts_at);
create index events_last_day_idx on public.events (last_day);
create index events_title_idx on public.events (title);
create index events_updated_at_idx on public.events (updated_at);
create index events_image_object_idx on public.events (private.storage_object_path(image_url));

-- Grants and policies as for the other content tables (20250601000400): everyone reads, admins write.
revoke all on table public.events from anon, authenticated;
grant all on table public.events to service_role;
alter table public.events enable row level security;
grant select on table public.events to anon;
grant select, insert, update, delete on table public.events to authenticated;
create policy "Everyone reads events" on public.events for select to anon, authenticated using (true);
create policy "Admins insert events" on public.events for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update events" on public.events for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins delete events" on public.events for delete to authenticated
  using ((select private.is_admin()));

-- Change tracking for the site's incremental loader (20250601001100) and publishing on every real
-- change (20250601000600, 20250601000800), as for the other content tables.
create trigger events_set_content_updated_at before insert or update on public.events
  for each row execute function private.set_content_updated_at();
create trigger events_record_deletions after delete on public.events
  referencing old table as old_rows for each statement execute function private.record_content_deletions();
create trigger events_insert_marks_site_changed after insert on public.events
  referencing new table as new_rows for each statement execute function private.mark_site_content_changed();
create trigger events_update_marks_site_changed after update on public.events
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.mark_site_content_changed();
create trigger events_delete_marks_site_changed after delete on public.events
  referencing old table as old_rows for each statement execute function private.mark_site_content_changed();
create trigger events_truncate_marks_site_changed after truncate on public.events
  for each statement execute function private.mark_site_content_changed();

-- An event's picture is a referenced file (20250601000700): its object is not deleted while the
-- event names it, and replacing it publishes. The rule so far is kept under another name and
-- asked first, so migrations written beside this one that add their own tables to it (news
-- posts, alumni registration) stay in force whatever order they were written in.
alter function private.storage_object_is_referenced(text, text) rename to storage_object_is_referenced_before_events;

create function private.storage_object_is_referenced(bucket text, object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.storage_object_is_referenced_before_events(bucket, object_name)
    or exists (
      select 1 from public.events t
      where private.storage_object_path(t.image_url) = bucket || '/' || object_name
    )
$$;
revoke all on function private.storage_object_is_referenced(text, text) from public;

-- Midnight in India ---------------------------------------------------------------------------

-- The last day the calendar was checked for events leaving "coming" (a single row).
create table private.event_calendar_day (
  id boolean primary key default true check (id),
  checked_day date not null
);
insert into private.event_calendar_day (checked_day) values ((now() at time zone 'Asia/Kolkata')::date);
revoke all on table private.event_calendar_day from public, anon, authenticated, service_role;
alter table private.event_calendar_day enable row level security;

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

-- At midnight in Vijayawada (18:30 UTC) on a hosted project, where the publishing migration
-- enabled pg_cron; the local backend runs it on its own timer.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('publish-new-event-day', '30 18 * * *', 'select private.publish_new_event_day()');
  end if;
end
$$;
