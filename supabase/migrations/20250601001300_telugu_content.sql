-- The site in Telugu as well as English (issue 13). Every text a visitor reads gets a Telugu
-- twin named <column>_te: nullable, since the Telugu page falls back to the English text where
-- it is empty. Names of people, places and banks, URLs, e-mail addresses and account details are
-- the same in both languages and get none; neither do alumni profiles, which alumni write
-- themselves. The content tables' grants and policies are table-wide (20250601000400), so the new
-- columns are read by everyone and written by admins like the rest of their row, and the change
-- tracking (20250601001100) compares whole rows, so a Telugu edit moves updated_at too.

alter table public.site_logo add column alt_text_te text;

alter table public.banners
  add column title_te text,
  add column subtitle_te text,
  add column button_text_te text;

alter table public.statistics add column title_te text;

alter table public.teachers
  add column position_te text,
  add column bio_te text;

alter table public.videos
  add column title_te text,
  add column subtitle_te text,
  add column description_te text;

alter table public.gallery
  add column title_te text,
  add column description_te text;

alter table public.about_sections
  add column title_te text,
  add column content_te text;

alter table public.about_gallery
  add column title_te text,
  add column description_te text;

alter table public.courses
  add column title_te text,
  add column description_te text,
  add column duration_te text,
  add column schedule_te text;

alter table public.campus_life
  add column title_te text,
  add column content_te text;

alter table public.campus_life_gallery add column caption_te text;

alter table public.downloads
  add column title_te text,
  add column description_te text,
  add column category_te text;

alter table public.donation_info add column title_te text;

-- The language an application or enquiry was made in, so the school answers in it.
alter table public.registrations
  add column language text not null default 'en' check (language in ('en', 'te'));
alter table public.student_registrations
  add column language text not null default 'en' check (language in ('en', 'te'));

-- The enquiry form inserts directly and may name it beside its other fields; applications are
-- made through submit_application, which names it itself.
grant insert (language) on table public.registrations to anon, authenticated;

-- A restore puts a trashed row back from its JSON, where a missing key would be an explicit null:
-- applications trashed before this migration were made in English.
update public.deleted_registrations
set row_data = row_data || '{"language": "en"}'::jsonb
where not row_data ? 'language';

-- As in 20250601001200, and the application's language is recorded: English when the site sends
-- none, and anything but 'en' or 'te' refused by the column's check (400).
create or replace function public.submit_application(application jsonb, idempotency_key uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  fields public.student_registrations;
  made_reference text;
begin
  if idempotency_key is not null then
    select r.reference into made_reference
    from public.student_registrations r where r.idempotency_key = submit_application.idempotency_key;
    if made_reference is not null then
      return made_reference;
    end if;
  end if;
  if jsonb_typeof(application) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'The application must be a JSON object.';
  end if;
  fields := jsonb_populate_record(null::public.student_registrations, application);

  begin
    insert into public.student_registrations (
      name, email, phone, address, city, state, date_of_birth, gender, education_level, previous_institution,
      program_interest, course_id, start_date, comments, payment_screenshot_url, honeypot, idempotency_key, language
    ) values (
      fields.name, fields.email, fields.phone, fields.address, fields.city, fields.state, fields.date_of_birth,
      fields.gender, fields.education_level, fields.previous_institution, fields.program_interest,
      fields.course_id, fields.start_date, fields.comments, fields.payment_screenshot_url, fields.honeypot,
      submit_application.idempotency_key, coalesce(fields.language, 'en')
    )
    returning reference into made_reference;
  exception when unique_violation then
    -- The same key submitted at the same moment: the other submit made the application.
    select r.reference into made_reference
    from public.student_registrations r where r.idempotency_key = submit_application.idempotency_key;
    if made_reference is null then
      raise;
    end if;
  end;
  return made_reference;
end;
$$;
revoke all on function public.submit_application(jsonb, uuid) from public, anon, authenticated;
grant execute on function public.submit_application(jsonb, uuid) to anon, authenticated, service_role;
