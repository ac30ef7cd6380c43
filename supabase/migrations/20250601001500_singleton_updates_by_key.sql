-- Hosted Supabase loads pg-safeupdate for the Data API's role (authenticator): every UPDATE or
-- DELETE a request runs, inside functions and triggers too, must have a WHERE clause, or it fails
-- with 21000 "UPDATE requires a WHERE clause". The publishing state is one row, and these functions
-- updated it without one, so on hosted every content save (through note_site_change), an alumni
-- self-service edit, 'Publish now' and the deploy workflow's report failed. Each is made again
-- here, unchanged but for matching the row by its key (`id`, the boolean that is always true).
-- A new migration rather than an edit of the old ones: databases that applied those (local data
-- folders) get the fix too.

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
  update private.site_publish_state set requested_at = now(), revision = revision + 1 where id;
  perform pg_notify('site_publish_requested', '');
  perform private.dispatch_site_deploy(true);
  return private.site_publish_state_json();
end;
$$;

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
    raise exception using errcode = '22023', message = format('Unknown build status %L.', status);
  end if;
  return private.site_publish_state_json();
end;
$$;

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
