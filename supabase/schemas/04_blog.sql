-- News posts: visitors and signed-in non-editors read published posts whose time has come; a post
-- dated in the future appears by itself when private.publish_due_posts (every minute) marks the
-- site changed once its time has passed.

-- News at /blog: posts with a title, a url-safe slug, a publish time, a draft
-- flag, a cover picture with its alt text, a summary and a rich-text body, each text with its
-- Telugu twin (as 06_content.sql did: nullable, the Telugu page falls back to the English text).
-- Visitors read a post once it is no draft and its time has come; admins write. A post dated in
-- the future appears by itself: private.publish_due_posts() marks the site changed when a post's
-- time passes, run every minute by pg_cron (the job at the end of this file), on hosted and in
-- the local backend's stand-in for it.
create table public.posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  title_te text,
  summary text not null,
  summary_te text,
  body text not null default '',
  body_te text,
  cover_image_url text,
  cover_alt text,
  cover_alt_te text,
  published_at timestamp with time zone not null default now(),
  draft boolean not null default true,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint posts_body_check check (length(body) <= 200000),
  constraint posts_body_te_check check (length(body_te) <= 200000),
  constraint posts_cover_alt_check check ((length(cover_alt) <= 300) and private.is_single_line(cover_alt)),
  constraint posts_cover_alt_te_check check ((length(cover_alt_te) <= 300) and private.is_single_line(cover_alt_te)),
  constraint posts_cover_has_alt check ((cover_image_url is null) or (btrim(coalesce(cover_alt, '')) <> '')),
  constraint posts_slug_check check ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$') and (length(slug) <= 100) and (slug <> 'page')),
  constraint posts_summary_check check ((btrim(summary) <> '') and (length(summary) <= 500) and private.is_single_line(summary)),
  constraint posts_summary_te_check check ((length(summary_te) <= 500) and private.is_single_line(summary_te)),
  constraint posts_title_check check ((btrim(title) <> '') and (length(title) <= 200) and private.is_single_line(title)),
  constraint posts_title_te_check check ((length(title_te) <= 200) and private.is_single_line(title_te))
);
create index posts_cover_image_object_idx on public.posts (private.storage_object_path(cover_image_url));
create index posts_published_at_idx on public.posts (published_at desc, id);
create index posts_updated_at_idx on public.posts (updated_at);
alter table public.posts enable row level security;

-- How far the scheduler has looked: posts whose time falls after this have not been published
-- by it yet. One row.
create table private.post_schedule_state (
  id boolean primary key default true,
  checked_until timestamp with time zone not null default now(),
  constraint post_schedule_state_id_check check (id)
);
alter table private.post_schedule_state enable row level security;
insert into private.post_schedule_state (id) values (true);

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

revoke all on table public.posts from anon, authenticated;
grant select on table public.posts to anon;
grant insert, select, update, delete on table public.posts to authenticated;
revoke all on table private.post_schedule_state from public, anon, authenticated, service_role;

create policy "Editors read posts, others published ones" on public.posts for select to authenticated
  using (((select private.is_editor()) or ((not draft) and (published_at <= now()))));

create policy "Visitors read published posts" on public.posts for select to anon
  using (((not draft) and (published_at <= now())));

-- Every minute, wherever cron.schedule exists: pg_cron on a hosted project, the local backend's
-- stand-in for it; the deploy hook's own job then sends the change like any other.
select private.schedule_job('publish-due-posts', '* * * * *', 'select private.publish_due_posts()');
