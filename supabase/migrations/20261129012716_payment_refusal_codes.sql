-- Made by `npm run db:diff -- payment_refusal_codes` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

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
    raise exception using errcode = '22023', message = 'An erasure is made on request or by the retention schedule.', hint = 'erasure_reason_unknown';
  end if;
  if num_nonnulls(wanted_email, application_id, enquiry_id, alumni_profile_id) <> 1 or wanted_email = '' then
    raise exception using errcode = '22023', message = 'Name exactly one e-mail address, application, enquiry or alumni profile.', hint = 'erasure_subject';
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
    raise exception using errcode = '22023', message = bad, detail = json_build_object('credit', at + 1)::text,
      hint = 'statement_credit_invalid';
  end if;
  begin
    paid_on := (credit ->> 'date')::date;
  exception when others then
    raise exception using errcode = '22023', message = bad, detail = json_build_object('credit', at + 1)::text,
      hint = 'statement_credit_invalid';
  end;
  if paid_on < date '2000-01-01' or paid_on > (now() at time zone 'Asia/Kolkata')::date + 1 then
    raise exception using errcode = '22023', message = bad, detail = json_build_object('credit', at + 1)::text,
      hint = 'statement_credit_invalid';
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
    raise exception using errcode = '42501', message = 'Only the admissions office confirms payments.',
      hint = 'admissions_only_payment_confirm';
  end if;
  select * into paid from private.statement_credit(credit, 0);
  if not exists (select 1 from public.student_registrations r where r.id = confirm_payment.application_id) then
    raise exception using errcode = 'P0002', message = 'This application no longer exists.', hint = 'application_missing';
  end if;
  made := private.verify_payment(confirm_payment.application_id, paid.paid_on, paid.amount, paid.utr, 'office');
  if made.id is null then
    raise exception using errcode = '23505', message = 'This application or this UTR already has a verified payment.',
      hint = 'payment_already_verified';
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
  waiting jsonb := '[]';
  matched jsonb := '[]';
  already jsonb := '[]';
  proposed jsonb;
  unmatched jsonb;
begin
  if not (select private.is_admissions()) then
    raise exception using errcode = '42501', message = 'Only the admissions office imports bank statements.',
      hint = 'admissions_only_statement_import';
  end if;
  if jsonb_typeof(credits) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'The statement''s credits are not a list.',
      hint = 'statement_credits_not_a_list';
  end if;
  if jsonb_array_length(credits) > 5000 then
    raise exception using errcode = '22023', message = 'A statement may hold at most 5000 credits. Import it in parts.',
      hint = 'statement_too_many_credits';
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

    waiting := waiting || jsonb_build_object(
      'at', credit.at, 'paid_on', credit.paid_on, 'amount', credit.amount, 'narration', upper(credit.narration)
    );
  end loop;

  -- The proposals, in one query for all the credits left: the narrations' words and the
  -- candidates' names' words are joined on equality (a hash join), so the work grows with the
  -- words that match, not with credits times applications.
  with left_over as (
    select (w ->> 'at')::integer as at, (w ->> 'paid_on')::date as paid_on, (w ->> 'amount')::numeric as amount,
      w ->> 'narration' as narration
    from jsonb_array_elements(waiting) w
  ),
  narration_words as (
    select distinct l.at, word
    from left_over l, regexp_split_to_table(l.narration, '[^[:alpha:]]+') as word
    where length(word) >= 3
  ),
  candidates as (
    select r.id, r.reference, r.name, r.created_at,
      case r.program_interest
        when 'residential' then fees.fee_residential
        when 'hybrid' then fees.fee_hybrid
        when 'online' then fees.fee_online
      end as fee
    from public.student_registrations r
    where r.payment_verified_at is null
      and r.created_at >= ((select min(l.paid_on) from left_over l) - 30)::timestamp at time zone 'Asia/Kolkata'
      and r.created_at < ((select max(l.paid_on) from left_over l) + 8)::timestamp at time zone 'Asia/Kolkata'
  ),
  name_words as (
    select distinct c.id, word
    from candidates c, regexp_split_to_table(upper(c.name), '[^[:alpha:]]+') as word
    where length(word) >= 3
  ),
  scored as (
    select l.at, c.id, c.reference, c.name, c.created_at, count(*) as score
    from narration_words nw
    join name_words cw on cw.word = nw.word
    join candidates c on c.id = cw.id
    join left_over l on l.at = nw.at
    where c.fee = l.amount
      and c.created_at >= (l.paid_on - 30)::timestamp at time zone 'Asia/Kolkata'
      and c.created_at < (l.paid_on + 8)::timestamp at time zone 'Asia/Kolkata'
    group by l.at, c.id, c.reference, c.name, c.created_at
  ),
  ranked as (
    select s.*, row_number() over (partition by s.at order by s.score desc, s.created_at desc) as place
    from scored s
  )
  select coalesce(jsonb_agg(jsonb_build_object('credit', p.at, 'candidates', p.candidates) order by p.at), '[]')
  into proposed
  from (
    select k.at, jsonb_agg(jsonb_build_object(
        'application_id', k.id, 'reference', k.reference, 'name', k.name, 'applied_at', k.created_at
      ) order by k.place) as candidates
    from ranked k
    where k.place <= 3
    group by k.at
  ) p;

  select coalesce(jsonb_agg(l.at order by l.at), '[]') into unmatched
  from (select (w ->> 'at')::integer as at from jsonb_array_elements(waiting) w) l
  where not exists (select 1 from jsonb_array_elements(proposed) p where (p ->> 'credit')::integer = l.at);

  return jsonb_build_object('matched', matched, 'already_verified', already, 'proposed', proposed, 'unmatched', unmatched);
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
$function$
;
