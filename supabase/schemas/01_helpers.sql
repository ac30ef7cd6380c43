-- Small helpers the other files call: who is asking (the client's address), keeping updated_at,
-- the storage path a file URL names, the text checks of single-line fields and e-mail addresses,
-- and scheduling a job.

-- The first hop of X-Forwarded-For as PostgREST passes it in request.headers; null outside a
-- Data API request (migrations, seed, direct SQL).
create or replace function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(
    btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)),
    ''
  )
$$;
revoke all on function private.request_client_address() from public;

create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.set_updated_at() from public;

-- `<bucket>/<object name>` of a public storage URL (a query or fragment aside), or null for any
-- other text. Immutable, so
-- the file columns can be indexed by it and a reference found without scanning a table.
create or replace function private.storage_object_path(url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select substring(url from '^https?://[^/?#]+/storage/v1/object/public/([^?#]+)(?:[?#].*)?$')
$$;
revoke all on function private.storage_object_path(text) from public;
grant execute on function private.storage_object_path(text) to anon, authenticated, service_role;

-- A phone number as digits only, its last ten (the number without +91 or a leading 0).
create or replace function private.phone_digits(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10), '')
$$;
revoke all on function private.phone_digits(text) from public;

-- C0 and C1 controls (CR, LF and tab included) and the Unicode line and paragraph separators,
-- which some mail readers also break lines at. Null is single-line: the columns' own NOT NULL
-- says whether a value is required.
create or replace function private.is_single_line(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null or value !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
$$;
revoke all on function private.is_single_line(text) from public;
grant execute on function private.is_single_line(text) to anon, authenticated, service_role;

-- The e-mail address a visitor typed where the school will write to it (a data request, an alumni
-- registration): one line, at most 320 characters, with a name, an @ and a domain with a dot.
create or replace function private.require_email_address(email text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if length(email) > 320 or not private.is_single_line(email)
    or email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.', hint = 'email_invalid';
  end if;
end;
$$;
revoke all on function private.require_email_address(text) from public;

-- A path for a URL: every byte outside RFC 3986's unreserved characters and "/" percent-encoded.
create or replace function private.url_path_encode(value text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select coalesce(string_agg(
    case when ch ~ '^[A-Za-z0-9._~/-]$' then ch
    else (select string_agg('%' || upper(lpad(to_hex(get_byte(b, i)), 2, '0')), '')
          from (select convert_to(ch, 'UTF8') as b) bytes, generate_series(0, length(b) - 1) i)
    end, '' order by n), '')
  from regexp_split_to_table(value, '') with ordinality as chars(ch, n)
$$;
revoke all on function private.url_path_encode(text) from public;

-- Schedules (or, by its name, reschedules) a job wherever cron.schedule exists: pg_cron on a
-- hosted project (00_extensions_and_schemas.sql), the local backend's stand-in for it, which also
-- runs every job once at its start. Elsewhere (a developer's PostgreSQL without pg_cron) nothing is
-- scheduled. Each feature's file schedules its jobs beside the functions they run; PL/pgSQL
-- resolves cron.schedule only when that branch runs, so the function compiles everywhere.
create or replace function private.schedule_job(name text, schedule text, command text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule(schedule_job.name, schedule_job.schedule, schedule_job.command);
  end if;
end;
$$;
revoke all on function private.schedule_job(text, text, text) from public;
