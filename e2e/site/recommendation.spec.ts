// Her pastor's recommendation, end to end: she names her pastor on the application and agrees
// that the school writes to them; the mail catcher receives the school's e-mail to the pastor,
// with her name and the link only; Chromium opens the link, the pastor answers (once: a second
// answer is refused by its code), and the admin's application shows the recommendation received.

import { en } from '../../packages/core/src/i18n/en.ts';
import { te } from '../../packages/core/src/i18n/te.ts';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { expect, signIn, test } from '../admin/helpers.ts';
import {
  agreeToRecommenderMail,
  checkAccessibleAndCapture,
  collectPageErrors,
  DESKTOP,
  expectNoPageErrors,
  nameRecommender,
  PNG,
} from './helpers.ts';

test.use({ viewport: DESKTOP });

interface CaughtMail {
  Subject: string;
  Text: string;
}

/** The messages the local mail catcher holds for one address, read through Mailpit's API. */
async function mailTo(apiUrl: string, address: string): Promise<CaughtMail[]> {
  const found = await fetch(`${apiUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  expect(found.ok).toBe(true);
  const { messages } = (await found.json()) as { messages: { ID: string }[] };
  return Promise.all(
    messages.map(async ({ ID }) => (await (await fetch(`${apiUrl}/api/v1/message/${ID}`)).json()) as CaughtMail),
  );
}

test('recommendation: the pastor she names is e-mailed a link, answers once, and the office sees it', async ({
  page,
  service,
}) => {
  const apiUrl = process.env.E2E_MAIL_API_URL;
  test.skip(!apiUrl, 'the end-to-end stack runs no mail catcher');
  const errors = collectPageErrors(page);
  const stamp = `${Date.now()}.${Math.round(Math.random() * 1e6)}`;
  const email = `recommended.${stamp}@example.com`;
  const pastor = `pastor.${stamp}@example.com`;
  const words = catalogueOf('en').recommendation.form;

  // She applies, naming her pastor.
  await page.goto('/apply');
  await page.getByLabel(en.apply.fields.name).fill('Lydia Grace');
  await page.getByLabel(en.apply.fields.email).fill(email);
  await page.getByLabel(en.apply.fields.phone).fill('+91 98480 12345');
  await page.getByLabel(en.apply.fields.programType).selectOption('online');
  await expect(page.getByRole('group', { name: catalogueOf('en').recommendation.applicant.heading })).toContainText(
    catalogueOf('en').recommendation.applicant.hint,
  );
  await nameRecommender(page, 'en', pastor);
  await page.getByRole('button', { name: en.apply.next }).click();
  await expect(page.getByRole('heading', { name: en.apply.steps.payment, level: 2 })).toBeVisible();
  await page
    .getByLabel(en.site.applyForm.paymentScreenshot)
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(catalogueOf('en').privacyNotice.form.consent).check();
  // Without her agreement that the school writes to them, nothing is sent.
  await page.getByRole('button', { name: en.apply.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(en.refusals.recommender_consent_required);
  await agreeToRecommenderMail(page);
  await page.getByRole('button', { name: en.apply.submit }).click();
  await expect(page.getByRole('heading', { name: en.apply.applicationSubmitted })).toBeVisible();
  const reference = (await page.locator('[data-reference]').textContent()) ?? '';

  const { data: application, error } = await service
    .from('student_registrations')
    .select('id, reference, recommender_email, recommender_consent_at, recommendation_requested_at')
    .eq('email', email)
    .single();
  expect(error).toBeNull();
  expect(application).toMatchObject({ reference, recommender_email: pastor });
  expect(application?.recommender_consent_at).toBeTruthy();
  expect(application?.recommendation_requested_at).toBeTruthy();

  // The mail catcher has the school's e-mail to the pastor: her name and the link, nothing else of hers.
  await expect.poll(async () => (await mailTo(apiUrl ?? '', pastor)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailTo(apiUrl ?? '', pastor);
  expect(mail?.Subject).toContain('a recommendation for Lydia Grace');
  expect(mail?.Text).toContain('Lydia Grace has applied');
  for (const hers of [email, '98480 12345', reference]) expect(mail?.Text).not.toContain(hers);
  const link = /https?:\/\/\S+\/recommend\?token=[A-Za-z0-9_-]+/.exec(mail?.Text ?? '')?.[0];
  expect(link).toBeTruthy();
  const opened = new URL(link ?? '');

  // The pastor opens the link and answers.
  await page.goto(`${opened.pathname}${opened.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
  await checkAccessibleAndCapture(page, 'recommendation');
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(en.refusals.recommendation_incomplete);
  await page.getByLabel(words.knownFor).fill('12 years');
  await page.getByLabel(words.church).fill('Bethel Church, Guntur');
  await page.getByLabel(words.recommendation).fill('She leads our women’s prayer group faithfully.');
  await page.getByRole('radio', { name: words.yes }).check();
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('heading', { name: words.thanksHeading })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(words.thanks);
  await expectNoPageErrors(errors);

  // The same link takes no second answer (the browser logs the refusal's 409).
  await page.reload();
  await page.getByLabel(words.knownFor).fill('12 years');
  await page.getByLabel(words.church).fill('Bethel Church');
  await page.getByLabel(words.recommendation).fill('A second answer.');
  await page.getByRole('radio', { name: words.no }).check();
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(en.refusals.recommendation_already_received);

  // Without a link the Telugu page says where the link is.
  await page.goto('/te/recommend');
  await expect(page.locator('[data-recommendation-no-link]')).toHaveText(catalogueOf('te').recommendation.form.noLink);
  expect(te.refusals.recommendation_already_received).not.toBe(en.refusals.recommendation_already_received);

  // The office sees it received on her application.
  await signIn(page);
  await page.goto(`/admin/student-registrations/${application?.id}`);
  const details = page.getByRole('dialog', { name: `Application ${reference}` });
  const recommendation = details.getByRole('region', { name: "Pastor's recommendation" });
  await expect(recommendation).toHaveAttribute('data-recommendation-state', 'received');
  for (const shown of [
    'Rev. John Prakash',
    pastor,
    'Received',
    'Yes, recommends her',
    '12 years',
    'She leads our women’s prayer group faithfully.',
  ]) {
    await expect(recommendation).toContainText(shown);
  }

  await service
    .from('student_registrations')
    .delete()
    .eq('id', application?.id ?? '');
});
