-- Mail: the database writes each message into public.mail_outbox; send-mail (an Edge Function on
-- hosted, the same code locally) claims what is due, sends it and records the outcome, retrying
-- with backoff. The office's addresses and the site's address are in public.mail_settings.

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
create table public.mail_outbox (
  id bigint primary key generated always as identity,
  kind text not null,
  from_address text not null,
  to_addresses text[] not null,
  subject text not null,
  body_text text not null,
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
  constraint mail_outbox_kind_check check (kind = any (array['application_office', 'application_applicant', 'status_applicant', 'enquiry_office', 'retention_notice', 'data_request_confirm', 'data_request_office', 'data_request_answer', 'staff_invite', 'staff_password', 'alumni_registration_confirm', 'alumni_registration_office', 'alumni_registration_answer'])),
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

create or replace function private.application_status_words(status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'received' then 'Received'
    when 'under_review' then 'Under review'
    when 'accepted' then 'Accepted'
    when 'not_accepted' then 'Not accepted'
    when 'withdrawn' then 'Withdrawn'
  end
$$;
revoke all on function private.application_status_words(text) from public;

create or replace function private.program_words(program text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case program
    when 'residential' then 'Residential'
    when 'hybrid' then 'Hybrid'
    when 'online' then 'Online'
    else coalesce(program, '-')
  end
$$;
revoke all on function private.program_words(text) from public;

-- A visitor's text for the office e-mail: every line of it prefixed with "> ", so none can pass
-- for a line of the school's (such as "Open it in the admin:"). CR LF, CR and the Unicode line
-- breaks become one line break each; other controls go.
create or replace function private.quoted_visitor_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '> ' || replace(
    regexp_replace(
      regexp_replace(coalesce(nullif(btrim(value), ''), '-'), '\r\n|[\r\u000b\u000c\u0085\u2028\u2029]', E'\n', 'g'),
      '[\u0001-\u0009\u000e-\u001f\u007f-\u009f]', '', 'g'
    ),
    E'\n', E'\n> '
  )
$$;
revoke all on function private.quoted_visitor_text(text) from public;

-- The status page of the application's language, with her token.
create or replace function private.status_link(site_url text, language text, token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select rtrim(coalesce(site_url, 'http://localhost:4321'), '/')
    || case when language = 'te' then '/te' else '' end
    || '/apply/status' || case when token is null then '' else '?token=' || token end
$$;
revoke all on function private.status_link(text, text, text) from public;

-- The office is told what the visitor wrote, quoted in the body (her name stays in the office's
-- subject, where it can no longer break the header); the applicant gets the school's fixed text
-- in her language: a greeting without her name, the reference and the school's links only, and
-- a word for whoever received it without having applied.
create or replace function private.mail_new_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  course_title text;
  site text;
  token text;
begin
  if not (select private.write_sends_mail()) then
    return null;
  end if;
  select * into settings from public.mail_settings where id = 1;
  select c.title into course_title from public.courses c where c.id = new.course_id;
  site := rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/');
  token := private.new_application_status_token(new.id);

  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text, application_id)
  values
    (
      'application_office',
      coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
      coalesce(settings.office_addresses, '{admissions@example.com}'),
      format('New application %s from %s', new.reference, new.name),
      format(
        E'A new application has arrived.\n\n'
        'Reference: %s\nProgram: %s\nCourse: %s\nStart date: %s\nLanguage: %s\n\n'
        'Open it in the admin: %s/admin/student-registrations\n\n'
        'What the applicant wrote in the form (her own words, not checked by the school; '
        'the e-mail address is not proven to be hers):\n\n'
        'Name:\n%s\nEmail:\n%s\nPhone:\n%s\nCity:\n%s\nState:\n%s\nComments:\n%s\n',
        new.reference, private.program_words(new.program_interest), coalesce(course_title, '-'),
        coalesce(new.start_date, '-'), case when new.language = 'te' then 'Telugu' else 'English' end, site,
        private.quoted_visitor_text(new.name), private.quoted_visitor_text(new.email),
        private.quoted_visitor_text(new.phone), private.quoted_visitor_text(new.city),
        private.quoted_visitor_text(new.state), private.quoted_visitor_text(new.comments)
      ),
      new.id
    ),
    (
      'application_applicant',
      coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
      array[new.email],
      case when new.language = 'te'
        then format('%s కు మీ దరఖాస్తు: %s', settings.school_name, new.reference)
        else format('Your application to %s: %s', settings.school_name, new.reference)
      end,
      case when new.language = 'te' then
        format(
          E'ప్రియమైన దరఖాస్తుదారు,\n\n'
          '%s కు దరఖాస్తు చేసినందుకు ధన్యవాదాలు. మీ దరఖాస్తు మాకు అందింది.\n\n'
          'మీ రిఫరెన్స్ నంబర్: %s\n\n'
          'ఈ లింక్‌తో మీ దరఖాస్తు స్థితిని ఎప్పుడైనా చూడవచ్చు (ఇది మీ ఒక్కరికే; ఎవరితోనూ పంచుకోవద్దు):\n%s\n\n'
          'తర్వాత ఏమి జరుగుతుంది: అడ్మిషన్స్ కార్యాలయం మీ దరఖాస్తును పరిశీలించి మిమ్మల్ని సంప్రదిస్తుంది. '
          'మీ రిఫరెన్స్ నంబర్, మీరు ఇచ్చిన ఫోన్ నంబర్ లేదా ఈమెయిల్‌తో %s లో కూడా స్థితిని చూడవచ్చు.\n\n'
          'మీరు దరఖాస్తు చేయకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు.\n\n'
          'శుభాకాంక్షలతో,\nఅడ్మిషన్స్ కార్యాలయం\n%s\n',
          settings.school_name, new.reference, private.status_link(site, 'te', token),
          private.status_link(site, 'te', null), settings.school_name
        )
      else
        format(
          E'Dear applicant,\n\n'
          'Thank you for applying to %s. We have received your application.\n\n'
          'Your reference number: %s\n\n'
          'See the status of your application at any time with this link (it is yours alone; '
          'please do not share it):\n%s\n\n'
          'What happens next: the admissions office will review your application and contact you. '
          'You can also check its status on %s with your reference number and the phone number '
          'or e-mail address you gave.\n\n'
          'If you did not apply, you can ignore this e-mail.\n\n'
          'With best wishes,\nThe Admissions Office\n%s\n',
          settings.school_name, new.reference, private.status_link(site, 'en', token),
          private.status_link(site, 'en', null), settings.school_name
        )
      end,
      new.id
    );
  return null;
end;
$$;
revoke all on function private.mail_new_application() from public;

create or replace function private.application_status_words(status text, language text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when language = 'te' then
    case status
      when 'received' then 'స్వీకరించబడింది'
      when 'under_review' then 'పరిశీలనలో ఉంది'
      when 'accepted' then 'ఆమోదించబడింది'
      when 'not_accepted' then 'ఆమోదించబడలేదు'
      when 'withdrawn' then 'ఉపసంహరించబడింది'
    end
  else private.application_status_words(status)
  end
$$;
revoke all on function private.application_status_words(text, text) from public;

create or replace function private.mail_application_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  site text;
  news text;
  link text;
begin
  if new.status is not distinct from old.status
    or new.status not in ('accepted', 'not_accepted', 'withdrawn')
    or not (select private.write_sends_mail()) then
    return null;
  end if;
  select * into settings from public.mail_settings where id = 1;
  site := rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/');
  link := private.status_link(site, new.language, private.new_application_status_token(new.id));
  if new.language = 'te' then
    news := case new.status
      when 'accepted' then
        'మీ దరఖాస్తు ఆమోదించబడిందని తెలియజేయడానికి సంతోషిస్తున్నాము. '
        'తదుపరి చర్యల గురించి అడ్మిషన్స్ కార్యాలయం త్వరలో మిమ్మల్ని సంప్రదిస్తుంది.'
      when 'not_accepted' then
        'జాగ్రత్తగా పరిశీలించిన తర్వాత, ఈసారి మీకు ప్రవేశం ఇవ్వలేకపోతున్నందుకు చింతిస్తున్నాము. '
        || settings.school_name || ' పై మీరు చూపిన ఆసక్తికి ధన్యవాదాలు.'
      else
        'మీ దరఖాస్తు ఉపసంహరించబడింది. మీరు దీనిని ఊహించకపోతే, దయచేసి ఈ ఈమెయిల్‌కు జవాబు ఇవ్వండి.'
    end;
  else
    news := case new.status
      when 'accepted' then
        'We are glad to tell you that your application has been accepted. '
        'The admissions office will contact you soon about the next steps.'
      when 'not_accepted' then
        'After careful review, we are sorry that we cannot offer you a place this time. '
        'Thank you for your interest in ' || settings.school_name || '.'
      else
        'Your application has been withdrawn. If you did not expect this, please reply to this e-mail.'
    end;
  end if;

  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text, application_id)
  values (
    'status_applicant',
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    array[new.email],
    case when new.language = 'te'
      then format('మీ దరఖాస్తు %s: %s', new.reference, private.application_status_words(new.status, 'te'))
      else format('Your application %s: %s', new.reference, private.application_status_words(new.status))
    end,
    case when new.language = 'te' then
      format(
        E'ప్రియమైన దరఖాస్తుదారు,\n\n%s\n\nరిఫరెన్స్: %s\nస్థితి: %s\n\n'
        'ఈ లింక్‌తో స్థితిని ఎప్పుడైనా చూడవచ్చు (ఇది మీ ఒక్కరికే):\n%s\n\n'
        'శుభాకాంక్షలతో,\nఅడ్మిషన్స్ కార్యాలయం\n%s\n',
        news, new.reference, private.application_status_words(new.status, 'te'), link, settings.school_name
      )
    else
      format(
        E'Dear applicant,\n\n%s\n\nReference: %s\nStatus: %s\n\n'
        'See the status at any time with this link (it is yours alone):\n%s\n\n'
        'With best wishes,\nThe Admissions Office\n%s\n',
        news, new.reference, private.application_status_words(new.status), link, settings.school_name
      )
    end,
    new.id
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
declare
  settings public.mail_settings;
  course_title text;
begin
  if not (select private.write_sends_mail()) then
    return null;
  end if;
  select * into settings from public.mail_settings where id = 1;
  select c.title into course_title from public.courses c where c.id = new.course_id;

  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text, registration_id)
  values (
    'enquiry_office',
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    coalesce(settings.office_addresses, '{admissions@example.com}'),
    format('New enquiry from %s', new.name),
    format(
      E'A new enquiry has arrived.\n\n'
      'Program: %s\nCourse: %s\nLanguage: %s\n\n'
      'Open it in the admin: %s/admin/registrations\n\n'
      'What the visitor wrote in the form (their own words, not checked by the school; '
      'the e-mail address is not proven to be hers):\n\n'
      'Name:\n%s\nEmail:\n%s\nPhone:\n%s\nCity:\n%s\nState:\n%s\nAddress:\n%s\nComments:\n%s\n',
      private.program_words(new.program_interest), coalesce(course_title, '-'),
      case when new.language = 'te' then 'Telugu' else 'English' end,
      rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/'),
      private.quoted_visitor_text(new.name), private.quoted_visitor_text(new.email),
      private.quoted_visitor_text(new.phone), private.quoted_visitor_text(new.city),
      private.quoted_visitor_text(new.state), private.quoted_visitor_text(new.address),
      private.quoted_visitor_text(new.comments)
    ),
    new.id
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
    raise exception using errcode = '42501', message = 'Only admissions staff can retry an e-mail.';
  end if;
  update public.mail_outbox o
  set status = 'pending', attempts = 0, next_attempt_at = now()
  where o.id = retry_mail.id and o.status = 'failed' and o.body_purged_at is null;
  if not found then
    if not exists (select 1 from public.mail_outbox o where o.id = retry_mail.id) then
      raise sqlstate 'PT404' using message = 'This e-mail no longer exists.';
    end if;
    return;
  end if;
  perform pg_notify('mail_outbox', '');
end;
$$;
revoke all on function public.retry_mail(bigint) from public, anon;

-- The invitation or password e-mail to a member of staff: the school's fixed text, her role and
-- Auth's one-time link to the admin's set-password page. The address is the one an administrator
-- typed, and the text holds nothing anybody else wrote.
create or replace function public.queue_staff_mail(kind text, email text, role text, action_link text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  role_words text := case queue_staff_mail.role
    when 'administrator' then 'an administrator (everything, including staff and settings)'
    when 'editor' then 'an editor (the website''s content and publishing)'
    when 'admissions' then 'a member of the admissions office (enquiries, applications and their e-mails)'
  end;
  queued bigint;
begin
  if queue_staff_mail.kind not in ('staff_invite', 'staff_password') or role_words is null
    or queue_staff_mail.action_link !~ '^https?://[^[:space:][:cntrl:]]+$'
    or not private.is_single_line(queue_staff_mail.email) then
    raise exception using errcode = '22023', message = 'A staff e-mail needs its kind, a role, an address and a link.';
  end if;
  select * into settings from public.mail_settings where id = 1;
  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text)
  values (
    queue_staff_mail.kind,
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    array[btrim(queue_staff_mail.email)],
    case when queue_staff_mail.kind = 'staff_invite'
      then format('You are invited to the admin of %s', settings.school_name)
      else format('Set your password for the admin of %s', settings.school_name)
    end,
    case when queue_staff_mail.kind = 'staff_invite' then
      format(
        E'Hello,\n\nAn administrator of %s has given you an account on the website''s admin, as %s.\n\n'
        'Choose your password with this link (it works once, within an hour):\n%s\n\n'
        'Then sign in at %s/admin/ with this e-mail address.\n\n'
        'If you did not expect this, you can ignore this e-mail.\n\n%s\n',
        settings.school_name, role_words, queue_staff_mail.action_link,
        rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/'), settings.school_name
      )
    else
      format(
        E'Hello,\n\nAn administrator of %s asked for a new password for your admin account (%s).\n\n'
        'Choose it with this link (it works once, within an hour):\n%s\n\n'
        'If you did not expect this, tell an administrator; your present password stays until the link is used.\n\n%s\n',
        settings.school_name, role_words, queue_staff_mail.action_link, settings.school_name
      )
    end
  )
  returning id into queued;
  return queued;
end;
$$;
revoke all on function public.queue_staff_mail(text, text, text, text) from public, anon, authenticated;

revoke all on table public.mail_settings from anon, authenticated;
grant select, update on table public.mail_settings to authenticated;
revoke all on table public.mail_outbox from anon, authenticated;
grant select on table public.mail_outbox to authenticated;
revoke all on sequence public.mail_outbox_id_seq from anon, authenticated;

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
