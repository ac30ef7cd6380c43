-- The application fee paid by UPI with her reference. Administrators set the school's UPI ID
-- (VPA), the payee name and the fee of each program; the payment step reads them to make the
-- UPI link (upi://pay?pa=…&pn=…&am=…&cu=INR&tn=<reference>). So that the payment's note carries
-- the reference her application will have, the payment step reserves one first; the submit
-- claims it with the secret the reservation answered, and an unused one expires. A reservation
-- holds no personal data: the reference, the hash of its secret and its dates.

-- 1. The school's UPI details and fees ---------------------------------------------------------
-- One row, read by everyone (it is what a payment link shows anyway) and changed by
-- administrators. Nothing set means no UPI link: the payment step then offers only the
-- donation QR image and bank details.
create table public.payment_settings (
  id smallint primary key default 1,
  upi_vpa text,
  payee_name text,
  fee_residential numeric(9, 2),
  fee_hybrid numeric(9, 2),
  fee_online numeric(9, 2),
  updated_at timestamp with time zone not null default now(),
  constraint payment_settings_id_check check (id = 1),
  -- NPCI's virtual payment address: a handle, @, and the payment service provider's name.
  constraint payment_settings_upi_vpa_check check ((length(upi_vpa) <= 100) and (upi_vpa ~ '^[A-Za-z0-9._-]{2,}@[A-Za-z][A-Za-z0-9]{1,63}$')),
  constraint payment_settings_payee_name_check check ((btrim(payee_name) <> '') and (length(payee_name) <= 100) and private.is_single_line(payee_name)),
  -- A UPI link names its payee by both.
  constraint payment_settings_payee_complete check ((upi_vpa is null) = (payee_name is null)),
  -- Rupees and paise, within UPI's usual limit of one lakh per payment.
  constraint payment_settings_fee_residential_check check ((fee_residential > 0) and (fee_residential <= 100000)),
  constraint payment_settings_fee_hybrid_check check ((fee_hybrid > 0) and (fee_hybrid <= 100000)),
  constraint payment_settings_fee_online_check check ((fee_online > 0) and (fee_online <= 100000))
);
alter table public.payment_settings enable row level security;
insert into public.payment_settings (id) values (1);

-- 2. References reserved for the payment step -----------------------------------------------------
-- Seven days: she may pay, leave the form with its draft on her device and submit days later
-- with the reference her payment carries.
create table private.application_reference_reservations (
  reference text primary key,
  token_hash bytea not null unique,
  reserved_at timestamp with time zone not null default now(),
  expires_at timestamp with time zone not null,
  constraint application_reference_reservations_reference_format check (reference ~ '^APP-[0-9]{4}-[2-9A-HJ-NP-Z]{6}$')
);
create index application_reference_reservations_expires_at_idx on private.application_reference_reservations (expires_at);
alter table private.application_reference_reservations enable row level security;

-- Reservations of the last hour per client address, kept apart from the reservations so these
-- hold no address, and deleted after the hour as the other per-address counts are.
create table private.reference_reservation_requests (
  id bigint primary key generated always as identity,
  client_address text,
  requested_at timestamp with time zone not null default now()
);
create index reference_reservation_requests_client_address_idx on private.reference_reservation_requests (client_address, requested_at);
create index reference_reservation_requests_requested_at_idx on private.reference_reservation_requests (requested_at);
alter table private.reference_reservation_requests enable row level security;

-- A reference for the payment step, with the secret that claims it. Limited per client address
-- an hour, and in all by the live reservations (application_limits), so that nobody can fill
-- the table or use up the references; once refused, the payment step offers the QR image and
-- bank details, and the application gets its reference when submitted, as before. The secret
-- is kept only as its SHA-256, like the status links' tokens: a reference seen on a payment
-- (by the bank, the payee, anyone shown the screenshot) cannot be claimed by someone else's
-- application, which would take her payment's match.
create or replace function public.reserve_application_reference()
returns table (reference text, token text, expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits public.application_limits;
  sender_address text := private.request_client_address();
  made_reference text;
  made_token text;
  made_expiry timestamptz := now() + interval '7 days';
begin
  -- Concurrent requests must not both slip under a limit.
  perform pg_advisory_xact_lock(hashtext('private.reference_reservation_requests'));
  delete from private.reference_reservation_requests r where r.requested_at < now() - interval '1 hour';
  select * into limits from public.application_limits l where l.id = 1;
  if (
      sender_address is not null
      and (select count(*) from private.reference_reservation_requests r where r.client_address = sender_address)
        >= coalesce(limits.max_reference_reservations_per_client_address_per_hour, 20)
    )
    or (select count(*) from private.application_reference_reservations v where v.expires_at > now())
      >= coalesce(limits.max_live_reference_reservations, 10000) then
    raise sqlstate 'PT429' using message = 'Too many payment references. Please try again later.', hint = 'too_many_payment_references';
  end if;
  insert into private.reference_reservation_requests (client_address) values (sender_address);

  made_reference := private.new_application_reference(now());
  made_token := rtrim(
    translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'),
    '='
  );
  insert into private.application_reference_reservations (reference, token_hash, expires_at)
  values (made_reference, sha256(convert_to(made_token, 'UTF8')), made_expiry);
  return query select made_reference, made_token, made_expiry;
end;
$$;
revoke all on function public.reserve_application_reference() from public;

-- The reserved reference whose secret submit_application passed (a transaction-local setting,
-- read once), or null when none was passed or its reservation has expired: the new application
-- then gets a fresh reference, and the office matches her payment by its transaction number.
create or replace function private.claim_reserved_reference()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  secret text := nullif(current_setting('seminary.reference_reservation', true), '');
  claimed text;
begin
  if secret is null then
    return null;
  end if;
  perform set_config('seminary.reference_reservation', '', true);
  delete from private.application_reference_reservations v
  where v.token_hash = sha256(convert_to(secret, 'UTF8')) and v.expires_at > now()
  returning v.reference into claimed;
  return claimed;
end;
$$;
revoke all on function private.claim_reserved_reference() from public;

-- Removes the expired reservations and the per-address counts older than an hour; the job
-- below runs it, and returns how many reservations went.
create or replace function private.expire_reference_reservations()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  expired integer;
begin
  delete from private.application_reference_reservations v where v.expires_at <= now();
  get diagnostics expired = row_count;
  delete from private.reference_reservation_requests r where r.requested_at < now() - interval '1 hour';
  return expired;
end;
$$;
revoke all on function private.expire_reference_reservations() from public;

revoke all on table public.payment_settings from anon, authenticated;
grant select on table public.payment_settings to anon, authenticated;
grant update on table public.payment_settings to authenticated;
revoke all on table private.application_reference_reservations, private.reference_reservation_requests from public, anon, authenticated, service_role;

create policy "Everyone reads payment settings" on public.payment_settings for select to anon, authenticated
  using (true);

create policy "Administrators update payment settings" on public.payment_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create trigger payment_settings_set_updated_at before update on public.payment_settings for each row execute function private.set_updated_at();
create trigger payment_settings_audit after insert or delete or update on public.payment_settings for each row execute function private.audit_row_change();

-- Hourly, wherever cron.schedule exists (pg_cron on a hosted project, the local backend's stand-in).
select private.schedule_job('expire-reference-reservations', '41 * * * *', 'select private.expire_reference_reservations()');
