-- Made by `npm run db:diff -- upi_payment_reference` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

drop function if exists "public"."submit_application"(application jsonb, idempotency_key uuid);

create table "private"."application_reference_reservations" (
    "reference" text not null,
    "token_hash" bytea not null,
    "reserved_at" timestamp with time zone not null default now(),
    "expires_at" timestamp with time zone not null
      );

alter table "private"."application_reference_reservations" enable row level security;

create table "private"."reference_reservation_requests" (
    "id" bigint generated always as identity not null,
    "client_address" text,
    "requested_at" timestamp with time zone not null default now()
      );

alter table "private"."reference_reservation_requests" enable row level security;

create table "public"."payment_settings" (
    "id" smallint not null default 1,
    "upi_vpa" text,
    "payee_name" text,
    "fee_residential" numeric(9,2),
    "fee_hybrid" numeric(9,2),
    "fee_online" numeric(9,2),
    "updated_at" timestamp with time zone not null default now()
      );

alter table "public"."payment_settings" enable row level security;

-- Written by hand (a diff does not see rows): the settings' one row, nothing set until an
-- administrator enters the school's UPI ID, payee name and fees; before the audit trigger, as
-- the schema file makes it.
insert into public.payment_settings (id) values (1);

alter table "public"."application_limits" add column "max_live_reference_reservations" integer not null default 10000;

alter table "public"."application_limits" add column "max_reference_reservations_per_client_address_per_hour" integer not null default 20;

alter table "public"."student_registrations" add column "payment_utr" text;

CREATE INDEX application_reference_reservations_expires_at_idx ON private.application_reference_reservations USING btree (expires_at);

CREATE UNIQUE INDEX application_reference_reservations_pkey ON private.application_reference_reservations USING btree (reference);

CREATE UNIQUE INDEX application_reference_reservations_token_hash_key ON private.application_reference_reservations USING btree (token_hash);

CREATE INDEX reference_reservation_requests_client_address_idx ON private.reference_reservation_requests USING btree (client_address, requested_at);

CREATE UNIQUE INDEX reference_reservation_requests_pkey ON private.reference_reservation_requests USING btree (id);

CREATE INDEX reference_reservation_requests_requested_at_idx ON private.reference_reservation_requests USING btree (requested_at);

CREATE UNIQUE INDEX payment_settings_pkey ON public.payment_settings USING btree (id);

alter table "private"."application_reference_reservations" add constraint "application_reference_reservations_pkey" PRIMARY KEY using index "application_reference_reservations_pkey";

alter table "private"."reference_reservation_requests" add constraint "reference_reservation_requests_pkey" PRIMARY KEY using index "reference_reservation_requests_pkey";

alter table "public"."payment_settings" add constraint "payment_settings_pkey" PRIMARY KEY using index "payment_settings_pkey";

alter table "private"."application_reference_reservations" add constraint "application_reference_reservations_reference_format" CHECK ((reference ~ '^APP-[0-9]{4}-[2-9A-HJ-NP-Z]{6}$'::text)) not valid;

alter table "private"."application_reference_reservations" validate constraint "application_reference_reservations_reference_format";

alter table "private"."application_reference_reservations" add constraint "application_reference_reservations_token_hash_key" UNIQUE using index "application_reference_reservations_token_hash_key";

alter table "public"."application_limits" add constraint "application_limits_max_live_reference_reservations_check" CHECK ((max_live_reference_reservations >= 0)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_max_live_reference_reservations_check";

alter table "public"."application_limits" add constraint "application_limits_max_reference_reservations_per_client_check" CHECK ((max_reference_reservations_per_client_address_per_hour >= 0)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_max_reference_reservations_per_client_check";

alter table "public"."payment_settings" add constraint "payment_settings_fee_hybrid_check" CHECK (((fee_hybrid > (0)::numeric) AND (fee_hybrid <= (100000)::numeric))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_fee_hybrid_check";

alter table "public"."payment_settings" add constraint "payment_settings_fee_online_check" CHECK (((fee_online > (0)::numeric) AND (fee_online <= (100000)::numeric))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_fee_online_check";

alter table "public"."payment_settings" add constraint "payment_settings_fee_residential_check" CHECK (((fee_residential > (0)::numeric) AND (fee_residential <= (100000)::numeric))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_fee_residential_check";

alter table "public"."payment_settings" add constraint "payment_settings_id_check" CHECK ((id = 1)) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_id_check";

alter table "public"."payment_settings" add constraint "payment_settings_payee_complete" CHECK (((upi_vpa IS NULL) = (payee_name IS NULL))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_payee_complete";

alter table "public"."payment_settings" add constraint "payment_settings_payee_name_check" CHECK (((btrim(payee_name) <> ''::text) AND (length(payee_name) <= 100) AND private.is_single_line(payee_name))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_payee_name_check";

alter table "public"."payment_settings" add constraint "payment_settings_upi_vpa_check" CHECK (((length(upi_vpa) <= 100) AND (upi_vpa ~ '^[A-Za-z0-9._-]{2,}@[A-Za-z][A-Za-z0-9]{1,63}$'::text))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_upi_vpa_check";

alter table "public"."student_registrations" add constraint "student_registrations_payment_utr_check" CHECK ((payment_utr ~ '^[0-9]{12}$'::text)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_payment_utr_check";

CREATE OR REPLACE FUNCTION private.claim_reserved_reference()
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.expire_reference_reservations()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  expired integer;
begin
  delete from private.application_reference_reservations v where v.expires_at <= now();
  get diagnostics expired = row_count;
  delete from private.reference_reservation_requests r where r.requested_at < now() - interval '1 hour';
  return expired;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.reserve_application_reference()
 RETURNS TABLE(reference text, token text, expires_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    raise sqlstate 'PT429' using message = 'Too many payment references. Please try again later.';
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
$function$
;

CREATE OR REPLACE FUNCTION public.submit_application(application jsonb, idempotency_key uuid, reference_reservation text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  fields public.student_registrations;
  made_reference text;
begin
  if idempotency_key is not null then
    select r.reference into made_reference
    from public.student_registrations r where r.idempotency_key = submit_application.idempotency_key;
    if made_reference is not null then
      return made_reference;
    end if;
  end if;
  if jsonb_typeof(application) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'The application must be a JSON object.';
  end if;
  fields := jsonb_populate_record(null::public.student_registrations, application);
  if fields.payment_utr is not null and fields.payment_utr !~ '^[0-9]{12}$' then
    raise exception using errcode = '22023', message = 'The UPI transaction number must be 12 digits.';
  end if;
  if reference_reservation is not null and reference_reservation !~ '^[A-Za-z0-9_-]{43}$' then
    raise exception using errcode = '22023', message = 'The payment reference is not valid. Please reload the page.';
  end if;
  -- set_application_reference claims it, once, during the insert.
  perform set_config('seminary.reference_reservation', coalesce(reference_reservation, ''), true);

  begin
    insert into public.student_registrations (
      name, email, phone, address, city, state, date_of_birth, gender, education_level, previous_institution,
      program_interest, course_id, start_date, comments, payment_screenshot_url, honeypot, idempotency_key, language,
      consent_notice_version, consent_language, guardian_name, guardian_contact,
      guardian_consent_notice_version, guardian_consent_language, payment_utr
    ) values (
      fields.name, fields.email, fields.phone, fields.address, fields.city, fields.state, fields.date_of_birth,
      fields.gender, fields.education_level, fields.previous_institution, fields.program_interest,
      fields.course_id, fields.start_date, fields.comments, fields.payment_screenshot_url, fields.honeypot,
      submit_application.idempotency_key, coalesce(fields.language, 'en'),
      fields.consent_notice_version, fields.consent_language, fields.guardian_name, fields.guardian_contact,
      fields.guardian_consent_notice_version, fields.guardian_consent_language, fields.payment_utr
    )
    returning reference into made_reference;
  exception when unique_violation then
    -- The same key submitted at the same moment: the other submit made the application.
    select r.reference into made_reference
    from public.student_registrations r where r.idempotency_key = submit_application.idempotency_key;
    if made_reference is null then
      raise;
    end if;
  end;
  perform set_config('seminary.reference_reservation', '', true);
  return made_reference;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.new_application_reference(at timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  random_bytes bytea;
  candidate text;
begin
  loop
    random_bytes := uuid_send(gen_random_uuid());
    candidate := format(
      'APP-%s-%s',
      private.application_year(at),
      (select string_agg(substr(alphabet, get_byte(random_bytes, i) % 32 + 1, 1), '' order by i)
       from generate_series(0, 5) as i)
    );
    -- A reference in the trash may come back with its row, and a reserved one with its
    -- application (15_payments.sql).
    exit when not exists (select 1 from public.student_registrations r where r.reference = candidate)
      and not exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'reference' = candidate
      )
      and not exists (select 1 from private.application_reference_reservations v where v.reference = candidate);
  end loop;
  return candidate;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.set_application_reference()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (select private.restoring_registration()) and new.reference is not null then
    return new;
  end if;
  new.reference := coalesce(private.claim_reserved_reference(), private.new_application_reference(now()));
  new.status := 'received';
  new.status_changed_at := now();
  return new;
end;
$function$
;

grant select on table "public"."payment_settings" to "anon";

grant select on table "public"."payment_settings" to "authenticated";

grant update on table "public"."payment_settings" to "authenticated";

grant delete on table "public"."payment_settings" to "service_role";

grant insert on table "public"."payment_settings" to "service_role";

grant references on table "public"."payment_settings" to "service_role";

grant select on table "public"."payment_settings" to "service_role";

grant trigger on table "public"."payment_settings" to "service_role";

grant truncate on table "public"."payment_settings" to "service_role";

grant update on table "public"."payment_settings" to "service_role";

create policy "Administrators update payment settings"
  on "public"."payment_settings"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_admin() AS is_admin))
with check (( SELECT private.is_admin() AS is_admin));

create policy "Everyone reads payment settings"
  on "public"."payment_settings"
  as permissive
  for select
  to anon, authenticated
using (true);

CREATE TRIGGER payment_settings_audit AFTER INSERT OR DELETE OR UPDATE ON public.payment_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER payment_settings_set_updated_at BEFORE UPDATE ON public.payment_settings FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

revoke all on function public.submit_application(jsonb,uuid,text) from public;

grant execute on function public.submit_application(jsonb,uuid,text) to anon;

grant execute on function public.submit_application(jsonb,uuid,text) to authenticated;

grant execute on function public.submit_application(jsonb,uuid,text) to service_role;

revoke all on function public.reserve_application_reference() from public;

grant execute on function public.reserve_application_reference() to anon;

grant execute on function public.reserve_application_reference() to authenticated;

grant execute on function public.reserve_application_reference() to service_role;

revoke all on function private.claim_reserved_reference() from public;

revoke all on function private.expire_reference_reservations() from public;

revoke all on table private.application_reference_reservations from public;

revoke all on table private.reference_reservation_requests from public;

grant select on table public.payment_settings to anon;

grant select, update on table public.payment_settings to authenticated;

grant insert, select, update, delete, truncate, references, trigger on table public.payment_settings to service_role;

grant insert (payment_utr) on table public.student_registrations to anon;

grant insert (payment_utr) on table public.student_registrations to authenticated;

revoke delete on table "public"."payment_settings" from "anon";

revoke insert on table "public"."payment_settings" from "anon";

revoke references on table "public"."payment_settings" from "anon";

revoke trigger on table "public"."payment_settings" from "anon";

revoke truncate on table "public"."payment_settings" from "anon";

revoke update on table "public"."payment_settings" from "anon";

revoke delete on table "public"."payment_settings" from "authenticated";

revoke insert on table "public"."payment_settings" from "authenticated";

revoke references on table "public"."payment_settings" from "authenticated";

revoke trigger on table "public"."payment_settings" from "authenticated";

revoke truncate on table "public"."payment_settings" from "authenticated";

revoke all on table public.payment_settings from anon;

revoke all on table public.payment_settings from authenticated;

grant select on table public.payment_settings to anon;

grant select, update on table public.payment_settings to authenticated;

-- Written by hand (a diff does not see schedules): the hourly job that removes expired
-- reference reservations.

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('expire-reference-reservations', '41 * * * *', 'select private.expire_reference_reservations()');
  end if;
end
$$;
