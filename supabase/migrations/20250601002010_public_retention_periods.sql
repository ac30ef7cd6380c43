-- The short notices beside the forms follow the retention schedule (issue 25, points 3 and 5).
-- Each form's notice says how long its data is kept, and the site builds that text from the
-- schedule itself, so an admin who changes a period on the Privacy Notice screen changes what
-- every form tells people, on the next publish, without a developer. The periods say nothing
-- about anyone (the privacy notice states them anyway), so everyone may read them; only admins
-- change them, as before (20250601001800).

grant select on table public.retention_settings to anon;
drop policy "Admins read retention settings" on public.retention_settings;
create policy "Everyone reads retention settings" on public.retention_settings for select to anon, authenticated
  using (true);

-- A changed period publishes like any content save (20250601000600, 20250601000800). The row's
-- id is not a uuid and nobody deletes it, so it records no content_deletions (20250601001100):
-- the loader reads the one row whole, as the privacy notice's (20250601001700).
create trigger retention_settings_update_marks_site_changed after update on public.retention_settings
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.mark_site_content_changed();
create trigger retention_settings_insert_marks_site_changed after insert on public.retention_settings
  referencing new table as new_rows
  for each statement execute function private.mark_site_content_changed();
create trigger retention_settings_delete_marks_site_changed after delete on public.retention_settings
  referencing old table as old_rows
  for each statement execute function private.mark_site_content_changed();
create trigger retention_settings_truncate_marks_site_changed after truncate on public.retention_settings
  for each statement execute function private.mark_site_content_changed();
