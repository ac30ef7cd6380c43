// A graduate's registration, from the form on /alumni/register to her card on
// /alumni after publishing. Her address is proven by the link of the e-mail the database queued
// (this stack runs no mail sender; e2e/site/alumni-register.spec.ts follows the same e-mail
// through the mail catcher), and an administrator's approval in the admin makes the profile,
// which publishes the site like any content save.
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { renderMail } from '../../packages/core/src/mail/render.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect } from '../support/fixtures.ts';
import { signInAsAdmin, siteText, test } from './stack.ts';

/** As in blog.spec.ts: room for a whole build on a loaded machine. */
const LIVE_WITHIN_MS = 60_000;

test.describe.configure({ mode: 'serial' });

test('a registration confirmed by its e-mail link and approved in the admin becomes a card on /alumni', async ({
  page,
  stack,
}) => {
  const words = catalogueOf('en').alumniRegister.island;
  const her = { name: `Deborah Joy ${Date.now()}`, email: `deborah.${Date.now()}@example.com` };
  expect(await siteText(stack, '/alumni')).not.toContain(her.name);

  await page.goto(`${stack.webUrl}/alumni`);
  await page.getByRole('link', { name: texts.alumni.registerAsAlumni }).click();
  const form = page.getByRole('form', { name: words.formHeading });
  await form.getByLabel(words.fields.name).fill(her.name);
  await form.getByLabel(words.fields.email).fill(her.email);
  await form.getByLabel(words.fields.graduationYear).selectOption('2017');
  await form.getByLabel(words.fields.degree).selectOption('Bachelor of Theology');
  await form.getByLabel(words.fields.organization).fill('Grace Fellowship');
  // Only what she ticks is shown beyond name, year and degree.
  await form.locator('#alumni-register-public-fields-organization').check();
  await form.locator('[data-privacy-notice] input[type="checkbox"]').check();
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('heading', { name: words.sent.heading })).toBeVisible();

  const { rows } = await stack.db.query<{ kind: string; language: string; parameters: unknown }>(
    `select kind, language, parameters from public.mail_outbox
     where kind = 'alumni_registration_confirm' and $1 = any(to_addresses)`,
    [her.email],
  );
  const link = (rows[0] ? renderMail(rows[0]).text : '').match(
    /https?:\/\/[^/\s]+(\/alumni\/register\?confirm=[A-Za-z0-9_-]+)/,
  )?.[1];
  expect(link).toBeTruthy();
  await page.goto(`${stack.webUrl}${link}`);
  await expect(page.locator('[data-registration-confirmed="pending"]')).toBeVisible();

  await signInAsAdmin(page, stack);
  await page.goto(`${stack.webUrl}/admin/alumni-registrations`);
  await page.getByRole('button', { name: `Review and approve: ${her.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(() => siteText(stack, '/alumni'), { timeout: LIVE_WITHIN_MS, intervals: [250] })
    .toContain(`data-name="${her.name}"`);
  await page.goto(`${stack.webUrl}/alumni`);
  const card = page.locator(`[data-alumni-card][data-name="${her.name}"]`);
  await expect(card).toContainText('Grace Fellowship');
  await expect(card).toContainText(`${texts.alumni.classOf} 2017`);
});
