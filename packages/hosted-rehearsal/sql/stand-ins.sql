-- Vault and pg_net as hosted Supabase offers them, for databases that cannot have the real ones
-- (Debian packages neither; PGlite loads neither): the same schemas, function signatures and
-- grants, run by a superuser. Vault keeps the secret as given instead of encrypting it, and
-- net.http_post and net.http_delete queue the request in net.http_request_queue, where a test delivers it as
-- pg_net's background worker would (the body's bytes are jsonb::text, as pg_net sends them).

-- Vault ----------------------------------------------------------------------------------------
create schema vault;
create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
  from vault.secrets;
create function vault.create_secret(
  new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null
) returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id
$$;
create function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null, new_description text default null,
  new_key_id uuid default null
) returns void
language sql
security definer
set search_path = ''
as $$
  update vault.secrets
  set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
      description = coalesce(new_description, description), key_id = coalesce(new_key_id, key_id),
      updated_at = now()
  where id = secret_id
$$;
grant usage on schema vault to postgres, service_role;
grant select, delete on vault.secrets, vault.decrypted_secrets to postgres, service_role;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid)
  to postgres, service_role;
revoke execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid)
  from public;

-- pg_net ---------------------------------------------------------------------------------------
create schema net;
create table net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);
create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id
$$;
revoke execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
-- pg_net 0.14's signature, with the body it added last; a call naming url and headers suits
-- the older one too.
create function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000,
  body jsonb default null
) returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('DELETE', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id
$$;
revoke execute on function net.http_delete(text, jsonb, jsonb, integer, jsonb) from public;
grant usage on schema net to postgres, anon, authenticated, service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) to postgres, service_role;
grant execute on function net.http_delete(text, jsonb, jsonb, integer, jsonb) to postgres, service_role;
grant select on net.http_request_queue to postgres, service_role;
