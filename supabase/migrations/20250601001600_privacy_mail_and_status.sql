-- Privacy by design, part one (issue 25, points 1 and 2, and attacks 1, 2, 3, 9 and 10): the rules
-- are the database's, so the site, the admin, a direct REST or RPC call and the service role are
-- all held by them.
--   1. Single-line fields (names, e-mail, phone, city, state, the mail settings) refuse CR, LF and
--      every other control character, so nobody can forge lines in an e-mail or its headers.
--   2. E-mail to an address nobody has proven (the applicant's) carries only the school's fixed
--      text, the reference and the school's own links; what a visitor wrote reaches only the
--      office, quoted line by line under a heading that says whose words they are.
--   3. References are random (APP-2026-7KQ3XM), not a count of the year's applications.
--   4. Every e-mail to the applicant carries a status link with a token of her own; the lookup by
--      reference and contact is limited per reference and per contact as well as per address.
--   5. An alumni photo URL must be on the project's own storage origin.

-- 1. Single-line fields ------------------------------------------------------------------------

-- C0 and C1 controls (CR, LF and tab included) and the Unicode line and paragraph separators,
-- which some mail readers also break lines at. Null is single-line: the columns' own NOT NULL
-- says whether a value is required.
create or replace function private.is_single_line(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null or value !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
$$;
revoke all on function private.is_single_line(text) from public;
-- A CHECK runs with the writing role's rights.
grant execute on function private.is_single_line(text) to anon, authenticated, service_role;

-- Rows written before this rule: each run of control characters becomes one space (none in an
-- e-mail address, where a space is not allowed), so every row passes the new checks. Only rows
-- that break the rule are touched. A name made only of control characters becomes '-'.
create function pg_temp.single_line(value text, replacement text default ' ')
returns text
language sql
immutable
as $$
  select nullif(btrim(regexp_replace(value, '[\u0001-\u001f\u007f-\u009f\u2028\u2029]+', replacement, 'g')), '')
$$;

update public.registrations
set name = coalesce(pg_temp.single_line(name), '-'),
    email = pg_temp.single_line(email, ''),
    phone = pg_temp.single_line(phone),
    city = pg_temp.single_line(city),
    state = pg_temp.single_line(state)
where not (
  private.is_single_line(name) and private.is_single_line(email) and private.is_single_line(phone)
  and private.is_single_line(city) and private.is_single_line(state)
);

update public.student_registrations
set name = coalesce(pg_temp.single_line(name), '-'),
    email = pg_temp.single_line(email, ''),
    phone = pg_temp.single_line(phone),
    city = pg_temp.single_line(city),
    state = pg_temp.single_line(state)
where not (
  private.is_single_line(name) and private.is_single_line(email) and private.is_single_line(phone)
  and private.is_single_line(city) and private.is_single_line(state)
);

-- The trash too, so that a restore is not refused by the checks below.
update public.deleted_registrations d
set row_data = d.row_data || (
  select jsonb_object_agg(
    f.key,
    case f.key
      when 'email' then to_jsonb(pg_temp.single_line(f.value, ''))
      when 'name' then to_jsonb(coalesce(pg_temp.single_line(f.value), '-'))
      else to_jsonb(pg_temp.single_line(f.value))
    end
  )
  from jsonb_each_text(d.row_data) f
  where f.key in ('name', 'email', 'phone', 'city', 'state') and not private.is_single_line(f.value)
)
where exists (
  select 1 from jsonb_each_text(d.row_data) f
  where f.key in ('name', 'email', 'phone', 'city', 'state') and not private.is_single_line(f.value)
);

update public.alumni_profiles
set name = coalesce(pg_temp.single_line(name), '-'),
    degree = pg_temp.single_line(degree),
    current_position = pg_temp.single_line(current_position),
    organization = pg_temp.single_line(organization),
    location = pg_temp.single_line(location)
where not (
  private.is_single_line(name) and private.is_single_line(degree) and private.is_single_line(current_position)
  and private.is_single_line(organization) and private.is_single_line(location)
);

update public.mail_settings
set from_address = coalesce(pg_temp.single_line(from_address), 'Admissions <admissions@example.com>'),
    school_name = coalesce(pg_temp.single_line(school_name), 'Vijayawada Women''s Bible Seminary')
where id = 1 and not (private.is_single_line(from_address) and private.is_single_line(school_name));

alter table public.registrations
  add constraint registrations_single_line_fields check (
    private.is_single_line(name) and private.is_single_line(email) and private.is_single_line(phone)
    and private.is_single_line(city) and private.is_single_line(state)
  );
alter table public.student_registrations
  add constraint student_registrations_single_line_fields check (
    private.is_single_line(name) and private.is_single_line(email) and private.is_single_line(phone)
    and private.is_single_line(city) and private.is_single_line(state)
  );
alter table public.alumni_profiles
  add constraint alumni_profiles_single_line_fields check (
    private.is_single_line(name) and private.is_single_line(degree) and private.is_single_line(current_position)
    and private.is_single_line(organization) and private.is_single_line(location)
  );
-- The office addresses' and the site address's own checks already refuse whitespace; this
-- refuses the other controls as well.
alter table public.mail_settings
  add constraint mail_settings_single_line_fields check (
    private.is_single_line(from_address) and private.is_single_line(school_name)
    and private.is_single_line(site_url) and private.is_single_line(array_to_string(office_addresses, ','))
  );

-- 2. Random references --------------------------------------------------------------------------

-- Six characters of an alphabet without 0/O and 1/I, so a reference read over the phone is not
-- misheard: 32 letters, 5 random bits each (30 bits, about a billion per year), so the
-- reference tells nothing of how many applied and cannot be walked. gen_random_uuid() draws
-- from the server's strong random source; its first six bytes are all random.
create or replace function private.new_application_reference(at timestamptz)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  random_bytes bytea;
  candidate text;
begin
  loop
    random_bytes := uuid_send(gen_random_uuid());
    candidate := format(
      'APP-%s-%s',
      private.application_year(at),
      (select string_agg(substr(alphabet, get_byte(random_bytes, i) % 32 + 1, 1), '' order by i)
       from generate_series(0, 5) as i)
    );
    -- A reference in the trash may come back with its row.
    exit when not exists (select 1 from public.student_registrations r where r.reference = candidate)
      and not exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'reference' = candidate
      );
  end loop;
  return candidate;
end;
$$;
revoke all on function private.new_application_reference(timestamptz) from public;

-- As in 20250601001200, with a random reference.
create or replace function private.set_application_reference()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select private.restoring_registration()) and new.reference is not null then
    return new;
  end if;
  new.reference := private.new_application_reference(now());
  new.status := 'received';
  new.status_changed_at := now();
  return new;
end;
$$;
revoke all on function private.set_application_reference() from public;

-- The yearly count is nowhere any more: the counter and its function go. References already
-- given (APP-2025-00042) stay valid.
drop function private.next_application_reference(timestamptz);
drop table private.application_reference_counters;

alter table public.student_registrations
  drop constraint student_registrations_reference_format,
  add constraint student_registrations_reference_format
    check (reference ~ '^APP-[0-9]{4}-([0-9]{5,}|[2-9A-HJ-NP-Z]{6})$');

-- 3. Status links ------------------------------------------------------------------------------------

-- A token per e-mail sent to the applicant, kept only as its SHA-256: the database (and a backup
-- of it) cannot give out a working link. It lives as long as the application.
create table private.application_status_tokens (
  token_hash bytea primary key,
  application_id uuid not null references public.student_registrations (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index application_status_tokens_application_id_idx on private.application_status_tokens (application_id);
revoke all on table private.application_status_tokens from public, anon, authenticated, service_role;
alter table private.application_status_tokens enable row level security;

-- 32 bytes from two version-4 UUIDs (244 random bits), in URL-safe base64 without padding.
create or replace function private.new_application_status_token(application_id uuid)
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
  insert into private.application_status_tokens (token_hash, application_id)
  values (sha256(convert_to(token, 'UTF8')), new_application_status_token.application_id);
  return token;
end;
$$;
revoke all on function private.new_application_status_token(uuid) from public;

-- The status page opened from her e-mail: the reference, the status and its date for a token
-- she was sent, nothing for any other text. Not limited: a token cannot be guessed, so nobody
-- else's attempts can ever stop hers.
create or replace function public.application_status_by_token(token text)
returns table (reference text, status text, status_changed_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.reference, r.status, r.status_changed_at
  from private.application_status_tokens t
  join public.student_registrations r on r.id = t.application_id
  where length(application_status_by_token.token) between 20 and 200
    and t.token_hash = sha256(convert_to(application_status_by_token.token, 'UTF8'))
$$;
revoke all on function public.application_status_by_token(text) from public, anon, authenticated;
grant execute on function public.application_status_by_token(text) to anon, authenticated, service_role;

-- 4. The lookup by reference and contact --------------------------------------------------------------

-- Failures are now also counted per reference and per contact (both as SHA-256 of their
-- normalised form, so no typed phone number or e-mail is kept), and without an address for
-- requests that have none.
alter table private.application_lookup_attempts
  alter column client_address drop not null,
  add column reference_key text,
  add column contact_key text;
create index application_lookup_attempts_reference_key_idx
  on private.application_lookup_attempts (reference_key, attempted_at);
create index application_lookup_attempts_contact_key_idx
  on private.application_lookup_attempts (contact_key, attempted_at);

-- The trade-off. Budgets count failures only, within the last hour: 10 per client address, 20
-- per reference, 20 per contact (e-mail in lower case, phone as its last ten digits). Once one is
-- spent every lookup it covers gets the same 429, the right answer included: answering a right
-- pair while refusing wrong ones would tell a guesser which pair is right, and the per-reference
-- and per-contact budgets would stop nothing. So a stranger can close this way in for up to an
-- hour after spending a budget, and must spend it again, from at least two addresses, to keep it
-- closed; the token link in every e-mail to her is never limited, so she is never locked out of
-- her status. In exchange, someone who knows her phone number can try at most 20 references an
-- hour against about a billion a year, and someone who knows a reference at most 20 contacts.
-- The answer is the same whether or not the reference exists: no row, or 429 once a budget is
-- spent, after the same statements.
create or replace function public.application_status_lookup(reference text, contact text)
returns table (status text, status_changed_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
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
    raise sqlstate 'PT429' using message = 'Too many attempts. Please try again in an hour.';
  end if;

  return query
    select r.status, r.status_changed_at
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
$$;
revoke all on function public.application_status_lookup(text, text) from public, anon, authenticated;
grant execute on function public.application_status_lookup(text, text) to anon, authenticated, service_role;

-- 5. What the e-mails say -------------------------------------------------------------------------------

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

-- 6. Alumni photos on the project's own storage -----------------------------------------------------

-- `https://host[:port]` of a public storage URL, in lower case; null for any other text.
create or replace function private.storage_url_origin(url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(substring(url from '^(https?://[^/?#]+)/storage/v1/object/public/'))
$$;
revoke all on function private.storage_url_origin(text) from public;

-- The origins the school's own files are stored under: those of the public URLs in the tables
-- only admins write (logo, banners, teachers, galleries, campus life, downloads, donations), set
-- by the seed from the backend's own address or by the admin's uploads through the project. The
-- database knows no other name for its project (hosted Supabase gives it none), and a visitor can
-- add none of these.
create or replace function private.is_school_storage_origin(origin text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select origin is not null and (
    exists (select 1 from public.site_logo t where private.storage_url_origin(t.logo_url) = origin)
    or exists (select 1 from public.banners t where private.storage_url_origin(t.image_url) = origin)
    or exists (select 1 from public.teachers t where private.storage_url_origin(t.image_url) = origin)
    or exists (select 1 from public.gallery t where private.storage_url_origin(t.image_url) = origin)
    or exists (select 1 from public.about_gallery t where private.storage_url_origin(t.image_url) = origin)
    or exists (select 1 from public.campus_life t where private.storage_url_origin(t.image_url) = origin)
    or exists (select 1 from public.campus_life_gallery t where private.storage_url_origin(t.image_url) = origin)
    or exists (select 1 from public.downloads t where private.storage_url_origin(t.image_url) = origin)
    or exists (select 1 from public.downloads t where private.storage_url_origin(t.file_url) = origin)
    or exists (select 1 from public.donation_info t where private.storage_url_origin(t.qr_code_url) = origin)
  )
$$;
revoke all on function private.is_school_storage_origin(text) from public;

-- As in 20250601000700, and the URL's origin is the school's: a look-alike URL on another host
-- naming a real photo is refused, so the admin, the CSV export and the API never hand out a host
-- someone else chose.
create or replace function private.check_alumni_image()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  object_path text;
begin
  new.image_url := nullif(btrim(new.image_url), '');
  if new.image_url is null or auth.role() is null
    or (tg_op = 'UPDATE' and new.image_url is not distinct from old.image_url) then
    return new;
  end if;
  object_path := private.storage_object_path(new.image_url);
  if object_path is null or split_part(object_path, '/', 1) <> 'alumni-images'
    or not private.is_school_storage_origin(private.storage_url_origin(new.image_url))
    or not exists (
      select 1 from storage.objects o
      where o.bucket_id = 'alumni-images' and o.name = substr(object_path, length('alumni-images/') + 1)
    ) then
    raise exception using
      errcode = '22023',
      message = 'The photo must be an image uploaded to the alumni photo folder.';
  end if;
  return new;
end;
$$;
revoke all on function private.check_alumni_image() from public;

-- Photos stored on another host before this rule are put back on the school's own origin (the
-- one most of its files use), where the object they name was checked to be; with no school file
-- yet there is nothing to compare with and they are left.
update public.alumni_profiles p
set image_url = s.origin || substr(p.image_url, length(private.storage_url_origin(p.image_url)) + 1)
from (
  select o.origin from (
    select private.storage_url_origin(logo_url) as origin from public.site_logo
    union all select private.storage_url_origin(image_url) from public.banners
    union all select private.storage_url_origin(image_url) from public.teachers
    union all select private.storage_url_origin(image_url) from public.gallery
  ) o
  where o.origin is not null
  group by o.origin order by count(*) desc limit 1
) s
where private.storage_object_path(p.image_url) like 'alumni-images/%'
  and not private.is_school_storage_origin(private.storage_url_origin(p.image_url));
