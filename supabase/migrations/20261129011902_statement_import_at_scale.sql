-- Made by `npm run db:diff -- statement_import_at_scale` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

CREATE INDEX student_registrations_payment_utr_idx ON public.student_registrations USING btree (payment_utr);

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
