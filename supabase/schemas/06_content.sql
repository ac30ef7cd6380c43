-- The published content of the site: one table per entity, read by everyone and
-- written by editors. Every content table keeps updated_at and records its deleted rows, which is
-- what the incremental site build reads; the other files add publishing, history and audit, each
-- to the tables private.content_tables names.

-- Both degree lists: the public edit form's and the admin form's.
create or replace function private.alumni_degrees()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'Bachelor of Theology',
    'Master of Divinity',
    'Master of Theology',
    'Master of Arts in Biblical Studies',
    'Master of Arts in Christian Education',
    'Doctor of Ministry',
    'Doctor of Philosophy in Theology',
    'Doctor of Philosophy',
    'Graduate Certificate'
  ]
$$;
revoke all on function private.alumni_degrees() from public;
grant execute on function private.alumni_degrees() to anon, authenticated, service_role;

-- The fields an alumna may choose to show besides name, year and degree, which the alumni
-- functions check and walk (07_alumni.sql). The two tables' checks of public_fields state the
-- list too: the API roles write those rows, and they call only the helpers granted to them.
create or replace function private.alumni_public_field_names()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial']
$$;
revoke all on function private.alumni_public_field_names() from public;

-- The tables the site is built from, one row each, and what applies to each. The rules that
-- follow a table's row are written once, for every row (the loops at the end of this file and of
-- 11_publishing.sql, 12_history.sql and 13_audit.sql, and 14_storage.sql's file checks), so a new
-- content table is its table, its row here and its screens. The loops run when the schemas are
-- built: a new row reaches a database through the migration `npm run db:diff` makes (its
-- triggers and policies) and the row itself, written into that migration by hand.
--   every row: a committed change marks the site changed (11_publishing.sql) and is audited
--     (13_audit.sql);
--   everyone_reads: visitors and staff read every row ("Everyone reads"); a table that shows
--     visitors only some of its rows says so in a policy of its own;
--   editors_write: editors insert, update and delete through the admin, updated_at and the
--     deletion records tell the site's loader what changed, and each change keeps the previous
--     version (12_history.sql);
--   visitors_write: visitors change rows too (an alumna her own profile), so a URL in them says
--     nothing about where the school keeps its files (private.is_school_storage_origin);
--   file_columns: the columns holding a stored file's public URL. A file is kept while any of them
--     names it (private.storage_object_is_referenced), each through an index on
--     private.storage_object_path(column), which the table defines. packages/core/src/storage.ts
--     holds the same list with where the admin uploads each column's files (a test keeps them equal).
create table private.content_tables (
  table_name text primary key,
  everyone_reads boolean not null default false,
  editors_write boolean not null default false,
  visitors_write boolean not null default false,
  file_columns text[] not null default '{}'
);
alter table private.content_tables enable row level security;
revoke all on table private.content_tables from public, anon, authenticated, service_role;

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

-- The published content of the site, one table per entity, with an index for every order the
-- site and the admin read it in.
create table public.site_logo (
  id uuid primary key default gen_random_uuid(),
  logo_url text not null,
  alt_text text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  alt_text_te text
);
create index site_logo_created_at_idx on public.site_logo (created_at desc);
create index site_logo_logo_object_idx on public.site_logo (private.storage_object_path(logo_url));
create index site_logo_updated_at_idx on public.site_logo (updated_at);
alter table public.site_logo enable row level security;

create table public.banners (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  subtitle text,
  image_url text not null,
  button_text text,
  button_link text,
  active boolean not null default true,
  order_index integer not null default 0,
  updated_at timestamp with time zone not null default now(),
  title_te text,
  subtitle_te text,
  button_text_te text,
  constraint banners_order_index_check check (order_index >= 0)
);
create index banners_active_order_index_idx on public.banners (order_index) where active;
create index banners_image_object_idx on public.banners (private.storage_object_path(image_url));
create index banners_order_index_idx on public.banners (order_index);
create index banners_updated_at_idx on public.banners (updated_at);
alter table public.banners enable row level security;

create table public.statistics (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  value integer not null,
  icon_name text not null default 'GraduationCap',
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  title_te text,
  constraint statistics_icon_name_check check (icon_name = any (array['GraduationCap', 'Users', 'BookOpen', 'Globe', 'Building', 'Award', 'Calendar', 'Clock'])),
  constraint statistics_value_check check (value >= 0)
);
create index statistics_created_at_idx on public.statistics (created_at);
create index statistics_updated_at_idx on public.statistics (updated_at);
alter table public.statistics enable row level security;

create table public.teachers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  position text not null,
  bio text not null,
  image_url text not null,
  facebook_url text,
  twitter_url text,
  instagram_url text,
  linkedin_url text,
  updated_at timestamp with time zone not null default now(),
  position_te text,
  bio_te text
);
create index teachers_image_object_idx on public.teachers (private.storage_object_path(image_url));
create index teachers_name_idx on public.teachers (name);
create index teachers_updated_at_idx on public.teachers (updated_at);
alter table public.teachers enable row level security;

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  subtitle text not null default '',
  video_url text not null,
  thumbnail_url text not null,
  description text not null default '',
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  title_te text,
  subtitle_te text,
  description_te text,
  constraint videos_video_url_check check (video_url ~ '^https?://(((www|m)\.)?youtube(-nocookie)?\.com/(watch\?([^#]*&)?v=|embed/|shorts/)|youtu\.be/)[A-Za-z0-9_-]{11}([^A-Za-z0-9_-].*)?$')
);
create index videos_created_at_idx on public.videos (created_at desc);
create index videos_thumbnail_object_idx on public.videos (private.storage_object_path(thumbnail_url));
create index videos_updated_at_idx on public.videos (updated_at);
alter table public.videos enable row level security;

create table public.gallery (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  image_url text not null,
  description text,
  category text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  title_te text,
  description_te text
);
create index gallery_created_at_idx on public.gallery (created_at desc);
create index gallery_image_object_idx on public.gallery (private.storage_object_path(image_url));
create index gallery_updated_at_idx on public.gallery (updated_at);
alter table public.gallery enable row level security;

create table public.about_sections (
  id uuid primary key default gen_random_uuid(),
  section_type text not null,
  title text not null,
  content text not null default '',
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  title_te text,
  content_te text,
  constraint about_sections_section_type_check check (section_type = any (array['history', 'vision', 'mission']))
);
create index about_sections_created_at_idx on public.about_sections (created_at);
create index about_sections_updated_at_idx on public.about_sections (updated_at);
alter table public.about_sections enable row level security;

create table public.about_gallery (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  image_url text not null,
  description text not null default '',
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  title_te text,
  description_te text
);
create index about_gallery_created_at_idx on public.about_gallery (created_at desc);
create index about_gallery_image_object_idx on public.about_gallery (private.storage_object_path(image_url));
create index about_gallery_updated_at_idx on public.about_gallery (updated_at);
alter table public.about_gallery enable row level security;

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  duration text not null,
  schedule text,
  intake integer,
  program_type text not null,
  updated_at timestamp with time zone not null default now(),
  title_te text,
  description_te text,
  duration_te text,
  schedule_te text,
  constraint courses_intake_check check (intake > 0),
  constraint courses_program_type_check check (program_type = any (array['residential', 'hybrid', 'online']))
);
create index courses_program_type_title_idx on public.courses (program_type, title);
create index courses_title_idx on public.courses (title);
create index courses_updated_at_idx on public.courses (updated_at);
alter table public.courses enable row level security;

create table public.campus_life (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  content text not null,
  image_url text not null,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  title_te text,
  content_te text
);
create index campus_life_created_at_idx on public.campus_life (created_at desc);
create index campus_life_image_object_idx on public.campus_life (private.storage_object_path(image_url));
create index campus_life_updated_at_idx on public.campus_life (updated_at);
alter table public.campus_life enable row level security;

create table public.campus_life_gallery (
  id uuid primary key default gen_random_uuid(),
  image_url text not null,
  caption text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  caption_te text
);
create index campus_life_gallery_created_at_idx on public.campus_life_gallery (created_at desc);
create index campus_life_gallery_image_object_idx on public.campus_life_gallery (private.storage_object_path(image_url));
create index campus_life_gallery_updated_at_idx on public.campus_life_gallery (updated_at);
alter table public.campus_life_gallery enable row level security;

create table public.alumni_profiles (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  graduation_year integer not null,
  degree text not null,
  current_position text,
  organization text,
  location text,
  image_url text,
  bio text,
  testimonial text,
  updated_at timestamp with time zone not null default now(),
  -- What she chose to show besides name, year and degree (07_alumni.sql reads it into the
  -- public directory); none until she or, with her consent, the office chooses.
  public_fields text[] not null default '{}',
  public_fields_consent text,
  public_fields_recorded_by uuid,
  public_fields_recorded_at timestamp with time zone,
  constraint alumni_profiles_public_fields_check check (public_fields <@ array['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial']),
  constraint alumni_profiles_public_fields_consent_check check (length(public_fields_consent) <= 1000),
  constraint alumni_profiles_degree_check check (degree = any (private.alumni_degrees())),
  constraint alumni_profiles_graduation_year_check check (graduation_year >= 1980),
  constraint alumni_profiles_name_check check (btrim(name) <> ''),
  constraint alumni_profiles_single_line_fields check (private.is_single_line(name) and private.is_single_line(degree) and private.is_single_line(current_position) and private.is_single_line(organization) and private.is_single_line(location))
);
create index alumni_profiles_graduation_year_idx on public.alumni_profiles (graduation_year desc);
create index alumni_profiles_image_object_idx on public.alumni_profiles (private.storage_object_path(image_url));
create index alumni_profiles_name_idx on public.alumni_profiles (name);
create index alumni_profiles_updated_at_idx on public.alumni_profiles (updated_at);
alter table public.alumni_profiles enable row level security;

create table public.downloads (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  file_url text not null,
  image_url text not null,
  category text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  title_te text,
  description_te text,
  category_te text
);
create index downloads_created_at_idx on public.downloads (created_at desc);
create index downloads_file_object_idx on public.downloads (private.storage_object_path(file_url));
create index downloads_image_object_idx on public.downloads (private.storage_object_path(image_url));
create index downloads_updated_at_idx on public.downloads (updated_at);
alter table public.downloads enable row level security;

create table public.donation_info (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  qr_code_url text not null,
  bank_name text not null,
  account_holder text not null,
  account_number text not null,
  ifsc_code text not null,
  branch text not null,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  title_te text
);
create index donation_info_created_at_idx on public.donation_info (created_at desc);
create index donation_info_qr_code_object_idx on public.donation_info (private.storage_object_path(qr_code_url));
create index donation_info_updated_at_idx on public.donation_info (updated_at);
alter table public.donation_info enable row level security;

-- What a visitor may learn from a deletion is what the public pages already showed: which row of
-- which public table is gone, and when.
create table public.content_deletions (
  id bigint primary key generated always as identity,
  table_name text not null,
  row_id uuid not null,
  deleted_at timestamp with time zone not null default now()
);
create index content_deletions_deleted_at_idx on public.content_deletions (deleted_at);
create index content_deletions_table_name_deleted_at_idx on public.content_deletions (table_name, deleted_at);
alter table public.content_deletions enable row level security;

create or replace function private.check_graduation_year()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  current_year integer := extract(year from now())::integer;
begin
  if new.graduation_year > current_year then
    raise exception using
      errcode = '23514',
      message = format('Graduation year must be between 1980 and %s.', current_year),
      detail = json_build_object('year', current_year)::text, hint = 'alumni_graduation_year';
  end if;
  return new;
end;
$$;
revoke all on function private.check_graduation_year() from public;

-- Set on every insert, and on an update only when another column changed: a write that changes
-- nothing (which publishes nothing, 11_publishing.sql) is not a change for the loader either, and
-- no client can date a row into the past, where the loader would never see it.
create or replace function private.set_content_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.updated_at := now();
  elsif (to_jsonb(new) - 'updated_at') is distinct from (to_jsonb(old) - 'updated_at') then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
revoke all on function private.set_content_updated_at() from public;

-- Written only here. A build whose last sync is older than the retention reloads everything
-- (apps/site/src/loaders/supabase.ts), so 90 days of deletions is all that is kept.
create or replace function private.record_content_deletions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.content_deletions (table_name, row_id)
  select tg_table_name, o.id from old_rows o;
  delete from public.content_deletions where deleted_at < now() - interval '90 days';
  return null;
end;
$$;
revoke all on function private.record_content_deletions() from public;

-- The site's loader (apps/site/src/loaders/table-sync.ts) keeps, per collection, the time of its
-- last read and reads next time only rows stamped after it. The time is the database's own (the
-- clock that stamps updated_at and deleted_at), asked for before the read: a build machine's clock
-- may be off, and the newest stamp it has seen can be long past, so that a bulk import would
-- be read again by every build until the next edit.
create or replace function public.content_sync_clock()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now();
$$;
revoke all on function public.content_sync_clock() from public;

revoke all on table public.site_logo, public.banners, public.statistics, public.teachers, public.videos, public.gallery, public.about_sections, public.about_gallery, public.courses, public.campus_life, public.campus_life_gallery, public.alumni_profiles, public.downloads, public.donation_info from anon, authenticated;
grant select on table public.site_logo, public.banners, public.statistics, public.teachers, public.videos, public.gallery, public.about_sections, public.about_gallery, public.courses, public.campus_life, public.campus_life_gallery, public.downloads, public.donation_info to anon;
-- Visitors read the alumni through public.alumni_directory (07_alumni.sql), which holds only what
-- each chose to show; here only which fields those are, for the update form's choice.
grant select (id, public_fields) on table public.alumni_profiles to anon;
grant insert, select, update, delete on table public.site_logo, public.banners, public.statistics, public.teachers, public.videos, public.gallery, public.about_sections, public.about_gallery, public.courses, public.campus_life, public.campus_life_gallery, public.alumni_profiles, public.downloads, public.donation_info to authenticated;
revoke all on table public.content_deletions from anon, authenticated;
grant select on table public.content_deletions to anon, authenticated;
revoke all on sequence public.content_deletions_id_seq from anon, authenticated;

create policy "Everyone reads active banners, editors read all" on public.banners for select to anon, authenticated
  using ((active or (select private.is_editor())));

-- Visitors may read only the columns granted above; among the signed in, only editors read a
-- profile, hidden fields included (any account would otherwise read them).
create policy "Everyone reads the alumni's public choice" on public.alumni_profiles for select to anon
  using (true);

create policy "Editors read alumni_profiles" on public.alumni_profiles for select to authenticated
  using ((select private.is_editor()));

create policy "content_deletions_read" on public.content_deletions for select to anon, authenticated
  using (true);

create trigger alumni_profiles_check_graduation_year before insert or update of graduation_year on public.alumni_profiles for each row execute function private.check_graduation_year();

do $$
declare
  t text;
begin
  for t in select c.table_name from private.content_tables c where c.editors_write order by c.table_name loop
    execute format('create policy %I on public.%I for delete to authenticated
  using ((select private.is_editor()))', 'Editors delete ' || t, t);
    execute format('create policy %I on public.%I for insert to authenticated
  with check ((select private.is_editor()))', 'Editors insert ' || t, t);
    execute format('create policy %I on public.%I for update to authenticated
  using ((select private.is_editor()))
  with check ((select private.is_editor()))', 'Editors update ' || t, t);
    execute format('create trigger %I after delete on public.%I referencing old table as old_rows for each statement execute function private.record_content_deletions()', t || '_record_deletions', t);
    execute format('create trigger %I before insert or update on public.%I for each row execute function private.set_content_updated_at()', t || '_set_content_updated_at', t);
  end loop;
end
$$;

do $$
declare
  t text;
begin
  for t in select c.table_name from private.content_tables c where c.everyone_reads order by c.table_name loop
    execute format('create policy %I on public.%I for select to anon, authenticated
  using (true)', 'Everyone reads ' || t, t);
  end loop;
end
$$;
