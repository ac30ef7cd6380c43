// /alumni/register, in a real browser against the whole stack: a graduate
// registers from the alumni page's link, confirms through the link the mail catcher received, and
// an editor's decision in the admin reaches her by e-mail: approval (her profile is made, with her
// photo) in English, rejection with the office's reason in Telugu. The card on /alumni after
// publishing is e2e/publishing/alumni-register.spec.ts.
import type { Page } from '@playwright/test';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { texts, validationMessages } from '../../packages/core/src/texts.ts';
import { checkAccessible, shoot, signIn, test } from '../admin/helpers.ts';
import { expect, expectAccessible } from '../support/fixtures.ts';
import { newestMailTo } from '../support/mail.ts';
import { checkAccessibleAndCapture, DESKTOP, PNG, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });
test.describe.configure({ mode: 'serial' });

/** The text of the newest message the catcher holds for the address whose subject includes the words. */
const mailTo = async (address: string, subject: string) => (await newestMailTo(address, subject))?.Text ?? '';

/** The site path and query of the confirmation link in her e-mail (its host is the site's). */
async function confirmationLink(address: string, subject: string): Promise<string> {
  let text = '';
  await expect.poll(async () => (text = await mailTo(address, subject)), { timeout: 20_000 }).toContain('?confirm=');
  // Nothing she wrote is in the e-mail to an address nobody has proven yet.
  expect(text).not.toContain('Lighthouse');
  const match = text.match(/https?:\/\/[^/\s]+(\/(?:te\/)?alumni\/register\?confirm=[A-Za-z0-9_-]+)/);
  expect(match, text).not.toBeNull();
  return match?.[1] ?? '';
}

async function register(page: Page, locale: 'en' | 'te', who: { name: string; email: string }) {
  const words = catalogueOf(locale).alumniRegister.island;
  const form = page.getByRole('form', { name: words.formHeading });
  await form.getByLabel(words.fields.name).fill(who.name);
  await form.getByLabel(words.fields.email).fill(who.email);
  await form.getByLabel(words.fields.location).fill('Eluru, Andhra Pradesh');
  await form.getByLabel(words.fields.photo).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel(words.fields.graduationYear).selectOption('2016');
  await form.getByLabel(words.fields.degree).selectOption('Master of Divinity');
  await form.getByLabel(words.fields.currentPosition).fill('Pastor');
  await form.getByLabel(words.fields.organization).fill('Lighthouse Fellowship');
  await form.getByLabel(words.fields.bio).fill('Leads a fellowship of women in Eluru.');
  await form.getByLabel(words.fields.testimonial).fill('The seminary shaped my ministry.');
  await form.locator('[data-privacy-notice] input[type="checkbox"]').check();
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('heading', { name: words.sent.heading })).toBeFocused();
}

/** An editor decides in the admin's queue; returns once the registration has left the waiting list. */
async function decide(page: Page, name: string, decision: 'Approve' | 'Reject', note: string) {
  await signIn(page);
  await page.goto('/admin/alumni-registrations');
  await expect(page.getByRole('heading', { name: 'Alumni Registrations', level: 1 })).toBeVisible();
  const button = page.getByRole('button', {
    name: decision === 'Approve' ? `Review and approve: ${name}` : `Reject: ${name}`,
  });
  await checkAccessible(page);
  await button.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('Leads a fellowship of women in Eluru.');
  await dialog.getByRole('textbox').fill(note);
  await checkAccessible(page);
  await shoot(page, `alumni-registration-${decision.toLowerCase()}`);
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: decision === 'Approve' ? 'Approve' : 'Send rejection' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeHidden();
}

// Her profile is published into the site the other tests read: nothing of it may match their
// searches (alumni.spec.ts looks for 'bethel', 'grace' and others).
const stamp = Date.now();

test('en: from the alumni page she registers, confirms by e-mail, and an editor approves her profile', async ({
  page,
  service,
}) => {
  const words = catalogueOf('en').alumniRegister.island;
  const her = { name: `Hannah Esther ${stamp}`, email: `hannah.${stamp}@example.com` };
  await page.goto('/alumni');
  await page.getByRole('link', { name: texts.alumni.registerAsAlumni }).click();
  await expect(page).toHaveURL(/\/alumni\/register\/?$/);
  await expect(pageHeading(page)).toHaveText(catalogueOf('en').alumniRegister.page.title);

  // Nothing filled: the form says what is missing, announced, before anything is sent.
  const form = page.getByRole('form', { name: words.formHeading });
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(validationMessages.requiredFields);
  await checkAccessibleAndCapture(page, 'alumni-register');

  await register(page, 'en', her);
  await expectAccessible(page);
  // Nothing is in the office's queue before her address is proven.
  const waiting = await service.from('alumni_registrations').select('status').eq('email', her.email);
  expect(waiting.data).toEqual([{ status: 'unconfirmed' }]);

  await page.goto(await confirmationLink(her.email, 'please confirm your alumni registration'));
  await expect(page.locator('[data-registration-confirmed="pending"]')).toContainText(words.confirmed.pending);
  await checkAccessibleAndCapture(page, 'alumni-register-confirmed');

  await decide(page, her.name, 'Approve', 'Welcome back, Hannah!');
  await expect
    .poll(() => mailTo(her.email, 'welcome to the alumni network'), { timeout: 20_000 })
    .toContain('Welcome back, Hannah!');
  const { data: profile } = await service
    .from('alumni_profiles')
    .select('graduation_year, degree, organization, image_url')
    .eq('name', her.name)
    .single();
  expect(profile).toMatchObject({
    graduation_year: 2016,
    degree: 'Master of Divinity',
    organization: 'Lighthouse Fellowship',
  });
  expect(profile?.image_url).toMatch(/\/storage\/v1\/object\/public\/alumni-images\/alumni\//);
});

test('te: she registers in Telugu, and a rejection reaches her with the office’s reason', async ({ page }) => {
  const words = catalogueOf('te').alumniRegister.island;
  const her = { name: `Lydia Kumari ${stamp}`, email: `lydia.${stamp}@example.com` };
  await page.goto('/te/alumni/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page.locator('[data-privacy-notice]')).toContainText('మీ ఈమెయిల్ చిరునామా');
  await register(page, 'te', her);

  const link = await confirmationLink(her.email, 'నిర్ధారించండి');
  expect(link).toMatch(/^\/te\/alumni\/register\?confirm=/);
  await page.goto(link);
  await expect(page.locator('[data-registration-confirmed="pending"]')).toContainText(words.confirmed.pending);

  await decide(page, her.name, 'Reject', 'We could not find your class in our records.');
  await expect
    .poll(() => mailTo(her.email, 'పూర్వ విద్యార్థి నమోదు గురించి'), { timeout: 20_000 })
    .toContain('We could not find your class in our records.');
});

test('a link that is not hers, or has expired, says so and offers the form again', async ({ page }) => {
  const words = catalogueOf('en').alumniRegister.island;
  await page.goto(`/alumni/register?confirm=${'x'.repeat(43)}`);
  await expect(page.getByRole('status').filter({ hasText: words.linkNotValid })).toBeVisible();
  await expect(page.getByRole('form', { name: words.formHeading })).toBeVisible();
});
