// /apply/enquiry: the single-page variant of the application. Its fields, the course
// list by program with the apply form's rules, the registrations row the admin sees, the
// success screen and the return home, the links to it, and the database's refusals in the
// red banner.
import type { Page } from '@playwright/test';
import { PROGRAM_OPTIONS, TIMING } from '../../packages/core/src/constants.ts';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { renderMail } from '../../packages/core/src/mail/render.ts';
import { texts, validationMessages } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, collectPageErrors, DESKTOP, expectNoPageErrors, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

const fields = texts.apply.fields;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
/** Ticks the privacy notice's consent box and sends. */
const send = async (page: Page) => {
  await page.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
};

test('enquiry: linked from /apply and the program pages', async ({ page }) => {
  await page.goto('/apply');
  await page.getByRole('link', { name: 'Not ready to apply? Send an enquiry' }).click();
  await expect(page).toHaveURL(/\/apply\/enquiry$/);
  await expect(pageHeading(page)).toHaveText('Send an Enquiry');
  // The address, with its trailing slash, is the same page.
  await page.goto('/apply/enquiry/');
  await expect(pageHeading(page)).toHaveText('Send an Enquiry');
  for (const program of ['residential', 'hybrid', 'online']) {
    await page.goto(`/courses/${program}`);
    await expect(page.getByRole('link', { name: 'Not ready to apply? Send an enquiry' })).toHaveAttribute(
      'href',
      '/apply/enquiry',
    );
  }
});

test('enquiry: the fields, the validation messages and a registrations row the admin sees', async ({
  page,
  service,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/apply/enquiry');
  await expect(page.getByLabel(fields.email)).toHaveAttribute('type', 'email');
  await expect(page.getByLabel(fields.phone)).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel(fields.programType).getByRole('option')).toHaveText([
    'Select…',
    ...PROGRAM_OPTIONS.map((option) => option.label),
  ]);
  // The form's field order, then the privacy notice's consent box by the button.
  const labels = page.locator('form label:not([for="enquiry-website"])');
  await expect(labels).toHaveText([
    `${fields.name}*`,
    `${fields.email}*`,
    fields.phone,
    fields.state,
    fields.city,
    `${fields.programType}*`,
    fields.address,
    fields.comments,
    `${catalogueOf('en').privacyNotice.form.consent}*`,
  ]);
  await checkAccessibleAndCapture(page, 'enquiry');

  await send(page);
  await expect(page.getByRole('alert')).toHaveText(validationMessages.requiredFields);

  const email = uniqueEmail('enquiry');
  await page.getByLabel(fields.name).fill('Ruth Mary');
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.phone).fill('+91 90000 11111');
  await page.getByLabel(fields.state).fill('Telangana');
  await page.getByLabel(fields.city).fill('Hyderabad');
  const courses = page.getByRole('group', { name: 'Course' }).getByRole('radio');
  await expect(courses).toHaveCount(0);
  await page.getByLabel(fields.programType).selectOption('hybrid');
  await expect(courses).toHaveCount(3);
  await send(page);
  await expect(page.getByRole('alert')).toHaveText(validationMessages.selectCourse);
  await page.getByRole('radio', { name: 'Graduate Certificate in Ministry' }).check();
  // Changing the program clears the chosen course.
  await page.getByLabel(fields.programType).selectOption('residential');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Master of Divinity' }).check();
  await page.getByLabel(fields.address).fill('2-5 Temple Road');
  await page.getByLabel(fields.comments).fill('Please call after 5 pm.');
  await send(page);

  await expect(page.getByRole('heading', { name: texts.apply.registrationSuccessful })).toBeVisible();
  await expect(page.getByText(texts.apply.admissionsWillContact)).toBeVisible();
  const sentAt = Date.now();
  await page.waitForURL((url) => url.pathname === '/', { timeout: TIMING.successRedirectMs + 5_000 });
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(TIMING.successRedirectMs - 500);

  const { data: course } = await service
    .from('courses')
    .select('id')
    .eq('title', 'Master of Divinity')
    .eq('program_type', 'residential')
    .single();
  const { data: rows, error } = await service.from('registrations').select('*').eq('email', email);
  expect(error).toBeNull();
  expect(rows).toHaveLength(1);
  expect(rows?.[0]).toMatchObject({
    name: 'Ruth Mary',
    phone: '+91 90000 11111',
    state: 'Telangana',
    city: 'Hyderabad',
    address: '2-5 Temple Road',
    comments: 'Please call after 5 pm.',
    program_interest: 'residential',
    course_id: course?.id,
    contacted: false,
  });
  // The office is told by e-mail: the notice waits in the outbox.
  const { data: mails } = await service
    .from('mail_outbox')
    .select('kind, to_addresses, language, parameters')
    .eq('registration_id', rows?.[0]?.id);
  expect(
    mails?.map((mail) => ({ kind: mail.kind, to_addresses: mail.to_addresses, subject: renderMail(mail).subject })),
  ).toEqual([
    { kind: 'enquiry_office', to_addresses: ['admissions@example.com'], subject: 'New enquiry from Ruth Mary' },
  ]);
  await service.from('registrations').delete().eq('email', email);
  await expectNoPageErrors(errors);
});

test('enquiry: online courses are optional and the comments may be left out', async ({ page, service }) => {
  const email = uniqueEmail('online');
  await page.goto('/apply/enquiry');
  await page.getByLabel(fields.name).fill('Lydia Joy');
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.programType).selectOption('online');
  await expect(page.getByRole('group', { name: 'Course' })).toContainText('Certificate in Biblical Studies');
  await send(page);
  await expect(page.getByRole('heading', { name: texts.apply.registrationSuccessful })).toBeVisible();
  const { data: rows } = await service.from('registrations').select('course_id, comments, phone').eq('email', email);
  expect(rows).toEqual([{ course_id: null, comments: null, phone: null }]);
  await service.from('registrations').delete().eq('email', email);
});

test('enquiry: the database refuses a filled honeypot and too many enquiries, and the banner says so', async ({
  page,
  anon,
  service,
}) => {
  const botEmail = uniqueEmail('enquiry-bot');
  await page.goto('/apply/enquiry');
  await page.getByLabel(fields.name).fill('Spam Bot');
  await page.getByLabel(fields.email).fill(botEmail);
  await page.getByLabel(fields.programType).selectOption('online');
  await page.locator('#enquiry-website').fill('https://spam.example', { force: true });
  await send(page);
  await expect(page.getByRole('alert')).toHaveText('An error occurred while submitting your registration');
  expect((await service.from('registrations').select('id').eq('email', botEmail)).data).toEqual([]);

  // The hourly limit per e-mail: the database's own message (HTTP 429) in the banner, the form kept.
  const email = uniqueEmail('enquiry-limit');
  let accepted = 0;
  let refusal: { message: string; status: number } | null = null;
  while (!refusal && accepted < 50) {
    const { error, status } = await anon
      .from('registrations')
      .insert({ name: 'Ruth Mary', email, program_interest: 'online', consent_notice_version: 2 });
    if (error) refusal = { message: error.message, status };
    else accepted++;
  }
  expect(refusal?.status).toBe(429);
  await page.goto('/apply/enquiry');
  await page.getByLabel(fields.name).fill('Ruth Mary');
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.programType).selectOption('online');
  await send(page);
  await expect(page.getByRole('alert')).toHaveText(refusal?.message ?? '');
  await expect(page.getByLabel(fields.name)).toHaveValue('Ruth Mary');
  await service.from('registrations').delete().eq('email', email);
});
