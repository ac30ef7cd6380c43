-- Made by `npm run db:diff -- application_checklist` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

drop function if exists "public"."application_status_by_token"(token text);

drop function if exists "public"."application_status_lookup"(reference text, contact text);

alter table "public"."student_registrations" add column "checklist_missing" text[] not null default '{}'::text[];

CREATE OR REPLACE FUNCTION private.application_checklist(application student_registrations)
 RETURNS TABLE(item text, done boolean, at timestamp with time zone)
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select c.item, c.at is not null, c.at
  from (values
    (1, 'form', application.created_at),
    (2, 'payment', application.payment_verified_at),
    (3, 'decision', case when application.status in ('accepted', 'not_accepted', 'withdrawn') then application.status_changed_at end)
  ) c (place, item, at)
  order by c.place
$function$
;

CREATE OR REPLACE FUNCTION private.application_checklist_json(application student_registrations)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object('item', c.item, 'done', c.done, 'at', c.at) order by c.place), '[]')
  from private.application_checklist(application) with ordinality c (item, done, at, place)
$function$
;

CREATE OR REPLACE FUNCTION private.application_checklist_missing(application student_registrations)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(c.item order by c.place), '{}')
  from private.application_checklist(application) with ordinality c (item, done, at, place)
  where not c.done
$function$
;

CREATE OR REPLACE FUNCTION private.track_application_checklist()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.checklist_missing := private.application_checklist_missing(new);
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.application_status_by_token(token text)
 RETURNS TABLE(reference text, status text, status_changed_at timestamp with time zone, receipt_number text, paid_on date, amount numeric, checklist jsonb)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- PL/pgSQL, whose body is read when called: verified_payments is made in a later file.
  return query
    select r.reference, r.status, r.status_changed_at, p.receipt_number, p.paid_on, p.amount,
      private.application_checklist_json(r)
    from public.student_registrations r
    left join public.verified_payments p on p.application_id = r.id
    where r.id = private.confirmation_token_record(application_status_by_token.token, 'application_status');
end;
$function$
;

CREATE OR REPLACE FUNCTION public.application_status_lookup(reference text, contact text)
 RETURNS TABLE(status text, status_changed_at timestamp with time zone, checklist jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sender_address text := private.request_client_address();
  wanted_reference text := upper(btrim(coalesce(reference, '')));
  wanted_contact text := lower(btrim(coalesce(contact, '')));
  wanted_phone text := private.phone_digits(contact);
  by_email boolean := position('@' in wanted_contact) > 0;
  wanted_reference_key text;
  wanted_contact_key text;
begin
  wanted_reference_key := encode(sha256(convert_to('reference:' || wanted_reference, 'UTF8')), 'hex');
  wanted_contact_key := encode(sha256(convert_to(
    case
      when by_email then 'email:' || wanted_contact
      when length(wanted_phone) >= 7 then 'phone:' || wanted_phone
      else 'other:' || wanted_contact
    end,
    'UTF8'
  )), 'hex');

  perform pg_advisory_xact_lock(hashtext('private.application_lookup_attempts'));
  delete from private.application_lookup_attempts where attempted_at < now() - interval '1 hour';
  if (sender_address is not null and (
        select count(*) from private.application_lookup_attempts a where a.client_address = sender_address
      ) >= 10)
    or (select count(*) from private.application_lookup_attempts a where a.reference_key = wanted_reference_key) >= 20
    or (select count(*) from private.application_lookup_attempts a where a.contact_key = wanted_contact_key) >= 20 then
    raise sqlstate 'PT429' using message = 'Too many attempts. Please try again in an hour.', hint = 'too_many_status_lookups';
  end if;

  return query
    select r.status, r.status_changed_at, private.application_checklist_json(r)
    from public.student_registrations r
    where r.reference = wanted_reference
      and (
        (by_email and lower(btrim(r.email)) = wanted_contact)
        or (not by_email and length(wanted_phone) >= 7 and private.phone_digits(r.phone) = wanted_phone)
      );
  if not found then
    insert into private.application_lookup_attempts (client_address, reference_key, contact_key)
    values (sender_address, wanted_reference_key, wanted_contact_key);
  end if;
end;
$function$
;

CREATE TRIGGER student_registrations_track_checklist BEFORE INSERT OR UPDATE ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.track_application_checklist();

revoke all on function private.application_checklist(public.student_registrations) from public;

revoke all on function private.application_checklist_json(public.student_registrations) from public;

revoke all on function private.application_checklist_missing(public.student_registrations) from public;

revoke all on function private.track_application_checklist() from public;

revoke all on function public.application_status_lookup(text,text) from public;

revoke all on function public.application_status_by_token(text) from public;

-- Written by hand: the applications made before the checklist get their missing items (the
-- row's trigger computes them again as it is updated).
update public.student_registrations r set checklist_missing = private.application_checklist_missing(r)
where r.checklist_missing is distinct from private.application_checklist_missing(r);
