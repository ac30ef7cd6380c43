-- An application over its hourly limit is refused with HTTP 429 (SQLSTATE PT429, PostgREST's
-- convention for a status of one's own), like the upload and alumni edit limits, so clients and
-- monitoring tell "slow down" from a bad request. A filled honeypot still reads like any failed
-- submission (P0001, 400).
create or replace function private.enforce_application_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.application_limits;
  sender_email text := lower(btrim(new.email));
  sender_address text := private.request_client_address();
begin
  if coalesce(new.honeypot, '') <> '' then
    raise exception using errcode = 'P0001', message = 'An error occurred while submitting your registration';
  end if;
  new.honeypot := null;

  -- Limits apply to the Data API's public roles; admins restoring from the trash, the service
  -- role and the seed are not visitors.
  if (select private.is_admin()) or coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  -- Concurrent submissions must not both slip under the limit.
  perform pg_advisory_xact_lock(hashtext('private.application_submissions'));
  delete from private.application_submissions where submitted_at < now() - interval '1 hour';
  select * into limits from public.application_limits where id = 1;

  -- Without the settings row (deleted by the service role) the defaults still apply.
  if (select count(*) from private.application_submissions s where s.email = sender_email)
      >= coalesce(limits.max_per_email_per_hour, 5)
    or (
      sender_address is not null
      and (select count(*) from private.application_submissions s where s.client_address = sender_address)
        >= coalesce(limits.max_per_client_address_per_hour, 30)
    ) then
    raise sqlstate 'PT429' using message = 'Too many applications. Please try again later.';
  end if;

  insert into private.application_submissions (email, client_address) values (sender_email, sender_address);
  return new;
end;
$$;
revoke all on function private.enforce_application_limits() from public;
