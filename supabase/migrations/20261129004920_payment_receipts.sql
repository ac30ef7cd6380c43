-- Made by `npm run db:diff -- payment_receipts` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

alter table "public"."mail_outbox" drop constraint "mail_outbox_kind_check";

drop function if exists "public"."application_status_by_token"(token text);

alter table "public"."mail_outbox" add constraint "mail_outbox_kind_check" CHECK ((kind = ANY (ARRAY['application_office'::text, 'application_applicant'::text, 'status_applicant'::text, 'receipt_applicant'::text, 'enquiry_office'::text, 'retention_notice'::text, 'data_request_confirm'::text, 'data_request_office'::text, 'data_request_answer'::text, 'staff_invite'::text, 'staff_password'::text, 'alumni_registration_confirm'::text, 'alumni_registration_office'::text, 'alumni_registration_answer'::text]))) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_kind_check";

CREATE OR REPLACE FUNCTION private.mail_parameter_fits(name text, value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case name
    when 'school' then jsonb_typeof(value) = 'string' and length(value #>> '{}') <= 200
      and private.is_single_line(value #>> '{}')
    when 'site' then (value #>> '{}') ~ '^https?://[^[:space:]/]+(/[^[:space:]]*)?$'
    when 'id' then (value #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    when 'reference' then jsonb_typeof(value) = 'null'
      or (value #>> '{}') ~ '^APP-[0-9]{4}-([0-9]{5,}|[2-9A-HJ-NP-Z]{6})$'
    when 'token' then (value #>> '{}') ~ '^[A-Za-z0-9_-]{20,200}$'
    when 'status' then (value #>> '{}') in ('accepted', 'not_accepted', 'withdrawn')
    when 'receipt_number' then (value #>> '{}') ~ '^RCPT/[0-9]{4}-[0-9]{2}/[0-9]{4,}$'
    when 'about' then (value #>> '{}') in ('enquiry', 'application', 'payment_screenshot')
    when 'request' then (value #>> '{}') in ('access', 'correction', 'erasure')
    when 'answer' then (value #>> '{}') in ('copy', 'corrected', 'erased', 'refused')
    when 'decision' then (value #>> '{}') in ('approved', 'rejected')
    when 'role' then (value #>> '{}') in ('administrator', 'editor', 'admissions')
    when 'language' then (value #>> '{}') in ('en', 'te')
    when 'received_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'erase_on' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'due_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'response_days' then jsonb_typeof(value) = 'number'
    when 'records' then jsonb_typeof(value) = 'number'
    when 'mail_days' then jsonb_typeof(value) = 'number'
    when 'action_link' then (value #>> '{}') ~ '^https?://[^[:space:][:cntrl:]]+$'
    when 'program' then jsonb_typeof(value) in ('string', 'null')
    when 'course' then jsonb_typeof(value) in ('string', 'null')
    else jsonb_typeof(value) in ('string', 'null')
  end
$function$
;

CREATE OR REPLACE FUNCTION private.mail_parameter_names(kind text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case kind
    when 'application_office' then array['school', 'site', 'id', 'reference', 'start_date', 'program', 'course',
      'language', 'name', 'email', 'phone', 'city', 'state', 'comments']
    when 'enquiry_office' then array['school', 'site', 'program', 'course', 'language', 'name', 'email', 'phone',
      'city', 'state', 'address', 'comments']
    when 'application_applicant' then array['school', 'site', 'reference', 'token']
    when 'status_applicant' then array['school', 'site', 'reference', 'token', 'status']
    when 'receipt_applicant' then array['school', 'site', 'reference', 'token', 'receipt_number']
    when 'retention_notice' then array['school', 'site', 'about', 'reference', 'received_at', 'erase_on']
    when 'data_request_confirm' then array['school', 'site', 'request', 'token', 'response_days']
    when 'data_request_office' then array['school', 'site', 'request', 'due_at']
    when 'data_request_answer' then array['school', 'site', 'answer', 'token', 'records', 'mail_days', 'request', 'reason']
    when 'staff_invite' then array['school', 'site', 'role', 'action_link']
    when 'staff_password' then array['school', 'site', 'role', 'action_link']
    when 'alumni_registration_confirm' then array['school', 'site', 'token']
    when 'alumni_registration_office' then array['school', 'site']
    when 'alumni_registration_answer' then array['school', 'site', 'decision', 'note']
  end
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
  applicant record;
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
  update public.student_registrations r set payment_verified_at = made.verified_at where r.id = made.application_id
  returning r.email, r.language, r.reference into applicant;
  perform set_config('seminary.verifying_payment', '', true);

  -- Her receipt is ready: the school's words in her language, her reference, the receipt's
  -- number and a new status link, to the address her application's own e-mails go to.
  perform private.queue_mail(
    'receipt_applicant', applicant.email, applicant.language,
    jsonb_build_object(
      'reference', applicant.reference, 'receipt_number', made.receipt_number,
      'token', private.new_confirmation_token('application_status', made.application_id)
    ),
    application_id => made.application_id
  );
  return made;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.application_status_by_token(token text)
 RETURNS TABLE(reference text, status text, status_changed_at timestamp with time zone, receipt_number text, paid_on date, amount numeric)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- PL/pgSQL, whose body is read when called: verified_payments is made in a later file.
  return query
    select r.reference, r.status, r.status_changed_at, p.receipt_number, p.paid_on, p.amount
    from public.student_registrations r
    left join public.verified_payments p on p.application_id = r.id
    where r.id = private.confirmation_token_record(application_status_by_token.token, 'application_status');
end;
$function$
;

revoke all on function public.application_status_by_token(text) from public;
