-- Publishing: the site is static, so every committed change to what it shows must lead to a
-- rebuild. Statement-level triggers on the tables and buckets the site reads record the change
-- in one state row and notify listeners; then
--   locally, `npm start`'s publisher (scripts/lib/publisher.ts) listens on the channel
--     `site_content_changed`, debounces, rebuilds and reports back through report_site_build();
--   in production, a pg_cron job calls private.dispatch_site_deploy(), which waits for a quiet
--     period and then posts one signed request to the deploy hook through pg_net. The hook's
--     URL and shared secret live in Vault, never in this file (docs/DEPLOY.md).
-- Where pg_net, Vault or pg_cron are missing (the local PGlite backend) the production half
-- stays inert, so this migration applies everywhere.

create table private.site_publish_state (
  -- One row: the state of the one site.
  id boolean primary key default true check (id),
  -- The last committed change to published content.
  changed_at timestamptz,
  -- The last 'Publish now'.
  requested_at timestamptz,
  -- Counts changes and 'Publish now's; a build records the count it started from. A counter,
  -- not timestamps: two transactions can share a clock tick (PGlite's is a millisecond).
  revision bigint not null default 0,
  build_revision bigint not null default 0,
  -- The first change not yet handed to the production deploy hook; null when none waits.
  dispatch_pending_since timestamptz,
  -- The last call to the production deploy hook.
  dispatched_at timestamptz,
  status text not null default 'idle' check (status in ('idle', 'building', 'failed')),
  build_started_at timestamptz,
  last_published_at timestamptz,
  last_error text
);
insert into private.site_publish_state (id) values (true);

-- Only the functions below read or write it: no role of the API has a grant, and row-level
-- security without a policy denies whatever a future grant might let through.
revoke all on table private.site_publish_state from public, anon, authenticated, service_role;
alter table private.site_publish_state enable row level security;

-- The state as the admin shows it. `pending` means a change or a request came after the
-- last build started, so the published site may be behind the database.
create or replace function private.site_publish_state_json()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'status', s.status,
    'last_published_at', s.last_published_at,
    'build_started_at', s.build_started_at,
    'last_error', s.last_error,
    'changed_at', s.changed_at,
    'requested_at', s.requested_at,
    'pending', s.revision > s.build_revision
  )
  from private.site_publish_state s
$$;
revoke all on function private.site_publish_state_json() from public;

-- Trailing debounce for the production hook: send once edits have been quiet for a while, or
-- once the first unsent change has waited long enough (a steady trickle of edits must not
-- postpone publishing for ever). The static host's build takes minutes, so seconds here cost
-- nothing and spare it a build per save.
create or replace function private.site_deploy_due(pending_since timestamptz, changed_at timestamptz, at timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pending_since is not null
    and (changed_at <= at - interval '20 seconds' or pending_since <= at - interval '2 minutes')
$$;
revoke all on function private.site_deploy_due(timestamptz, timestamptz, timestamptz) from public;

-- The deploy hook request, signed so the receiver can tell it came from this database: the
-- body, and `X-Signature-256: sha256=<hex HMAC-SHA256 of the body's bytes>`. pg_net sends a
-- jsonb body as convert_to(body::text, 'UTF8'), so that is what is signed. Pure, so the tests
-- check it against a receiver without pg_net.
create or replace function private.site_deploy_request(body jsonb, secret text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'body', body,
    'headers', jsonb_build_object(
      'Content-Type', 'application/json',
      'X-Signature-256',
      'sha256=' || encode(extensions.hmac(convert_to(body::text, 'UTF8'), convert_to(secret, 'UTF8'), 'sha256'), 'hex')
    )
  )
$$;
revoke all on function private.site_deploy_request(jsonb, text) from public;

-- Calls the production deploy hook when a change is due (or at once when forced by 'Publish
-- now'). Returns whether a request was queued. pg_net sends it after the transaction commits.
create or replace function private.dispatch_site_deploy(force boolean default false)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  state private.site_publish_state;
  hook_url text;
  hook_secret text;
  request jsonb;
begin
  -- PL/pgSQL resolves names when a statement first runs, so the references to net and vault
  -- below compile everywhere and are only reached where both exist.
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null
    or to_regclass('vault.decrypted_secrets') is null then
    return false;
  end if;

  select * into state from private.site_publish_state for update;
  if not (force or private.site_deploy_due(state.dispatch_pending_since, state.changed_at, now())) then
    return false;
  end if;

  select decrypted_secret into hook_url from vault.decrypted_secrets where name = 'site_deploy_hook_url';
  select decrypted_secret into hook_secret from vault.decrypted_secrets where name = 'site_deploy_hook_secret';
  if hook_url is null or hook_secret is null then
    -- Not connected yet (docs/DEPLOY.md): keep the change pending for when it is.
    return false;
  end if;

  -- Shaped as a GitHub repository_dispatch body, so a relay can forward it unchanged.
  request := private.site_deploy_request(
    jsonb_build_object(
      'event_type', 'content-changed',
      'client_payload', jsonb_build_object(
        'reason', case when force then 'requested' else 'content' end,
        'changed_at', state.changed_at,
        'sent_at', now()
      )
    ),
    hook_secret
  );
  perform net.http_post(
    url := hook_url,
    body := request -> 'body',
    headers := request -> 'headers',
    timeout_milliseconds := 10000
  );
  update private.site_publish_state set dispatch_pending_since = null, dispatched_at = now();
  return true;
end;
$$;
revoke all on function private.dispatch_site_deploy(boolean) from public;

-- Records a change to published content and tells the local publisher. Triggers call it once
-- per statement, so a 500-row import is one mark.
create or replace function private.note_site_change(source text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.site_publish_state
  set changed_at = now(), revision = revision + 1, dispatch_pending_since = coalesce(dispatch_pending_since, now());
  -- Delivered on commit, once per transaction and source; a rolled-back edit sends nothing.
  perform pg_notify('site_content_changed', source);
end;
$$;
revoke all on function private.note_site_change(text) from public;

-- A statement-level trigger fires even when no row matched, which is what a signed-in
-- non-admin's update gets from row-level security: such statements must not cost a build. The
-- rows are visible only through transition tables, and a trigger with transition tables
-- handles one event, hence a trigger per event.
create or replace function private.mark_site_content_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed boolean;
begin
  -- One branch per event: an expression is planned whole, and each event has only its own
  -- transition table.
  if tg_op = 'TRUNCATE' then
    changed := true;
  elsif tg_op = 'DELETE' then
    select exists (select 1 from old_rows) into changed;
  else
    select exists (select 1 from new_rows) into changed;
  end if;
  if changed then
    perform private.note_site_change(tg_table_schema || '.' || tg_table_name);
  end if;
  return null;
end;
$$;
revoke all on function private.mark_site_content_changed() from public;

-- The content tables the site's loaders read (apps/site/src/content.config.ts). Applications,
-- their trash, the abuse limits and the alumni revisions never reach a page.
do $$
declare
  t text;
begin
  foreach t in array array[
    'site_logo', 'banners', 'statistics', 'teachers', 'videos', 'gallery', 'about_sections', 'about_gallery',
    'courses', 'campus_life', 'campus_life_gallery', 'alumni_profiles', 'downloads', 'donation_info'
  ] loop
    execute format(
      'create trigger %I after insert on public.%I referencing new table as new_rows '
      'for each statement execute function private.mark_site_content_changed()',
      t || '_insert_marks_site_changed', t
    );
    execute format(
      'create trigger %I after update on public.%I referencing new table as new_rows '
      'for each statement execute function private.mark_site_content_changed()',
      t || '_update_marks_site_changed', t
    );
    execute format(
      'create trigger %I after delete on public.%I referencing old table as old_rows '
      'for each statement execute function private.mark_site_content_changed()',
      t || '_delete_marks_site_changed', t
    );
    execute format(
      'create trigger %I after truncate on public.%I '
      'for each statement execute function private.mark_site_content_changed()',
      t || '_truncate_marks_site_changed', t
    );
  end loop;
end
$$;

-- Files in the public buckets appear on pages by URL; the private payment screenshots never do.
create or replace function private.mark_site_files_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched boolean;
begin
  if tg_op = 'INSERT' then
    select exists (select 1 from new_rows o join storage.buckets b on b.id = o.bucket_id where b.public)
    into touched;
  elsif tg_op = 'DELETE' then
    select exists (select 1 from old_rows o join storage.buckets b on b.id = o.bucket_id where b.public)
    into touched;
  else
    -- A move may cross buckets, so either side counts.
    select exists (
      select 1 from (select bucket_id from old_rows union all select bucket_id from new_rows) o
      join storage.buckets b on b.id = o.bucket_id
      where b.public
    )
    into touched;
  end if;
  if touched then
    perform private.note_site_change('storage.objects');
  end if;
  return null;
end;
$$;
revoke all on function private.mark_site_files_changed() from public;

do $$
begin
  create trigger objects_insert_marks_site_changed after insert on storage.objects
    referencing new table as new_rows
    for each statement execute function private.mark_site_files_changed();
  create trigger objects_update_marks_site_changed after update on storage.objects
    referencing old table as old_rows new table as new_rows
    for each statement execute function private.mark_site_files_changed();
  create trigger objects_delete_marks_site_changed after delete on storage.objects
    referencing old table as old_rows
    for each statement execute function private.mark_site_files_changed();
exception
  -- Where the platform keeps storage.objects from the migrating role, pages still follow every
  -- upload: each file is stored under a new name and saved on a content row, whose trigger fires.
  when insufficient_privilege then
    raise notice 'storage.objects triggers not created: %', sqlerrm;
end
$$;

-- The admin's view of publishing.
create or replace function public.get_site_publish_state()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only admins may see the publishing state.';
  end if;
  return private.site_publish_state_json();
end;
$$;
revoke all on function public.get_site_publish_state() from public, anon;
grant execute on function public.get_site_publish_state() to authenticated, service_role;

-- 'Publish now': a rebuild without waiting for a change. Locally the publisher hears the
-- notification; in production the deploy hook is called at once.
create or replace function public.request_site_publish()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only admins may publish the site.';
  end if;
  update private.site_publish_state set requested_at = now(), revision = revision + 1;
  perform pg_notify('site_publish_requested', '');
  perform private.dispatch_site_deploy(true);
  return private.site_publish_state_json();
end;
$$;
revoke all on function public.request_site_publish() from public, anon;
grant execute on function public.request_site_publish() to authenticated, service_role;

-- How a build reports its progress: the local publisher as the database owner, the deploy
-- workflow with the service role key. 'building', then 'published' or 'failed' with the error.
create or replace function public.report_site_build(status text, error text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if status = 'building' then
    update private.site_publish_state s set status = 'building', build_started_at = now(), build_revision = revision;
  elsif status = 'published' then
    update private.site_publish_state s set status = 'idle', last_published_at = now(), last_error = null;
  elsif status = 'failed' then
    update private.site_publish_state s
    set status = 'failed', last_error = left(coalesce(nullif(btrim(error), ''), 'The build failed.'), 4000);
  else
    raise exception using errcode = '22023', message = format('Unknown build status %L.', status);
  end if;
  return private.site_publish_state_json();
end;
$$;
revoke all on function public.report_site_build(text, text) from public, anon, authenticated;
grant execute on function public.report_site_build(text, text) to service_role;

-- Production: enable pg_net and pg_cron where the platform offers them (hosted Supabase does)
-- and check for a due dispatch every 15 seconds. Both need the server to preload them, which a
-- developer's own PostgreSQL may not: there the production half stays off, as on PGlite.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_net with schema extensions;
    exception when others then
      raise notice 'pg_net not enabled: %', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron not enabled: %', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('site-deploy-hook', '15 seconds', 'select private.dispatch_site_deploy()');
  end if;
end
$$;
