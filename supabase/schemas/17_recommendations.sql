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
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('remind-recommenders', '23 * * * *', 'select private.remind_recommenders()');
  end if;
end
$$;
