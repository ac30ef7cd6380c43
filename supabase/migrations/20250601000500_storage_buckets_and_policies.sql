-- The ten buckets of spec section 3, as config.toml declares them for the CLI, so a hosted
-- project gets them from `supabase db push` too; and who may write to them.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('alumni-images', 'alumni-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('banner-images', 'banner-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('gallery-images', 'gallery-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('teacher-images', 'teacher-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('campus-life-images', 'campus-life-images', true, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('downloads', 'downloads', true, 20971520,
    array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('donation-images', 'donation-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('about-images', 'about-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('logo-images', 'logo-images', true, 2097152, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('payment-screenshots', 'payment-screenshots', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
set name = excluded.name,
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- Public buckets serve their files by URL without any policy, so there is no read policy for
-- visitors (one would also let them list every file). Admins read objects, which upsert,
-- remove and signed URLs need. Visitors upload only a payment screenshot (no folder) and an
-- alumni photo under alumni/, each an image, and can neither overwrite nor delete them.

create policy "Admins read school files" on storage.objects for select to authenticated
  using (
    bucket_id in (
      'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
      'donation-images', 'about-images', 'logo-images', 'payment-screenshots'
    )
    and (select private.is_admin())
  );

create policy "Visitors upload payment screenshots and alumni photos, admins upload content"
  on storage.objects for insert to anon, authenticated
  with check (
    (
      bucket_id = 'payment-screenshots'
      and position('/' in name) = 0
      and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp')
    )
    or (
      bucket_id = 'alumni-images'
      and array_length(storage.foldername(name), 1) = 1
      and (storage.foldername(name))[1] = 'alumni'
      and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif')
    )
    or (
      bucket_id in (
        'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
        'donation-images', 'about-images', 'logo-images'
      )
      and (select private.is_admin())
    )
  );

create policy "Admins replace content files" on storage.objects for update to authenticated
  using (
    bucket_id in (
      'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
      'donation-images', 'about-images', 'logo-images'
    )
    and (select private.is_admin())
  )
  with check (
    bucket_id in (
      'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
      'donation-images', 'about-images', 'logo-images'
    )
    and (select private.is_admin())
  );

create policy "Admins delete school files" on storage.objects for delete to authenticated
  using (
    bucket_id in (
      'alumni-images', 'banner-images', 'gallery-images', 'teacher-images', 'campus-life-images', 'downloads',
      'donation-images', 'about-images', 'logo-images', 'payment-screenshots'
    )
    and (select private.is_admin())
  );
