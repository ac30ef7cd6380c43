-- Made by `npm run db:diff -- checklist_names_the_recommendation` from supabase/schemas; reviewed by hand, with the rows and
-- schedules a diff cannot see added below where the change needs them.

CREATE OR REPLACE FUNCTION private.application_checklist(application student_registrations)
 RETURNS TABLE(item text, done boolean, at timestamp with time zone)
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select c.item, c.at is not null, c.at
  from (values
    (1, 'form', application.created_at),
    (2, 'payment', application.payment_verified_at),
    (3, 'recommendation', application.recommendation_received_at),
    (4, 'decision', case when application.status in ('accepted', 'not_accepted', 'withdrawn') then application.status_changed_at end)
  ) c (place, item, at)
  where c.item <> 'recommendation' or application.recommender_email is not null
  order by c.place
$function$
;

-- Written by hand: applications that named a recommender before the checklist counted the
-- recommendation get it among their missing items.
update public.student_registrations r set checklist_missing = private.application_checklist_missing(r)
where r.checklist_missing is distinct from private.application_checklist_missing(r);
