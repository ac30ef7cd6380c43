-- Mail: the database queues each message in public.mail_outbox (its kind, language and values);
-- send-mail (an Edge Function on hosted, the same code locally) claims what is due, writes it in
-- packages/core's words, sends it and records the outcome, retrying with backoff. The office's addresses and the site's address are in public.mail_settings.

-- One row admins read and change: who in the office is told, and what the e-mails say the school
-- is called, where it sends from and where the status page is.
create table public.mail_settings (
  id smallint primary key default 1,
  office_addresses text[] not null default '{admissions@example.com}'::text[],
  from_address text not null default 'Admissions <admissions@example.com>',
  school_name text not null default 'Vijayawada Women''s Bible Seminary',
  site_url text not null default 'http://localhost:4321',
  updated_at timestamp with time zone not null default now(),
  constraint mail_settings_from_address_check check ((btrim(from_address) <> '') and (length(from_address) <= 320)),
  constraint mail_settings_id_check check (id = 1),
  constraint mail_settings_office_addresses_check check (cardinality(office_addresses) >= 1 and cardinality(office_addresses) <= 20 and (array_to_string(office_addresses, ',') ~ '^[^@[:space:],]+@[^@[:space:],]+\.[^@[:space:],]+(,[^@[:space:],]+@[^@[:space:],]+\.[^@[:space:],]+)*$')),
  constraint mail_settings_school_name_check check ((btrim(school_name) <> '') and (length(school_name) <= 200)),
  constraint mail_settings_single_line_fields check (private.is_single_line(from_address) and private.is_single_line(school_name) and private.is_single_line(site_url) and private.is_single_line(array_to_string(office_addresses, ','))),
  constraint mail_settings_site_url_check check (site_url ~ '^https?://[^[:space:]/]+(/[^[:space:]]*)?$')
);
alter table public.mail_settings enable row level security;
insert into public.mail_settings (id) values (1);

-- 2. The outbox ---------------------------------------------------------------------------------------
-- A message is queued as its kind, its language and the values its words are filled with; the
-- words themselves are packages/core's mail catalogue, which send-mail writes the message from
-- when it sends it (packages/core/src/mail/render.ts).

-- Which values each kind of e-mail carries. What a visitor typed into a form (name, email, phone,
-- city, state, address, comments, the start date) goes only to the office, whose addresses the
-- school set; the office's own words (a refusal's reason, a decision's note) go only to an address
-- its owner proved by following the school's link. Every other e-mail may reach an address nobody
-- has proven, so it carries only what the school made: its name and site, references, tokens,
-- codes, dates and counts.
create or replace function private.mail_parameter_names(kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
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
    -- To her pastor or church leader, whose address she typed: the school's words, her name and
    -- the link, as she agreed (17_recommendations.sql).
    when 'recommendation_request' then array['school', 'site', 'applicant', 'token', 'expires_at']
    when 'recommendation_reminder' then array['school', 'site', 'applicant', 'token', 'expires_at']
  end
$$;
revoke all on function private.mail_parameter_names(text) from public;
grant execute on function private.mail_parameter_names(text) to service_role;

-- The form of each value: what the school made is held to its own shape, so no key can carry
-- anybody's text under another name; only the people's words named above are free text.
create or replace function private.mail_parameter_fits(name text, value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
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
    when 'applicant' then jsonb_typeof(value) = 'string' and btrim(value #>> '{}') <> ''
      and length(value #>> '{}') <= 200 and private.is_single_line(value #>> '{}')
    when 'expires_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'due_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'response_days' then jsonb_typeof(value) = 'number'
    when 'records' then jsonb_typeof(value) = 'number'
    when 'mail_days' then jsonb_typeof(value) = 'number'
    when 'action_link' then (value #>> '{}') ~ '^https?://[^[:space:][:cntrl:]]+$'
    when 'program' then jsonb_typeof(value) in ('string', 'null')
    when 'course' then jsonb_typeof(value) in ('string', 'null')
    else jsonb_typeof(value) in ('string', 'null')
  end
$$;
revoke all on function private.mail_parameter_fits(text, jsonb) from public;
grant execute on function private.mail_parameter_fits(text, jsonb) to service_role;

create or replace function private.mail_parameters_fit(kind text, parameters jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(parameters) = 'object' and parameters ? 'school' and parameters ? 'site'
    and coalesce((
      select bool_and(p.key = any (private.mail_parameter_names(kind)) and private.mail_parameter_fits(p.key, p.value))
      from jsonb_each(parameters) p
    ), true)
$$;
revoke all on function private.mail_parameters_fit(text, jsonb) from public;
-- The outbox's check runs as whoever writes a row, and the sender writes as the service role.
grant execute on function private.mail_parameters_fit(text, jsonb) to service_role;

create table public.mail_outbox (
  id bigint primary key generated always as identity,
  kind text not null,
  from_address text not null,
  to_addresses text[] not null,
  language text not null default 'en',
  parameters jsonb not null default '{}'::jsonb,
  application_id uuid,
  registration_id uuid,
  status text not null default 'pending',
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamp with time zone not null default now(),
  sent_at timestamp with time zone,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  body_purged_at timestamp with time zone,
  data_request_id uuid references public.data_requests (id) on delete cascade,
  alumni_registration_id uuid references public.alumni_registrations (id) on delete cascade,
  constraint mail_outbox_attempts_check check (attempts >= 0),
  constraint mail_outbox_kind_check check (kind = any (array['application_office', 'application_applicant', 'status_applicant', 'receipt_applicant', 'enquiry_office', 'retention_notice', 'data_request_confirm', 'data_request_office', 'data_request_answer', 'staff_invite', 'staff_password', 'alumni_registration_confirm', 'alumni_registration_office', 'alumni_registration_answer', 'recommendation_request', 'recommendation_reminder'])),
  constraint mail_outbox_language_check check (language = any (array['en', 'te'])),
  constraint mail_outbox_parameters_check check (case when body_purged_at is null then private.mail_parameters_fit(kind, parameters) else parameters = '{}'::jsonb end),
  constraint mail_outbox_status_check check (status = any (array['pending', 'sending', 'sent', 'failed'])),
  constraint mail_outbox_to_addresses_check check ((cardinality(to_addresses) >= 1) or (body_purged_at is not null))
);
create index mail_outbox_alumni_registration_id_idx on public.mail_outbox (alumni_registration_id);
create index mail_outbox_application_id_idx on public.mail_outbox (application_id);
create index mail_outbox_created_at_idx on public.mail_outbox (created_at desc);
create index mail_outbox_data_request_id_idx on public.mail_outbox (data_request_id);
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where (status = any (array['pending', 'sending']));
create index mail_outbox_registration_id_idx on public.mail_outbox (registration_id);
create index mail_outbox_status_idx on public.mail_outbox (status, created_at desc);
alter table public.mail_outbox enable row level security;

-- A sender listening (the local mail worker) sends at once instead of at its next poll.
create or replace function private.notify_mail_outbox()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('mail_outbox', '');
  return null;
end;
$$;
revoke all on function private.notify_mail_outbox() from public;

-- Applications, enquiries and status changes written through the API (visitors, admins, the
-- service role) are news; the seed, migrations and a restore from the trash are not.
create or replace function private.write_sends_mail()
returns boolean
language sql
stable
set search_path = ''
as $$
  select auth.role() is not null and not (select private.restoring_registration())
$$;
revoke all on function private.write_sends_mail() from public;

-- 3. Links confirmed by e-mail ---------------------------------------------------------------------
-- Every e-mail that proves an address with a link (an applicant's status link, a data request's
-- confirmation and copy links, an alumni registration's confirmation, the recommendation form's
-- link to her pastor) carries a token of this one
-- kind: 244 random bits, URL-safe, kept only as its SHA-256 so the database (and a backup of it)
-- cannot give out a working link. A token serves one purpose and one record, and goes with it;
-- one without an expiry lasts as long as its record.
create table private.confirmation_tokens (
  token_hash bytea primary key,
  purpose text not null,
  application_id uuid references public.student_registrations (id) on delete cascade,
  data_request_id uuid references public.data_requests (id) on delete cascade,
  alumni_registration_id uuid references public.alumni_registrations (id) on delete cascade,
  expires_at timestamp with time zone,
  created_at timestamp with time zone not null default now(),
  constraint confirmation_tokens_purpose_check check (purpose = any (array['application_status', 'data_request_confirm', 'data_request_copy', 'alumni_registration_confirm', 'recommendation'])),
  constraint confirmation_tokens_record_check check (case purpose
    when 'application_status' then application_id is not null and num_nonnulls(data_request_id, alumni_registration_id) = 0
    when 'recommendation' then application_id is not null and num_nonnulls(data_request_id, alumni_registration_id) = 0
    when 'alumni_registration_confirm' then alumni_registration_id is not null and num_nonnulls(application_id, data_request_id) = 0
    else data_request_id is not null and num_nonnulls(application_id, alumni_registration_id) = 0
  end)
);
create index confirmation_tokens_alumni_registration_id_idx on private.confirmation_tokens (alumni_registration_id);
create index confirmation_tokens_application_id_idx on private.confirmation_tokens (application_id);
create index confirmation_tokens_data_request_id_idx on private.confirmation_tokens (data_request_id);
alter table private.confirmation_tokens enable row level security;

-- Every request that sends such an e-mail to an address a visitor typed is counted, as SHA-256 of
-- the address, with the client's address, for a day: a data request or an alumni registration;
-- and so is every recommendation sent with a link's token (17_recommendations.sql), its hash in
-- place of the address.
create table private.confirmation_attempts (
  purpose text not null,
  client_address text,
  email_key text not null,
  attempted_at timestamp with time zone not null default now(),
  constraint confirmation_attempts_purpose_check check (purpose = any (array['data_request', 'alumni_registration', 'recommendation']))
);
create index confirmation_attempts_attempted_at_idx on private.confirmation_attempts (attempted_at);
create index confirmation_attempts_client_address_idx on private.confirmation_attempts (purpose, client_address, attempted_at);
create index confirmation_attempts_email_key_idx on private.confirmation_attempts (purpose, email_key, attempted_at);
alter table private.confirmation_attempts enable row level security;

-- A new link's token for the record the purpose names; returns the token, which only the e-mail keeps.
create or replace function private.new_confirmation_token(purpose text, record_id uuid, expires_at timestamptz default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text := rtrim(
    translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'),
    '='
  );
begin
  insert into private.confirmation_tokens (
    token_hash, purpose, application_id, data_request_id, alumni_registration_id, expires_at
  ) values (
    sha256(convert_to(token, 'UTF8')), new_confirmation_token.purpose,
    case when new_confirmation_token.purpose in ('application_status', 'recommendation') then record_id end,
    case when new_confirmation_token.purpose like 'data_request_%' then record_id end,
    case when new_confirmation_token.purpose = 'alumni_registration_confirm' then record_id end,
    new_confirmation_token.expires_at
  );
  return token;
end;
$$;
revoke all on function private.new_confirmation_token(text, uuid, timestamp with time zone) from public;

-- The record a link's token was made for, if it is one of this purpose and has not expired; null
-- for any other text.
create or replace function private.confirmation_token_record(token text, purpose text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(t.application_id, t.data_request_id, t.alumni_registration_id)
  from private.confirmation_tokens t
  where length(confirmation_token_record.token) between 20 and 200
    and t.token_hash = sha256(convert_to(confirmation_token_record.token, 'UTF8'))
    and t.purpose = confirmation_token_record.purpose
    and (t.expires_at is null or t.expires_at > now())
$$;
revoke all on function private.confirmation_token_record(text, text) from public;

create or replace function private.confirmation_email_key(purpose text, email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(replace(purpose, '_', '-') || ':' || lower(btrim(email)), 'UTF8')), 'hex')
$$;
revoke all on function private.confirmation_email_key(text, text) from public;

-- Counts a request for an e-mail to `email`, or refuses it with 429 and `refusal` when the limits
-- are spent: 5 an hour per client address and 3 a day per e-mail address, for each purpose, so
-- nobody can fill an inbox with the school's e-mails.
create or replace function private.spend_confirmation_attempt(purpose text, email text, refusal text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sender_address text := private.request_client_address();
  key text := private.confirmation_email_key(spend_confirmation_attempt.purpose, spend_confirmation_attempt.email);
begin
  perform pg_advisory_xact_lock(hashtext('private.confirmation_attempts'));
  delete from private.confirmation_attempts a where a.attempted_at < now() - interval '1 day';
  if (sender_address is not null and (
        select count(*) from private.confirmation_attempts a
        where a.purpose = spend_confirmation_attempt.purpose and a.client_address = sender_address
          and a.attempted_at > now() - interval '1 hour'
      ) >= 5)
    or (select count(*) from private.confirmation_attempts a
        where a.purpose = spend_confirmation_attempt.purpose and a.email_key = key) >= 3 then
    raise sqlstate 'PT429' using
      message = refusal,
      hint = case spend_confirmation_attempt.purpose
        when 'data_request' then 'too_many_data_requests'
        when 'alumni_registration' then 'too_many_alumni_registrations'
        when 'recommendation' then 'too_many_recommendation_attempts'
      end;
  end if;
  insert into private.confirmation_attempts (purpose, client_address, email_key)
  values (spend_confirmation_attempt.purpose, sender_address, key);
end;
$$;
revoke all on function private.spend_confirmation_attempt(text, text, text) from public;

-- Every e-mail the database sends goes through here: to `to_address`, or to the office's addresses
-- when it is null, from the school's address, with the school's name and site as the mail settings
-- say now beside the kind's own values. Returns the outbox row's id.
create or replace function private.queue_mail(
  kind text, to_address text, language text, parameters jsonb, application_id uuid default null,
  registration_id uuid default null, data_request_id uuid default null, alumni_registration_id uuid default null
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  queued bigint;
begin
  select * into settings from public.mail_settings s where s.id = 1;
  insert into public.mail_outbox (
    kind, from_address, to_addresses, language, parameters, application_id, registration_id, data_request_id,
    alumni_registration_id
  ) values (
    queue_mail.kind,
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    case when queue_mail.to_address is null
      then coalesce(settings.office_addresses, '{admissions@example.com}')
      else array[queue_mail.to_address]
    end,
    coalesce(queue_mail.language, 'en'),
    queue_mail.parameters || jsonb_build_object(
      'school', coalesce(settings.school_name, 'Vijayawada Women''s Bible Seminary'),
      'site', rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/')
    ),
    queue_mail.application_id, queue_mail.registration_id, queue_mail.data_request_id,
    queue_mail.alumni_registration_id
  )
  returning id into queued;
  return queued;
end;
$$;
revoke all on function private.queue_mail(text, text, text, jsonb, uuid, uuid, uuid, uuid) from public;

-- The office is told what the visitor wrote (quoted when the e-mail is written; her name in the
-- office's subject, where it can no longer break the header) and where the application is in the
-- admin; the applicant gets the school's fixed text in her language: a greeting without her name,
-- the reference and the school's links only, and a word for whoever received it without having
-- applied.
create or replace function private.mail_new_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.write_sends_mail()) then
    return null;
  end if;
  perform private.queue_mail(
    'application_office', null, 'en',
    jsonb_build_object(
      'id', new.id, 'reference', new.reference, 'start_date', new.start_date, 'program', new.program_interest,
      'course', (select c.title from public.courses c where c.id = new.course_id), 'language', new.language,
      'name', new.name, 'email', new.email, 'phone', new.phone, 'city', new.city, 'state', new.state,
      'comments', new.comments
    ),
    application_id => new.id
  );
  perform private.queue_mail(
    'application_applicant', new.email, new.language,
    jsonb_build_object('reference', new.reference, 'token', private.new_confirmation_token('application_status', new.id)),
    application_id => new.id
  );
  return null;
end;
$$;
revoke all on function private.mail_new_application() from public;

-- A decision (accepted, not accepted, withdrawn) is news for the applicant, with a new status link.
create or replace function private.mail_application_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is not distinct from old.status
    or new.status not in ('accepted', 'not_accepted', 'withdrawn')
    or not (select private.write_sends_mail()) then
    return null;
  end if;
  perform private.queue_mail(
    'status_applicant', new.email, new.language,
    jsonb_build_object(
      'reference', new.reference, 'status', new.status, 'token', private.new_confirmation_token('application_status', new.id)
    ),
    application_id => new.id
  );
  return null;
end;
$$;
revoke all on function private.mail_application_status() from public;

create or replace function private.mail_new_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.write_sends_mail()) then
    return null;
  end if;
  perform private.queue_mail(
    'enquiry_office', null, 'en',
    jsonb_build_object(
      'program', new.program_interest, 'course', (select c.title from public.courses c where c.id = new.course_id),
      'language', new.language, 'name', new.name, 'email', new.email, 'phone', new.phone, 'city', new.city,
      'state', new.state, 'address', new.address, 'comments', new.comments
    ),
    registration_id => new.id
  );
  return null;
end;
$$;
revoke all on function private.mail_new_enquiry() from public;

-- The sender's side (service role only). Due pending rows, and rows whose sender's lease ran out
-- (it stopped between claim and complete), become 'sending' for `lease_seconds`; two senders
-- never claim one row. A row that used its last attempt on a lost lease fails instead.
create or replace function public.claim_mail(batch integer default 10, lease_seconds integer default 120)
returns setof public.mail_outbox
language plpgsql
set search_path = ''
as $$
begin
  update public.mail_outbox
  set status = 'failed', last_error = coalesce(last_error, 'The sender stopped before it finished.')
  where status = 'sending' and next_attempt_at <= now() and attempts >= 5;

  return query
    update public.mail_outbox o
    set status = 'sending', attempts = o.attempts + 1,
        next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 10))
    where o.id in (
      select d.id from public.mail_outbox d
      where d.status in ('pending', 'sending') and d.next_attempt_at <= now()
      order by d.next_attempt_at, d.id
      limit greatest(least(batch, 100), 1)
      for update skip locked
    )
    returning o.*;
end;
$$;
revoke all on function public.claim_mail(integer, integer) from public, anon, authenticated;

-- A claimed row sent (error null) or not: retried after 1 min, 5 min, 30 min, 2 h, or failed
-- after the fifth attempt, its last error kept for the admin to read.
create or replace function public.complete_mail(id bigint, error text default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if error is null then
    update public.mail_outbox o
    set status = 'sent', sent_at = now(), last_error = null
    where o.id = complete_mail.id and o.status = 'sending';
  else
    update public.mail_outbox o
    set status = case when o.attempts >= 5 then 'failed' else 'pending' end,
        last_error = left(complete_mail.error, 2000),
        next_attempt_at = now() + case o.attempts
          when 1 then interval '1 minute'
          when 2 then interval '5 minutes'
          when 3 then interval '30 minutes'
          else interval '2 hours'
        end
    where o.id = complete_mail.id and o.status = 'sending';
  end if;
end;
$$;
revoke all on function public.complete_mail(bigint, text) from public, anon, authenticated;

-- The admin's retry of a failed e-mail: due now, with five attempts again.
create or replace function public.retry_mail(id bigint)
returns void
language plpgsql
security definer
set search_path to ''
as $$
begin
  if not (select private.is_admissions_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only admissions staff can retry an e-mail.', hint = 'admissions_only_mail_retry';
  end if;
  update public.mail_outbox o
  set status = 'pending', attempts = 0, next_attempt_at = now()
  where o.id = retry_mail.id and o.status = 'failed' and o.body_purged_at is null;
  if not found then
    if not exists (select 1 from public.mail_outbox o where o.id = retry_mail.id) then
      raise sqlstate 'PT404' using message = 'This e-mail no longer exists.', hint = 'mail_missing';
    end if;
    return;
  end if;
  perform pg_notify('mail_outbox', '');
end;
$$;
revoke all on function public.retry_mail(bigint) from public, anon;

-- The invitation or password e-mail to a member of staff: the school's fixed text, her role and
-- Auth's one-time link to the admin's set-password page. The address is the one an administrator
-- typed, and the e-mail holds nothing anybody else wrote.
create or replace function public.queue_staff_mail(kind text, email text, role text, action_link text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if queue_staff_mail.kind is null or queue_staff_mail.kind not in ('staff_invite', 'staff_password')
    or queue_staff_mail.role is null or queue_staff_mail.role not in ('administrator', 'editor', 'admissions')
    or queue_staff_mail.action_link !~ '^https?://[^[:space:][:cntrl:]]+$'
    or not private.is_single_line(queue_staff_mail.email) then
    raise exception using errcode = '22023', message = 'A staff e-mail needs its kind, a role, an address and a link.', hint = 'staff_mail_incomplete';
  end if;
  return private.queue_mail(
    queue_staff_mail.kind, btrim(queue_staff_mail.email), 'en',
    jsonb_build_object('role', queue_staff_mail.role, 'action_link', queue_staff_mail.action_link)
  );
end;
$$;
revoke all on function public.queue_staff_mail(text, text, text, text) from public, anon, authenticated;

revoke all on table public.mail_settings from anon, authenticated;
grant select, update on table public.mail_settings to authenticated;
revoke all on table public.mail_outbox from anon, authenticated;
grant select on table public.mail_outbox to authenticated;
revoke all on sequence public.mail_outbox_id_seq from anon, authenticated;
revoke all on table private.confirmation_tokens, private.confirmation_attempts from public, anon, authenticated, service_role;

create policy "Admissions staff read the mail outbox" on public.mail_outbox for select to authenticated
  using ((select private.is_admissions()));

create policy "Admins read mail settings" on public.mail_settings for select to authenticated
  using ((select private.is_admin()));

create policy "Admins update mail settings" on public.mail_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create trigger mail_outbox_notify after insert on public.mail_outbox for each statement execute function private.notify_mail_outbox();
create trigger mail_outbox_set_updated_at before update on public.mail_outbox for each row execute function private.set_updated_at();
create trigger mail_settings_set_updated_at before update on public.mail_settings for each row execute function private.set_updated_at();
create trigger registrations_mail_new after insert on public.registrations for each row execute function private.mail_new_enquiry();
create trigger student_registrations_mail_new after insert on public.student_registrations for each row execute function private.mail_new_application();
create trigger student_registrations_mail_status after update of status on public.student_registrations for each row execute function private.mail_application_status();
