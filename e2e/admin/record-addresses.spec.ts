// Every record has an address of its own in the admin: opening /admin/<section>/<id> shows that
// record's dialog over its list, as a link in a mail or a bookmark would, and closing it goes
// back to the list at /admin/<section>.
import { texts } from '../../packages/core/src/texts.ts';
import { expect, insertApplication, signIn, test } from './helpers.ts';

test('an application opens at its address, and its opening is in the audit trail once', async ({ page, service }) => {
  const stamp = Date.now();
  const application = await insertApplication(service, { name: `Naomi ${stamp}`, email: `naomi-${stamp}@example.com` });

  await signIn(page);
  await page.goto(`/admin/student-registrations/${application.id}`);
  const details = page.getByRole('dialog', { name: `Application ${application.reference}` });
  await expect(details).toContainText(`naomi-${stamp}@example.com`);
  await expect(details.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(1);
  const reads = await service
    .from('audit_log')
    .select('actor_email')
    .eq('action', 'read')
    .eq('record_id', application.id);
  expect(reads.data).toHaveLength(1);

  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/student-registrations$/);
  await expect(page.getByRole('heading', { name: texts.admin.registrations.studentHeading, level: 1 })).toBeVisible();

  // The status change has its own address too.
  await page.goto(`/admin/student-registrations/${application.id}/status`);
  await expect(page.getByRole('dialog', { name: `Change status: Naomi ${stamp}` })).toBeVisible();
});

test('a blog post opens in its edit dialog at its address, over the list', async ({ page, service }) => {
  const stamp = Date.now();
  const inserted = await service
    .from('posts')
    .insert({ slug: `address-${stamp}`, title: `Addressed ${stamp}`, summary: 'A post opened by its address.' })
    .select()
    .single();
  expect(inserted.error).toBeNull();
  try {
    await signIn(page);
    await page.goto(`/admin/blog/${inserted.data?.id}`);
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Addressed ${stamp}`);
    await edit.getByRole('button', { name: texts.common.cancel }).click();
    await expect(edit).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible();

    // The add dialog's address.
    await page.goto('/admin/blog/create');
    await expect(page.getByRole('dialog', { name: 'Add New Post' })).toBeVisible();
  } finally {
    await service.from('posts').delete().eq('id', inserted.data?.id);
  }
});

test('an alumni profile opens in its edit dialog at its address', async ({ page, service }) => {
  const stamp = Date.now();
  const inserted = await service
    .from('alumni_profiles')
    .insert({ name: `Priscilla ${stamp}`, graduation_year: 2015, degree: 'Bachelor of Theology' })
    .select()
    .single();
  expect(inserted.error).toBeNull();
  try {
    await signIn(page);
    await page.goto(`/admin/alumni/${inserted.data?.id}`);
    const edit = page.getByRole('dialog', { name: texts.admin.alumni.editTitle });
    await expect(edit.getByLabel('Full Name')).toHaveValue(`Priscilla ${stamp}`);
    await edit.getByRole('button', { name: texts.common.cancel }).click();
    await expect(page).toHaveURL(/\/admin\/alumni$/);
  } finally {
    await service.from('alumni_profiles').delete().eq('id', inserted.data?.id);
  }
});
