-- Alumni registration (issue 27, point 3): a graduate asks to join the network at
-- /alumni/register. Her e-mail address is proven by a link before the office sees anything; an
-- editor approves her (the registration becomes a public.alumni_profiles row, which publishes
-- like every profile) or rejects it with a note, and she is told by e-mail either way.
--   1. public.alumni_registrations and its confirmation links (kept as hashes).
--   2. public.register_alumna: the page's form, for anyone: the notice's consent (issue 25), the
--      honeypot, the profile's own checks, and limits per client address and per e-mail address.
--      Her first e-mail holds only the school's fixed text and the link (no relay of her text).
--   3. public.confirm_alumni_registration: the link; the first use puts her in the office's queue.
--   4. public.approve_alumni_registration and public.reject_alumni_registration: editors'.
--   5. Forgetting: unconfirmed registrations after a day; a decided one's profile fields at the
--      decision (an approved one's live on in the profile), its address and note after the
--      schedule's e-mail days; private.erase_person_data takes her registrations too.

-- 1. Registrations -----------------------------------------------------------------------------------

create table public.alumni_registrations (
  id uuid primary key default gen_random_uuid(),
  -- The profile she asks for, as public.alumni_profiles holds it (private.validate_alumni_profile
  -- and the single-line rule of 20250601001600); null once decided (see 5.).
  name text,
  graduation_year integer,
  degree text,
  current_position text,
  organization text,
  location text,
  bio text,
  testimonial text,
  image_url text,
  -- Her proven address: the decision is sent there. Null once forgotten.
  email text check (
    length(email) <= 320
    and email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$'
  ),
  language text not null default 'en' check (language in ('en', 'te')),
  status text not null default 'unconfirmed' check (status in ('unconfirmed', 'pending', 'approved', 'rejected')),
  consent_notice_version integer not null references public.privacy_notice_versions (version),
  consent_language text not null check (consent_language in ('en', 'te')),
  consent_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by uuid,
  -- The office's words to her with the decision (sent to her proven address).
  review_note text check (length(review_note) <= 2000),
  alumni_profile_id uuid references public.alumni_profiles (id) on delete set null,
  constraint alumni_registrations_single_line_fields check (
    private.is_single_line(name) and private.is_single_line(degree) and private.is_single_line(current_position)
    and private.is_single_line(organization) and private.is_single_line(location)
    and private.is_single_line(email) and private.is_single_line(image_url)
  ),
  check ((status = 'unconfirmed') = (confirmed_at is null)),
  check ((status in ('approved', 'rejected')) = (reviewed_at is not null)),
  check (status not in ('unconfirmed', 'pending') or (name is not null and email is not null))
);
create index alumni_registrations_status_idx on public.alumni_registrations (status, confirmed_at);
create index alumni_registrations_created_at_idx on public.alumni_registrations (created_at);
create index alumni_registrations_email_idx on public.alumni_registrations (lower(btrim(email)));
create index alumni_registrations_alumni_profile_id_idx on public.alumni_registrations (alumni_profile_id);
-- Its photo is referenced as the profiles' are (20250601000700), so the purge keeps it.
create index alumni_registrations_image_object_idx
  on public.alumni_registrations (private.storage_object_path(image_url));

-- The photo is an object of alumni-images/alumni/ on the school's own origin, as a profile's.
create trigger alumni_registrations_check_image
  before insert or update of image_url on public.alumni_registrations
  for each row execute function private.check_alumni_image();

revoke all on table public.alumni_registrations from anon, authenticated;
grant all on table public.alumni_registrations to service_role;
alter table public.alumni_registrations enable row level security;
-- Editors read the confirmed ones (the queue and its history); they decide only through the
-- functions below, which e-mail her.
grant select on table public.alumni_registrations to authenticated;
create policy "Editors read confirmed alumni registrations" on public.alumni_registrations
  for select to authenticated
  using ((select private.is_editor()) and status <> 'unconfirmed');

alter table public.mail_outbox
  add column alumni_registration_id uuid references public.alumni_registrations (id) on delete cascade,
  drop constraint mail_outbox_kind_check,
  add constraint mail_outbox_kind_check check (
    kind in (
      'application_office', 'application_applicant', 'status_applicant', 'enquiry_office', 'retention_notice',
      'data_request_confirm', 'data_request_office', 'data_request_answer', 'staff_invite', 'staff_password',
      'alumni_registration_confirm', 'alumni_registration_office', 'alumni_registration_answer'
    )
  );
create index mail_outbox_alumni_registration_id_idx on public.mail_outbox (alumni_registration_id);

-- The confirmation link works for a day (an unconfirmed registration is forgotten then), and
-- afterwards, while the registration is kept, to see where it stands. Only hashes are kept.
create table private.alumni_registration_tokens (
  token_hash bytea primary key,
  registration_id uuid not null references public.alumni_registrations (id) on delete cascade
);
create index alumni_registration_tokens_registration_id_idx on private.alumni_registration_tokens (registration_id);
revoke all on table private.alumni_registration_tokens from public, anon, authenticated, service_role;
alter table private.alumni_registration_tokens enable row level security;

-- Every registration is counted, as SHA-256 of its address, with the client's address, for a day.
create table private.alumni_registration_attempts (
  client_address text,
  email_key text not null,
  attempted_at timestamptz not null default now()
);
create index alumni_registration_attempts_client_address_idx
  on private.alumni_registration_attempts (client_address, attempted_at);
create index alumni_registration_attempts_email_key_idx on private.alumni_registration_attempts (email_key, attempted_at);
revoke all on table private.alumni_registration_attempts from public, anon, authenticated, service_role;
alter table private.alumni_registration_attempts enable row level security;

create or replace function private.alumni_registration_email_key(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to('alumni-registration:' || lower(btrim(email)), 'UTF8')), 'hex')
$$;
revoke all on function private.alumni_registration_email_key(text) from public;

create or replace function private.alumni_register_link(language text, token text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select rtrim(coalesce((select s.site_url from public.mail_settings s where s.id = 1), 'http://localhost:4321'), '/')
    || case when language = 'te' then '/te' else '' end
    || '/alumni/register' || case when token is null then '' else '?confirm=' || token end
$$;
revoke all on function private.alumni_register_link(text, text) from public;

-- Her e-mails, as the data requests' (20250601001900): the school's fixed text in her language
-- ('office' kind in English), the school's own links; the decision's note is the office's.
create or replace function private.queue_alumni_registration_mail(
  registration public.alumni_registrations, kind text, subject_en text, subject_te text, body_en text, body_te text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.mail_settings;
  telugu boolean := registration.language = 'te' and kind <> 'alumni_registration_office';
begin
  select * into settings from public.mail_settings where id = 1;
  insert into public.mail_outbox (kind, from_address, to_addresses, subject, body_text, alumni_registration_id)
  values (
    kind,
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    case when kind = 'alumni_registration_office'
      then coalesce(settings.office_addresses, '{admissions@example.com}')
      else array[registration.email]
    end,
    format(case when telugu then subject_te else subject_en end, settings.school_name),
    case when telugu then
      replace(body_te, '{school}', settings.school_name) || E'\n\nశుభాకాంక్షలతో,\n' || settings.school_name || E'\n'
    else
      replace(body_en, '{school}', settings.school_name) || E'\n\nWith best wishes,\n' || settings.school_name || E'\n'
    end,
    registration.id
  );
end;
$$;
revoke all on function private.queue_alumni_registration_mail(
  public.alumni_registrations, text, text, text, text, text
) from public;

-- 2. Registering ---------------------------------------------------------------------------------------

-- The form. It answers nothing (the same for a new address as for one already registered); the
-- link goes only to the address given, so nobody is put in the queue under someone else's.
-- Limits: 5 registrations an hour per client address, 3 a day per e-mail address. Bad input is
-- 400 with the field's message, a spent limit 429, a filled honeypot the forms' usual 400.
create or replace function public.register_alumna(
  name text,
  graduation_year integer,
  degree text,
  email text,
  consent_notice_version integer,
  language text default 'en',
  current_position text default null,
  organization text default null,
  location text default null,
  bio text default null,
  testimonial text default null,
  image_url text default null,
  honeypot text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sender_address text := private.request_client_address();
  wanted_email text := lower(btrim(coalesce(register_alumna.email, '')));
  wanted_language text := coalesce(register_alumna.language, 'en');
  registration public.alumni_registrations;
  token text;
begin
  if coalesce(register_alumna.honeypot, '') <> '' then
    raise exception using errcode = 'P0001', message = 'An error occurred while submitting your registration';
  end if;
  if wanted_language not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'The language is English (en) or Telugu (te).';
  end if;
  perform private.require_current_notice(register_alumna.consent_notice_version);
  if length(wanted_email) > 320 or not private.is_single_line(wanted_email)
    or wanted_email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.';
  end if;
  perform private.validate_alumni_profile(
    register_alumna.name, register_alumna.graduation_year, register_alumna.degree, register_alumna.current_position,
    register_alumna.organization, register_alumna.location, register_alumna.bio, register_alumna.testimonial
  );
  if not (
    private.is_single_line(register_alumna.name) and private.is_single_line(register_alumna.current_position)
    and private.is_single_line(register_alumna.organization) and private.is_single_line(register_alumna.location)
  ) then
    raise exception using errcode = '22023',
      message = 'Name, position, organization and location must each be one line, without control characters.';
  end if;

  perform pg_advisory_xact_lock(hashtext('private.alumni_registration_attempts'));
  delete from private.alumni_registration_attempts a where a.attempted_at < now() - interval '1 day';
  if (sender_address is not null and (
        select count(*) from private.alumni_registration_attempts a
        where a.client_address = sender_address and a.attempted_at > now() - interval '1 hour'
      ) >= 5)
    or (select count(*) from private.alumni_registration_attempts a
        where a.email_key = private.alumni_registration_email_key(wanted_email)) >= 3 then
    raise sqlstate 'PT429' using message = 'Too many registrations. Please try again tomorrow.';
  end if;
  insert into private.alumni_registration_attempts (client_address, email_key)
  values (sender_address, private.alumni_registration_email_key(wanted_email));

  -- Registrations nobody confirmed within the day are forgotten here too, not only by the daily job.
  perform private.forget_unconfirmed_alumni_registrations();

  insert into public.alumni_registrations (
    name, graduation_year, degree, current_position, organization, location, bio, testimonial, image_url,
    email, language, consent_notice_version, consent_language
  ) values (
    btrim(register_alumna.name), register_alumna.graduation_year, register_alumna.degree,
    nullif(btrim(register_alumna.current_position), ''), nullif(btrim(register_alumna.organization), ''),
    nullif(btrim(register_alumna.location), ''), nullif(btrim(register_alumna.bio), ''),
    nullif(btrim(register_alumna.testimonial), ''), nullif(btrim(register_alumna.image_url), ''),
    wanted_email, wanted_language, register_alumna.consent_notice_version, wanted_language
  )
  returning * into registration;

  -- As the status links (20250601001600): 244 random bits, URL-safe.
  token := rtrim(
    translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '='
  );
  insert into private.alumni_registration_tokens (token_hash, registration_id)
  values (sha256(convert_to(token, 'UTF8')), registration.id);

  perform private.queue_alumni_registration_mail(
    registration, 'alumni_registration_confirm',
    '%s: please confirm your alumni registration',
    '%s: మీ పూర్వ విద్యార్థి నమోదును నిర్ధారించండి',
    E'Dear friend,\n\n'
      'Someone asked, on the website of {school}, to join our alumni network with this e-mail address. '
      'If it was you, please confirm it with this link within 24 hours:\n'
      || private.alumni_register_link('en', token) || E'\n\n'
      'Our office then reviews the profile and writes to you before it appears on the website.\n\n'
      'If you did not ask, you can ignore this e-mail: nothing will be kept.',
    E'నమస్కారం,\n\n'
      'ఈ ఈమెయిల్ చిరునామాతో {school} పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో చేరాలని మా వెబ్‌సైట్‌లో ఎవరో అడిగారు. '
      'అది మీరే అయితే, 24 గంటల్లోగా ఈ లింక్‌తో నిర్ధారించండి:\n'
      || private.alumni_register_link('te', token) || E'\n\n'
      'తర్వాత మా కార్యాలయం ప్రొఫైల్‌ను పరిశీలించి, అది వెబ్‌సైట్‌లో కనిపించే ముందు మీకు తెలియజేస్తుంది.\n\n'
      'మీరు అడగకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు: ఏమీ ఉంచబడదు.'
  );
end;
$$;
revoke all on function public.register_alumna(
  text, integer, text, text, integer, text, text, text, text, text, text, text, text
) from public, anon, authenticated;
grant execute on function public.register_alumna(
  text, integer, text, text, integer, text, text, text, text, text, text, text, text
) to anon, authenticated, service_role;

-- 3. Her link ------------------------------------------------------------------------------------------

-- The first use puts the registration in the office's queue and tells the office; every use
-- answers where it stands (pending, approved or rejected). Null for any other text, as for an
-- expired link.
create or replace function public.confirm_alumni_registration(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  registration public.alumni_registrations;
begin
  select r.* into registration from public.alumni_registrations r
  join private.alumni_registration_tokens t on t.registration_id = r.id
  where length(confirm_alumni_registration.token) between 20 and 200
    and t.token_hash = sha256(convert_to(confirm_alumni_registration.token, 'UTF8'))
    and (r.status <> 'unconfirmed' or r.created_at > now() - interval '1 day')
  for update of r;
  if registration.id is null then
    return null;
  end if;
  if registration.status = 'unconfirmed' then
    update public.alumni_registrations r set status = 'pending', confirmed_at = now()
    where r.id = registration.id
    returning * into registration;
    perform private.queue_alumni_registration_mail(
      registration, 'alumni_registration_office',
      '%s: an alumni registration to review',
      null,
      E'A graduate confirmed her e-mail address and asks to join the alumni network.\n\n'
        'Please review her profile in the admin: '
        || rtrim(coalesce((select s.site_url from public.mail_settings s where s.id = 1), 'http://localhost:4321'), '/')
        || '/admin/alumni-registrations',
      null
    );
  end if;
  return registration.status;
end;
$$;
revoke all on function public.confirm_alumni_registration(text) from public, anon, authenticated;
grant execute on function public.confirm_alumni_registration(text) to anon, authenticated, service_role;

-- 4. The office's decision -----------------------------------------------------------------------------

create or replace function private.pending_alumni_registration(registration_id uuid)
returns public.alumni_registrations
language plpgsql
security definer
set search_path = ''
as $$
declare
  registration public.alumni_registrations;
begin
  select r.* into registration from public.alumni_registrations r
  where r.id = pending_alumni_registration.registration_id for update;
  if registration.id is null or registration.status = 'unconfirmed' then
    raise sqlstate 'PT404' using message = 'No such registration.';
  end if;
  if registration.status <> 'pending' then
    raise sqlstate 'PT409' using message = 'This registration has already been decided.';
  end if;
  return registration;
end;
$$;
revoke all on function private.pending_alumni_registration(uuid) from public;

-- The profile fields leave the registration with the decision: an approved one's live on in the
-- profile, a rejected one's have no purpose left. Her address and the note stay until the
-- schedule's e-mail days have passed (5.), as the decision's e-mail does.
create or replace function private.close_alumni_registration(
  registration public.alumni_registrations, decision text, note text, profile_id uuid
)
returns public.alumni_registrations
language sql
security definer
set search_path = ''
as $$
  update public.alumni_registrations r
  set status = decision, reviewed_at = now(), reviewed_by = auth.uid(), review_note = note,
    alumni_profile_id = profile_id, name = null, graduation_year = null, degree = null, current_position = null,
    organization = null, location = null, bio = null, testimonial = null, image_url = null
  where r.id = registration.id
  returning r.*
$$;
revoke all on function private.close_alumni_registration(public.alumni_registrations, text, text, uuid) from public;

-- Approval: her profile is made as she wrote it (the profiles' own checks apply) and publishes
-- with the next build; she is told, with the office's note if it wrote one. Returns the profile.
create or replace function public.approve_alumni_registration(registration_id uuid, note text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  registration public.alumni_registrations;
  wanted_note text := nullif(btrim(coalesce(approve_alumni_registration.note, '')), '');
  profile_id uuid;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can decide alumni registrations.';
  end if;
  registration := private.pending_alumni_registration(approve_alumni_registration.registration_id);
  if length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the note to at most 2000 characters.';
  end if;
  insert into public.alumni_profiles (
    name, graduation_year, degree, current_position, organization, location, bio, testimonial, image_url
  ) values (
    registration.name, registration.graduation_year, registration.degree, registration.current_position,
    registration.organization, registration.location, registration.bio, registration.testimonial,
    registration.image_url
  )
  returning id into profile_id;
  registration := private.close_alumni_registration(registration, 'approved', wanted_note, profile_id);
  perform private.queue_alumni_registration_mail(
    registration, 'alumni_registration_answer',
    '%s: welcome to the alumni network',
    '%s: పూర్వ విద్యార్థుల నెట్‌వర్క్‌కు స్వాగతం',
    E'Dear friend,\n\n{school} has approved your alumni profile. It appears on our alumni page with the '
      'website''s next update:\n' || replace(private.alumni_register_link('en', null), '/alumni/register', '/alumni')
      || E'\n\nYou can change it at any time on the alumni update page.'
      || coalesce(E'\n\nA note from our office:\n\n' || wanted_note, ''),
    E'నమస్కారం,\n\n{school} మీ పూర్వ విద్యార్థి ప్రొఫైల్‌ను ఆమోదించింది. వెబ్‌సైట్ తదుపరి నవీకరణతో అది మా '
      'పూర్వ విద్యార్థుల పేజీలో కనిపిస్తుంది:\n' || replace(private.alumni_register_link('te', null), '/alumni/register', '/alumni')
      || E'\n\nపూర్వ విద్యార్థుల నవీకరణ పేజీలో ఎప్పుడైనా దాన్ని మార్చుకోవచ్చు.'
      || coalesce(E'\n\nమా కార్యాలయం నుండి ఒక గమనిక:\n\n' || wanted_note, '')
  );
  return profile_id;
end;
$$;
revoke all on function public.approve_alumni_registration(uuid, text) from public, anon, authenticated;
grant execute on function public.approve_alumni_registration(uuid, text) to authenticated, service_role;

-- Rejection: she is told why, in the office's words, and where to turn if she disagrees.
create or replace function public.reject_alumni_registration(registration_id uuid, note text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  registration public.alumni_registrations;
  wanted_note text := nullif(btrim(coalesce(reject_alumni_registration.note, '')), '');
  photo text;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can decide alumni registrations.';
  end if;
  registration := private.pending_alumni_registration(reject_alumni_registration.registration_id);
  if wanted_note is null or length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please give her the reason, in at most 2000 characters.';
  end if;
  photo := substr(private.storage_object_path(registration.image_url), length('alumni-images/') + 1);
  registration := private.close_alumni_registration(registration, 'rejected', wanted_note, null);
  -- Her photo goes with the next purge unless something else shows it.
  perform private.mark_storage_object_for_purge('alumni-images', photo);
  perform private.queue_alumni_registration_mail(
    registration, 'alumni_registration_answer',
    '%s: about your alumni registration',
    '%s: మీ పూర్వ విద్యార్థి నమోదు గురించి',
    E'Dear friend,\n\n{school} cannot add your profile to the alumni network, for this reason:\n\n'
      || wanted_note || E'\n\nThe profile you sent has been erased. If you disagree, please contact our '
      'grievance officer, as our privacy notice says:\n'
      || replace(private.alumni_register_link('en', null), '/alumni/register', '/privacy'),
    E'నమస్కారం,\n\n{school} మీ ప్రొఫైల్‌ను పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో చేర్చలేదు, ఈ కారణంగా:\n\n'
      || wanted_note || E'\n\nమీరు పంపిన ప్రొఫైల్ తొలగించబడింది. మీరు అంగీకరించకపోతే, మా గోప్యతా ప్రకటనలో '
      'చెప్పినట్లుగా మా ఫిర్యాదుల అధికారిని సంప్రదించండి:\n'
      || replace(private.alumni_register_link('te', null), '/alumni/register', '/privacy')
  );
end;
$$;
revoke all on function public.reject_alumni_registration(uuid, text) from public, anon, authenticated;
grant execute on function public.reject_alumni_registration(uuid, text) to authenticated, service_role;

-- 5. Forgetting ----------------------------------------------------------------------------------------

-- The erasure log's kinds gain the registrations.
alter table public.erasure_log drop constraint erasure_log_kind_check;
alter table public.erasure_log add constraint erasure_log_kind_check check (
  kind in (
    'application', 'enquiry', 'alumni_profile', 'payment_screenshot', 'mail_bodies', 'trash', 'data_requests',
    'alumni_registrations'
  )
);

-- Unconfirmed after a day: nobody proved the address, so nothing of it is kept (nor its photo).
create or replace function private.forget_unconfirmed_alumni_registrations()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  forgotten integer;
  photos text[];
begin
  with gone as (
    delete from public.alumni_registrations r
    where r.status = 'unconfirmed' and r.created_at < now() - interval '1 day'
    returning r.image_url
  )
  select count(*), coalesce(array_agg(substr(private.storage_object_path(g.image_url), length('alumni-images/') + 1))
      filter (where g.image_url is not null), '{}')
  into forgotten, photos
  from gone g;
  perform private.mark_storage_object_for_purge('alumni-images', p.name) from unnest(photos) as p(name);
  return forgotten;
end;
$$;
revoke all on function private.forget_unconfirmed_alumni_registrations() from public;

-- The daily job's part (from private.apply_retention): the unconfirmed, and the decided ones whose
-- e-mail days are over (the row goes, its e-mail with it). Returns how many were forgotten.
create or replace function private.forget_alumni_registrations()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  unconfirmed integer;
  decided integer;
begin
  unconfirmed := private.forget_unconfirmed_alumni_registrations();
  delete from public.alumni_registrations r
  where r.status in ('approved', 'rejected')
    and r.reviewed_at < now() - (select i.sent_mail_body from private.retention_intervals() i);
  get diagnostics decided = row_count;
  perform private.log_erasure('retention', 'alumni_registrations', unconfirmed + decided);
  return unconfirmed + decided;
end;
$$;
revoke all on function private.forget_alumni_registrations() from public;

-- A registration's photo is a referenced file (20250601000700), so the purge keeps it while she
-- waits for the office. The rule so far is kept under another name and asked first, as
-- 20250601002200 does.
alter function private.storage_object_is_referenced(text, text)
  rename to storage_object_is_referenced_before_alumni_registrations;

create function private.storage_object_is_referenced(bucket text, object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.storage_object_is_referenced_before_alumni_registrations(bucket, object_name)
    or exists (
      select 1 from public.alumni_registrations r
      where private.storage_object_path(r.image_url) = bucket || '/' || object_name
    )
$$;
revoke all on function private.storage_object_is_referenced(text, text) from public;

-- The daily job and the erasure of a person gain the registrations. Each is made again from its
-- own current definition with lines added (as 20250601002300 does), so no copy of a body can
-- drift from the one it replaces; a definition that no longer holds its anchor stops the
-- migration instead of being skipped.
do $$
declare
  change record;
  definition text;
begin
  for change in
    select * from (values
      (
        'private.apply_retention()',
        E'  perform private.forget_data_requests();\n',
        E'  perform private.forget_data_requests();\n  perform private.forget_alumni_registrations();\n'
      ),
      (
        -- Her registrations, whatever their state, with their e-mails (on delete cascade), links,
        -- counts and photos; counted as records erased.
        'private.erase_person_data(text, text, uuid, uuid, uuid)',
        E'  erased_profiles integer := 0;\n',
        E'  erased_profiles integer := 0;\n  erased_registrations integer := 0;\n'
      ),
      (
        -- Her registrations, whatever their state, with their e-mails (on delete cascade), links,
        -- counts and photos; counted among the records erased.
        'private.erase_person_data(text, text, uuid, uuid, uuid)',
        E'  return cardinality(applications) + cardinality(enquiries) + erased_profiles;\n',
        E'  if wanted_email is not null then\n'
        '    perform private.mark_storage_object_for_purge(\'alumni-images\', substr(private.storage_object_path(r.image_url), length(\'alumni-images/\') + 1))\n'
        '    from public.alumni_registrations r where lower(btrim(r.email)) = wanted_email and r.image_url is not null;\n'
        '    delete from public.alumni_registrations r where lower(btrim(r.email)) = wanted_email;\n'
        '    get diagnostics erased_registrations = row_count;\n'
        '    perform private.log_erasure(reason, \'alumni_registrations\', erased_registrations);\n'
        '    delete from private.alumni_registration_attempts a where a.email_key = private.alumni_registration_email_key(wanted_email);\n'
        '  end if;\n'
        '  return cardinality(applications) + cardinality(enquiries) + erased_profiles + erased_registrations;\n'
      )
    ) as c(signature, anchor, replacement)
  loop
    definition := pg_catalog.pg_get_functiondef(change.signature::regprocedure);
    if position(change.anchor in definition) = 0 then
      raise exception 'alumni registration: % no longer holds "%"', change.signature, change.anchor;
    end if;
    execute replace(definition, change.anchor, change.replacement);
  end loop;
end
$$;
