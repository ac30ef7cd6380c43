// /alumni/update: find a profile by name, edit it in its four sections, save through the
// database's alumni function (the row changes and the previous version is kept), 'Profile
// Updated!', then /alumni after 3 seconds; and each of the page's error messages.
import type { Page } from '@playwright/test';
import { graduationYears, PUBLIC_DEGREES, TIMING } from '../../packages/core/src/constants.ts';
import { en as catalogue } from '../../packages/core/src/i18n/en.ts';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { refusals, screenErrors, texts, validationMessages } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  checkAccessibleAndCapture,
  collectPageErrors,
  DESKTOP,
  expectNoPageErrors,
  holdRequests,
  PNG,
  pageHeading,
} from './helpers.ts';

test.use({ viewport: DESKTOP });

const update = texts.alumniUpdate;

/** A profile of this test's own, so no other test sees it change. */
async function createProfile(service: import('@supabase/supabase-js').SupabaseClient, label: string) {
  const name = `Miriam ${label} ${Date.now()}`;
  const { data, error } = await service
    .from('alumni_profiles')
    .insert({
      name,
      graduation_year: 2010,
      degree: 'Master of Divinity',
      current_position: 'Youth Pastor',
      organization: 'Calvary Church',
      location: 'Kakinada, Andhra Pradesh',
      bio: 'Miriam leads the youth ministry of her church.',
      // She shows all of it on the alumni page, so the form offers all of it to edit.
      public_fields: ['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial'],
      public_fields_consent: 'Agreed on the test form.',
    })
    .select()
    .single();
  expect(error).toBeNull();
  return { id: data.id as string, name };
}

async function search(page: Page, text: string) {
  await page.getByLabel('Your name').fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
}

test('alumni update: search, edit, save, a changed row with a stored revision, then /alumni', async ({
  page,
  service,
}) => {
  const errors = collectPageErrors(page);
  const profile = await createProfile(service, 'Update');
  await page.goto('/alumni/update');
  await expect(pageHeading(page)).toHaveText('Update Alumni Profile');
  await expect(page.getByRole('heading', { name: update.findYourProfile })).toBeVisible();

  const searchButton = page.getByRole('button', { name: 'Search' });
  await expect(searchButton).toBeDisabled();
  await page.getByLabel('Your name').fill('   ');
  await expect(searchButton).toBeDisabled();
  await checkAccessibleAndCapture(page, 'alumni-update');

  // The button is off while the search runs; the match ignores case and takes part of the name.
  const releaseSearch = await holdRequests(page, '**/rest/v1/rpc/search_alumni*');
  await search(page, profile.name.slice(0, -3).toLowerCase());
  await expect(page.getByRole('button', { name: 'Searching...' })).toBeDisabled();
  releaseSearch();
  const results = page.getByRole('region', { name: 'Is this you?' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText(`${texts.alumni.classOf} 2010 · Master of Divinity`);
  await page.unroute('**/rest/v1/rpc/search_alumni*');

  await results.getByRole('button', { name: `Edit this profile: ${profile.name}` }).click();
  const form = page.getByRole('form', { name: 'Edit Your Profile' });
  for (const section of Object.values(update.sections)) {
    await expect(form.getByRole('group', { name: section })).toBeVisible();
  }
  await expect(form.getByLabel('Degree').getByRole('option')).toHaveText(['Select…', ...PUBLIC_DEGREES]);
  await expect(form.getByLabel('Graduation Year').getByRole('option')).toHaveText([
    'Select…',
    ...graduationYears().map(String),
  ]);
  await expect(form.getByLabel('Full Name')).toHaveValue(profile.name);
  await expect(form.getByLabel('Organization')).toHaveValue('Calvary Church');
  await checkAccessibleAndCapture(page, 'alumni-update-form');

  // 'Back to Search' returns to the search with its results.
  await form.getByRole('button', { name: update.backToSearch }).click();
  await expect(results).toHaveCount(1);
  await results.getByRole('button', { name: `Edit this profile: ${profile.name}` }).click();

  // Name, graduation year and degree are required.
  await form.getByLabel('Full Name').fill('');
  await form.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByRole('alert')).toHaveText(validationMessages.requiredFields);
  await form.getByLabel('Full Name').fill(profile.name);

  await form.getByLabel('Graduation Year').selectOption('2012');
  await form.getByLabel('Degree').selectOption('Master of Theology');
  await form.getByLabel('Position', { exact: true }).fill('Associate Pastor');
  await form.getByLabel('Organization').fill('Grace Fellowship');
  await form.getByLabel('Location').fill('');
  await form.getByLabel('Testimonial').fill('The seminary shaped how I read the Bible.');
  await form.getByLabel('New Photo').setInputFiles({ name: 'miriam.png', mimeType: 'image/png', buffer: PNG });

  const releaseUpdate = await holdRequests(page, '**/rest/v1/rpc/update_alumni_profile*');
  await form.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByRole('button', { name: update.updating })).toBeDisabled();
  releaseUpdate();

  await expect(page.getByRole('heading', { name: update.profileUpdated })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Taking you to the alumni network');
  const savedAt = Date.now();
  await page.waitForURL((url) => url.pathname === '/alumni', { timeout: TIMING.successRedirectMs + 5_000 });
  expect(Date.now() - savedAt).toBeGreaterThanOrEqual(TIMING.successRedirectMs - 500);

  const { data: row } = await service.from('alumni_profiles').select('*').eq('id', profile.id).single();
  expect(row).toMatchObject({
    name: profile.name,
    graduation_year: 2012,
    degree: 'Master of Theology',
    current_position: 'Associate Pastor',
    organization: 'Grace Fellowship',
    location: null,
    bio: 'Miriam leads the youth ministry of her church.',
    testimonial: 'The seminary shaped how I read the Bible.',
  });
  expect(row?.image_url).toMatch(/\/storage\/v1\/object\/public\/alumni-images\/alumni\/[0-9a-f-]{36}\.png$/);

  const { data: versions } = await service
    .from('content_versions')
    .select('row_data')
    .eq('table_name', 'alumni_profiles')
    .eq('record_id', profile.id);
  expect(versions).toHaveLength(1);
  expect(versions?.[0]?.row_data).toMatchObject({
    graduation_year: 2010,
    degree: 'Master of Divinity',
    current_position: 'Youth Pastor',
    organization: 'Calvary Church',
    location: 'Kakinada, Andhra Pradesh',
    image_url: null,
  });

  await expectNoPageErrors(errors);
  await service.from('alumni_profiles').delete().eq('id', profile.id);
});

test('alumni update: the spec messages for no match, a failed search, a failed upload and a refused update', async ({
  page,
  service,
}) => {
  const profile = await createProfile(service, 'Errors');
  await page.goto('/alumni/update');

  await search(page, 'Nobody By This Name');
  await expect(page.getByRole('alert')).toHaveText(screenErrors.alumni.noneFound);

  // A failed search offers 'Try Again', which repeats it.
  let searchFails = true;
  await page.route('**/rest/v1/rpc/search_alumni*', (route) =>
    searchFails
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"database is down"}' })
      : route.fallback(),
  );
  await search(page, profile.name);
  await expect(page.getByRole('alert')).toContainText(screenErrors.alumni.search);
  searchFails = false;
  await page.getByRole('button', { name: texts.common.tryAgain }).click();
  await expect(page.getByRole('button', { name: `Edit this profile: ${profile.name}` })).toBeVisible();
  await page.getByRole('button', { name: `Edit this profile: ${profile.name}` }).click();
  const form = page.getByRole('form', { name: 'Edit Your Profile' });

  // A photo that does not upload.
  await page.route('**/storage/v1/object/alumni-images/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"storage is down"}' }),
  );
  await form.getByLabel('New Photo').setInputFiles({ name: 'miriam.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByRole('alert')).toHaveText(screenErrors.alumni.uploadImage);
  await form.getByLabel('New Photo').setInputFiles([]);

  // A photo that is not a picture.
  await form.getByLabel('New Photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('notes'),
  });
  await form.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByRole('alert')).toHaveText(validationMessages.selectImageFile);
  await form.getByLabel('New Photo').setInputFiles([]);

  // A photo past the hourly upload limit of this connection: Storage answers 429.
  await page.unroute('**/storage/v1/object/alumni-images/**');
  const limit = (photos: number) =>
    service
      .from('application_limits')
      .update({ max_alumni_photos_per_client_address_per_hour: photos })
      .eq('id', 1)
      .then(({ error }) => expect(error).toBeNull());
  await limit(0);
  try {
    await form.getByLabel('New Photo').setInputFiles({ name: 'miriam.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('alert')).toHaveText(refusals.too_many_uploads);
  } finally {
    await limit(5);
  }
  await form.getByLabel('New Photo').setInputFiles([]);

  // The database's own message when it refuses the update (the profile was deleted meanwhile).
  await service.from('alumni_profiles').delete().eq('id', profile.id);
  await form.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByRole('alert')).toHaveText('Alumni profile not found.');
  await expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

test('alumni update: she hides her location, and the form never shows a hidden value', async ({
  page,
  service,
  anon,
}) => {
  const profile = await createProfile(service, 'Hide');
  await page.goto('/alumni/update');
  await search(page, profile.name);
  const results = page.getByRole('region', { name: 'Is this you?' }).getByRole('listitem');
  await results.getByRole('button', { name: `Edit this profile: ${profile.name}` }).click();
  const form = page.getByRole('form', { name: 'Edit Your Profile' });
  const words = catalogue.site.alumniUpdateForm.publicChoice;
  const choice = form.getByRole('group', { name: words.legend });
  await expect(choice).toContainText(words.why);
  const show = (field: string) =>
    choice.getByRole('listitem').filter({ hasText: field }).getByRole('checkbox', { name: words.show });
  await expect(show(words.fields.location)).toBeChecked();
  await show(words.fields.location).uncheck();
  await form.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: update.profileUpdated })).toBeVisible();

  const { data: row } = await service.from('alumni_profiles').select('*').eq('id', profile.id).single();
  expect(row).toMatchObject({
    location: 'Kakinada, Andhra Pradesh',
    public_fields_consent: 'Her choice on the alumni update form.',
  });
  expect(row?.public_fields).not.toContain('location');
  expect((await anon.from('alumni_directory').select('location').eq('id', profile.id)).data).toEqual([
    { location: null },
  ]);

  // Opened again, the form offers her location empty and unticked: it is nowhere on the page.
  await page.goto('/alumni/update');
  await search(page, profile.name);
  await results.getByRole('button', { name: `Edit this profile: ${profile.name}` }).click();
  await expect(form.getByLabel('Location')).toHaveValue('');
  await expect(show(words.fields.location)).not.toBeChecked();
  await expect(form.getByLabel('Organization')).toHaveValue('Calvary Church');
  expect(await page.content()).not.toContain('Kakinada');
  await service.from('alumni_profiles').delete().eq('id', profile.id);
});
