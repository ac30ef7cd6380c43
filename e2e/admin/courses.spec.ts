import { errorMessages, texts, validationMessages } from '../../packages/core/src/texts.ts';
import { checkAccessible, expect, openSection, shoot, signIn, test } from './helpers.ts';

const COURSES = texts.admin.courses;

test.describe.configure({ mode: 'serial' });

test('courses: search, program filter, inline add and edit, delete after the browser confirm', async ({
  page,
  service,
}) => {
  // Two forms of a dozen bilingual fields each, typed key by key, and two accessibility scans.
  test.setTimeout(120_000);
  const title = `E2E Course ${Date.now()}`;
  await openSection(page, 'courses', COURSES.heading);
  const table = page.getByRole('table', { name: 'Courses' });
  await expect(table.getByRole('columnheader')).toHaveText(Object.values(COURSES.columns));
  await checkAccessible(page);
  await shoot(page, 'courses');

  // Search matches the title or the description.
  await page.getByLabel('Search courses').fill('greek and the gospels of nowhere');
  await expect(page.getByText(COURSES.empty)).toBeVisible();
  await page.getByLabel('Search courses').fill('contact classes');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Bachelor of Theology (Hybrid)');
  await page.getByLabel('Search courses').fill('');
  await page.getByRole('combobox', { name: 'Program Type' }).click();
  await page.getByRole('option', { name: 'Center for Online Education' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Certificate in Biblical Studies');
  await page.getByRole('combobox', { name: 'Program Type' }).click();
  await page.getByRole('option', { name: 'All Programs' }).click();

  await page.getByRole('button', { name: 'Add Course' }).click();
  const form = page.getByRole('region', { name: 'Add New Course' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText(validationMessages.requiredFields);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('combobox', { name: /Program Type/ }).click();
  await page.getByRole('option', { name: 'Residential' }).click();
  await form.getByRole('textbox', { name: 'Duration', exact: true }).fill('2 years');
  await form.getByLabel('Intake').fill('15');
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('A course made by the end-to-end test.');
  await checkAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Residential');
  const created = await service.from('courses').select('*').eq('title', title).single();
  expect(created.data).toMatchObject({ duration: '2 years', intake: 15, schedule: null, program_type: 'residential' });

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = page.getByRole('region', { name: 'Edit Course' });
  await editForm.getByRole('textbox', { name: 'Schedule', exact: true }).fill('Saturdays');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toBeHidden();
  await expect(row).toContainText('Saturdays');

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    return dialog.dismiss();
  });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  expect(asked).toBe(COURSES.confirmDelete);
  await expect(row).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(row).toHaveCount(0);
  expect((await service.from('courses').select('id').eq('id', created.data?.id)).data).toEqual([]);
});

test('courses: a course with applications of either kind cannot be deleted, with the translated message', async ({
  page,
  service,
}) => {
  const stamp = Date.now();
  const withStudents = await service
    .from('courses')
    .insert({ title: `E2E with students ${stamp}`, description: 'x', duration: '1 year', program_type: 'hybrid' })
    .select()
    .single();
  const withApplicants = await service
    .from('courses')
    .insert({ title: `E2E with applicants ${stamp}`, description: 'x', duration: '1 year', program_type: 'hybrid' })
    .select()
    .single();
  const student = await service
    .from('student_registrations')
    .insert({
      name: 'E2E Student',
      email: `student-${stamp}@example.com`,
      program_interest: 'hybrid',
      course_id: withStudents.data?.id,
      payment_screenshot_url: `${stamp}.png`,
    })
    .select()
    .single();
  const applicant = await service
    .from('registrations')
    .insert({
      name: 'E2E Applicant',
      email: `applicant-${stamp}@example.com`,
      program_interest: 'hybrid',
      course_id: withApplicants.data?.id,
    })
    .select()
    .single();

  await signIn(page);
  await page.goto('/admin/courses');
  page.on('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: `Delete E2E with students ${stamp}` }).click();
  await expect(page.getByRole('alert')).toHaveText(errorMessages.courseHasStudentRegistrations);
  // A fresh page, so the banner below can only be this delete's.
  await page.reload();
  await expect(page.getByRole('button', { name: `Delete E2E with applicants ${stamp}` })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: `Delete E2E with applicants ${stamp}` }).click();
  // The message names student registrations; it stands for either registrations table.
  await expect(page.getByRole('alert')).toHaveText(errorMessages.courseHasStudentRegistrations);
  expect((await service.from('courses').select('id').eq('id', withApplicants.data?.id)).data).toHaveLength(1);
  expect((await service.from('courses').select('id').eq('id', withStudents.data?.id)).data).toHaveLength(1);

  await service.from('student_registrations').delete().eq('id', student.data?.id);
  await service.from('registrations').delete().eq('id', applicant.data?.id);
  await service.from('courses').delete().in('id', [withStudents.data?.id, withApplicants.data?.id]);
});
