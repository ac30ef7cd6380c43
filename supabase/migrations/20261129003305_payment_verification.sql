-- Made by `npm run db:diff -- payment_verification` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

create table "private"."receipt_counters" (
    "financial_year" text not null,
    "last_number" integer not null
      );

alter table "private"."receipt_counters" enable row level security;

create table "public"."verified_payments" (
    "id" uuid not null default gen_random_uuid(),
    "application_id" uuid,
    "receipt_number" text not null,
    "financial_year" text not null,
    "receipt_sequence" integer not null,
    "paid_on" date not null,
    "amount" numeric(9,2) not null,
    "utr" text,
    "matched_by" text not null,
    "verified_by" uuid,
    "verified_at" timestamp with time zone not null default now()
      );

alter table "public"."verified_payments" enable row level security;

alter table "public"."student_registrations" add column "payment_verified_at" timestamp with time zone;

CREATE UNIQUE INDEX receipt_counters_pkey ON private.receipt_counters USING btree (financial_year);

CREATE INDEX student_registrations_payment_unverified_idx ON public.student_registrations USING btree (created_at DESC) WHERE (payment_verified_at IS NULL);

CREATE UNIQUE INDEX verified_payments_application_id_key ON public.verified_payments USING btree (application_id);

CREATE UNIQUE INDEX verified_payments_pkey ON public.verified_payments USING btree (id);

CREATE UNIQUE INDEX verified_payments_receipt_number_key ON public.verified_payments USING btree (receipt_number);

CREATE UNIQUE INDEX verified_payments_receipt_sequence_key ON public.verified_payments USING btree (financial_year, receipt_sequence);

CREATE UNIQUE INDEX verified_payments_utr_key ON public.verified_payments USING btree (utr);

alter table "private"."receipt_counters" add constraint "receipt_counters_pkey" PRIMARY KEY using index "receipt_counters_pkey";

alter table "public"."verified_payments" add constraint "verified_payments_pkey" PRIMARY KEY using index "verified_payments_pkey";

alter table "public"."verified_payments" add constraint "verified_payments_amount_check" CHECK (((amount > (0)::numeric) AND (amount <= (100000)::numeric))) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_amount_check";

alter table "public"."verified_payments" add constraint "verified_payments_application_id_key" UNIQUE using index "verified_payments_application_id_key";

alter table "public"."verified_payments" add constraint "verified_payments_financial_year_check" CHECK ((financial_year ~ '^[0-9]{4}-[0-9]{2}$'::text)) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_financial_year_check";

alter table "public"."verified_payments" add constraint "verified_payments_matched_by_check" CHECK ((matched_by = ANY (ARRAY['reference'::text, 'utr'::text, 'office'::text]))) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_matched_by_check";

alter table "public"."verified_payments" add constraint "verified_payments_receipt_number_key" UNIQUE using index "verified_payments_receipt_number_key";

alter table "public"."verified_payments" add constraint "verified_payments_receipt_sequence_check" CHECK ((receipt_sequence > 0)) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_receipt_sequence_check";

alter table "public"."verified_payments" add constraint "verified_payments_receipt_sequence_key" UNIQUE using index "verified_payments_receipt_sequence_key";

alter table "public"."verified_payments" add constraint "verified_payments_utr_check" CHECK ((utr ~ '^[0-9]{12}$'::text)) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_utr_check";

alter table "public"."verified_payments" add constraint "verified_payments_utr_key" UNIQUE using index "verified_payments_utr_key";

CREATE OR REPLACE FUNCTION private.financial_year(day date)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0')
  from (select extract(year from day)::integer - case when extract(month from day) < 4 then 1 else 0 end as y) f
$function$
;

CREATE OR REPLACE FUNCTION private.statement_credit(credit jsonb, at integer)
 RETURNS TABLE(paid_on date, amount numeric, narration text, utr text, reference text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  bad text := format('Credit %s of the statement is not valid.', at + 1);
begin
  if jsonb_typeof(credit) is distinct from 'object'
    or exists (select 1 from jsonb_object_keys(credit) k where k not in ('date', 'amount_paise', 'narration', 'utr', 'reference'))
    or jsonb_typeof(credit -> 'date') is distinct from 'string'
    or (credit ->> 'date') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
    or jsonb_typeof(credit -> 'amount_paise') is distinct from 'number'
    or (credit ->> 'amount_paise') !~ '^[0-9]{1,8}$'
    or (credit ->> 'amount_paise')::integer not between 1 and 10000000
    or jsonb_typeof(coalesce(credit -> 'narration', '""')) is distinct from 'string'
    or length(credit ->> 'narration') > 500
    or coalesce(jsonb_typeof(credit -> 'utr'), 'null') not in ('null', 'string')
    or (credit ->> 'utr') !~ '^[0-9]{12}$'
    or coalesce(jsonb_typeof(credit -> 'reference'), 'null') not in ('null', 'string')
    or (credit ->> 'reference') !~ '^APP-[0-9]{4}-([0-9]{5,}|[2-9A-HJ-NP-Z]{6})$' then
    raise exception using errcode = '22023', message = bad;
  end if;
  begin
    paid_on := (credit ->> 'date')::date;
  exception when others then
    raise exception using errcode = '22023', message = bad;
  end;
  if paid_on < date '2000-01-01' or paid_on > (now() at time zone 'Asia/Kolkata')::date + 1 then
    raise exception using errcode = '22023', message = bad;
  end if;
  amount := (credit ->> 'amount_paise')::integer / 100.0;
  narration := coalesce(credit ->> 'narration', '');
  utr := credit ->> 'utr';
  -- The reference the office's browser found, else the one the narration itself carries.
  reference := coalesce(
    credit ->> 'reference',
    substring(upper(narration) from 'APP-[0-9]{4}-(?:[0-9]{5,}|[2-9A-HJ-NP-Z]{6})')
  );
  return next;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.verify_payment(application_id uuid, paid_on date, amount numeric, utr text, matched_by text)
 RETURNS verified_payments
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  year text := private.financial_year(verify_payment.paid_on);
  number integer;
  made public.verified_payments;
begin
  perform 1 from public.student_registrations r where r.id = verify_payment.application_id for update;
  if not found then
    return null;
  end if;
  if verify_payment.utr is not null then
    perform pg_advisory_xact_lock(hashtext('verified_payments.utr:' || verify_payment.utr));
  end if;
  if exists (
    select 1 from public.verified_payments p
    where p.application_id = verify_payment.application_id or p.utr = verify_payment.utr
  ) then
    return null;
  end if;

  insert into private.receipt_counters as c (financial_year, last_number) values (year, 1)
  on conflict (financial_year) do update set last_number = c.last_number + 1
  returning c.last_number into number;

  insert into public.verified_payments (
    application_id, receipt_number, financial_year, receipt_sequence, paid_on, amount, utr, matched_by, verified_by
  )
  values (
    verify_payment.application_id, 'RCPT/' || year || '/' || lpad(number::text, 4, '0'), year, number,
    verify_payment.paid_on, verify_payment.amount, verify_payment.utr, verify_payment.matched_by, auth.uid()
  )
  returning * into made;

  perform set_config('seminary.verifying_payment', 'on', true);
  update public.student_registrations r set payment_verified_at = made.verified_at where r.id = made.application_id;
  perform set_config('seminary.verifying_payment', '', true);
  return made;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.confirm_payment(application_id uuid, credit jsonb)
 RETURNS verified_payments
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  paid record;
  made public.verified_payments;
begin
  if not (select private.is_admissions()) then
    raise exception using errcode = '42501', message = 'Only the admissions office confirms payments.';
  end if;
  select * into paid from private.statement_credit(credit, 0);
  if not exists (select 1 from public.student_registrations r where r.id = confirm_payment.application_id) then
    raise exception using errcode = 'P0002', message = 'This application no longer exists.';
  end if;
  made := private.verify_payment(confirm_payment.application_id, paid.paid_on, paid.amount, paid.utr, 'office');
  if made.id is null then
    raise exception using errcode = '23505', message = 'This application or this UTR already has a verified payment.';
  end if;
  return made;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.import_statement_credits(credits jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  credit record;
  target uuid;
  made public.verified_payments;
  fees public.payment_settings;
  candidates jsonb;
  matched jsonb := '[]';
  already jsonb := '[]';
  proposed jsonb := '[]';
  unmatched jsonb := '[]';
begin
  if not (select private.is_admissions()) then
    raise exception using errcode = '42501', message = 'Only the admissions office imports bank statements.';
  end if;
  if jsonb_typeof(credits) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'The statement''s credits are not a list.';
  end if;
  if jsonb_array_length(credits) > 5000 then
    raise exception using errcode = '22023', message = 'A statement may hold at most 5000 credits; import it in parts.';
  end if;
  select * into fees from public.payment_settings s where s.id = 1;

  for credit in
    select e.at - 1 as at, c.*
    from jsonb_array_elements(credits) with ordinality as e(value, at)
    cross join lateral private.statement_credit(e.value, (e.at - 1)::integer) c
    order by e.at
  loop
    target := null;
    select r.id into target from public.student_registrations r where r.reference = credit.reference;
    if target is null and credit.utr is not null then
      select r.id into target from public.student_registrations r where r.payment_utr = credit.utr
      order by r.created_at limit 1;
    end if;

    if target is not null or exists (select 1 from public.verified_payments p where p.utr = credit.utr) then
      made := null;
      if target is not null then
        made := private.verify_payment(
          target, credit.paid_on, credit.amount, credit.utr,
          case when exists (select 1 from public.student_registrations r where r.id = target and r.reference = credit.reference)
            then 'reference' else 'utr' end
        );
      end if;
      if made.id is not null then
        matched := matched || jsonb_build_object(
          'credit', credit.at, 'application_id', made.application_id, 'receipt_number', made.receipt_number,
          'matched_by', made.matched_by
        );
      else
        already := already || jsonb_build_object('credit', credit.at, 'application_id', target);
      end if;
      continue;
    end if;

    select coalesce(jsonb_agg(jsonb_build_object(
        'application_id', m.id, 'reference', m.reference, 'name', m.name, 'applied_at', m.created_at
      ) order by m.score desc, m.created_at desc), '[]')
    into candidates
    from (
      select r.id, r.reference, r.name, r.created_at, w.score
      from public.student_registrations r
      cross join lateral (
        select count(*) as score
        from regexp_split_to_table(upper(r.name), '[^[:alpha:]]+') as word
        where length(word) >= 3 and strpos(upper(credit.narration), word) > 0
      ) w
      where r.payment_verified_at is null
        and r.created_at >= (credit.paid_on - 30)::timestamp at time zone 'Asia/Kolkata'
        and r.created_at < (credit.paid_on + 8)::timestamp at time zone 'Asia/Kolkata'
        and case r.program_interest
          when 'residential' then fees.fee_residential
          when 'hybrid' then fees.fee_hybrid
          when 'online' then fees.fee_online
        end = credit.amount
        and w.score > 0
      order by w.score desc, r.created_at desc
      limit 3
    ) m;
    if jsonb_array_length(candidates) > 0 then
      proposed := proposed || jsonb_build_object('credit', credit.at, 'candidates', candidates);
    else
      unmatched := unmatched || to_jsonb(credit.at);
    end if;
  end loop;

  return jsonb_build_object('matched', matched, 'already_verified', already, 'proposed', proposed, 'unmatched', unmatched);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.erase_person_data(reason text, email text DEFAULT NULL::text, application_id uuid DEFAULT NULL::uuid, enquiry_id uuid DEFAULT NULL::uuid, alumni_profile_id uuid DEFAULT NULL::uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted_email text := lower(btrim(erase_person_data.email));
  applications uuid[];
  enquiries uuid[];
  emails text[];
  lookup_keys text[];
  screenshots text[];
  photos text[];
  erased_profiles integer := 0;
  erased_registrations integer := 0;
begin
  if reason is null or reason not in ('request', 'retention') then
    raise exception using errcode = '22023', message = 'An erasure is made on request or by the retention schedule.';
  end if;
  if num_nonnulls(wanted_email, application_id, enquiry_id, alumni_profile_id) <> 1 or wanted_email = '' then
    raise exception using errcode = '22023', message = 'Name exactly one e-mail address, application, enquiry or alumni profile.';
  end if;

  -- What is hers, live and in the trash.
  with rows_of as (
    select 'student_registrations' as table_name, to_jsonb(r) as data from public.student_registrations r
    where r.id = erase_person_data.application_id or lower(btrim(r.email)) = wanted_email
    union all
    select 'registrations', to_jsonb(r) from public.registrations r
    where r.id = erase_person_data.enquiry_id or lower(btrim(r.email)) = wanted_email
    union all
    select d.table_name, d.row_data from public.deleted_registrations d
    where (d.table_name = 'student_registrations' and d.row_data ->> 'id' = erase_person_data.application_id::text)
      or (d.table_name = 'registrations' and d.row_data ->> 'id' = erase_person_data.enquiry_id::text)
      or lower(btrim(d.row_data ->> 'email')) = wanted_email
  )
  select
    coalesce(array_agg(distinct (o.data ->> 'id')::uuid) filter (where o.table_name = 'student_registrations'), '{}'),
    coalesce(array_agg(distinct (o.data ->> 'id')::uuid) filter (where o.table_name = 'registrations'), '{}'),
    coalesce(array_agg(distinct lower(btrim(o.data ->> 'email'))), '{}'),
    coalesce(array_agg(distinct o.data ->> 'payment_screenshot_url') filter (where o.data ? 'payment_screenshot_url'), '{}'),
    -- The keys application_status_lookup counts failures under (08_admissions.sql).
    coalesce(array_agg(distinct k.key) filter (where k.key is not null), '{}')
  into applications, enquiries, emails, screenshots, lookup_keys
  from rows_of o
  cross join lateral (
    values
      ('reference:' || upper(o.data ->> 'reference')),
      ('email:' || lower(btrim(o.data ->> 'email'))),
      (case when length(private.phone_digits(o.data ->> 'phone')) >= 7
        then 'phone:' || private.phone_digits(o.data ->> 'phone') end)
  ) as raw_key(key_text)
  cross join lateral (select encode(sha256(convert_to(raw_key.key_text, 'UTF8')), 'hex') as key) k;
  if wanted_email is not null then
    emails := array_append(emails, wanted_email);
    lookup_keys := array_append(lookup_keys, encode(sha256(convert_to('email:' || wanted_email, 'UTF8')), 'hex'));
  end if;

  delete from public.mail_outbox o where o.application_id = any(applications) or o.registration_id = any(enquiries);
  delete from private.confirmation_tokens t where t.application_id = any(applications);
  -- Her verified payment stays in the school's accounts without her (16_payment_verification.sql).
  update public.verified_payments p set application_id = null where p.application_id = any(applications);
  delete from private.retention_notices n where n.subject_id = any(applications) or n.subject_id = any(enquiries);
  delete from private.application_lookup_attempts a
  where a.reference_key = any(lookup_keys) or a.contact_key = any(lookup_keys);
  delete from private.application_submissions s where s.email = any(emails);
  delete from private.anonymous_uploads u where u.bucket_id = 'payment-screenshots' and u.object_name = any(screenshots);

  -- Deleted without a copy in the trash; the status history goes with the row (on delete cascade).
  perform set_config('seminary.erasing_person', 'on', true);
  delete from public.student_registrations r where r.id = any(applications);
  delete from public.registrations r where r.id = any(enquiries);
  perform set_config('seminary.erasing_person', '', true);
  delete from public.deleted_registrations d
  where (d.table_name = 'student_registrations' and d.row_data ->> 'id' = any(applications::text[]))
    or (d.table_name = 'registrations' and d.row_data ->> 'id' = any(enquiries::text[]));

  perform private.mark_storage_object_for_purge('payment-screenshots', s.name) from unnest(screenshots) as s(name);

  if alumni_profile_id is not null then
    select coalesce(array_agg(distinct substr(p.path, length('alumni-images/') + 1)), '{}') into photos
    from (
      select private.storage_object_path(a.image_url) as path from public.alumni_profiles a
      where a.id = erase_person_data.alumni_profile_id
      union all
      select unnest(v.file_paths) from public.content_versions v
      where v.table_name = 'alumni_profiles' and v.record_id = erase_person_data.alumni_profile_id
    ) p
    where p.path like 'alumni-images/%';
    -- Its versions go after it (below); the site rebuilds without it.
    delete from public.alumni_profiles a where a.id = erase_person_data.alumni_profile_id;
    get diagnostics erased_profiles = row_count;
    delete from public.content_versions v
    where v.table_name = 'alumni_profiles' and v.record_id = erase_person_data.alumni_profile_id;
    delete from private.anonymous_uploads u where u.bucket_id = 'alumni-images' and u.object_name = any(photos);
    -- A photo another profile still shows stays: the purge deletes only what nothing references.
    perform private.mark_storage_object_for_purge('alumni-images', p.name) from unnest(photos) as p(name);
  end if;

  perform private.log_erasure(reason, 'application', cardinality(applications));
  perform private.log_erasure(reason, 'enquiry', cardinality(enquiries));
  perform private.log_erasure(reason, 'alumni_profile', erased_profiles);
  if wanted_email is not null then
    perform private.mark_storage_object_for_purge('alumni-images', substr(private.storage_object_path(r.image_url), length('alumni-images/') + 1))
    from public.alumni_registrations r where lower(btrim(r.email)) = wanted_email and r.image_url is not null;
    delete from public.alumni_registrations r where lower(btrim(r.email)) = wanted_email;
    get diagnostics erased_registrations = row_count;
    perform private.log_erasure(reason, 'alumni_registrations', erased_registrations);
    delete from private.confirmation_attempts a
    where a.purpose = 'alumni_registration' and a.email_key = private.confirmation_email_key('alumni_registration', wanted_email);
  end if;
  return cardinality(applications) + cardinality(enquiries) + erased_profiles + erased_registrations;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.forget_trashed_registration()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  row_id uuid;
begin
  if coalesce(old.row_data ->> 'id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  row_id := (old.row_data ->> 'id')::uuid;
  if old.table_name = 'student_registrations' then
    if exists (select 1 from public.student_registrations r where r.id = row_id) then
      return null;
    end if;
    delete from public.mail_outbox o where o.application_id = row_id;
    delete from private.confirmation_tokens t where t.application_id = row_id;
    -- Her verified payment stays in the school's accounts without her (16_payment_verification.sql).
    update public.verified_payments p set application_id = null where p.application_id = row_id;
    perform private.mark_storage_object_for_purge('payment-screenshots', old.row_data ->> 'payment_screenshot_url');
  else
    if exists (select 1 from public.registrations r where r.id = row_id) then
      return null;
    end if;
    delete from public.mail_outbox o where o.registration_id = row_id;
  end if;
  delete from private.retention_notices n where n.subject_id = row_id;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.guard_application_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.reference := old.reference;
  new.idempotency_key := old.idempotency_key;
  if coalesce(current_setting('seminary.verifying_payment', true), '') <> 'on' then
    new.payment_verified_at := old.payment_verified_at;
  end if;
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  else
    new.status_changed_at := old.status_changed_at;
  end if;
  return new;
end;
$function$
;

grant select on table "public"."verified_payments" to "authenticated";

grant delete on table "public"."verified_payments" to "service_role";

grant insert on table "public"."verified_payments" to "service_role";

grant references on table "public"."verified_payments" to "service_role";

grant select on table "public"."verified_payments" to "service_role";

grant trigger on table "public"."verified_payments" to "service_role";

grant truncate on table "public"."verified_payments" to "service_role";

grant update on table "public"."verified_payments" to "service_role";

create policy "Admissions staff read verified payments"
  on "public"."verified_payments"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

CREATE TRIGGER verified_payments_audit AFTER INSERT OR DELETE OR UPDATE ON public.verified_payments FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

revoke all on function private.financial_year(date) from public;

revoke all on function private.verify_payment(uuid,date,numeric,text,text) from public;

revoke all on function private.statement_credit(jsonb,integer) from public;

revoke all on function public.import_statement_credits(jsonb) from public;

grant execute on function public.import_statement_credits(jsonb) to authenticated;

grant execute on function public.import_statement_credits(jsonb) to service_role;

revoke all on function public.confirm_payment(uuid,jsonb) from public;

grant execute on function public.confirm_payment(uuid,jsonb) to authenticated;

grant execute on function public.confirm_payment(uuid,jsonb) to service_role;

revoke all on table private.receipt_counters from public;

grant select on table public.verified_payments to authenticated;

grant insert, select, update, delete, truncate, references, trigger on table public.verified_payments to service_role;

revoke delete on table "public"."verified_payments" from "anon";

revoke insert on table "public"."verified_payments" from "anon";

revoke references on table "public"."verified_payments" from "anon";

revoke select on table "public"."verified_payments" from "anon";

revoke trigger on table "public"."verified_payments" from "anon";

revoke truncate on table "public"."verified_payments" from "anon";

revoke update on table "public"."verified_payments" from "anon";

revoke delete on table "public"."verified_payments" from "authenticated";

revoke insert on table "public"."verified_payments" from "authenticated";

revoke references on table "public"."verified_payments" from "authenticated";

revoke trigger on table "public"."verified_payments" from "authenticated";

revoke truncate on table "public"."verified_payments" from "authenticated";

revoke update on table "public"."verified_payments" from "authenticated";

revoke all on function public.import_statement_credits(jsonb) from anon;

revoke all on function public.confirm_payment(uuid,jsonb) from anon;

revoke all on table public.verified_payments from anon;

revoke all on table public.verified_payments from authenticated;

grant select on table public.verified_payments to authenticated;
