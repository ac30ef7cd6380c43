-- Finding a person by her e-mail address without reading every row (issue 25): the "Your data"
-- form (public.request_my_data, which anyone may send), the admin's count of her records and the
-- erasure (private.erase_person_data) all match lower(btrim(email)) on applications, enquiries
-- and the trash. Without these indexes each of them read the whole table, an anonymous request
-- included.
create index registrations_person_email_idx on public.registrations (lower(btrim(email)));
create index student_registrations_person_email_idx on public.student_registrations (lower(btrim(email)));
create index deleted_registrations_person_email_idx
  on public.deleted_registrations (lower(btrim(row_data ->> 'email')));
