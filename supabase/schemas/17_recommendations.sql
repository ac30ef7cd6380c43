-- A pastor's recommendation for each application. On the form she names her pastor or church
-- leader (name, church, e-mail address) and agrees that the school writes to them
-- (03_privacy_notice.sql records it; the columns are on student_registrations, 08_admissions.sql,
-- so the recommendation is kept, trashed, restored, retained and erased with her application).
-- Once she has applied the school e-mails them its fixed words in her language, her name and a
-- link to the recommendation form; once more after 7 days if no answer came; the link stops
-- working 30 days after the first e-mail. Their answer (how long they have known her, their
-- church, the recommendation, yes or no) comes once, through the link.

-- Due dates of a new application's request: set before the row is written, so the office's first
-- look already shows it as requested. Like the applicant's own e-mail, only for applications
-- written through the API (not the seed, migrations or a restore from the trash).
create or replace function private.plan_recommendation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A restore from the trash puts the row back as it was.
  if (select private.restoring_registration()) then
    return new;
  end if;
  if new.recommender_email is null or not (select private.write_sends_mail()) then
    new.recommendation_requested_at := null;
    new.recommendation_expires_at := null;
  else
    new.recommendation_requested_at := now();
    new.recommendation_expires_at := now() + interval '30 days';
  end if;
  new.recommendation_reminded_at := null;
  new.recommendation_received_at := null;
  new.recommendation_known_for := null;
  new.recommendation_church := null;
  new.recommendation_text := null;
  new.recommendation_recommends := null;
  return new;
end;
$$;
revoke all on function private.plan_recommendation() from public;

-- The e-mail to the recommender: the school's words in her language, her name, the link's token
-- and its last day. Nothing else she wrote goes to an address nobody has proven.
create or replace function private.queue_recommendation_mail(kind text, application public.student_registrations)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.queue_mail(
    kind, application.recommender_email, application.language,
    jsonb_build_object(
      'applicant', application.name,
      'token', private.new_confirmation_token('recommendation', application.id, application.recommendation_expires_at),
      'expires_at', application.recommendation_expires_at
    ),
    application_id => application.id
  );
end;
$$;
revoke all on function private.queue_recommendation_mail(text, public.student_registrations) from public;

create or replace function private.request_recommendation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.recommendation_requested_at is not null and (select private.write_sends_mail()) then
    perform private.queue_recommendation_mail('recommendation_request', new);
  end if;
  return null;
end;
$$;
revoke all on function private.request_recommendation() from public;

-- The hourly job: one reminder, with a new link to the same form until the same day, to every
-- recommender asked 7 days ago or more who has not answered while the link still works; then the
-- links that stopped working go. Returns how many reminders were queued.
create or replace function private.remind_recommenders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  waiting public.student_registrations;
  reminded integer := 0;
begin
  perform set_config('seminary.recording_recommendation', 'on', true);
  for waiting in
    select * from public.student_registrations r
    where r.recommendation_requested_at <= now() - interval '7 days'
      and r.recommendation_reminded_at is null
      and r.recommendation_received_at is null
      and r.recommendation_expires_at > now()
      and r.recommender_email is not null
    for update skip locked
  loop
    perform private.queue_recommendation_mail('recommendation_reminder', waiting);
    update public.student_registrations r set recommendation_reminded_at = now() where r.id = waiting.id;
    reminded := reminded + 1;
  end loop;
  perform set_config('seminary.recording_recommendation', '', true);
  delete from private.confirmation_tokens t where t.purpose = 'recommendation' and t.expires_at <= now();
  return reminded;
end;
$$;
revoke all on function private.remind_recommenders() from public;

-- The recommender's answer through the link, from anyone who has it: checked first (400 with a
-- code, counting toward no limit; 404 for text that cannot be a link's token), then counted
-- toward the limits of spend_confirmation_attempt (5 an hour per client address, 3 a day per
-- link, 429), then accepted once (409 for a second answer). Returns true when it was recorded,
-- and false, without a refusal, for a token that is not a recommendation link's or has stopped
-- working: a refusal would undo the count, and the limits would never stop anyone trying.
create or replace function public.submit_recommendation(
  token text, known_for text, church text, recommendation text, recommends boolean
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  application_id uuid;
  wanted_known_for text := btrim(coalesce(known_for, ''));
  wanted_church text := btrim(coalesce(church, ''));
  wanted_recommendation text := btrim(coalesce(recommendation, ''));
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,200}$' then
    raise sqlstate 'PT404' using message = 'This recommendation link is not valid or has expired.', hint = 'recommendation_link_invalid';
  end if;
  if wanted_known_for = '' or wanted_church = '' or wanted_recommendation = '' or recommends is null then
    raise exception using errcode = '22023', message = 'Please answer every question of the recommendation.', hint = 'recommendation_incomplete';
  end if;
  if length(wanted_known_for) > 100 or length(wanted_church) > 200 or length(wanted_recommendation) > 2000
    or not private.is_single_line(wanted_known_for) or not private.is_single_line(wanted_church) then
    raise exception using errcode = '22001', message = 'An answer is too long (the recommendation at most 2000 characters).', hint = 'recommendation_too_long';
  end if;
  perform private.spend_confirmation_attempt('recommendation', token, 'Too many attempts. Please try again later.');

  application_id := private.confirmation_token_record(token, 'recommendation');
  if application_id is null then
    return false;
  end if;
  perform set_config('seminary.recording_recommendation', 'on', true);
  update public.student_registrations r
  set recommendation_received_at = now(),
      recommendation_known_for = wanted_known_for,
      recommendation_church = wanted_church,
      recommendation_text = wanted_recommendation,
      recommendation_recommends = submit_recommendation.recommends
  where r.id = application_id and r.recommendation_received_at is null;
  if not found then
    perform set_config('seminary.recording_recommendation', '', true);
    raise sqlstate 'PT409' using message = 'This recommendation has already been received. Thank you.', hint = 'recommendation_already_received';
  end if;
  perform set_config('seminary.recording_recommendation', '', true);
  return true;
end;
$$;
revoke all on function public.submit_recommendation(text, text, text, text, boolean) from public;

create trigger student_registrations_plan_recommendation before insert on public.student_registrations for each row execute function private.plan_recommendation();
create trigger student_registrations_request_recommendation after insert on public.student_registrations for each row execute function private.request_recommendation();

-- Hourly, wherever cron.schedule exists (pg_cron on a hosted project, the local backend's stand-in).
select private.schedule_job('remind-recommenders', '23 * * * *', 'select private.remind_recommenders()');

-- The privacy notice's next version names the recommender's data, and the UPI payment's (the
-- transaction number, the reserved reference and the verified payment the accounts keep): what is
-- collected, why and for how long. A change of the texts is a new version (03_privacy_notice.sql).
-- Only texts still as the first version had them change: a text the school has edited stays its
-- own, for it to add these in the admin's Privacy screen.
-- A release's change, not a member of staff's: the versions keep it, the audit trail (whose entry
-- would carry the times this database was built at) does not.
alter table public.privacy_notice disable trigger privacy_notice_audit;
update public.privacy_notice n set
  collected = case when n.collected = (select v.notice ->> 'collected' from public.privacy_notice_versions v where v.version = 1)
    then E'- Applications: your name, e-mail address, phone number, address, city and state, date of birth, gender, education, the program and course you choose, your comments and a screenshot of your fee payment, with the UPI transaction number (UTR) if you give it and the payment reference we reserve for your payment. For an applicant under 18, also her parent''s or guardian''s name and contact.\n- Your pastor or church leader, whom you name on the application: their name, church and e-mail address, and the recommendation they send us (how long they have known you, their church, their recommendation and whether they recommend you).\n- Your fee, once we match it to our bank statement: the payment''s date, amount and UPI transaction number, with the number of the receipt we give you.\n- Enquiries: your name, e-mail address, phone number, address, city and state, the program you are interested in and your comments.\n- Alumni profiles: your name, graduation year, degree, position, organisation, location, photo, bio and testimonial.\n- With every form: the language you used, the version of this notice you agreed to and when, and the network address your request came from.' else n.collected end,
  collected_te = case when n.collected_te = (select v.notice ->> 'collected_te' from public.privacy_notice_versions v where v.version = 1)
    then E'- దరఖాస్తులు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, పుట్టిన తేదీ, లింగం, చదువు, మీరు ఎంచుకున్న ప్రోగ్రామ్, కోర్సు, మీ వ్యాఖ్యలు, ఫీజు చెల్లింపు స్క్రీన్‌షాట్, మీరు ఇస్తే UPI లావాదేవీ నంబర్ (UTR), మీ చెల్లింపు కోసం మేము కేటాయించే చెల్లింపు రిఫరెన్స్. 18 ఏళ్ల లోపు దరఖాస్తుదారు అయితే ఆమె తల్లిదండ్రుల లేదా సంరక్షకుల పేరు, సంప్రదింపు వివరాలు కూడా.\n- దరఖాస్తులో మీరు పేర్కొనే మీ పాస్టర్ లేదా సంఘ నాయకులు: వారి పేరు, సంఘం, ఇ-మెయిల్ చిరునామా, వారు మాకు పంపే సిఫారసు (మీరు వారికి ఎంత కాలంగా తెలుసు, వారి సంఘం, వారి సిఫారసు, మిమ్మల్ని సిఫారసు చేస్తారా లేదా).\n- మీ ఫీజును మా బ్యాంక్ స్టేట్‌మెంట్‌తో సరిపోల్చిన తర్వాత: చెల్లింపు తేదీ, మొత్తం, UPI లావాదేవీ నంబర్, మేము ఇచ్చే రసీదు నంబర్.\n- విచారణలు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, మీకు ఆసక్తి ఉన్న ప్రోగ్రామ్, మీ వ్యాఖ్యలు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీ పేరు, పట్టా పొందిన సంవత్సరం, డిగ్రీ, హోదా, సంస్థ, ప్రాంతం, ఫోటో, పరిచయం, సాక్ష్యం.\n- ప్రతి ఫారంతో: మీరు వాడిన భాష, మీరు అంగీకరించిన ఈ ప్రకటన సంచిక, ఎప్పుడు అంగీకరించారు, మీ అభ్యర్థన వచ్చిన నెట్‌వర్క్ చిరునామా.' else n.collected_te end,
  purposes = case when n.purposes = (select v.notice ->> 'purposes' from public.privacy_notice_versions v where v.version = 1)
    then E'- To consider your application, tell you our decision and let you check its status.\n- With your agreement, to ask your pastor or church leader for a recommendation and to read it with your application.\n- To match your fee to your application and give you a receipt, and to keep our accounts as the law requires.\n- To answer your enquiry.\n- To show your alumni profile on our website, where everyone can read it.\n- To write to you about your application or enquiry.\n- To keep our forms safe from misuse.\nWe do not sell your data or use it for advertising. Only the companies that host our website and send our e-mails handle it for us, under our instructions.' else n.purposes end,
  purposes_te = case when n.purposes_te = (select v.notice ->> 'purposes_te' from public.privacy_notice_versions v where v.version = 1)
    then E'- మీ దరఖాస్తును పరిశీలించడానికి, మా నిర్ణయాన్ని మీకు తెలపడానికి, దాని స్థితిని మీరు చూసుకోవడానికి.\n- మీ అంగీకారంతో, మీ పాస్టర్ లేదా సంఘ నాయకుల నుండి సిఫారసు అడిగి, దానిని మీ దరఖాస్తుతో కలిపి చదవడానికి.\n- మీ ఫీజును మీ దరఖాస్తుతో సరిపోల్చి మీకు రసీదు ఇవ్వడానికి, చట్టం కోరినట్లు మా లెక్కలను ఉంచడానికి.\n- మీ విచారణకు జవాబు ఇవ్వడానికి.\n- మీ పూర్వ విద్యార్థి ప్రొఫైల్‌ను అందరూ చదవగలిగే మా వెబ్‌సైట్‌లో చూపించడానికి.\n- మీ దరఖాస్తు లేదా విచారణ గురించి మీకు వ్రాయడానికి.\n- మా ఫారాలను దుర్వినియోగం నుండి కాపాడడానికి.\nమీ వివరాలను మేము అమ్మము, ప్రకటనల కోసం వాడము. మా వెబ్‌సైట్‌ను నడిపే, మా ఇ-మెయిల్‌లను పంపే సంస్థలు మాత్రమే మా సూచనల ప్రకారం వాటిని మా కోసం నిర్వహిస్తాయి.' else n.purposes_te end,
  retention = case when n.retention = (select v.notice ->> 'retention' from public.privacy_notice_versions v where v.version = 1)
    then E'- Enquiries: 12 months after we receive them.\n- Applications that are not accepted: 12 months after our decision. An accepted application becomes part of the student''s record.\n- Your pastor''s or church leader''s details and their recommendation: with your application, erased with it. The link we send them works for 30 days.\n- Payment screenshots: 90 days after our decision.\n- Payment references reserved for a payment and not used: 7 days.\n- The record of a verified payment (its date, amount, UPI transaction number and receipt number): as long as tax law requires us to keep our accounts. Once your application is erased, it no longer names you.\n- The text of e-mails we send you: 30 days.\n- Alumni profiles: as long as you are listed in the alumni network.\nWhere a law requires us to keep something longer, we keep only that, only as long as it requires.' else n.retention end,
  retention_te = case when n.retention_te = (select v.notice ->> 'retention_te' from public.privacy_notice_versions v where v.version = 1)
    then E'- విచారణలు: అందిన 12 నెలల వరకు.\n- అంగీకరించని దరఖాస్తులు: మా నిర్ణయం తరువాత 12 నెలల వరకు. అంగీకరించిన దరఖాస్తు విద్యార్థి రికార్డులో భాగమవుతుంది.\n- మీ పాస్టర్ లేదా సంఘ నాయకుల వివరాలు, వారి సిఫారసు: మీ దరఖాస్తుతో పాటు ఉంచి, దానితో పాటే తొలగిస్తాము. వారికి పంపే లింక్ 30 రోజులు పనిచేస్తుంది.\n- చెల్లింపు స్క్రీన్‌షాట్‌లు: మా నిర్ణయం తరువాత 90 రోజుల వరకు.\n- చెల్లింపు కోసం కేటాయించి వాడని చెల్లింపు రిఫరెన్స్‌లు: 7 రోజులు.\n- సరిపోల్చిన చెల్లింపు రికార్డు (తేదీ, మొత్తం, UPI లావాదేవీ నంబర్, రసీదు నంబర్): పన్ను చట్టం మా లెక్కలను ఉంచమని కోరినంత కాలం. మీ దరఖాస్తు తొలగించిన తర్వాత అది మీ పేరును చూపదు.\n- మేము మీకు పంపే ఇ-మెయిల్‌ల పాఠం: 30 రోజుల వరకు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీరు పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో ఉన్నంత కాలం.\nఏదైనా చట్టం ఇంకా ఎక్కువ కాలం ఉంచమంటే, అది కోరినంత మాత్రమే, అది కోరినంత కాలం మాత్రమే ఉంచుతాము.' else n.retention_te end
where n.id = 1;
alter table public.privacy_notice enable trigger privacy_notice_audit;
