// /apply: the two-step application. Each validation message, the course list filtered by
// program, the payment step with the latest donation information, the screenshot upload to the
// private bucket, the row in student_registrations, and the database's refusals (honeypot,
// rate limit) shown in the red banner.
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { EDUCATION_LEVELS, GENDERS, PROGRAM_OPTIONS, START_DATES, TIMING } from '../../packages/core/src/constants.ts';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { renderMail } from '../../packages/core/src/mail/render.ts';
import { paymentScreenshotObjectName } from '../../packages/core/src/storage.ts';
import { errorMessages, refusals, screenErrors, texts, validationMessages } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  agreeToRecommenderMail,
  checkAccessibleAndCapture,
  collectPageErrors,
  DESKTOP,
  expectNoPageErrors,
  holdRequests,
  nameRecommender,
  PNG,
  pageHeading,
} from './helpers.ts';

test.use({ viewport: DESKTOP });

const fields = texts.apply.fields;
const screenshot = (name = 'receipt.png') => ({ name, mimeType: 'image/png', buffer: PNG });
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

/** The hourly payment screenshot uploads each visitor (each test file's browser) may make. */
async function setScreenshotLimit(service: SupabaseClient, screenshots: number) {
  const { error } = await service
    .from('application_limits')
    .update({ max_payment_screenshots_per_client_address_per_hour: screenshots })
    .eq('id', 1);
  expect(error).toBeNull();
}

/** Ticks the privacy notice's consent box beside the submit button. */
async function agreeToNotice(page: Page) {
  await page.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
  await agreeToRecommenderMail(page);
}

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
  await nameRecommender(page);
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

  // Online courses are optional; her pastor or church leader is not.
  await page.getByLabel(fields.programType).selectOption('online');
  await page.getByRole('button', { name: texts.apply.next }).click();
  await expect(banner(page)).toHaveText(refusals.recommender_incomplete);
  await nameRecommender(page);
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
  const releaseDonation = await holdRequests(page, '**/rest/v1/donation_info*');
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

  // 'Submitting...' while the submit is on its way.
  const releaseSubmit = await holdRequests(page, '**/rest/v1/rpc/submit_application*');
  await agreeToNotice(page);
  await page.getByRole('button', { name: texts.apply.submit }).click();
  const busy = page.getByRole('button', { name: texts.apply.submitting });
  await expect(busy).toBeDisabled();
  releaseSubmit();

  // The success screen names the reference the database gave the application.
  await expect(page.getByRole('heading', { name: texts.apply.applicationSubmitted })).toBeVisible();
  const submittedAt = Date.now();
  await expect(page.getByText(/^Your reference number is APP-\d{4}-[2-9A-HJ-NP-Z]{6}$/)).toBeVisible();
  const reference = (await page.locator('[data-reference]').textContent()) ?? '';
  expect(reference).toMatch(/^APP-\d{4}-[2-9A-HJ-NP-Z]{6}$/);
  await expect(page.getByRole('link', { name: 'Check your application status' })).toHaveAttribute(
    'href',
    `/apply/status?ref=${reference}`,
  );
  await page.waitForURL((url) => url.pathname === '/', { timeout: TIMING.successRedirectMs + 5_000 });
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(TIMING.successRedirectMs - 500);

  // Home keeps the reference in view, with the way to its status, until dismissed.
  const notice = page.getByRole('complementary', { name: 'Your application has been received' });
  await expect(notice).toContainText(`Your reference number is ${reference}.`);
  await expect(notice.getByRole('link', { name: 'Check your application status' })).toHaveAttribute(
    'href',
    `/apply/status?ref=${reference}`,
  );
  await page.reload();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application has been received' })).toBeHidden();

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
    reference,
    status: 'received',
  });
  expect(row?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  // The office's notice and the applicant's confirmation wait in the outbox, both with the
  // reference, and the request to her pastor.
  const { data: mails } = await service
    .from('mail_outbox')
    .select('kind, to_addresses, language, parameters')
    .eq('application_id', row?.id ?? '')
    .order('kind');
  expect(mails?.map((mail) => [mail.kind, mail.to_addresses])).toEqual([
    ['application_applicant', [email]],
    ['application_office', ['admissions@example.com']],
    ['recommendation_request', ['pastor@example.com']],
  ]);
  for (const mail of (mails ?? []).filter((queued) => queued.kind.startsWith('application_'))) {
    const { subject, text } = renderMail(mail);
    expect(`${subject}\n${text}`).toContain(reference);
  }
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
  await agreeToNotice(page);
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
  await agreeToNotice(page);
  await page.getByRole('button', { name: texts.apply.submit }).click();
  await expect(banner(page)).toHaveText(refusals.submission_refused);
  expect((await service.from('student_registrations').select('id').eq('email', botEmail)).data).toEqual([]);

  const screenshotLimit = (screenshots: number) => setScreenshotLimit(service, screenshots);
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
        // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
        consent_notice_version: 2,
      });
      expect(error).toBeNull();
    }
    // The refused bot's application is still kept on the device; this one starts afresh.
    await page.goto('/apply');
    await page.getByRole('button', { name: 'Discard it and start over' }).click();
    await fillPersonalInfo(page, email);
    await goToPayment(page);
    await page.getByLabel('Payment Screenshot').setInputFiles(screenshot());
    await agreeToNotice(page);
    await page.getByRole('button', { name: texts.apply.submit }).click();
    await expect(banner(page)).toHaveText(refusals.too_many_applications);
    await expect(page.getByRole('button', { name: texts.apply.submit })).toBeVisible();

    // Past the hourly upload limit of this connection, Storage answers 429 and the banner says so.
    // The screenshot already uploaded for this draft would be sent again; a new one is uploaded.
    // This file's visitor has uploaded at least six screenshots by now; the other files' visitors,
    // running beside it, far fewer, so a limit of six refuses this one alone.
    await screenshotLimit(6);
    await page.getByLabel('Payment Screenshot').setInputFiles(screenshot('another-receipt.png'));
    await agreeToNotice(page);
    await page.getByRole('button', { name: texts.apply.submit }).click();
    await expect(banner(page)).toHaveText(refusals.too_many_uploads);
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
      : route.fallback(),
  );
  await page.goto('/apply');
  await page.getByLabel(fields.programType).selectOption('residential');
  await expect(page.getByText(screenErrors.courses.load)).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: texts.common.tryAgain }).click();
  await expect(page.getByRole('group', { name: 'Course' }).getByRole('radio')).toHaveCount(3);
});

/** The draft the form keeps in IndexedDB (application-draft.ts), as the browser stored it. */
function storedDraft(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ idempotencyKey: string; uploadedScreenshotName: string | null; step: number } | undefined>(
        (resolve, reject) => {
          const open = indexedDB.open('seminary-apply');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const database = open.result;
            if (!database.objectStoreNames.contains('drafts')) {
              database.close();
              resolve(undefined);
              return;
            }
            const read = database.transaction('drafts', 'readonly').objectStore('drafts').get('application');
            read.onerror = () => reject(read.error);
            read.onsuccess = () => {
              database.close();
              resolve(read.result);
            };
          };
        },
      ),
  );
}

const restoredNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'We restored your saved application' });

test.describe('the draft on the device', () => {
  // These tests upload more screenshots than one client may in an hour by default.
  test.beforeEach(({ service }) => setScreenshotLimit(service, 100));
  test.afterEach(({ service }) => setScreenshotLimit(service, 5));

  test('apply: the draft survives a reload, fields and screenshot, and can be discarded', async ({ page }) => {
    await page.goto('/apply');
    await fillPersonalInfo(page, uniqueEmail('draft'));
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel(fields.comments).fill('Saved on my phone.');
    await goToPayment(page);
    await page.getByLabel('Payment Screenshot').setInputFiles(screenshot('my-receipt.png'));
    await expect.poll(async () => (await storedDraft(page))?.step).toBe(2);

    await page.reload();
    await expect(restoredNotice(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.apply.steps.payment, level: 2 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of the chosen payment screenshot' })).toBeVisible();
    await expect
      .poll(() => page.getByLabel('Payment Screenshot').evaluate((input: HTMLInputElement) => input.files?.[0]?.name))
      .toBe('my-receipt.png');
    await expect(page.getByRole('button', { name: texts.apply.submit })).toBeEnabled();
    await checkAccessibleAndCapture(page, 'apply-draft-restored');
    await page.getByRole('button', { name: texts.apply.previous }).click();
    await expect(page.getByLabel(fields.name)).toHaveValue('Esther Grace');
    await expect(page.getByLabel(fields.city)).toHaveValue('Eluru');
    await expect(page.getByLabel('Gender')).toHaveValue('Female');
    await expect(page.getByLabel(fields.comments)).toHaveValue('Saved on my phone.');
    await expect(page.getByRole('radio', { name: 'Bachelor of Theology' })).toBeChecked();

    await page.getByRole('button', { name: 'Discard it and start over' }).click();
    await expect(restoredNotice(page)).toHaveCount(0);
    await expect(page.getByLabel(fields.name)).toHaveValue('');
    await expect.poll(() => storedDraft(page)).toBeUndefined();
    await page.reload();
    await expect(page.getByRole('heading', { name: texts.apply.steps.personalInfo, level: 2 })).toBeVisible();
    await expect(page.getByLabel(fields.name)).toBeEnabled();
    await expect(restoredNotice(page)).toHaveCount(0);
    await expect(page.getByLabel(fields.name)).toHaveValue('');
  });

  test('apply: an offline submit keeps everything and says so; back online it makes one application', async ({
    page,
    context,
    service,
  }) => {
    const email = uniqueEmail('offline');
    await page.goto('/apply');
    await fillPersonalInfo(page, email);
    await goToPayment(page);
    await expect(page.locator('[data-payment-details]')).toBeVisible();
    await page.getByLabel('Payment Screenshot').setInputFiles(screenshot());
    await expect.poll(async () => (await storedDraft(page))?.step).toBe(2);
    const key = (await storedDraft(page))?.idempotencyKey ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    await context.setOffline(true);
    await agreeToNotice(page);
    await page.getByRole('button', { name: texts.apply.submit }).click();
    await expect(banner(page)).toContainText(errorMessages.network, { timeout: 20_000 });
    await expect(banner(page)).toContainText('Everything you entered is kept on this device.');
    await expect(page.getByRole('button', { name: texts.apply.submit })).toBeEnabled();
    await expect(page.getByRole('img', { name: 'Preview of the chosen payment screenshot' })).toBeVisible();
    expect((await service.from('student_registrations').select('id').eq('email', email)).data).toEqual([]);

    // Back online, a reload restores the draft from the device and the submit goes through. The
    // restored draft opens on the payment step; a submit before the course list has come waits
    // for it rather than refusing.
    await context.setOffline(false);
    const release = await holdRequests(page, '**/rest/v1/courses*');
    await page.reload();
    await expect(restoredNotice(page)).toBeVisible();
    await agreeToNotice(page);
    await page.getByRole('button', { name: texts.apply.submit }).click();
    await expect(page.getByRole('button', { name: texts.apply.submitting })).toBeDisabled();
    await expect(banner(page)).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: texts.apply.applicationSubmitted })).toBeVisible();
    const reference = await page.locator('[data-reference]').textContent();
    const { data: rows } = await service
      .from('student_registrations')
      .select('reference, email')
      .eq('idempotency_key', key);
    expect(rows).toEqual([{ reference, email }]);
    // The draft is gone after the success.
    expect(await storedDraft(page)).toBeUndefined();
    await service.from('student_registrations').delete().eq('email', email);
  });

  test('apply: a submit whose answer is lost, then retried, makes exactly one application and one upload', async ({
    page,
    service,
  }) => {
    const email = uniqueEmail('lost-answer');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/storage/v1/object/payment-screenshots/')) {
        uploads.push(request.url());
      }
    });
    await page.goto('/apply');
    await fillPersonalInfo(page, email);
    await goToPayment(page);
    await page.getByLabel('Payment Screenshot').setInputFiles(screenshot());
    await expect.poll(async () => (await storedDraft(page))?.step).toBe(2);
    const key = (await storedDraft(page))?.idempotencyKey ?? '';

    // The database makes the application, but every answer (the retrying fetch's too) is cut off.
    let answered = 0;
    await page.route('**/rest/v1/rpc/submit_application*', async (route) => {
      await route.fetch();
      answered++;
      await route.abort('connectionreset');
    });
    await agreeToNotice(page);
    await page.getByRole('button', { name: texts.apply.submit }).click();
    await expect(banner(page)).toContainText(errorMessages.network, { timeout: 20_000 });
    expect(answered).toBe(4);
    const { data: made } = await service.from('student_registrations').select('reference').eq('idempotency_key', key);
    expect(made).toHaveLength(1);
    expect((await storedDraft(page))?.uploadedScreenshotName).toMatch(/^\d{13}-[0-9a-f-]{36}\.png$/);

    await page.unroute('**/rest/v1/rpc/submit_application*');
    await agreeToNotice(page);
    await page.getByRole('button', { name: texts.apply.submit }).click();
    await expect(page.getByText(`Your reference number is ${made?.[0]?.reference}`)).toBeVisible();
    expect((await service.from('student_registrations').select('id').eq('email', email)).data).toHaveLength(1);
    expect(uploads).toHaveLength(1);
    await service.from('student_registrations').delete().eq('email', email);
  });
});
