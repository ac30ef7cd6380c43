-- News at /blog (issue 27, point 1): posts with a title, a url-safe slug, a publish time, a draft
-- flag, a cover picture with its alt text, a summary and a rich-text body, each text with its
-- Telugu twin (as 20250601001300 did: nullable, the Telugu page falls back to the English text).
-- Visitors read a post once it is no draft and its time has come; admins write. A post dated in
-- the future appears by itself: private.publish_due_posts() marks the site changed when a post's
-- time passes, run every minute by pg_cron on hosted and by the local backend's timer here
-- (packages/local-supabase/src/jobs/scheduled-jobs.ts).

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  -- The address /blog/<slug>/. 'page' is taken by the list's later pages (/blog/page/2).
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100 and slug <> 'page'),
  title text not null check (btrim(title) <> '' and length(title) <= 200 and private.is_single_line(title)),
  title_te text check (length(title_te) <= 200 and private.is_single_line(title_te)),
  -- Plain text: the list's teaser, the page's description and the feed's item description.
  summary text not null
    check (btrim(summary) <> '' and length(summary) <= 500 and private.is_single_line(summary)),
  summary_te text check (length(summary_te) <= 500 and private.is_single_line(summary_te)),
  -- HTML from the admin's rich-text editor, stored as written; the site and the admin's preview
  -- render it only through sanitizeRichText (packages/core/src/rich-text.ts), the one sanitiser.
  body text not null default '' check (length(body) <= 200000),
  body_te text check (length(body_te) <= 200000),
  -- A public URL of the gallery-images bucket's posts/ folder (packages/core/src/storage.ts).
  cover_image_url text,
  cover_alt text check (length(cover_alt) <= 300 and private.is_single_line(cover_alt)),
  cover_alt_te text check (length(cover_alt_te) <= 300 and private.is_single_line(cover_alt_te)),
  published_at timestamptz not null default now(),
  -- New posts start as drafts: nothing reaches the site before an admin says so.
  draft boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A picture without words is a picture a screen reader cannot describe.
  constraint posts_cover_has_alt check (cover_image_url is null or btrim(coalesce(cover_alt, '')) <> '')
);

-- The list's order (newest first) and the scheduler's search for posts that just came due.
create index posts_published_at_idx on public.posts (published_at desc, id);
create index posts_updated_at_idx on public.posts (updated_at);
create index posts_cover_image_object_idx on public.posts (private.storage_object_path(cover_image_url));

-- Who may do what, as 20250601000400 for the other content tables, except that visitors (and
-- signed-in non-admins) see only what is published: no draft, and no post before its time.
revoke all on table public.posts from anon, authenticated;
grant all on table public.posts to service_role;
grant select on table public.posts to anon;
grant select, insert, update, delete on table public.posts to authenticated;
alter table public.posts enable row level security;

create policy "Visitors read published posts" on public.posts for select to anon
  using (not draft and published_at <= now());
create policy "Admins read posts, others published ones" on public.posts for select to authenticated
  using ((select private.is_admin()) or (not draft and published_at <= now()));
create policy "Admins insert posts" on public.posts for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update posts" on public.posts for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins delete posts" on public.posts for delete to authenticated
  using ((select private.is_admin()));

-- Change tracking (20250601001100) and publishing (20250601000600, 20250601000800), as the other
-- content tables have them.
create trigger posts_set_content_updated_at before insert or update on public.posts
  for each row execute function private.set_content_updated_at();
create trigger posts_record_deletions after delete on public.posts
  referencing old table as old_rows
  for each statement execute function private.record_content_deletions();
create trigger posts_insert_marks_site_changed after insert on public.posts
  referencing new table as new_rows
  for each statement execute function private.mark_site_content_changed();
create trigger posts_update_marks_site_changed after update on public.posts
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.mark_site_content_changed();
create trigger posts_delete_marks_site_changed after delete on public.posts
  referencing old table as old_rows
  for each statement execute function private.mark_site_content_changed();
create trigger posts_truncate_marks_site_changed after truncate on public.posts
  for each statement execute function private.mark_site_content_changed();

-- A cover picture is kept while a post shows it: as in 20250601001800, plus the posts.
create or replace function private.storage_object_is_referenced(bucket text, object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  object_path text := bucket || '/' || object_name;
begin
  if bucket = 'payment-screenshots' then
    return exists (
        select 1 from public.student_registrations r
        where r.payment_screenshot_url = object_name and r.payment_screenshot_erased_at is null
      )
      or exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'payment_screenshot_url' = object_name
          and d.row_data ->> 'payment_screenshot_erased_at' is null
      );
  end if;
  return exists (select 1 from public.site_logo t where private.storage_object_path(t.logo_url) = object_path)
    or exists (select 1 from public.banners t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.teachers t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.videos t where private.storage_object_path(t.thumbnail_url) = object_path)
    or exists (select 1 from public.gallery t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.about_gallery t where private.storage_object_path(t.image_url) = object_path)
    or exists (select 1 from public.campus_life t where private.storage_object_path(t.image_url) = object_path)
    or exists (
      select 1 from public.campus_life_gallery t where private.storage_object_path(t.image_url) = object_path
    )
    or exists (select 1 from public.alumni_profiles t where private.storage_object_path(t.image_url) = object_path)
    or exists (
      select 1 from public.alumni_profile_revisions t
      where private.storage_object_path(t.previous_profile ->> 'image_url') = object_path
    )
    or exists (select 1 from public.downloads t where private.storage_object_path(t.file_url) = object_path)
    or exists (select 1 from public.downloads t where private.storage_object_path(t.image_url) = object_path)
    or exists (
      select 1 from public.donation_info t where private.storage_object_path(t.qr_code_url) = object_path
    )
    or exists (select 1 from public.posts t where private.storage_object_path(t.cover_image_url) = object_path);
end;
$$;
revoke all on function private.storage_object_is_referenced(text, text) from public;

-- Scheduled posts ------------------------------------------------------------------------------

-- How far the scheduler has looked: posts whose time falls after this have not been published
-- by it yet. One row.
create table private.post_schedule_state (
  id boolean primary key default true check (id),
  checked_until timestamptz not null default now()
);
insert into private.post_schedule_state (id) values (true);
revoke all on table private.post_schedule_state from public, anon, authenticated, service_role;
alter table private.post_schedule_state enable row level security;

-- Marks the site changed when a published post's time has passed since the last look and no
-- save came after its time (a save after it already rebuilt the site with the post). The site's
-- loader reads such a post by its published_at (apps/site/src/content.config.ts), since its
-- updated_at is older than the last build. Returns whether it marked a change.
create or replace function private.publish_due_posts()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  due boolean;
begin
  select s.checked_until into since from private.post_schedule_state s where s.id for update;
  select exists (
    select 1 from public.posts p
    where not p.draft and p.published_at > since and p.published_at <= now() and p.updated_at < p.published_at
  ) into due;
  update private.post_schedule_state s set checked_until = now() where s.id;
  if due then
    perform private.note_site_change('public.posts (scheduled)');
  end if;
  return due;
end;
$$;
revoke all on function private.publish_due_posts() from public;
grant execute on function private.publish_due_posts() to service_role;

-- Every minute on a hosted project, where the publishing migration enabled pg_cron; the deploy
-- hook's own job then sends the change like any other.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('publish-due-posts', '* * * * *', 'select private.publish_due_posts()');
  end if;
end
$$;
