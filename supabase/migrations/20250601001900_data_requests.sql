-- "Your data" requests (issue 25, point 4; India's DPDP Act 2023, sections 11 to 13): a person
-- asks to see, correct or erase what the school holds about her, proven by a link sent to the
-- e-mail address on file; admins see each request with the date it is due and act on it; she is
-- answered by e-mail: a link to a copy of her data, word of the correction, or confirmation of
-- the erasure. Erasure also withdraws her consent: nothing is left to process.
--   1. public.data_requests and its links (kept as hashes, as the status links are).
--   2. public.request_my_data: the page's form, for anyone, limited, and answering the same
--      whether or not the address is on file.
--   3. public.confirm_data_request and public.data_request_copy: the links in her e-mails.
--   4. public.complete_data_request and public.refuse_data_request: the admins' answers.
--   5. The retention job forgets unconfirmed requests after a day and her address in an answered
--      request after the schedule's e-mail days.
--
-- What is "on file": an application or an enquiry (live or in the school's trash) given with
-- that e-mail address. Alumni profiles hold no e-mail address, so the page sends alumni to the
-- profile update page and to the grievance officer (public.erase_person_data names a profile).

-- 1. Requests -----------------------------------------------------------------------------------------

-- How many days the school gives itself to answer a confirmed request. The Rules allow at most
-- 90 days for a grievance; 30 is what a small office can keep to and what the page promises.
alter table public.retention_settings
  add column request_response_days integer not null default 30 check (request_response_days between 1 and 90);

create table public.data_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('access', 'correction', 'erasure')),
  -- The address on file the request was proven through; forgotten once the request is answered
  -- and its time is over (see 5.), at once after an erasure.
  email text check (
    length(email) <= 320
    and email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$'
  ),
  language text not null default 'en' check (language in ('en', 'te')),
  -- For a correction: what is wrong and what is right, in her words (never put in an e-mail).
  details text check (length(details) <= 2000),
  status text not null default 'unconfirmed' check (status in ('unconfirmed', 'open', 'completed', 'refused')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  due_at timestamptz,
  answered_at timestamptz,
  answered_by uuid,
  -- An admin's reason for a refusal: it is sent to her, so the office writes it for her.
  refusal_reason text check (length(refusal_reason) <= 2000),
  records_erased integer,
  personal_data_forgotten_at timestamptz,
  check ((status = 'unconfirmed') = (confirmed_at is null)),
  check ((status in ('completed', 'refused')) = (answered_at is not null)),
  check (email is not null or personal_data_forgotten_at is not null)
);
create index data_requests_status_due_at_idx on public.data_requests (status, due_at);
create index data_requests_created_at_idx on public.data_requests (created_at);
create index data_requests_email_idx on public.data_requests (lower(btrim(email)));

revoke all on table public.data_requests from anon, authenticated;
grant all on table public.data_requests to service_role;
alter table public.data_requests enable row level security;
-- Admins read the confirmed requests; they change them only through the functions below, which
-- send her the answer.
grant select on table public.data_requests to authenticated;
create policy "Admins read confirmed data requests" on public.data_requests for select to authenticated
  using ((select private.is_admin()) and status <> 'unconfirmed');

-- Her e-mails about a request go with it.
alter table public.mail_outbox
  add column data_request_id uuid references public.data_requests (id) on delete cascade,
  drop constraint mail_outbox_kind_check,
  add constraint mail_outbox_kind_check check (
    kind in (
      'application_office', 'application_applicant', 'status_applicant', 'enquiry_office', 'retention_notice',
      'data_request_confirm', 'data_request_office', 'data_request_answer'
    )
  );
create index mail_outbox_data_request_id_idx on public.mail_outbox (data_request_id);

-- The confirmation link (until a day after it was sent, then as long as the request is open and a
-- month after it is due, to see where it stands) and the copy's link (14 days). Only hashes.
create table private.data_request_tokens (
  token_hash bytea primary key,
  request_id uuid not null references public.data_requests (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'copy')),
  expires_at timestamptz not null
);
create index data_request_tokens_request_id_idx on private.data_request_tokens (request_id);
revoke all on table private.data_request_tokens from public, anon, authenticated, service_role;
alter table private.data_request_tokens enable row level security;

create or replace function private.new_data_request_token(request_id uuid, purpose text, expires_at timestamptz)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- As the status links (20250601001600): 244 random bits, URL-safe.
  token text := rtrim(
    translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'),
    '='
  );
begin
  insert into private.data_request_tokens (token_hash, request_id, purpose, expires_at)
  values (sha256(convert_to(token, 'UTF8')), new_data_request_token.request_id, purpose, expires_at);
  return token;
end;
$$;
revoke all on function private.new_data_request_token(uuid, text, timestamptz) from public;

create or replace function private.data_request_token_request(token text, purpose text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select t.request_id from private.data_request_tokens t
  where length(data_request_token_request.token) between 20 and 200
    and t.token_hash = sha256(convert_to(data_request_token_request.token, 'UTF8'))
    and t.purpose = data_request_token_request.purpose
    and t.expires_at > now()
$$;
revoke all on function private.data_request_token_request(text, text) from public;

-- The e-mails, as the applicant's others (20250601001600): the school's fixed text in her
-- language ('office' for the office's e-mail), the school's own links and dates; nothing she typed. The office's e-mail says only
-- what kind of request to answer by when, and where.
create or replace function private.data_request_kind_words(kind text, language text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when language = 'te' then
    case kind
      when 'access' then 'మా దగ్గర ఉన్న మీ వివరాల ప్రతిని పంపమని'
      when 'correction' then 'మీ వివరాలను సరిదిద్దమని'
      else 'మీ వివరాలను తొలగించమని'
    end
  when language = 'office' then
    case kind
      when 'access' then 'to send her a copy of the data the school holds about her'
      when 'correction' then 'to correct her data'
      else 'to erase her data'
    end
  else
    case kind
      when 'access' then 'to send you a copy of the data we hold about you'
      when 'correction' then 'to correct your data'
      else 'to erase your data'
    end
  end
$$;
revoke all on function private.data_request_kind_words(text, text) from public;

create or replace function private.your_data_link(site_url text, language text, parameter text, token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select rtrim(coalesce(site_url, 'http://localhost:4321'), '/')
    || case when language = 'te' then '/te' else '' end
    || '/your-data' || case when token is null then '' else '?' || parameter || '=' || token end
$$;
revoke all on function private.your_data_link(text, text, text, text) from public;

create or replace function private.queue_data_request_mail(
  request public.data_requests, kind text, subject_en text, subject_te text, body_en text, body_te text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
begin
  select * into settings from public.mail_settings where id = 1;
  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text, data_request_id)
  values (
    kind,
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    case when kind = 'data_request_office'
      then coalesce(settings.office_addresses, '{admissions@example.com}')
      else array[request.email]
    end,
    format(case when request.language = 'te' and kind <> 'data_request_office' then subject_te else subject_en end,
      settings.school_name),
    case when request.language = 'te' and kind <> 'data_request_office' then
      replace(body_te, '{school}', settings.school_name) || E'\n\nశుభాకాంక్షలతో,\n' || settings.school_name || E'\n'
    else
      replace(body_en, '{school}', settings.school_name) || E'\n\nWith best wishes,\n' || settings.school_name || E'\n'
    end,
    request.id
  );
end;
$$;
revoke all on function private.queue_data_request_mail(public.data_requests, text, text, text, text, text) from public;

-- 2. Asking -------------------------------------------------------------------------------------------

-- Every request is counted, as SHA-256 of its address, with the client's address, for a day.
create table private.data_request_attempts (
  client_address text,
  email_key text not null,
  attempted_at timestamptz not null default now()
);
create index data_request_attempts_client_address_idx on private.data_request_attempts (client_address, attempted_at);
create index data_request_attempts_email_key_idx on private.data_request_attempts (email_key, attempted_at);
create index data_request_attempts_attempted_at_idx on private.data_request_attempts (attempted_at);
revoke all on table private.data_request_attempts from public, anon, authenticated, service_role;
alter table private.data_request_attempts enable row level security;

create or replace function private.data_request_email_key(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to('data-request:' || lower(btrim(email)), 'UTF8')), 'hex')
$$;
revoke all on function private.data_request_email_key(text) from public;

create or replace function private.has_data_on_file(email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.student_registrations r where lower(btrim(r.email)) = lower(btrim(has_data_on_file.email)))
    or exists (select 1 from public.registrations r where lower(btrim(r.email)) = lower(btrim(has_data_on_file.email)))
    or exists (
      select 1 from public.deleted_registrations d
      where lower(btrim(d.row_data ->> 'email')) = lower(btrim(has_data_on_file.email))
    )
$$;
revoke all on function private.has_data_on_file(text) from public;

-- The form. The answer is the same (nothing) whether or not the address is on file, so nobody
-- learns from it whether a woman applied; only the address's owner gets the e-mail, and it holds
-- the school's fixed text and the link, never her "details". Limits: 5 requests an hour per
-- client address, and 3 a day per e-mail address, so nobody can fill an inbox with the school's
-- e-mails. Bad input is 400, a spent limit 429.
create or replace function public.request_my_data(kind text, email text, language text default 'en', details text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sender_address text := private.request_client_address();
  wanted_email text := lower(btrim(coalesce(request_my_data.email, '')));
  wanted_details text := nullif(btrim(coalesce(request_my_data.details, '')), '');
  request public.data_requests;
  token text;
  site text;
begin
  if request_my_data.kind is null or request_my_data.kind not in ('access', 'correction', 'erasure') then
    raise exception using errcode = '22023', message = 'Choose whether to see, correct or erase your data.';
  end if;
  if length(wanted_email) > 320 or wanted_email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.';
  end if;
  if coalesce(request_my_data.language, 'en') not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'The language is English (en) or Telugu (te).';
  end if;
  if length(wanted_details) > 2000 then
    raise exception using errcode = '22023', message = 'Please describe the correction in at most 2000 characters.';
  end if;
  if request_my_data.kind = 'correction' and wanted_details is null then
    raise exception using errcode = '22023', message = 'Please say what should be corrected.';
  end if;

  perform pg_advisory_xact_lock(hashtext('private.data_request_attempts'));
  delete from private.data_request_attempts a where a.attempted_at < now() - interval '1 day';
  if (sender_address is not null and (
        select count(*) from private.data_request_attempts a
        where a.client_address = sender_address and a.attempted_at > now() - interval '1 hour'
      ) >= 5)
    or (select count(*) from private.data_request_attempts a
        where a.email_key = private.data_request_email_key(wanted_email)) >= 3 then
    raise sqlstate 'PT429' using message = 'Too many requests. Please try again tomorrow.';
  end if;
  insert into private.data_request_attempts (client_address, email_key)
  values (sender_address, private.data_request_email_key(wanted_email));

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
  token := private.new_data_request_token(request.id, 'confirm', now() + interval '1 day');
  select rtrim(coalesce(s.site_url, 'http://localhost:4321'), '/') into site from public.mail_settings s where s.id = 1;

  perform private.queue_data_request_mail(
    request, 'data_request_confirm',
    '%s: please confirm your request about your data',
    '%s: మీ వివరాల గురించి మీ అభ్యర్థనను నిర్ధారించండి',
    format(
      E'Dear friend,\n\n'
      'Someone asked {school}, on our website, %s. If it was you, please confirm it with this link '
      'within 24 hours:\n%s\n\n'
      'We answer within %s days of your confirmation.\n\n'
      'If you did not ask, you can ignore this e-mail: nothing will happen.',
      private.data_request_kind_words(request.kind, 'en'),
      private.your_data_link(site, 'en', 'confirm', token),
      (select coalesce(s.request_response_days, 30) from (select 1) one left join public.retention_settings s on s.id = 1)
    ),
    format(
      E'నమస్కారం,\n\n'
      'మా వెబ్‌సైట్‌లో ఎవరో {school} ను %s అడిగారు. అది మీరే అయితే, 24 గంటల్లోగా ఈ లింక్‌తో నిర్ధారించండి:\n%s\n\n'
      'మీరు నిర్ధారించిన %s రోజుల్లోగా మేము జవాబిస్తాము.\n\n'
      'మీరు అడగకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు: ఏమీ జరగదు.',
      private.data_request_kind_words(request.kind, 'te'),
      private.your_data_link(site, 'te', 'confirm', token),
      (select coalesce(s.request_response_days, 30) from (select 1) one left join public.retention_settings s on s.id = 1)
    )
  );
end;
$$;
revoke all on function public.request_my_data(text, text, text, text) from public, anon, authenticated;
grant execute on function public.request_my_data(text, text, text, text) to anon, authenticated, service_role;

-- 3. Her links ----------------------------------------------------------------------------------------

-- The confirmation link: the first use confirms the request, dates it due and tells the office;
-- every use answers where it stands. Nothing for any other text.
create or replace function public.confirm_data_request(token text)
returns table (kind text, status text, due_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.data_requests;
  site text;
begin
  select r.* into request from public.data_requests r
  where r.id = private.data_request_token_request(confirm_data_request.token, 'confirm')
  for update;
  if request.id is null then
    return;
  end if;
  if request.status = 'unconfirmed' then
    update public.data_requests r
    set status = 'open', confirmed_at = now(),
      due_at = now() + make_interval(days => (
        select coalesce(s.request_response_days, 30) from (select 1) one left join public.retention_settings s on s.id = 1
      ))
    where r.id = request.id
    returning * into request;
    update private.data_request_tokens t set expires_at = request.due_at + interval '30 days'
    where t.request_id = request.id and t.purpose = 'confirm';
    select rtrim(coalesce(s.site_url, 'http://localhost:4321'), '/') into site from public.mail_settings s where s.id = 1;
    perform private.queue_data_request_mail(
      request, 'data_request_office',
      '%s: a request about personal data to answer',
      null,
      format(
        E'A person confirmed, through the e-mail address on file, a request %s.\n\n'
        'Please answer it by %s. Open it in the admin: %s/admin/data-requests',
        private.data_request_kind_words(request.kind, 'office'),
        private.school_date(request.due_at, 'en'), site
      ),
      null
    );
  end if;
  return query select request.kind, request.status, request.due_at;
end;
$$;
revoke all on function public.confirm_data_request(text) from public, anon, authenticated;
grant execute on function public.confirm_data_request(text) to anon, authenticated, service_role;

-- Her data, as one JSON document: every application and enquiry given with her address (with
-- its status history and consent), the e-mails the school sent her about them, and what the
-- school holds but cannot put in a document (a payment screenshot is named; the office sends the
-- file on request). Staff's internal notes are not hers and are left out.
create or replace function private.person_data_copy(email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with wanted as (select lower(btrim(person_data_copy.email)) as email)
  select jsonb_build_object(
    'email', (select w.email from wanted w),
    'made_at', now(),
    'applications', coalesce((
      select jsonb_agg(
        (to_jsonb(r) - 'idempotency_key' - 'honeypot' - 'contacted')
        || jsonb_build_object(
          'status_history', coalesce((
            select jsonb_agg(jsonb_build_object('status', h.to_status, 'changed_at', h.changed_at) order by h.changed_at)
            from public.application_status_history h where h.application_id = r.id
          ), '[]'),
          'course', (select c.title from public.courses c where c.id = r.course_id)
        )
        order by r.created_at
      )
      from public.student_registrations r, wanted w where lower(btrim(r.email)) = w.email
    ), '[]'),
    'enquiries', coalesce((
      select jsonb_agg((to_jsonb(r) - 'honeypot' - 'contacted') order by r.created_at)
      from public.registrations r, wanted w where lower(btrim(r.email)) = w.email
    ), '[]'),
    'deleted_by_the_school', coalesce((
      select jsonb_agg(
        jsonb_build_object('kind', d.table_name, 'deleted_at', d.deleted_at,
          'data', d.row_data - 'idempotency_key' - 'honeypot' - 'contacted')
        order by d.deleted_at
      )
      from public.deleted_registrations d, wanted w where lower(btrim(d.row_data ->> 'email')) = w.email
    ), '[]'),
    'emails_sent_to_you', coalesce((
      select jsonb_agg(
        jsonb_build_object('subject', o.subject, 'status', o.status, 'queued_at', o.created_at, 'sent_at', o.sent_at)
        order by o.created_at
      )
      from public.mail_outbox o, wanted w
      where o.body_purged_at is null and exists (select 1 from unnest(o.to_addresses) a where lower(btrim(a)) = w.email)
    ), '[]')
  )
$$;
revoke all on function private.person_data_copy(text) from public;

-- The copy's link, made when an admin completes an access request: her data as it is now.
create or replace function public.data_request_copy(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.person_data_copy(r.email)
  from public.data_requests r
  where r.id = private.data_request_token_request(data_request_copy.token, 'copy')
    and r.kind = 'access' and r.status = 'completed' and r.email is not null
$$;
revoke all on function public.data_request_copy(text) from public, anon, authenticated;
grant execute on function public.data_request_copy(text) to anon, authenticated, service_role;

-- 4. The office's answers -----------------------------------------------------------------------------

create or replace function private.open_data_request(request_id uuid)
returns public.data_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  request public.data_requests;
begin
  select r.* into request from public.data_requests r where r.id = open_data_request.request_id for update;
  if request.id is null or request.status = 'unconfirmed' then
    raise sqlstate 'PT404' using message = 'No such request.';
  end if;
  if request.status <> 'open' then
    raise sqlstate 'PT409' using message = 'This request has already been answered.';
  end if;
  return request;
end;
$$;
revoke all on function private.open_data_request(uuid) from public;

-- Does what the request asks and tells her. Access: a link to her copy, for 14 days. Correction:
-- the office corrected the application or enquiry first, on its own screen; she is told it is
-- done. Erasure: every application and enquiry given with her address, with their copies,
-- e-mails, screenshots and history (private.erase_person_data), and her earlier answered
-- requests; she is told how many records went. Returns the number of records erased.
create or replace function public.complete_data_request(request_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.data_requests;
  erased integer;
  token text;
  site text;
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.';
  end if;
  request := private.open_data_request(complete_data_request.request_id);
  select rtrim(coalesce(s.site_url, 'http://localhost:4321'), '/') into site from public.mail_settings s where s.id = 1;
  if request.kind = 'erasure' then
    erased := private.erase_person_data('request', email => request.email);
    delete from public.data_requests r
    where lower(btrim(r.email)) = lower(btrim(request.email)) and r.id <> request.id and r.status <> 'open';
    delete from private.data_request_attempts a where a.email_key = private.data_request_email_key(request.email);
  end if;

  update public.data_requests r
  set status = 'completed', answered_at = now(), answered_by = auth.uid(), records_erased = erased,
    details = null
  where r.id = request.id
  returning * into request;

  if request.kind = 'access' then
    token := private.new_data_request_token(request.id, 'copy', now() + interval '14 days');
    perform private.queue_data_request_mail(
      request, 'data_request_answer',
      '%s: a copy of your data',
      '%s: మీ వివరాల ప్రతి',
      format(
        E'Dear friend,\n\n'
        'As you asked, here is a copy of the data {school} holds about you. Open it with this link within '
        '14 days; you can save it as a file or print it:\n%s\n\n'
        'The link is yours alone: please do not share it.',
        private.your_data_link(site, 'en', 'copy', token)
      ),
      format(
        E'నమస్కారం,\n\n'
        'మీరు అడిగినట్లుగా, {school} దగ్గర ఉన్న మీ వివరాల ప్రతి ఇదిగో. 14 రోజుల్లోగా ఈ లింక్‌తో తెరవండి; '
        'దాన్ని ఫైల్‌గా దాచుకోవచ్చు లేదా ముద్రించుకోవచ్చు:\n%s\n\n'
        'ఈ లింక్ మీ ఒక్కరికే: దయచేసి ఎవరితోనూ పంచుకోవద్దు.',
        private.your_data_link(site, 'te', 'copy', token)
      )
    );
  elsif request.kind = 'correction' then
    perform private.queue_data_request_mail(
      request, 'data_request_answer',
      '%s: your data has been corrected',
      '%s: మీ వివరాలు సరిదిద్దబడ్డాయి',
      E'Dear friend,\n\nAs you asked, {school} has corrected your data. If something is still not right, '
        'please ask again on our website:\n' || private.your_data_link(site, 'en', null, null),
      E'నమస్కారం,\n\nమీరు అడిగినట్లుగా, {school} మీ వివరాలను సరిదిద్దింది. ఇంకా ఏదైనా సరిగా లేకపోతే, '
        'మా వెబ్‌సైట్‌లో మళ్లీ అడగండి:\n' || private.your_data_link(site, 'te', null, null)
    );
  else
    perform private.queue_data_request_mail(
      request, 'data_request_answer',
      '%s: your data has been erased',
      '%s: మీ వివరాలు తొలగించబడ్డాయి',
      format(
        E'Dear friend,\n\nAs you asked, {school} has erased the data it held about you: %s record(s), with '
        'their files, history and our e-mails about them. Your consent to their use is withdrawn with them.\n\n'
        'We keep only a note that an erasure was made, without your name or address. This e-mail itself is '
        'erased from our system after %s days.',
        erased, (select extract(day from i.sent_mail_body)::integer from private.retention_intervals() i)
      ),
      format(
        E'నమస్కారం,\n\nమీరు అడిగినట్లుగా, {school} తన దగ్గర ఉన్న మీ వివరాలను తొలగించింది: %s రికార్డు(లు), '
        'వాటి ఫైళ్లు, చరిత్ర, వాటి గురించి మా ఈమెయిల్‌లతో సహా. వాటి వినియోగానికి మీ సమ్మతి కూడా వాటితో ఉపసంహరించబడింది.\n\n'
        'తొలగింపు జరిగిందన్న నోట్ మాత్రమే, మీ పేరు లేదా చిరునామా లేకుండా, మా దగ్గర ఉంటుంది. ఈ ఈమెయిల్ కూడా %s రోజుల తర్వాత మా సిస్టమ్ నుండి తొలగించబడుతుంది.',
        erased, (select extract(day from i.sent_mail_body)::integer from private.retention_intervals() i)
      )
    );
    -- Her address stays only in that e-mail, until it is sent and purged.
    update public.data_requests r set email = null, personal_data_forgotten_at = now() where r.id = request.id;
  end if;
  return coalesce(erased, 0);
end;
$$;
revoke all on function public.complete_data_request(uuid) from public, anon, authenticated;
grant execute on function public.complete_data_request(uuid) to authenticated, service_role;

-- A refusal (for example, a correction the school cannot make, or data a law makes it keep): she
-- gets the office's reason, and where to turn if she disagrees.
create or replace function public.refuse_data_request(request_id uuid, reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.data_requests;
  wanted_reason text := nullif(btrim(coalesce(refuse_data_request.reason, '')), '');
  site text;
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.';
  end if;
  request := private.open_data_request(refuse_data_request.request_id);
  if wanted_reason is null or length(wanted_reason) > 2000 then
    raise exception using errcode = '22023', message = 'Please give her the reason, in at most 2000 characters.';
  end if;
  update public.data_requests r
  set status = 'refused', answered_at = now(), answered_by = auth.uid(), refusal_reason = wanted_reason, details = null
  where r.id = request.id
  returning * into request;
  select rtrim(coalesce(s.site_url, 'http://localhost:4321'), '/') into site from public.mail_settings s where s.id = 1;
  perform private.queue_data_request_mail(
    request, 'data_request_answer',
    '%s: about your request',
    '%s: మీ అభ్యర్థన గురించి',
    format(
      E'Dear friend,\n\n{school} cannot do what you asked (%s), for this reason:\n\n%s\n\n'
      'If you disagree, please contact our grievance officer, as our privacy notice says:\n%s\n'
      'If we cannot settle it, you may complain to the Data Protection Board of India.',
      private.data_request_kind_words(request.kind, 'en'), wanted_reason,
      rtrim(site, '/') || '/privacy'
    ),
    format(
      E'నమస్కారం,\n\nమీరు అడిగినది (%s) {school} చేయలేదు, ఈ కారణంగా:\n\n%s\n\n'
      'మీరు అంగీకరించకపోతే, మా గోప్యతా ప్రకటనలో చెప్పినట్లుగా మా ఫిర్యాదుల అధికారిని సంప్రదించండి:\n%s\n'
      'అప్పటికీ పరిష్కారం కాకపోతే, భారత డేటా ప్రొటెక్షన్ బోర్డుకు ఫిర్యాదు చేయవచ్చు.',
      private.data_request_kind_words(request.kind, 'te'), wanted_reason,
      rtrim(site, '/') || '/te/privacy'
    )
  );
end;
$$;
revoke all on function public.refuse_data_request(uuid, text) from public, anon, authenticated;
grant execute on function public.refuse_data_request(uuid, text) to authenticated, service_role;

-- What the admin's request screen shows beside a request: how many applications and enquiries
-- (live or in the trash) are on file under its address, without reading them.
create or replace function public.data_request_records(request_id uuid)
returns table (applications integer, enquiries integer, in_trash integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.';
  end if;
  return query
    select
      (select count(*)::integer from public.student_registrations s where lower(btrim(s.email)) = lower(btrim(r.email))),
      (select count(*)::integer from public.registrations e where lower(btrim(e.email)) = lower(btrim(r.email))),
      (select count(*)::integer from public.deleted_registrations d
        where lower(btrim(d.row_data ->> 'email')) = lower(btrim(r.email)))
    from public.data_requests r
    where r.id = data_request_records.request_id and r.status <> 'unconfirmed' and r.email is not null;
end;
$$;
revoke all on function public.data_request_records(uuid) from public, anon, authenticated;
grant execute on function public.data_request_records(uuid) to authenticated, service_role;

-- 5. Forgetting requests -------------------------------------------------------------------------------

-- Unconfirmed requests go after a day; an answered request keeps her address and links for the
-- schedule's e-mail days (she may write back about it), then only what was asked, when, and how
-- it was answered. Returns how many requests were forgotten.
create or replace function private.forget_data_requests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  unconfirmed integer;
  answered integer;
begin
  delete from public.data_requests r where r.status = 'unconfirmed' and r.created_at < now() - interval '1 day';
  get diagnostics unconfirmed = row_count;
  with forgotten as (
    update public.data_requests r
    set email = null, details = null, personal_data_forgotten_at = now()
    where r.status in ('completed', 'refused') and r.email is not null
      and r.answered_at < now() - (select i.sent_mail_body from private.retention_intervals() i)
    returning r.id
  )
  select count(*) into answered from forgotten;
  delete from private.data_request_tokens t
  where t.expires_at < now()
    or t.request_id in (select r.id from public.data_requests r where r.personal_data_forgotten_at is not null);
  perform private.log_erasure('retention', 'data_requests', unconfirmed + answered);
  return unconfirmed + answered;
end;
$$;
revoke all on function private.forget_data_requests() from public;

-- The erasure log's kinds gain the requests.
alter table public.erasure_log drop constraint erasure_log_kind_check;
alter table public.erasure_log add constraint erasure_log_kind_check check (
  kind in ('application', 'enquiry', 'alumni_profile', 'payment_screenshot', 'mail_bodies', 'trash', 'data_requests')
);

-- The daily job, as in 20250601001800, and then the requests.
create or replace function private.apply_retention(
  out notices_sent integer, out records_erased integer, out mail_bodies_purged integer, out trash_emptied integer
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
begin
  notices_sent := 0;
  records_erased := 0;
  -- One run at a time: two would send two notices.
  perform pg_advisory_xact_lock(hashtext('private.apply_retention'));

  -- A notice for another date (the decision or the schedule changed) or for what is no longer
  -- due no longer counts.
  delete from private.retention_notices n
  where not exists (
    select 1 from private.retention_due() d
    where d.subject_kind = n.subject_kind and d.subject_id = n.subject_id and d.due_at = n.due_at
  );

  for due in
    select d.* from private.retention_due() d
    where d.due_at <= now() + interval '48 hours'
      and not exists (
        select 1 from private.retention_notices n where n.subject_kind = d.subject_kind and n.subject_id = d.subject_id
      )
    order by d.due_at
  loop
    insert into private.retention_notices (subject_kind, subject_id, due_at, outbox_id)
    values (
      due.subject_kind, due.subject_id, due.due_at,
      private.queue_retention_notice(
        due.subject_kind, due.subject_id, due.email, due.language, due.reference, due.received_at,
        greatest(due.due_at, now() + interval '48 hours')
      )
    );
    notices_sent := notices_sent + 1;
  end loop;

  for due in
    select d.subject_kind, d.subject_id from private.retention_due() d
    join private.retention_notices n on n.subject_kind = d.subject_kind and n.subject_id = d.subject_id
      and n.due_at = d.due_at
    left join public.mail_outbox o on o.id = n.outbox_id
    where d.due_at <= now()
      and n.noticed_at <= now() - interval '48 hours'
      and (
        o.id is null
        or (o.status = 'sent' and o.sent_at <= now() - interval '48 hours')
        or o.status = 'failed'
      )
  loop
    records_erased := records_erased + case due.subject_kind
      when 'enquiry' then private.erase_person_data('retention', enquiry_id => due.subject_id)
      when 'application' then private.erase_person_data('retention', application_id => due.subject_id)
      else private.erase_payment_screenshot(due.subject_id, 'retention')
    end;
  end loop;

  -- Sent e-mails, and failed ones (nobody retries a month-old e-mail), keep their delivery facts.
  update public.mail_outbox o
  set subject = '', body_text = '', to_addresses = '{}', last_error = null, body_purged_at = now()
  where o.body_purged_at is null
    and (
      (o.status = 'sent' and o.sent_at < now() - (select i.sent_mail_body from private.retention_intervals() i))
      or (o.status = 'failed' and o.created_at < now() - (select i.sent_mail_body from private.retention_intervals() i))
    );
  get diagnostics mail_bodies_purged = row_count;
  perform private.log_erasure('retention', 'mail_bodies', mail_bodies_purged);

  -- The trash empties itself when a row is deleted; this empties it on quiet days too.
  delete from public.deleted_registrations d
  where d.deleted_at < now() - (select i.trash from private.retention_intervals() i);
  get diagnostics trash_emptied = row_count;
  perform private.log_erasure('retention', 'trash', trash_emptied);

  perform private.forget_data_requests();
end;
$$;
revoke all on function private.apply_retention() from public;
grant execute on function private.apply_retention() to service_role;
