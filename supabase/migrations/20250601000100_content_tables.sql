-- The published content of the site (spec section 3), one table per entity, with an index for
-- every order the site and the admin read it in (spec section 7).

create table public.site_logo (
  id uuid primary key default gen_random_uuid(),
  logo_url text not null,
  alt_text text,
  created_at timestamptz not null default now()
);
create index site_logo_created_at_idx on public.site_logo (created_at desc);

create table public.banners (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  subtitle text,
  image_url text not null,
  button_text text,
  button_link text,
  active boolean not null default true,
  order_index integer not null default 0 check (order_index >= 0)
);
create index banners_order_index_idx on public.banners (order_index);
create index banners_active_order_index_idx on public.banners (order_index) where active;

create table public.statistics (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  value integer not null check (value >= 0),
  icon_name text not null default 'GraduationCap' check (
    icon_name in ('GraduationCap', 'Users', 'BookOpen', 'Globe', 'Building', 'Award', 'Calendar', 'Clock')
  ),
  created_at timestamptz not null default now()
);
create index statistics_created_at_idx on public.statistics (created_at);

create table public.teachers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  position text not null,
  bio text not null,
  image_url text not null,
  facebook_url text,
  twitter_url text,
  instagram_url text,
  linkedin_url text
);
create index teachers_name_idx on public.teachers (name);

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  subtitle text not null default '',
  -- The forms core's youtube.ts accepts: watch?v=, youtu.be/, embed/ and shorts/ with an 11-character id.
  video_url text not null check (
    video_url ~ '^https?://(((www|m)\.)?youtube(-nocookie)?\.com/(watch\?([^#]*&)?v=|embed/|shorts/)|youtu\.be/)[A-Za-z0-9_-]{11}([^A-Za-z0-9_-].*)?$'
  ),
  thumbnail_url text not null,
  description text not null default '',
  created_at timestamptz not null default now()
);
create index videos_created_at_idx on public.videos (created_at desc);

create table public.gallery (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  image_url text not null,
  description text,
  category text,
  created_at timestamptz not null default now()
);
create index gallery_created_at_idx on public.gallery (created_at desc);

create table public.about_sections (
  id uuid primary key default gen_random_uuid(),
  section_type text not null check (section_type in ('history', 'vision', 'mission')),
  title text not null,
  content text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index about_sections_created_at_idx on public.about_sections (created_at);
create trigger about_sections_set_updated_at
  before update on public.about_sections
  for each row execute function private.set_updated_at();

create table public.about_gallery (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  image_url text not null,
  description text not null default '',
  created_at timestamptz not null default now()
);
create index about_gallery_created_at_idx on public.about_gallery (created_at desc);

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  duration text not null,
  schedule text,
  intake integer check (intake > 0),
  program_type text not null check (program_type in ('residential', 'hybrid', 'online'))
);
create index courses_title_idx on public.courses (title);
create index courses_program_type_title_idx on public.courses (program_type, title);

create table public.campus_life (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  content text not null,
  image_url text not null,
  created_at timestamptz not null default now()
);
create index campus_life_created_at_idx on public.campus_life (created_at desc);

create table public.campus_life_gallery (
  id uuid primary key default gen_random_uuid(),
  image_url text not null,
  caption text,
  created_at timestamptz not null default now()
);
create index campus_life_gallery_created_at_idx on public.campus_life_gallery (created_at desc);

-- Both degree lists of spec section 5: the public edit form's and the admin form's.
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
-- The degree check constraint calls it with the inserting role's rights.
grant execute on function private.alumni_degrees() to anon, authenticated, service_role;

create table public.alumni_profiles (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  -- The upper bound moves with the calendar, so a trigger checks it (a CHECK must be immutable).
  graduation_year integer not null check (graduation_year >= 1980),
  degree text not null check (degree = any (private.alumni_degrees())),
  current_position text,
  organization text,
  location text,
  image_url text,
  bio text,
  testimonial text
);
create index alumni_profiles_graduation_year_idx on public.alumni_profiles (graduation_year desc);
create index alumni_profiles_name_idx on public.alumni_profiles (name);

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
      message = format('Graduation year must be between 1980 and %s.', current_year);
  end if;
  return new;
end;
$$;
revoke all on function private.check_graduation_year() from public;

create trigger alumni_profiles_check_graduation_year
  before insert or update of graduation_year on public.alumni_profiles
  for each row execute function private.check_graduation_year();

create table public.downloads (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  file_url text not null,
  image_url text not null,
  category text,
  created_at timestamptz not null default now()
);
create index downloads_created_at_idx on public.downloads (created_at desc);

create table public.donation_info (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  qr_code_url text not null,
  bank_name text not null,
  account_holder text not null,
  account_number text not null,
  ifsc_code text not null,
  branch text not null,
  created_at timestamptz not null default now()
);
create index donation_info_created_at_idx on public.donation_info (created_at desc);
