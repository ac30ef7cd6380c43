import { ADMIN_DEGREES } from '../../packages/core/src/constants.ts';
import { refusals, texts } from '../../packages/core/src/texts.ts';
import { checkAccessible, confirmDelete, expect, openSection, png, shoot, signIn, test } from './helpers.ts';

const ALUMNI = texts.admin.alumni;

test('alumni: add without a photo, add a photo, restore a public edit, delete', async ({
  page,
  service,
  anon,
  request,
}) => {
  const name = `E2E Alumna ${Date.now()}`;
  await openSection(page, 'alumni', 'Alumni Management');
  const table = page.getByRole('table', { name: 'Alumni profiles' });
  await expect(table.getByRole('columnheader')).toHaveText(Object.values(ALUMNI.columns));
  await checkAccessible(page);
  await shoot(page, 'alumni');

  await page.getByRole('button', { name: 'Add Profile' }).click();
  const dialog = page.getByRole('dialog', { name: ALUMNI.addTitle });
  for (const section of Object.values(ALUMNI.sections)) {
    await expect(dialog.getByRole('group', { name: section })).toBeVisible();
  }
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByRole('combobox', { name: /Graduation Year/ }).click();
  await page.getByRole('option', { name: '2020' }).click();
  await dialog.getByRole('combobox', { name: /Degree/ }).click();
  await expect(page.getByRole('option')).toHaveText([...ADMIN_DEGREES]);
  await page.getByRole('option', { name: 'Doctor of Ministry' }).click();
  await dialog.getByLabel('Position').fill('Pastor');
  await dialog.getByLabel('Organization').fill('Zion Church');
  await checkAccessible(page);
  await shoot(page, 'alumni-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('img', { name: `No photo of ${name}` })).toBeVisible();
  await expect(row).toContainText(`${texts.alumni.classOf} 2020`);
  await expect(row).toContainText('Doctor of Ministry');
  const created = await service.from('alumni_profiles').select('*').eq('name', name).single();
  expect(created.data).toMatchObject({ graduation_year: 2020, degree: 'Doctor of Ministry', image_url: null });

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: ALUMNI.editTitle });
  await editDialog.getByLabel('Photo').setInputFiles(png('alumna.png'));
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  const withPhoto = await service.from('alumni_profiles').select('*').eq('id', created.data?.id).single();
  expect(withPhoto.data?.image_url).toMatch(/\/alumni-images\/alumni\/[0-9a-f-]{36}\.png$/);

  // A visitor edits the profile on the public site; the admin puts the previous version back.
  const publicEdit = await anon.rpc('update_alumni_profile', {
    profile_id: created.data?.id,
    name,
    graduation_year: 2020,
    degree: 'Doctor of Ministry',
    current_position: 'Vandalised position',
    organization: 'Zion Church',
    image_url: withPhoto.data?.image_url,
    // The notice the visitor agreed to (supabase/schemas/03_privacy_notice.sql).
    consent_notice_version: 2,
  });
  expect(publicEdit.error).toBeNull();
  await page.reload();
  await expect(row).toContainText('Vandalised position');
  await row.getByRole('button', { name: `History of ${name}` }).click();
  const history = page.getByRole('dialog', { name: `History: ${name}` });
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText(/Changed on .* by a visitor/);
  await expect(latest).toContainText('Current position');
  await expect(latest).toContainText('Pastor');
  await expect(latest).toContainText('Vandalised position');
  await checkAccessible(page);
  await shoot(page, 'alumni-revisions');
  await history
    .getByRole('button', { name: /^Restore this version/ })
    .first()
    .click();
  // The version the restore replaced is kept as the newest version in its turn.
  await expect(history.getByRole('listitem').first()).toContainText(/Changed on .* by an administrator/);
  await expect(history.getByRole('listitem').first()).toContainText('Vandalised position');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Pastor');
  await expect(row).not.toContainText('Vandalised');
  const restored = await service.from('alumni_profiles').select('*').eq('id', created.data?.id).single();
  expect(restored.data?.current_position).toBe('Pastor');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDelete(page);
  await expect(row).toHaveCount(0);
  expect((await service.from('alumni_profiles').select('id').eq('id', created.data?.id)).data).toEqual([]);
  // The profile can be brought back for 30 days, so its photo stays until then.
  expect((await request.get(withPhoto.data?.image_url ?? '')).ok()).toBe(true);
});

test('alumni: what the alumni page shows of her is set with how she agreed, stamped with who and when', async ({
  page,
  service,
  anon,
}) => {
  const name = `E2E Consent ${Date.now()}`;
  await signIn(page);
  await page.goto('/admin/alumni');
  await page.getByRole('button', { name: 'Add Profile' }).click();
  const dialog = page.getByRole('dialog', { name: ALUMNI.addTitle });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByRole('combobox', { name: /Graduation Year/ }).click();
  await page.getByRole('option', { name: '2019' }).click();
  await dialog.getByRole('combobox', { name: /Degree/ }).click();
  await page.getByRole('option', { name: 'Master of Divinity' }).click();
  await dialog.getByLabel('Organization').fill('Zion Church');
  await dialog.getByLabel('Location').fill('Bapatla, Andhra Pradesh');
  const choice = dialog.getByRole('group', { name: ALUMNI.sections.publicChoice });
  // Each box is named Show, beside its field's name.
  await choice
    .getByRole('listitem')
    .filter({ hasText: 'Organization' })
    .getByRole('checkbox', { name: ALUMNI.publicChoice.show })
    .check();

  // Without her consent written down, nothing is saved.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText(refusals.alumni_public_consent);
  expect((await service.from('alumni_profiles').select('id').eq('name', name)).data).toEqual([]);

  await dialog.getByLabel(ALUMNI.publicChoice.consent).fill('Asked by phone; agreed to show her organization.');
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const { data: saved } = await service.from('alumni_profiles').select('*').eq('name', name).single();
  expect(saved).toMatchObject({
    public_fields: ['organization'],
    public_fields_consent: 'Asked by phone; agreed to show her organization.',
    public_fields_recorded_by: expect.stringMatching(/^[0-9a-f-]{36}$/),
    public_fields_recorded_at: expect.any(String),
  });
  expect((await anon.from('alumni_directory').select('organization, location').eq('id', saved?.id)).data).toEqual([
    { organization: 'Zion Church', location: null },
  ]);
  await service.from('alumni_profiles').delete().eq('id', saved?.id);
});
