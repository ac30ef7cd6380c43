-- Publishing: a committed change to content the site shows marks the site changed; locally the
-- server hears the notification and rebuilds, and on hosted private.dispatch_site_deploy (every 15
-- seconds) posts one signed request to the deploy hook once edits have paused. Visitors' own edits
-- are released in batches.

-- Publishing: the site is static, so every committed change to what it shows must lead to a
-- rebuild. Statement-level triggers on the tables and buckets the site reads record the change
-- in one state row and notify listeners; then
--   locally, `npm start`'s publisher (scripts/lib/publisher.ts) listens on the channel
--     `site_content_changed`, debounces, rebuilds and reports back through report_site_build();
--   in production, a pg_cron job calls private.dispatch_site_deploy(), which waits for a quiet
--     period and then posts one signed request to the deploy hook through pg_net. The hook's
--     URL and shared secret live in Vault, never in this file (docs/DEPLOY.md).
-- Where pg_net or Vault are missing (the local backend) the production half stays inert, so
-- this applies everywhere.
create table private.site_publish_state (
  id boolean primary key default true,
  changed_at timestamp with time zone,
  requested_at timestamp with time zone,
  revision bigint not null default 0,
  build_revision bigint not null default 0,
  dispatch_pending_since timestamp with time zone,
  dispatched_at timestamp with time zone,
  status text not null default 'idle',
  build_started_at timestamp with time zone,
  last_published_at timestamp with time zone,
  last_error text,
  visitor_pending_since timestamp with time zone,
  visitor_changed_at timestamp with time zone,
  visitor_released_at timestamp with time zone[] not null default '{}'::timestamp with time zone[],
  visitor_quiet_seconds integer not null default 300,
  visitor_max_wait_seconds integer not null default 1800,
  visitor_max_releases_per_hour integer not null default 4,
  constraint site_publish_state_id_check check (id),
  constraint site_publish_state_status_check check (status = any (array['idle', 'building', 'failed'])),
  constraint site_publish_state_visitor_max_releases_per_hour_check check (visitor_max_releases_per_hour >= 0),
  constraint site_publish_state_visitor_max_wait_seconds_check check (visitor_max_wait_seconds >= 0),
  constraint site_publish_state_visitor_quiet_seconds_check check (visitor_quiet_seconds >= 0)
);
alter table private.site_publish_state enable row level security;
insert into private.site_publish_state (id) values (true);

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
    'pending', s.revision > s.build_revision,
    'visitor_changes_waiting', s.visitor_pending_since is not null
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
revoke all on function private.site_deploy_due(timestamp with time zone, timestamp with time zone, timestamp with time zone) from public;

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

-- Hosted Supabase loads pg-safeupdate for the Data API's role (authenticator): every UPDATE or
-- DELETE a request runs, inside functions and triggers too, must have a WHERE clause, or it fails
-- with 21000 "UPDATE requires a WHERE clause". The publishing state is one row, which these
-- functions match by its key (`id`, the boolean that is always true); without it every content
-- save (through note_site_change), an alumni self-service edit, 'Publish now' and the deploy
-- workflow's report would fail on hosted.
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
  update private.site_publish_state set dispatch_pending_since = null, dispatched_at = now() where id;
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
  set changed_at = now(), revision = revision + 1, dispatch_pending_since = coalesce(dispatch_pending_since, now()),
      visitor_pending_since = null
  where id;
  -- Delivered on commit, once per transaction and source; a rolled-back edit sends nothing.
  perform pg_notify('site_content_changed', source);
end;
$$;
revoke all on function private.note_site_change(text) from public;

create or replace function private.note_visitor_site_change()
returns void
language sql
security definer
set search_path = ''
as $$
  update private.site_publish_state
  set visitor_changed_at = now(), visitor_pending_since = coalesce(visitor_pending_since, now())
  where id
$$;
revoke all on function private.note_visitor_site_change() from public;

-- As before, but an update counts only when a row changed (updated_at aside, which a trigger
-- moves on every update), and a visitor's change waits to be batched.
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
  -- transition tables.
  if tg_op = 'TRUNCATE' then
    changed := true;
  elsif tg_op = 'DELETE' then
    select exists (select 1 from old_rows) into changed;
  elsif tg_op = 'UPDATE' then
    select exists (
      select to_jsonb(n) - 'updated_at' from new_rows n
      except
      select to_jsonb(o) - 'updated_at' from old_rows o
    ) into changed;
  else
    select exists (select 1 from new_rows) into changed;
  end if;
  if not changed then
    return null;
  end if;
  if (select private.is_visitor_request()) then
    perform private.note_visitor_site_change();
  else
    perform private.note_site_change(tg_table_schema || '.' || tg_table_name);
  end if;
  return null;
end;
$$;
revoke all on function private.mark_site_content_changed() from public;

-- A file reaches a page only through a row that references it, and a referenced file cannot be
-- deleted (14_storage.sql): so an upload nobody uses yet (every visitor's photo) and a delete
-- publish nothing; a file that replaces or moves a referenced one does.
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
    select exists (
      select 1 from new_rows o join storage.buckets b on b.id = o.bucket_id
      where b.public and private.storage_object_is_referenced(o.bucket_id, o.name)
    )
    into touched;
  else
    select exists (
      select 1 from (select bucket_id, name from old_rows union all select bucket_id, name from new_rows) o
      join storage.buckets b on b.id = o.bucket_id
      where b.public and private.storage_object_is_referenced(o.bucket_id, o.name)
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

-- The admin's view of publishing.
create or replace function public.get_site_publish_state()
returns jsonb
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  if not (select private.is_staff_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only staff may see the publishing state.', hint = 'staff_only_publish_state';
  end if;
  return private.site_publish_state_json();
end;
$$;
revoke all on function public.get_site_publish_state() from public, anon;

-- 'Publish now': a rebuild without waiting for a change. Locally the publisher hears the
-- notification; in production the deploy hook is called at once.
create or replace function public.request_site_publish()
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors may publish the site.', hint = 'editors_only_publish';
  end if;
  update private.site_publish_state set requested_at = now(), revision = revision + 1 where id;
  perform pg_notify('site_publish_requested', '');
  perform private.dispatch_site_deploy(true);
  return private.site_publish_state_json();
end;
$$;
revoke all on function public.request_site_publish() from public, anon;

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
    update private.site_publish_state s set status = 'building', build_started_at = now(), build_revision = revision
    where s.id;
  elsif status = 'published' then
    update private.site_publish_state s set status = 'idle', last_published_at = now(), last_error = null where s.id;
  elsif status = 'failed' then
    update private.site_publish_state s
    set status = 'failed', last_error = left(coalesce(nullif(btrim(error), ''), 'The build failed.'), 4000)
    where s.id;
  else
    raise exception using errcode = '22023', message = format('Unknown build status %L.', status), hint = 'build_status_unknown';
  end if;
  return private.site_publish_state_json();
end;
$$;
revoke all on function public.report_site_build(text, text) from public, anon, authenticated;

-- Turns waiting visitor changes into one ordinary change (a local rebuild, a production deploy)
-- once they have been quiet for the window or waited their longest, unless the hour's releases
-- are used up. Returns whether it released.
create or replace function private.release_visitor_site_changes()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  state private.site_publish_state;
  recent timestamptz[];
begin
  select * into state from private.site_publish_state for update;
  if state.visitor_pending_since is null
    or not (
      state.visitor_changed_at <= now() - make_interval(secs => state.visitor_quiet_seconds)
      or state.visitor_pending_since <= now() - make_interval(secs => state.visitor_max_wait_seconds)
    ) then
    return false;
  end if;
  recent := array(select t from unnest(state.visitor_released_at) t where t > now() - interval '1 hour');
  if cardinality(recent) >= state.visitor_max_releases_per_hour then
    return false;
  end if;
  perform private.note_site_change('visitors');
  update private.site_publish_state set visitor_released_at = recent || now() where id;
  return true;
end;
$$;
revoke all on function private.release_visitor_site_changes() from public;
grant execute on function private.release_visitor_site_changes() to service_role;

revoke all on table private.site_publish_state from public, anon, authenticated, service_role;

do $$
declare
  t text;
begin
  -- Every content table (06_content.sql) is something the site shows.
  for t in select c.table_name from private.content_tables c order by c.table_name loop
    execute format('create trigger %I after delete on public.%I referencing old table as old_rows for each statement execute function private.mark_site_content_changed()', t || '_delete_marks_site_changed', t);
    execute format('create trigger %I after insert on public.%I referencing new table as new_rows for each statement execute function private.mark_site_content_changed()', t || '_insert_marks_site_changed', t);
    execute format('create trigger %I after truncate on public.%I for each statement execute function private.mark_site_content_changed()', t || '_truncate_marks_site_changed', t);
    execute format('create trigger %I after update on public.%I referencing old table as old_rows new table as new_rows for each statement execute function private.mark_site_content_changed()', t || '_update_marks_site_changed', t);
  end loop;
end
$$;

-- Every 30 seconds, wherever cron.schedule exists (pg_cron on a hosted project, the local
-- backend's stand-in); the deploy hook's own job then sends the release like any change.
select private.schedule_job('release-visitor-site-changes', '30 seconds', 'select private.release_visitor_site_changes()');

-- Every 15 seconds on a hosted project (00_extensions_and_schemas.sql enables pg_cron there): a
-- due dispatch waits for a quiet period, then posts one signed request to the deploy hook.
select private.schedule_job('site-deploy-hook', '15 seconds', 'select private.dispatch_site_deploy()');
