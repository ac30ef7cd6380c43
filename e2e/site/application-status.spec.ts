// /apply/status: the reference with the phone number or e-mail of the application gives its
// status in words and the date of the last change; any wrong input gets the same 'not found'
// answer; after ten failed attempts from one client every lookup is refused with the
// database's message. The link in her e-mails (?token=...) shows her status with nothing typed,
// in English and Telugu, even after this client's attempts are used up, so nobody can lock her
// out. The tests run in order: the last but one uses up this client's attempts.
import type { Page } from '@playwright/test';
import { APPLICATION_REFERENCE_PATTERN, APPLICATION_STATUS_LABELS } from '../../packages/core/src/admissions.ts';
import { formatDate } from '../../packages/core/src/i18n/languages.ts';
import { renderMail } from '../../packages/core/src/mail/render.ts';
import { paymentScreenshotObjectName } from '../../packages/core/src/storage.ts';
import { refusals } from '../../packages/core/src/texts.ts';
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
test.describe.configure({ mode: 'serial' });

const NOT_FOUND =
  'We could not find an application with this reference number and phone number or e-mail. Please check both and try again.';
const TOO_MANY = refusals.too_many_status_lookups;
const LINK_NOT_VALID =
  'This status link is not valid. Please copy the whole link from your e-mail, or check the status below with your reference number and phone number or e-mail.';

interface Application {
  reference: string;
  email: string;
}
let application: Application;

async function check(page: Page, reference: string, contact: string) {
  await page.getByLabel('Reference number').fill(reference);
  await page.getByLabel('Phone number or e-mail').fill(contact);
  // The button reads 'Checking...' from before the request until the answer is shown.
  const answered = page.waitForResponse((response) => response.url().includes('/rpc/application_status_lookup'));
  await page.getByRole('button', { name: 'Check Status' }).click();
  await answered;
  await expect(page.getByRole('button', { name: 'Check Status' })).toBeEnabled();
}

// Made by the service role, so this file's application counts against no visitor limit the
// other files' tests rely on.
test.beforeAll(async ({ service }) => {
  const email = `status.${Date.now()}@example.com`;
  const screenshot = paymentScreenshotObjectName('receipt.png');
  const upload = await service.storage
    .from('payment-screenshots')
    .upload(screenshot, new Blob([PNG], { type: 'image/png' }));
  expect(upload.error).toBeNull();
  const { data, error } = await service.rpc('submit_application', {
    application: {
      name: 'Hannah Joy',
      email,
      phone: '+91 98490 12345',
      program_interest: 'online',
      payment_screenshot_url: screenshot,
    },
    idempotency_key: crypto.randomUUID(),
  });
  expect(error).toBeNull();
  expect(data).toMatch(APPLICATION_REFERENCE_PATTERN);
  application = { reference: data, email };
});

test.afterAll(async ({ service }) => {
  await service.from('student_registrations').delete().eq('email', application.email);
});

test('status: the reference with the phone or e-mail shows the status in words and its date', async ({
  page,
  service,
}) => {
  const errors = collectPageErrors(page);
  // The address the e-mails link to, with its trailing slash.
  await page.goto(`/apply/status/?ref=${application.reference}`);
  await expect(pageHeading(page)).toHaveText('Application Status');
  await expect(page.getByLabel('Reference number')).toHaveValue(application.reference);
  await checkAccessibleAndCapture(page, 'application-status');

  // 'Checking...' while the lookup is on its way; the phone as typed, spaces and +91 aside.
  const release = await holdRequests(page, '**/rest/v1/rpc/application_status_lookup*');
  await page.getByLabel('Phone number or e-mail').fill('98490-12345');
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('button', { name: 'Checking...' })).toBeDisabled();
  release();
  const result = page.getByRole('region', { name: 'Your application' });
  const { data: received } = await service
    .from('student_registrations')
    .select('status_changed_at')
    .eq('reference', application.reference)
    .single();
  await expect(result).toContainText(`Status${APPLICATION_STATUS_LABELS.received}`);
  await expect(result).toContainText(`Last updated${formatDate('en', received?.status_changed_at ?? '')}`);
  await page.unroute('**/rest/v1/rpc/application_status_lookup*');

  // The office moves it on; the e-mail in any case and the reference in lower case find it.
  const { data: stored } = await service
    .from('student_registrations')
    .select('id')
    .eq('reference', application.reference)
    .single();
  const setStatus = async (status: string) => {
    const { error } = await service.rpc('set_application_status', { application_id: stored?.id, status });
    expect(error).toBeNull();
  };
  await setStatus('under_review');
  await check(page, ` ${application.reference.toLowerCase()} `, application.email.toUpperCase());
  await expect(result).toContainText(`Status${APPLICATION_STATUS_LABELS.under_review}`);

  // A decision is shown in words too, and the applicant is told by e-mail (queued in the outbox).
  await setStatus('accepted');
  await check(page, application.reference, application.email);
  await expect(result).toContainText(`Status${APPLICATION_STATUS_LABELS.accepted}`);
  const { data: mails } = await service
    .from('mail_outbox')
    .select('kind, to_addresses')
    .eq('application_id', stored?.id)
    .eq('kind', 'status_applicant');
  expect(mails).toEqual([{ kind: 'status_applicant', to_addresses: [application.email] }]);
  await checkAccessibleAndCapture(page, 'application-status-found');
  await expectNoPageErrors(errors);
});

/**
 * The messages the local mail catcher holds for one recipient that name a reference, read through
 * Mailpit's HTTP API. The reference is part of the search: a search answers one page (50, newest
 * first), and the whole suite's applications all e-mail the same office address.
 */
async function mailTo(
  apiUrl: string,
  address: string,
  reference: string,
): Promise<{ Subject: string; Text: string }[]> {
  const query = `to:${address} "${reference}"`;
  const found = await fetch(`${apiUrl}/api/v1/search?query=${encodeURIComponent(query)}`);
  expect(found.ok).toBe(true);
  const { messages } = (await found.json()) as { messages: { ID: string }[] };
  return Promise.all(
    messages.map(async ({ ID }) => (await (await fetch(`${apiUrl}/api/v1/message/${ID}`)).json()) as never),
  );
}

// The end-to-end stack exposes the catcher (E2E_MAIL_API_URL) once it runs the mail worker.
test('status: the office and the applicant are e-mailed, read back from the mail catcher', async ({ service }) => {
  const apiUrl = process.env.E2E_MAIL_API_URL;
  test.skip(!apiUrl, 'the end-to-end stack runs no mail catcher');
  // The outbox first: a message that has not gone shows its status and last error here.
  const { data: stored } = await service
    .from('student_registrations')
    .select('id')
    .eq('reference', application.reference)
    .single();
  const outbox = async () =>
    (
      await service
        .from('mail_outbox')
        .select('kind, status, last_error')
        .eq('application_id', stored?.id ?? '')
        .order('id')
    ).data;
  await expect.poll(outbox, { timeout: 20_000 }).toEqual(
    ['application_office', 'application_applicant', 'status_applicant'].map((kind) => ({
      kind,
      status: 'sent',
      last_error: null,
    })),
  );
  const subjectsTo = async (address: string) =>
    (await mailTo(apiUrl ?? '', address, application.reference)).filter((mail) =>
      `${mail.Subject}\n${mail.Text}`.includes(application.reference),
    );
  await expect.poll(async () => (await subjectsTo('admissions@example.com')).length, { timeout: 20_000 }).toBe(1);
  // The confirmation with the reference, and the decision of the first test.
  await expect.poll(async () => (await subjectsTo(application.email)).length, { timeout: 20_000 }).toBe(2);
  const applicantMail = (await subjectsTo(application.email)).map((mail) => mail.Text).join('\n');
  expect(applicantMail).toContain('Accepted');
});

test('status: a wrong reference, phone or e-mail all get the same not-found answer', async ({ page }) => {
  await page.goto('/apply/status');
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');

  const answers: string[] = [];
  for (const [reference, contact] of [
    ['APP-1999-00001', application.email],
    [application.reference, 'someone.else@example.com'],
    [application.reference, '+91 90000 00000'],
  ] as const) {
    await check(page, reference, contact);
    const answer = page.locator('[data-status-result]');
    await expect(answer).toHaveText(NOT_FOUND);
    answers.push(await answer.innerHTML());
    await expect(page.getByRole('region', { name: 'Your application' })).toHaveCount(0);
  }
  expect(new Set(answers).size).toBe(1);
});

test('status: after ten failed attempts from one client even the right answer is refused', async ({ page }) => {
  await page.goto('/apply/status');
  let notFound = 0;
  for (let attempt = 0; attempt < 11; attempt++) {
    await check(page, application.reference, `wrong.${attempt}@example.com`);
    const refused = await page.getByRole('alert').isVisible();
    if (refused) break;
    await expect(page.locator('[data-status-result]')).toHaveText(NOT_FOUND);
    notFound++;
  }
  // The previous test's three wrong answers count too: ten in all are answered.
  expect(notFound).toBe(10 - 3);
  await expect(page.getByRole('alert')).toHaveText(TOO_MANY);
  await check(page, application.reference, application.email);
  await expect(page.getByRole('alert')).toHaveText(TOO_MANY);
  await expect(page.getByRole('region', { name: 'Your application' })).toHaveCount(0);
});

test('status: the link in her e-mail shows it with nothing typed, in English and Telugu, whoever failed before', async ({
  page,
  service,
}) => {
  const errors = collectPageErrors(page);
  const { data: stored } = await service
    .from('student_registrations')
    .select('id')
    .eq('reference', application.reference)
    .single();
  const { data: mails } = await service
    .from('mail_outbox')
    .select('kind, language, parameters')
    .eq('application_id', stored?.id ?? '')
    .eq('kind', 'application_applicant');
  const text = mails?.[0] ? renderMail(mails[0]).text : '';
  const link = /\/apply\/status\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');

  // This client's lookups are refused by now (the test before); the link is not.
  await page.goto(link);
  const result = page.getByRole('region', { name: 'Your application' });
  await expect(result).toContainText(`Reference number${application.reference}`);
  await expect(result).toContainText(`Status${APPLICATION_STATUS_LABELS.accepted}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkAccessibleAndCapture(page, 'application-status-link');

  await page.goto(`/te${link}`);
  await expect(page.getByRole('region', { name: 'మీ దరఖాస్తు' })).toContainText(`రిఫరెన్స్ నంబర్${application.reference}`);

  // A link cut short or made up shows where else to look, and no status.
  await page.goto(link.slice(0, -1));
  await expect(page.locator('[data-status-result]')).toHaveText(LINK_NOT_VALID);
  await expect(result).toHaveCount(0);
  await expectNoPageErrors(errors);
});
