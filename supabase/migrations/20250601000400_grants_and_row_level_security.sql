-- Who may do what (ARCHITECTURE.md, security model), in one place. Grants come first: a new
-- public table is granted to anon and authenticated by default, so every table starts from
-- nothing and gets back only what a role needs; row-level security then decides per row.
-- One policy per table, action and role, so no two permissive policies overlap.
--   visitor (anon):             reads published content, inserts applications without reading them back
--   signed-in non-admin:        exactly what a visitor may
--   admin (app_metadata.role):  everything the admin screens need
--   service_role:               everything (it bypasses row-level security)

do $$
declare
  t text;
begin
  foreach t in array array[
    'site_logo', 'banners', 'statistics', 'teachers', 'videos', 'gallery', 'about_sections', 'about_gallery',
    'courses', 'campus_life', 'campus_life_gallery', 'alumni_profiles', 'downloads', 'donation_info',
    'registrations', 'student_registrations', 'application_limits', 'deleted_registrations',
    'alumni_profile_revisions'
  ] loop
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
    execute format('alter table public.%I enable row level security', t);
  end loop;

  -- Published content: everyone reads, admins write.
  foreach t in array array[
    'site_logo', 'statistics', 'teachers', 'videos', 'gallery', 'about_sections', 'about_gallery',
    'courses', 'campus_life', 'campus_life_gallery', 'alumni_profiles', 'downloads', 'donation_info'
  ] loop
    execute format('grant select on table public.%I to anon', t);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', t);
    execute format(
      'create policy "Everyone reads %1$s" on public.%1$I for select to anon, authenticated using (true)', t
    );
    execute format(
      'create policy "Admins insert %1$s" on public.%1$I for insert to authenticated '
      'with check ((select private.is_admin()))', t
    );
    execute format(
      'create policy "Admins update %1$s" on public.%1$I for update to authenticated '
      'using ((select private.is_admin())) with check ((select private.is_admin()))', t
    );
    execute format(
      'create policy "Admins delete %1$s" on public.%1$I for delete to authenticated '
      'using ((select private.is_admin()))', t
    );
  end loop;

  -- Applications: visitors insert without reading back; admins read, mark contacted and delete.
  foreach t in array array['registrations', 'student_registrations'] loop
    execute format('grant select, update, delete on table public.%I to authenticated', t);
    execute format(
      'create policy "Visitors submit %1$s" on public.%1$I for insert to anon, authenticated '
      'with check (contacted = false or (select private.is_admin()))', t
    );
    execute format(
      'create policy "Admins read %1$s" on public.%1$I for select to authenticated '
      'using ((select private.is_admin()))', t
    );
    execute format(
      'create policy "Admins update %1$s" on public.%1$I for update to authenticated '
      'using ((select private.is_admin())) with check ((select private.is_admin()))', t
    );
    execute format(
      'create policy "Admins delete %1$s" on public.%1$I for delete to authenticated '
      'using ((select private.is_admin()))', t
    );
  end loop;

  -- Admin-only records: the trash and the alumni revisions are read and purged, never written
  -- directly (triggers and functions write them).
  foreach t in array array['deleted_registrations', 'alumni_profile_revisions'] loop
    execute format('grant select, delete on table public.%I to authenticated', t);
    execute format(
      'create policy "Admins read %1$s" on public.%1$I for select to authenticated '
      'using ((select private.is_admin()))', t
    );
    execute format(
      'create policy "Admins delete %1$s" on public.%1$I for delete to authenticated '
      'using ((select private.is_admin()))', t
    );
  end loop;
end
$$;

-- The site inserts the form's fields only: id, created_at and contacted keep their defaults.
grant insert (name, email, phone, state, city, address, comments, program_interest, course_id, honeypot)
  on table public.registrations to anon, authenticated;
grant insert (
  name, email, phone, address, city, state, date_of_birth, gender, education_level, previous_institution,
  program_interest, course_id, start_date, comments, payment_screenshot_url, honeypot
) on table public.student_registrations to anon, authenticated;

-- Visitors see active banners; admins see all of them to manage the carousel.
grant select on table public.banners to anon;
grant select, insert, update, delete on table public.banners to authenticated;
create policy "Everyone reads active banners, admins read all" on public.banners for select to anon, authenticated
  using (active or (select private.is_admin()));
create policy "Admins insert banners" on public.banners for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update banners" on public.banners for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins delete banners" on public.banners for delete to authenticated
  using ((select private.is_admin()));

-- The abuse limits: one row admins read and tune.
grant select, update on table public.application_limits to authenticated;
create policy "Admins read application limits" on public.application_limits for select to authenticated
  using ((select private.is_admin()));
create policy "Admins update application limits" on public.application_limits for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
