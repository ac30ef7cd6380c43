-- Made by `npm run db:diff -- database_code_said_once` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

drop trigger if exists "audit_log_no_truncate" on "public"."audit_log";

drop function if exists "private"."refuse_audit_truncate"();

CREATE OR REPLACE FUNCTION private.file_column_shows(url_part text, value text, with_visitor_tables boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  file_column record;
  shown boolean;
begin
  for file_column in
    select c.table_name, f.column_name
    from private.content_tables c cross join lateral unnest(c.file_columns) as f(column_name)
    where with_visitor_tables or not c.visitors_write
    order by c.table_name, f.column_name
  loop
    execute format(
      'select exists (select 1 from public.%I t where private.%I(t.%I) = $1)',
      file_column.table_name, url_part, file_column.column_name
    ) into shown using value;
    if shown then
      return true;
    end if;
  end loop;
  return false;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.schedule_job(name text, schedule text, command text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule(schedule_job.name, schedule_job.schedule, schedule_job.command);
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.close_alumni_registration(registration alumni_registrations, decision text, note text, profile_id uuid)
 RETURNS alumni_registrations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  closed public.alumni_registrations;
begin
  update public.alumni_registrations r
  set status = close_alumni_registration.decision, reviewed_at = now(), reviewed_by = auth.uid(),
    review_note = close_alumni_registration.note, alumni_profile_id = close_alumni_registration.profile_id,
    name = null, graduation_year = null, degree = null, current_position = null,
    organization = null, location = null, bio = null, testimonial = null, image_url = null
  where r.id = close_alumni_registration.registration.id
  returning r.* into closed;
  perform private.queue_mail(
    'alumni_registration_answer', closed.email, closed.language,
    jsonb_build_object('decision', close_alumni_registration.decision, 'note', close_alumni_registration.note),
    alumni_registration_id => closed.id
  );
  return closed;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.is_school_storage_origin(origin text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select origin is not null and private.file_column_shows('storage_url_origin', origin, false)
$function$
;

CREATE OR REPLACE FUNCTION private.pending_alumni_registration(registration_id uuid)
 RETURNS alumni_registrations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can decide alumni registrations.', hint = 'editors_only_alumni_registrations';
  end if;
  select r.* into registration from public.alumni_registrations r
  where r.id = pending_alumni_registration.registration_id for update;
  if registration.id is null or registration.status = 'unconfirmed' then
    raise sqlstate 'PT404' using message = 'No such registration.', hint = 'alumni_registration_not_found';
  end if;
  if registration.status <> 'pending' then
    raise sqlstate 'PT409' using message = 'This registration has already been decided.', hint = 'alumni_registration_decided';
  end if;
  return registration;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.refuse_audit_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'TRUNCATE' or coalesce(current_setting('seminary.audit_maintenance', true), '') <> 'on' then
    raise exception using errcode = '42501', message = 'The audit trail cannot be changed.', hint = 'audit_trail_unchangeable';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.storage_object_is_referenced(bucket text, object_name text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  object_path text := bucket || '/' || object_name;
begin
  if bucket = 'payment-screenshots' then
    if exists (
        select 1 from public.student_registrations r
        where r.payment_screenshot_url = object_name and r.payment_screenshot_erased_at is null
      )
      or exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'payment_screenshot_url' = object_name
          and d.row_data ->> 'payment_screenshot_erased_at' is null
      ) then
      return true;
    end if;
  elsif private.file_column_shows('storage_object_path', object_path, true) then
    return true;
  end if;
  return exists (select 1 from public.content_versions v where v.file_paths @> array[object_path])
    or exists (select 1 from public.alumni_registrations r where private.storage_object_path(r.image_url) = object_path);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.approve_alumni_registration(registration_id uuid, note text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
  wanted_note text := nullif(btrim(coalesce(approve_alumni_registration.note, '')), '');
  profile_id uuid;
begin
  registration := private.pending_alumni_registration(approve_alumni_registration.registration_id);
  if length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the note to at most 2000 characters.', hint = 'note_too_long';
  end if;
  -- What the directory shows is what she chose on the form: nothing beyond name, year and degree
  -- unless she ticked it.
  insert into public.alumni_profiles (
    name, graduation_year, degree, current_position, organization, location, bio, testimonial, image_url,
    public_fields, public_fields_consent
  ) values (
    registration.name, registration.graduation_year, registration.degree, registration.current_position,
    registration.organization, registration.location, registration.bio, registration.testimonial,
    registration.image_url, registration.public_fields,
    format('Her choice on the registration form of %s.', to_char(registration.created_at at time zone 'UTC', 'YYYY-MM-DD'))
  )
  returning id into profile_id;
  perform private.close_alumni_registration(registration, 'approved', wanted_note, profile_id);
  return profile_id;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.reject_alumni_registration(registration_id uuid, note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
  wanted_note text := nullif(btrim(coalesce(reject_alumni_registration.note, '')), '');
  photo text;
begin
  registration := private.pending_alumni_registration(reject_alumni_registration.registration_id);
  if wanted_note is null or length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please give her the reason, in at most 2000 characters.', hint = 'reason_required';
  end if;
  photo := substr(private.storage_object_path(registration.image_url), length('alumni-images/') + 1);
  perform private.close_alumni_registration(registration, 'rejected', wanted_note, null);
  -- Her photo goes with the next purge unless something else shows it.
  perform private.mark_storage_object_for_purge('alumni-images', photo);
end;
$function$
;

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_audit_change();

revoke all on function private.schedule_job(text,text,text) from public;

revoke all on function private.file_column_shows(text,text,boolean) from public;
