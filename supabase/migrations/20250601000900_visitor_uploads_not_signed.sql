-- A signed upload URL would let a visitor past the hourly upload limit of
-- 20250601000700_upload_limits_and_file_references.sql: creating the URL only tests the insert
-- (and rolls it back), and the upload with the URL's token is written by the storage service
-- itself, not as the visitor, so neither counts. Visitors upload directly (the site does), so
-- they may not create signed upload URLs for their two buckets; admins and scripts still may.
-- The storage service names the request's path in `request.path`, as PostgREST does.

create or replace function private.enforce_upload_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_address text := private.request_client_address();
  max_uploads integer;
begin
  if new.bucket_id not in ('payment-screenshots', 'alumni-images') or not (select private.is_visitor_request()) then
    return new;
  end if;
  if coalesce(current_setting('request.path', true), '') like '%/object/upload/sign/%' then
    raise sqlstate 'PT403' using message = 'Visitors upload files directly, without a signed upload URL.';
  end if;
  if sender_address is null then
    return new;
  end if;

  -- Concurrent uploads from one address must not both slip under the limit.
  perform pg_advisory_xact_lock(hashtext('private.anonymous_uploads'));
  delete from private.anonymous_uploads where uploaded_at < now() - interval '1 hour';
  select case new.bucket_id
      when 'payment-screenshots' then l.max_payment_screenshots_per_client_address_per_hour
      else l.max_alumni_photos_per_client_address_per_hour
    end
  into max_uploads
  from public.application_limits l where l.id = 1;

  if (
    select count(*) from private.anonymous_uploads u
    where u.client_address = sender_address and u.bucket_id = new.bucket_id
  ) >= coalesce(max_uploads, 5) then
    raise sqlstate 'PT429' using message = 'Too many uploads. Please try again later.';
  end if;

  insert into private.anonymous_uploads (bucket_id, object_name, client_address)
  values (new.bucket_id, new.name, sender_address);
  return new;
end;
$$;
revoke all on function private.enforce_upload_limits() from public;
