-- Made by `npm run db:diff -- one_consent_trigger` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

drop trigger if exists "registrations_check_consent" on "public"."registrations";

drop trigger if exists "student_registrations_check_consent" on "public"."student_registrations";

drop function if exists "private"."record_enquiry_consent"();

CREATE OR REPLACE FUNCTION private.record_consent()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.record_application_consent()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE TRIGGER student_registrations_check_consent_others BEFORE INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.record_application_consent();

CREATE TRIGGER registrations_check_consent BEFORE INSERT ON public.registrations FOR EACH ROW EXECUTE FUNCTION private.record_consent();

CREATE TRIGGER student_registrations_check_consent BEFORE INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.record_consent();

revoke all on function private.record_consent() from public;
