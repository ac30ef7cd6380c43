-- The privacy notice (India's DPDP Act, 2023) and the consent each enquiry, application and alumni
-- edit records: everyone reads the current notice; every change of it is kept as a version, and a
-- person's consent names the version she agreed to.

-- One row. Every text has a Telugu twin (<column>_te, 06_content.sql): the Telugu page shows the
-- English text where it is empty. Texts are plain text: a blank line starts a paragraph and
-- lines starting with "- " make a list (apps/site/src/features/privacy/notice-text.ts).
create table public.privacy_notice (
  id smallint primary key default 1,
  version integer not null default 1,
  summary text not null,
  summary_te text,
  collected text not null,
  collected_te text,
  purposes text not null,
  purposes_te text,
  retention text not null,
  retention_te text,
  rights text not null,
  rights_te text,
  requests text not null,
  requests_te text,
  complaints text not null,
  complaints_te text,
  grievance_officer_name text not null,
  grievance_officer_email text not null,
  grievance_officer_phone text,
  updated_at timestamp with time zone not null default now(),
  constraint privacy_notice_collected_check check ((btrim(collected) <> '') and (length(collected) <= 4000)),
  constraint privacy_notice_collected_te_check check (length(collected_te) <= 4000),
  constraint privacy_notice_complaints_check check ((btrim(complaints) <> '') and (length(complaints) <= 4000)),
  constraint privacy_notice_complaints_te_check check (length(complaints_te) <= 4000),
  constraint privacy_notice_grievance_officer_email_check check ((length(grievance_officer_email) <= 320) and (grievance_officer_email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$')),
  constraint privacy_notice_grievance_officer_name_check check ((btrim(grievance_officer_name) <> '') and (length(grievance_officer_name) <= 200) and private.is_single_line(grievance_officer_name)),
  constraint privacy_notice_grievance_officer_phone_check check ((length(grievance_officer_phone) <= 40) and private.is_single_line(grievance_officer_phone)),
  constraint privacy_notice_id_check check (id = 1),
  constraint privacy_notice_purposes_check check ((btrim(purposes) <> '') and (length(purposes) <= 4000)),
  constraint privacy_notice_purposes_te_check check (length(purposes_te) <= 4000),
  constraint privacy_notice_requests_check check ((btrim(requests) <> '') and (length(requests) <= 4000)),
  constraint privacy_notice_requests_te_check check (length(requests_te) <= 4000),
  constraint privacy_notice_retention_check check ((btrim(retention) <> '') and (length(retention) <= 4000)),
  constraint privacy_notice_retention_te_check check (length(retention_te) <= 4000),
  constraint privacy_notice_rights_check check ((btrim(rights) <> '') and (length(rights) <= 4000)),
  constraint privacy_notice_rights_te_check check (length(rights_te) <= 4000),
  constraint privacy_notice_summary_check check ((btrim(summary) <> '') and (length(summary) <= 4000)),
  constraint privacy_notice_summary_te_check check (length(summary_te) <= 4000)
);
alter table public.privacy_notice enable row level security;
-- The school's first notice, in plain English and Telugu; admins adapt it in the admin's
-- Privacy screen. It is in the migration, not the seed, as a hosted project needs it too.
insert into public.privacy_notice (
  summary, summary_te, collected, collected_te, purposes, purposes_te, retention, retention_te,
  rights, rights_te, requests, requests_te, complaints, complaints_te,
  grievance_officer_name, grievance_officer_email, grievance_officer_phone
) values (
  'We collect the personal data you give us on this website only to answer you, to consider your application and to keep our alumni network up to date. This notice says what we collect, why, how long we keep it, what your rights are under India''s Digital Personal Data Protection Act, 2023, and whom to contact.',
  'ఈ వెబ్‌సైట్‌లో మీరు ఇచ్చే వ్యక్తిగత వివరాలను మీకు జవాబు ఇవ్వడానికి, మీ దరఖాస్తును పరిశీలించడానికి, మా పూర్వ విద్యార్థుల నెట్‌వర్క్‌ను తాజాగా ఉంచడానికి మాత్రమే సేకరిస్తాము. మేము ఏమి సేకరిస్తామో, ఎందుకో, ఎంత కాలం ఉంచుతామో, భారతదేశ డిజిటల్ వ్యక్తిగత డేటా పరిరక్షణ చట్టం, 2023 ప్రకారం మీ హక్కులు ఏమిటో, ఎవరిని సంప్రదించాలో ఈ ప్రకటన చెబుతుంది.',
  E'- Applications: your name, e-mail address, phone number, address, city and state, date of birth, gender, education, the program and course you choose, your comments and a screenshot of your fee payment. For an applicant under 18, also her parent''s or guardian''s name and contact.\n- Enquiries: your name, e-mail address, phone number, address, city and state, the program you are interested in and your comments.\n- Alumni profiles: your name, graduation year, degree, position, organisation, location, photo, bio and testimonial.\n- With every form: the language you used, the version of this notice you agreed to and when, and the network address your request came from.',
  E'- దరఖాస్తులు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, పుట్టిన తేదీ, లింగం, చదువు, మీరు ఎంచుకున్న ప్రోగ్రామ్, కోర్సు, మీ వ్యాఖ్యలు, ఫీజు చెల్లింపు స్క్రీన్‌షాట్. 18 ఏళ్ల లోపు దరఖాస్తుదారు అయితే ఆమె తల్లిదండ్రుల లేదా సంరక్షకుల పేరు, సంప్రదింపు వివరాలు కూడా.\n- విచారణలు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, మీకు ఆసక్తి ఉన్న ప్రోగ్రామ్, మీ వ్యాఖ్యలు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీ పేరు, పట్టా పొందిన సంవత్సరం, డిగ్రీ, హోదా, సంస్థ, ప్రాంతం, ఫోటో, పరిచయం, సాక్ష్యం.\n- ప్రతి ఫారంతో: మీరు వాడిన భాష, మీరు అంగీకరించిన ఈ ప్రకటన సంచిక, ఎప్పుడు అంగీకరించారు, మీ అభ్యర్థన వచ్చిన నెట్‌వర్క్ చిరునామా.',
  E'- To consider your application, tell you our decision and let you check its status.\n- To answer your enquiry.\n- To show your alumni profile on our website, where everyone can read it.\n- To write to you about your application or enquiry.\n- To keep our forms safe from misuse.\nWe do not sell your data or use it for advertising. Only the companies that host our website and send our e-mails handle it for us, under our instructions.',
  E'- మీ దరఖాస్తును పరిశీలించడానికి, మా నిర్ణయాన్ని మీకు తెలపడానికి, దాని స్థితిని మీరు చూసుకోవడానికి.\n- మీ విచారణకు జవాబు ఇవ్వడానికి.\n- మీ పూర్వ విద్యార్థి ప్రొఫైల్‌ను అందరూ చదవగలిగే మా వెబ్‌సైట్‌లో చూపించడానికి.\n- మీ దరఖాస్తు లేదా విచారణ గురించి మీకు వ్రాయడానికి.\n- మా ఫారాలను దుర్వినియోగం నుండి కాపాడడానికి.\nమీ వివరాలను మేము అమ్మము, ప్రకటనల కోసం వాడము. మా వెబ్‌సైట్‌ను నడిపే, మా ఇ-మెయిల్‌లను పంపే సంస్థలు మాత్రమే మా సూచనల ప్రకారం వాటిని మా కోసం నిర్వహిస్తాయి.',
  E'- Enquiries: 12 months after we receive them.\n- Applications that are not accepted: 12 months after our decision. An accepted application becomes part of the student''s record.\n- Payment screenshots: 90 days after our decision.\n- The text of e-mails we send you: 30 days.\n- Alumni profiles: as long as you are listed in the alumni network.\nWhere a law requires us to keep something longer, we keep only that, only as long as it requires.',
  E'- విచారణలు: అందిన 12 నెలల వరకు.\n- అంగీకరించని దరఖాస్తులు: మా నిర్ణయం తరువాత 12 నెలల వరకు. అంగీకరించిన దరఖాస్తు విద్యార్థి రికార్డులో భాగమవుతుంది.\n- చెల్లింపు స్క్రీన్‌షాట్‌లు: మా నిర్ణయం తరువాత 90 రోజుల వరకు.\n- మేము మీకు పంపే ఇ-మెయిల్‌ల పాఠం: 30 రోజుల వరకు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీరు పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో ఉన్నంత కాలం.\nఏదైనా చట్టం ఇంకా ఎక్కువ కాలం ఉంచమంటే, అది కోరినంత మాత్రమే, అది కోరినంత కాలం మాత్రమే ఉంచుతాము.',
  E'You may:\n- see the personal data we hold about you and how we use it;\n- have it corrected, completed or brought up to date;\n- have it erased once it is no longer needed;\n- withdraw your consent at any time, as easily as you gave it (what we did before stays lawful; we then stop and erase your data unless a law requires us to keep it);\n- name someone to use these rights for you if you die or cannot act yourself;\n- complain to our grievance officer, and then to the Data Protection Board of India.',
  E'మీరు:\n- మా దగ్గర ఉన్న మీ వ్యక్తిగత వివరాలను, వాటిని మేము ఎలా వాడుతున్నామో చూడవచ్చు;\n- వాటిని సరిదిద్దించుకోవచ్చు, పూర్తి చేయించుకోవచ్చు, తాజాగా మార్పించుకోవచ్చు;\n- అవసరం తీరిన తరువాత వాటిని తొలగింపజేయవచ్చు;\n- మీ సమ్మతిని ఇచ్చినంత సులభంగా ఎప్పుడైనా ఉపసంహరించుకోవచ్చు (అంతకు ముందు చేసినది చట్టబద్ధంగానే ఉంటుంది; ఏ చట్టమూ ఉంచమని కోరకపోతే ఆ తరువాత మీ వివరాలను తొలగిస్తాము);\n- మీరు మరణించినా లేదా స్వయంగా చేయలేకపోయినా మీ తరఫున ఈ హక్కులను వాడుకోవడానికి ఒకరిని నియమించవచ్చు;\n- మా ఫిర్యాదుల అధికారికి, ఆ తరువాత భారత డేటా పరిరక్షణ బోర్డుకు ఫిర్యాదు చేయవచ్చు.',
  'Write to or call our grievance officer (below) and say what you would like. To make sure we give your data only to you, we may ask you to confirm the e-mail address or phone number you gave us. We answer within 30 days.',
  'మా ఫిర్యాదుల అధికారికి (క్రింద) వ్రాయండి లేదా ఫోన్ చేసి మీకు ఏమి కావాలో చెప్పండి. మీ వివరాలు మీకు మాత్రమే ఇవ్వడానికి, మీరు ఇచ్చిన ఇ-మెయిల్ చిరునామాను లేదా ఫోన్ నంబర్‌ను నిర్ధారించమని అడగవచ్చు. 30 రోజులలోపు జవాబు ఇస్తాము.',
  'If you are not satisfied with our answer, you may complain to the Data Protection Board of India, set up under the Act. The Board hears a complaint once it has first been raised with us.',
  'మా జవాబుతో మీకు తృప్తి లేకపోతే, చట్టం ప్రకారం ఏర్పాటైన భారత డేటా పరిరక్షణ బోర్డుకు ఫిర్యాదు చేయవచ్చు. ముందుగా మాకు తెలిపిన ఫిర్యాదునే బోర్డు విచారిస్తుంది.',
  'The Principal',
  'admissions@example.org',
  '+91 866 247 0184'
);

-- Every version the school has published, with its texts: a consent names a version, and this is
-- what that version said. Written only by the trigger below; never changed or deleted through
-- the API, so the record of what people agreed to stays.
create table public.privacy_notice_versions (
  id bigint primary key generated always as identity,
  version integer not null unique,
  notice jsonb not null,
  published_at timestamp with time zone not null default now(),
  superseded_at timestamp with time zone
);
alter table public.privacy_notice_versions enable row level security;
-- The first notice is its first version; private.archive_privacy_notice records each later one.
insert into public.privacy_notice_versions (version, notice)
select n.version, to_jsonb(n) - 'id' - 'version' - 'updated_at' from public.privacy_notice n;

-- The version moves on every change of the texts or the contact, whatever a client sends; an
-- update that changes nothing keeps it (and publishes nothing, 11_publishing.sql). A row made again
-- after a delete continues the numbering, so a version number never means two texts.
create or replace function private.version_privacy_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.version := coalesce((select max(v.version) from public.privacy_notice_versions v), 0) + 1;
    new.updated_at := now();
  elsif (to_jsonb(new) - 'version' - 'updated_at') is distinct from (to_jsonb(old) - 'version' - 'updated_at') then
    new.version := old.version + 1;
    new.updated_at := now();
  else
    new.version := old.version;
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
revoke all on function private.version_privacy_notice() from public;

create or replace function private.archive_privacy_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  update public.privacy_notice_versions v set superseded_at = now()
  where v.superseded_at is null and v.version <> new.version;
  insert into public.privacy_notice_versions (version, notice)
  values (new.version, to_jsonb(new) - 'id' - 'version' - 'updated_at');
  return null;
end;
$$;
revoke all on function private.archive_privacy_notice() from public;

-- A form carries the version of the static page it was shown on. The current version is
-- accepted, and so is the one before it for 24 hours after it was replaced: a saved notice is
-- published within minutes, but a visitor may have opened the page (or have it cached) before
-- the change and submit later that day. Older pages are refused with a request to reload, which
-- shows the new notice (the application form keeps what she typed on her device), so no consent
-- is recorded against a notice that has long stopped being the school's.
create or replace function private.require_current_notice(notice_version integer)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if notice_version is null then
    raise exception using
      errcode = '23514',
      message = 'Please read the privacy notice and tick the box to agree to it.',
      hint = 'consent_required';
  end if;
  if not exists (
    select 1 from public.privacy_notice_versions v
    where v.version = notice_version
      and (v.superseded_at is null or v.superseded_at > now() - interval '24 hours')
  ) then
    raise exception using
      errcode = '23514',
      message = 'Our privacy notice has changed since this page was opened. Please reload the page, read it and send the form again.',
      hint = 'notice_changed';
  end if;
end;
$$;
revoke all on function private.require_current_notice(integer) from public;

-- Whether someone born on date_of_birth is under 18 on the school's today (Vijayawada's
-- calendar, as the application year is, 08_admissions.sql).
create or replace function private.is_under_18(date_of_birth date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select date_of_birth is not null
    and date_of_birth + interval '18 years' > (now() at time zone 'Asia/Kolkata')::date
$$;
revoke all on function private.is_under_18(date) from public;

-- Her consent to the notice, on either form. Runs before the limits and the screenshot checks
-- (triggers fire in name order), so a refused form counts toward no limit. A restore from the
-- trash keeps the row's own record.
create or replace function private.record_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select private.restoring_registration()) then
    return new;
  end if;
  if (select private.is_visitor_request()) then
    perform private.require_current_notice(new.consent_notice_version);
  end if;
  if new.consent_notice_version is null then
    new.consent_language := null;
    new.consent_at := null;
  else
    new.consent_language := coalesce(new.consent_language, new.language);
    new.consent_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.record_consent() from public;

-- The other consents an application records, after hers (private.record_consent; the trigger's
-- name sorts after that one's): her recommender's and her guardian's.
create or replace function private.record_application_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visitor boolean := (select private.is_visitor_request());
begin
  if (select private.restoring_registration()) then
    return new;
  end if;
  -- Her pastor or church leader, named whole, with her consent to the school writing to them
  -- (17_recommendations.sql); the site's form asks for them, and an application without one (an
  -- older draft, the office's own entry) keeps none.
  new.recommender_name := nullif(btrim(new.recommender_name), '');
  new.recommender_church := nullif(btrim(new.recommender_church), '');
  new.recommender_email := nullif(btrim(new.recommender_email), '');
  if num_nonnulls(new.recommender_name, new.recommender_church, new.recommender_email) = 0 then
    new.recommender_consent_notice_version := null;
  elsif visitor then
    if num_nonnulls(new.recommender_name, new.recommender_church, new.recommender_email) < 3 then
      raise exception using
        errcode = '23514',
        message = 'Please give your pastor''s or church leader''s name, church and e-mail address.',
        hint = 'recommender_incomplete';
    end if;
    if new.recommender_consent_notice_version is null then
      raise exception using
        errcode = '23514',
        message = 'Please tick the box to agree that we write to your pastor or church leader.',
        hint = 'recommender_consent_required';
    end if;
    perform private.require_current_notice(new.recommender_consent_notice_version);
  end if;
  new.recommender_consent_at := case when new.recommender_email is not null then now() end;

  if not private.is_under_18(new.date_of_birth) then
    -- An adult applies for herself: nobody else's data is kept with her application.
    new.guardian_name := null;
    new.guardian_contact := null;
    new.guardian_consent_notice_version := null;
    new.guardian_consent_language := null;
    new.guardian_consent_at := null;
    return new;
  end if;

  new.guardian_name := nullif(btrim(new.guardian_name), '');
  new.guardian_contact := nullif(btrim(new.guardian_contact), '');
  if visitor then
    if new.guardian_name is null or new.guardian_contact is null or new.guardian_consent_notice_version is null then
      raise exception using
        errcode = '23514',
        message = 'An applicant under 18 needs her parent''s or guardian''s name, contact and consent.',
        hint = 'guardian_required';
    end if;
    perform private.require_current_notice(new.guardian_consent_notice_version);
  end if;
  if new.guardian_consent_notice_version is null then
    new.guardian_consent_language := null;
    new.guardian_consent_at := null;
  else
    new.guardian_consent_language := coalesce(new.guardian_consent_language, new.consent_language, new.language);
    new.guardian_consent_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.record_application_consent() from public;

-- A consent is a record of what happened: no update rewrites it.
create or replace function private.keep_consent_record()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.consent_notice_version := old.consent_notice_version;
  new.consent_language := old.consent_language;
  new.consent_at := old.consent_at;
  if tg_table_name = 'student_registrations' then
    new.guardian_name := old.guardian_name;
    new.guardian_contact := old.guardian_contact;
    new.guardian_consent_notice_version := old.guardian_consent_notice_version;
    new.guardian_consent_language := old.guardian_consent_language;
    new.guardian_consent_at := old.guardian_consent_at;
  end if;
  return new;
end;
$$;
revoke all on function private.keep_consent_record() from public;

revoke all on table public.privacy_notice from anon, authenticated;
grant select on table public.privacy_notice to anon;
grant select, update on table public.privacy_notice to authenticated;
revoke all on table public.privacy_notice_versions from anon, authenticated;
grant select on table public.privacy_notice_versions to authenticated;
revoke all on sequence public.privacy_notice_versions_id_seq from anon, authenticated;

create policy "Admins update privacy_notice" on public.privacy_notice for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins read privacy_notice_versions" on public.privacy_notice_versions for select to authenticated
  using ((select private.is_admin()));

create trigger privacy_notice_archive after insert or update on public.privacy_notice for each row execute function private.archive_privacy_notice();
create trigger privacy_notice_version before insert or update on public.privacy_notice for each row execute function private.version_privacy_notice();
