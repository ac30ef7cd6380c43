// /apply: the two-step application. Each validation message, the course list filtered by
// program, the payment step with the latest donation information, the screenshot upload to the
// private bucket, the row in student_registrations, and the database's refusals (honeypot,
// rate limit) shown in the red banner.
import type { Page } from '@playwright/test';
import { EDUCATION_LEVELS, GENDERS, PROGRAM_OPTIONS, START_DATES, TIMING } from '../../packages/core/src/constants.ts';
import { paymentScreenshotObjectName } from '../../packages/core/src/storage.ts';
import { screenErrors, serverMessages, texts, validationMessages } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  checkAccessibleAndCapture,
  collectPageErrors,
  DESKTOP,
  expectNoPageErrors,
  PNG,
  pageHeading,
} from './helpers.ts';

test.use({ viewport: DESKTOP });

const fields = texts.apply.fields;
const screenshot = (name = 'receipt.png') => ({ name, mimeType: 'image/png', buffer: PNG });
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

function banner(page: Page) {
  return page.getByRole('alert');
}

async function fillPersonalInfo(page: Page, email: string) {
  await page.getByLabel(fields.name).fill('Esther Grace');
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.phone).fill('+91 98765 43210');
  await page.getByLabel(fields.city).fill('Eluru');
  await page.getByLabel(fields.state).fill('Andhra Pradesh');
  await page.getByLabel(fields.programType).selectOption('residential');
  await page.getByRole('radio', { name: 'Bachelor of Theology' }).check();
}

async function goToPayment(page: Page) {
  await page.getByRole('button', { name: texts.apply.next }).click();
  await expect(page.getByRole('heading', { name: texts.apply.steps.payment, level: 2 })).toBeVisible();
}

test('apply: every field, the validation messages and the course list by program', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/apply');
  await expect(pageHeading(page)).toHaveText('Application for Admission');
  const steps = page.getByRole('list', { name: 'Application steps' }).getByRole('listitem');
  await expect(steps).toHaveText([/1\s*Step 1: Personal Info/, /2\s*Step 2: Payment/]);
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');

  await expect(page.getByLabel(fields.email)).toHaveAttribute('type', 'email');
  await expect(page.getByLabel(fields.phone)).toHaveAttribute('type', 'tel');
  const options = (label: string) => page.getByLabel(label).getByRole('option');
  await expect(options('Gender')).toHaveText(['Select…', ...GENDERS]);
  await expect(options('Education Level')).toHaveText(['Select…', ...EDUCATION_LEVELS]);
  await expect(options('Preferred Start Date')).toHaveText(['Select…', ...START_DATES]);
  await expect(options(fields.programType)).toHaveText(['Select…', ...PROGRAM_OPTIONS.map((option) => option.label)]);
  for (const label of [fields.address, fields.comments, 'Date of Birth', 'Previous Institution']) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await checkAccessibleAndCapture(page, 'apply');

  // Nothing filled in.
  await page.getByRole('button', { name: texts.apply.next }).click();
  await expect(banner(page)).toHaveText(validationMessages.requiredFields);

  // The courses shown are the chosen program's; changing the program clears the chosen course.
  await page.getByLabel(fields.name).fill('Esther Grace');
  await page.getByLabel(fields.email).fill(uniqueEmail('validation'));
  const courses = page.getByRole('group', { name: 'Course' }).getByRole('radio');
  await expect(courses).toHaveCount(0);
  await page.getByLabel(fields.programType).selectOption('residential');
  await expect(courses).toHaveCount(3);
  await expect(page.getByRole('group', { name: 'Course' })).toContainText('Master of Theology');
  await page.getByRole('button', { name: texts.apply.next }).click();
  await expect(banner(page)).toHaveText(validationMessages.selectCourse);

  await page.getByRole('radio', { name: 'Master of Divinity' }).check();
  await page.getByLabel(fields.programType).selectOption('hybrid');
  await expect(page.getByRole('group', { name: 'Course' })).toContainText('Graduate Certificate in Ministry');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByRole('button', { name: texts.apply.next }).click();
  await expect(banner(page)).toHaveText(validationMessages.selectCourse);

  // Online courses are optional.
  await page.getByLabel(fields.programType).selectOption('online');
  await expect(page.getByRole('group', { name: 'Course' })).toContainText('Certificate in Biblical Studies');
  await goToPayment(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');

  // Step 2: Submit waits for the screenshot; the screenshot must be an image.
  const submit = page.getByRole('button', { name: texts.apply.submit });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Payment Screenshot').setInputFiles({
    name: 'receipt.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await submit.click();
  await expect(banner(page)).toHaveText(validationMessages.selectImageFile);

  // Previous keeps what was typed.
  await page.getByRole('button', { name: texts.apply.previous }).click();
  await expect(page.getByLabel(fields.name)).toHaveValue('Esther Grace');
  await expect(page.getByLabel(fields.programType)).toHaveValue('online');
  await expectNoPageErrors(errors);
});

test('apply: a complete application is stored with its screenshot in the private bucket', async ({ page, service }) => {
  const email = uniqueEmail('applicant');
  // The payment step shows 'Loading payment information...' until the latest donation record arrives.
  let releaseDonation = () => {};
  const donationHeld = new Promise<void>((resolve) => {
    releaseDonation = resolve;
  });
  await page.route('**/rest/v1/donation_info*', async (route) => {
    await donationHeld;
    await route.continue();
  });
  await page.goto('/apply');
  await fillPersonalInfo(page, email);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Education Level').selectOption('High School');
  await page.getByLabel('Preferred Start Date').selectOption('Fall 2025');
  await page.getByLabel(fields.address).fill('4-12 Church Street');
  await page.getByLabel(fields.comments).fill('I would like to live on campus.');
  await goToPayment(page);
  await expect(page.getByText(texts.apply.loadingPaymentInformation)).toBeVisible();
  releaseDonation();
  const details = page.locator('[data-payment-details]');
  await expect(details).toContainText(texts.give.scanQrCode);
  for (const label of [texts.give.bankName, texts.give.accountHolder, texts.give.accountNumber, texts.give.ifscCode]) {
    await expect(details).toContainText(label);
  }
  await expect(page.getByText(texts.apply.loadingPaymentInformation)).toHaveCount(0);
  await page.unroute('**/rest/v1/donation_info*');

  await page.getByLabel('Payment Screenshot').setInputFiles(screenshot());
  await expect(page.getByRole('img', { name: 'Preview of the chosen payment screenshot' })).toBeVisible();
  await checkAccessibleAndCapture(page, 'apply-payment');

  // 'Submitting...' while the insert is on its way.
  let releaseInsert = () => {};
  const insertHeld = new Promise<void>((resolve) => {
    releaseInsert = resolve;
  });
  await page.route('**/rest/v1/student_registrations*', async (route) => {
    await insertHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: texts.apply.submit }).click();
  const busy = page.getByRole('button', { name: texts.apply.submitting });
  await expect(busy).toBeDisabled();
  releaseInsert();

  await expect(page.getByRole('heading', { name: texts.apply.applicationSubmitted })).toBeVisible();
  const submittedAt = Date.now();
  await page.waitForURL((url) => url.pathname === '/', { timeout: TIMING.successRedirectMs + 5_000 });
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(TIMING.successRedirectMs - 500);

  const { data: row } = await service.from('student_registrations').select('*').eq('email', email).single();
  const { data: course } = await service
    .from('courses')
    .select('id')
    .eq('title', 'Bachelor of Theology')
    .eq('program_type', 'residential')
    .single();
  expect(row).toMatchObject({
    name: 'Esther Grace',
    phone: '+91 98765 43210',
    city: 'Eluru',
    state: 'Andhra Pradesh',
    address: '4-12 Church Street',
    gender: 'Female',
    education_level: 'High School',
    start_date: 'Fall 2025',
    comments: 'I would like to live on campus.',
    program_interest: 'residential',
    course_id: course?.id,
    date_of_birth: null,
    previous_institution: null,
    contacted: false,
  });
  // The screenshot is in the private bucket under its timestamp name and a random part.
  expect(row?.payment_screenshot_url).toMatch(/^\d{13}-[0-9a-f-]{36}\.png$/);
  const stored = await service.storage.from('payment-screenshots').download(row?.payment_screenshot_url ?? '');
  expect(stored.error).toBeNull();
  const bucket = await service.storage.getBucket('payment-screenshots');
  expect(bucket.data?.public).toBe(false);

  await service.from('student_registrations').delete().eq('email', email);
});

test('apply: a failed upload keeps the form and says so', async ({ page, service }) => {
  const email = uniqueEmail('upload');
  await page.goto('/apply');
  await fillPersonalInfo(page, email);
  await goToPayment(page);
  await page.getByLabel('Payment Screenshot').setInputFiles(screenshot());
  await page.route('**/storage/v1/object/payment-screenshots/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"storage is down"}' }),
  );
  await page.getByRole('button', { name: texts.apply.submit }).click();
  await expect(banner(page)).toHaveText(screenErrors.application.uploadPaymentScreenshot);
  await expect(page.getByRole('button', { name: texts.apply.submit })).toBeEnabled();
  expect((await service.from('student_registrations').select('id').eq('email', email)).data).toEqual([]);
});

test('apply: the database refuses a filled honeypot and too many applications, and the banner says so', async ({
  page,
  anon,
  service,
}) => {
  // A bot fills the field people never see.
  const botEmail = uniqueEmail('bot');
  await page.goto('/apply');
  await fillPersonalInfo(page, botEmail);
  await page.locator('#apply-website').fill('https://spam.example', { force: true });
  await goToPayment(page);
  await page.getByLabel('Payment Screenshot').setInputFiles(screenshot());
  await page.getByRole('button', { name: texts.apply.submit }).click();
  await expect(banner(page)).toHaveText(serverMessages.applicationRefused);
  expect((await service.from('student_registrations').select('id').eq('email', botEmail)).data).toEqual([]);

  const screenshotLimit = (screenshots: number) =>
    service
      .from('application_limits')
      .update({ max_payment_screenshots_per_client_address_per_hour: screenshots })
      .eq('id', 1)
      .then(({ error }) => expect(error).toBeNull());
  // Five applications from one email within the hour, each with its own screenshot, then one
  // more from the form. The screenshots of this test alone would pass their own hourly limit.
  const email = uniqueEmail('limit');
  await screenshotLimit(100);
  try {
    for (let index = 0; index < 5; index++) {
      const name = paymentScreenshotObjectName('receipt.png');
      const upload = await anon.storage
        .from('payment-screenshots')
        .upload(name, new Blob([PNG], { type: 'image/png' }));
      expect(upload.error).toBeNull();
      const { error } = await anon.from('student_registrations').insert({
        name: 'Esther Grace',
        email,
        program_interest: 'online',
        payment_screenshot_url: name,
      });
      expect(error).toBeNull();
    }
    await page.goto('/apply');
    await fillPersonalInfo(page, email);
    await goToPayment(page);
    await page.getByLabel('Payment Screenshot').setInputFiles(screenshot());
    await page.getByRole('button', { name: texts.apply.submit }).click();
    await expect(banner(page)).toHaveText(serverMessages.tooManyApplications);
    await expect(page.getByRole('button', { name: texts.apply.submit })).toBeVisible();

    // Past the hourly upload limit of this connection, Storage answers 429 and the banner says so.
    await screenshotLimit(0);
    await page.getByRole('button', { name: texts.apply.submit }).click();
    await expect(banner(page)).toHaveText(serverMessages.tooManyUploads);
  } finally {
    await screenshotLimit(5);
  }

  await service.from('student_registrations').delete().eq('email', email);
});

test('apply: a course list that cannot load says so and can be tried again', async ({ page }) => {
  let failing = true;
  await page.route('**/rest/v1/courses*', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' })
      : route.continue(),
  );
  await page.goto('/apply');
  await page.getByLabel(fields.programType).selectOption('residential');
  await expect(page.getByText(screenErrors.courses.load)).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: texts.common.tryAgain }).click();
  await expect(page.getByRole('group', { name: 'Course' }).getByRole('radio')).toHaveCount(3);
});
