-- The fee matched to its application and receipted. The admissions office reads the bank's
-- statement in its own browser (packages/core/src/payments/bank-statement.ts) and sends only
-- its credits (date, amount, narration, UTR, a reference in the narration) to
-- import_statement_credits, which verifies a credit whose narration names an application's
-- reference, else one whose UTR she typed with her screenshot, and proposes the rest by amount,
-- date and name for the office to confirm (confirm_payment). Nothing of the statement is kept
-- but a verified payment's date, amount and UTR: the statement's other lines are other people's
-- money.
--
-- A verified payment is the school's accounts record and gets its receipt number in the same
-- transaction. When her application is erased (on request, by the retention schedule, or
-- forgotten after the trash), the payment stays without her: its receipt number, date, amount
-- and UTR, which the school's books must keep for the years tax law asks, and which say nothing
-- of who paid once the link to her application is gone (docs/SECURITY.md). A receipt number
-- once given is never taken back, so the numbers stay without gaps.

-- 1. Verified payments ---------------------------------------------------------------------------
-- Receipts are numbered per Indian financial year (April to March) of the day the money came in,
-- as the accounts book it: RCPT/2026-27/0001.
create table public.verified_payments (
  id uuid primary key default gen_random_uuid(),
  -- Her application while it exists (live or in the trash, whence a restore brings it back
  -- with the same id); null once it is erased.
  application_id uuid unique,
  receipt_number text not null unique,
  financial_year text not null,
  receipt_sequence integer not null,
  paid_on date not null,
  amount numeric(9, 2) not null,
  utr text unique,
  -- How the credit was tied to her application: its reference in the narration, the UTR she
  -- typed, or the office's confirmation of a proposal.
  matched_by text not null,
  verified_by uuid,
  verified_at timestamp with time zone not null default now(),
  constraint verified_payments_amount_check check ((amount > 0) and (amount <= 100000)),
  constraint verified_payments_financial_year_check check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  constraint verified_payments_matched_by_check check (matched_by = any (array['reference', 'utr', 'office'])),
  constraint verified_payments_receipt_sequence_check check (receipt_sequence > 0),
  constraint verified_payments_receipt_sequence_key unique (financial_year, receipt_sequence),
  constraint verified_payments_utr_check check (utr ~ '^[0-9]{12}$')
);
alter table public.verified_payments enable row level security;

-- The last receipt number of each financial year. Taken by an upsert that holds the year's row
-- locked until the verification commits: a verification that fails gives its number back with
-- its rollback, which a sequence would not, and a concurrent one waits for the next.
create table private.receipt_counters (
  financial_year text primary key,
  last_number integer not null
);
alter table private.receipt_counters enable row level security;

-- 2026-27 for any day from 1 April 2026 to 31 March 2027.
create or replace function private.financial_year(day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0')
  from (select extract(year from day)::integer - case when extract(month from day) < 4 then 1 else 0 end as y) f
$$;
revoke all on function private.financial_year(date) from public;

-- Verifies her application's payment and gives it the next receipt number of its year; null when
-- the application or the UTR is already verified (or the application does not exist), so that
-- importing the same statement again changes nothing. Her application's row is locked first, so
-- two verifications of one application wait for each other; the UTR's advisory lock does the
-- same for one credit offered for two applications.
create or replace function private.verify_payment(application_id uuid, paid_on date, amount numeric, utr text, matched_by text)
returns public.verified_payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.verify_payment(uuid, date, numeric, text, text) from public;

-- 2. Import of a statement's credits ----------------------------------------------------------------
-- A year of a school account's credits fits with room to spare; a request is also bounded by the
-- Data API's body size.
create or replace function private.statement_credit(credit jsonb, at integer)
returns table (paid_on date, amount numeric, narration text, utr text, reference text)
language plpgsql
stable
set search_path = ''
as $$
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
$$;
revoke all on function private.statement_credit(jsonb, integer) from public;

-- Matches each credit, in this order: by the reference in its narration, else by the UTR she
-- typed, and verifies those; a credit whose UTR or application is already verified is counted
-- as such; the rest are proposed, each with up to three applications without a verified payment
-- whose program's fee is the credit's amount, who applied from seven days after the credit (a
-- reserved reference lives that long, so she may pay before she applies) to 30 days before it,
-- and whose name shares a word of three letters or more with the narration; best named first. What
-- is left is unmatched. The answer refers to the credits by their place in the list (0 first).
create or replace function public.import_statement_credits(credits jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.import_statement_credits(jsonb) from public, anon;

-- The office's confirmation of a proposed credit (or of a payment it has seen otherwise): the
-- receipt, or 409 when the application or the UTR is already verified.
create or replace function public.confirm_payment(application_id uuid, credit jsonb)
returns public.verified_payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.confirm_payment(uuid, jsonb) from public, anon;

revoke all on table public.verified_payments from anon, authenticated;
grant select on table public.verified_payments to authenticated;
revoke all on table private.receipt_counters from public, anon, authenticated, service_role;

create policy "Admissions staff read verified payments" on public.verified_payments for select to authenticated
  using ((select private.is_admissions()));

create trigger verified_payments_audit after insert or delete or update on public.verified_payments for each row execute function private.audit_row_change();
