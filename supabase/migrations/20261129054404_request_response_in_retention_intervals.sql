-- Made by `npm run db:diff -- request_response_in_retention_intervals` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

drop function if exists "private"."retention_intervals"(OUT enquiry interval, OUT not_accepted_application interval, OUT payment_screenshot interval, OUT sent_mail_body interval, OUT trash interval);

CREATE OR REPLACE FUNCTION private.retention_intervals(OUT enquiry interval, OUT not_accepted_application interval, OUT payment_screenshot interval, OUT sent_mail_body interval, OUT trash interval, OUT request_response interval)
 RETURNS record
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select
    make_interval(months => coalesce(s.enquiry_months, 12)),
    make_interval(months => coalesce(s.not_accepted_application_months, 12)),
    make_interval(days => coalesce(s.payment_screenshot_days, 90)),
    make_interval(days => coalesce(s.sent_mail_body_days, 30)),
    make_interval(days => coalesce(s.trash_days, 30)),
    make_interval(days => coalesce(s.request_response_days, 30))
  from (select 1) one
  left join public.retention_settings s on s.id = 1
$function$
;

CREATE OR REPLACE FUNCTION public.confirm_data_request(token text)
 RETURNS TABLE(kind text, status text, due_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.data_requests;
begin
  select r.* into request from public.data_requests r
  where r.id = private.confirmation_token_record(confirm_data_request.token, 'data_request_confirm')
  for update;
  if request.id is null then
    return;
  end if;
  if request.status = 'unconfirmed' then
    update public.data_requests r
    set status = 'open', confirmed_at = now(),
      due_at = now() + (select i.request_response from private.retention_intervals() i)
    where r.id = request.id
    returning * into request;
    update private.confirmation_tokens t set expires_at = request.due_at + interval '30 days'
    where t.data_request_id = request.id and t.purpose = 'data_request_confirm';
    perform private.queue_mail(
      'data_request_office', null, 'en', jsonb_build_object('request', request.kind, 'due_at', request.due_at),
      data_request_id => request.id
    );
  end if;
  return query select request.kind, request.status, request.due_at;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.request_my_data(kind text, email text, language text DEFAULT 'en'::text, details text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted_email text := lower(btrim(coalesce(request_my_data.email, '')));
  wanted_details text := nullif(btrim(coalesce(request_my_data.details, '')), '');
  request public.data_requests;
  token text;
begin
  if request_my_data.kind is null or request_my_data.kind not in ('access', 'correction', 'erasure') then
    raise exception using errcode = '22023', message = 'Choose whether to see, correct or erase your data.', hint = 'data_request_kind';
  end if;
  if length(wanted_email) > 320 or wanted_email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.', hint = 'email_invalid';
  end if;
  if coalesce(request_my_data.language, 'en') not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'The language is English (en) or Telugu (te).', hint = 'language_unknown';
  end if;
  if length(wanted_details) > 2000 then
    raise exception using errcode = '22023', message = 'Please describe the correction in at most 2000 characters.', hint = 'data_request_details_length';
  end if;
  if request_my_data.kind = 'correction' and wanted_details is null then
    raise exception using errcode = '22023', message = 'Please say what should be corrected.', hint = 'data_request_details';
  end if;

  perform private.spend_confirmation_attempt('data_request', wanted_email, 'Too many requests. Please try again tomorrow.');

  -- Requests nobody confirmed within the day are forgotten here too, not only by the daily job.
  delete from public.data_requests r where r.status = 'unconfirmed' and r.created_at < now() - interval '1 day';

  if not private.has_data_on_file(wanted_email) then
    return;
  end if;

  insert into public.data_requests (kind, email, language, details)
  values (
    request_my_data.kind, wanted_email, coalesce(request_my_data.language, 'en'),
    case when request_my_data.kind = 'correction' then wanted_details end
  )
  returning * into request;
  -- The link works for a day, then (once confirmed) as long as the request is open and a month
  -- after it is due, to see where it stands.
  token := private.new_confirmation_token('data_request_confirm', request.id, now() + interval '1 day');
  perform private.queue_mail(
    'data_request_confirm', request.email, request.language,
    jsonb_build_object(
      'request', request.kind, 'token', token,
      'response_days', (select extract(day from i.request_response)::integer from private.retention_intervals() i)
    ),
    data_request_id => request.id
  );
end;
$function$
;

revoke all on function private.retention_intervals() from public;
