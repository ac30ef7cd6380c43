// "Your data", in a real browser against the whole stack: a person asks on
// /your-data (or /te/your-data), confirms through the link the mail catcher received at the
// address on file, an admin answers on the Data Requests screen, and the answer reaches her: a
// copy to download, or the erasure of her records, confirmed by e-mail.
import type { Page } from '@playwright/test';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { refusals } from '../../packages/core/src/texts.ts';
import { checkAccessible, shoot, signIn, test } from '../admin/helpers.ts';
import { expect, expectAccessible } from '../support/fixtures.ts';
import { newestMailTo } from '../support/mail.ts';
import { checkAccessibleAndCapture, DESKTOP, PNG } from './helpers.ts';

test.use({ viewport: DESKTOP });
test.describe.configure({ mode: 'serial' });

/** The site path and query of the your-data link in the newest such e-mail (its host is the site's). */
async function linkIn(address: string, subject: string, parameter: 'confirm' | 'copy'): Promise<string> {
  let text = '';
  await expect
    .poll(async () => (text = (await newestMailTo(address, subject))?.Text ?? ''), { timeout: 20_000 })
    .toContain(`?${parameter}=`);
  const match = text.match(new RegExp(`https?://[^/\\s]+(/(?:te/)?your-data\\?${parameter}=[A-Za-z0-9_-]+)`));
  expect(match, text).not.toBeNull();
  return match?.[1] ?? '';
}

async function ask(page: Page, locale: 'en' | 'te', kind: 'access' | 'erasure', email: string) {
  const words = catalogueOf(locale).yourData.island;
  await page.goto(locale === 'te' ? '/te/your-data' : '/your-data');
  await page.getByRole('radio', { name: words.kinds[kind].label }).check();
  await page.getByLabel(words.email).fill(email);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('heading', { name: words.sent.heading })).toBeVisible();
}

async function answerInAdmin(page: Page, email: string, button: string, records: string) {
  await signIn(page);
  await page.goto('/admin/data-requests');
  await expect(page.getByRole('heading', { name: 'Data Requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `${button}: ${email}` })).toBeVisible();
  await checkAccessible(page);
  await shoot(page, `data-requests-${button.toLowerCase().replace(/\W+/g, '-')}`);
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: `${button}: ${email}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.locator('[data-records-on-file]')).toHaveText(`On file under ${email}: ${records}`);
  await checkAccessible(page);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `${button}: ${email}` })).toBeHidden();
}

const stamp = Date.now();
const en = { name: 'Ruth Priya', email: `ruth.${stamp}@example.com` };
const te = { name: 'Lydia Kumari', email: `lydia.${stamp}@example.com` };
// As her pastor she is named otherwise, at a church in another town, so that what the copy shows
// of her enquiry (her name, Guntur) is told apart from her recommendation.
const recommendation = {
  known_for: '9 years',
  church: 'Bethel Church, Eluru',
  recommendation: 'She teaches our Sunday school faithfully.',
  recommends: true,
};

test.beforeAll(async ({ service }) => {
  const enquiry = await service
    .from('registrations')
    .insert({ name: en.name, email: en.email, city: 'Guntur', program_interest: 'online' });
  expect(enquiry.error).toBeNull();
  const uploadScreenshot = async (name: string) =>
    expect(
      (await service.storage.from('payment-screenshots').upload(name, new Blob([PNG], { type: 'image/png' }))).error,
    ).toBeNull();
  const screenshot = `e2e-your-data-${stamp}.png`;
  await uploadScreenshot(screenshot);
  const { data: course } = await service.from('courses').select('id').limit(1).single();
  const application = await service.from('student_registrations').insert({
    name: te.name,
    email: te.email,
    language: 'te',
    program_interest: 'residential',
    course_id: course?.id,
    payment_screenshot_url: screenshot,
  });
  expect(application.error).toBeNull();
  // She is also the pastor another applicant named, and answered the school's request.
  const recommendedScreenshot = `e2e-your-data-recommended-${stamp}.png`;
  await uploadScreenshot(recommendedScreenshot);
  const named = await service
    .from('student_registrations')
    .insert({
      name: 'Hannah Joy',
      email: `hannah.${stamp}@example.com`,
      program_interest: 'online',
      payment_screenshot_url: recommendedScreenshot,
      recommender_name: 'Pastor Ruth',
      recommender_church: recommendation.church,
      recommender_email: en.email,
    })
    .select('id')
    .single();
  expect(named.error).toBeNull();
  const request = await service
    .from('mail_outbox')
    .select('parameters')
    .eq('application_id', named.data?.id ?? '')
    .eq('kind', 'recommendation_request')
    .single();
  expect(request.error).toBeNull();
  const answered = await service.rpc('submit_recommendation', {
    token: String((request.data?.parameters as { token?: unknown } | null)?.token),
    ...recommendation,
  });
  expect(answered).toMatchObject({ error: null, data: true });
});

test('en: she asks for a copy, confirms by e-mail, an admin sends it, and she downloads her data', async ({ page }) => {
  const words = catalogueOf('en').yourData.island;
  // Nothing chosen: the form says what is missing, before anything is sent.
  await page.goto('/your-data');
  await page.getByLabel(words.email).fill(en.email);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(refusals.data_request_kind);
  await expectAccessible(page);

  await ask(page, 'en', 'access', en.email);
  await page.goto(await linkIn(en.email, 'please confirm', 'confirm'));
  await expect(page.locator('[data-request-confirmed]')).toContainText(words.confirmed.access);
  await expect(page.locator('[data-request-confirmed]')).toContainText('We will answer by e-mail by ');
  await checkAccessibleAndCapture(page, 'your-data-confirmed');

  await answerInAdmin(page, en.email, 'Send copy', '0 application(s), 1 enquiry(ies), 0 in the trash.');

  await page.goto(await linkIn(en.email, 'a copy of your data', 'copy'));
  const copy = page.locator('[data-data-copy]');
  await expect(copy.getByRole('heading', { name: words.copy.heading })).toBeVisible();
  await expect(copy).toContainText(en.name);
  await expect(copy).toContainText('Guntur');
  const given = copy.getByRole('region', { name: words.copy.recommendationsYouGave });
  await expect(given).toContainText(recommendation.recommendation);
  await expect(given).toContainText(recommendation.known_for);
  await expect(given).toContainText('Pastor Ruth');
  await checkAccessibleAndCapture(page, 'your-data-copy');
  const download = page.waitForEvent('download');
  await copy.getByRole('button', { name: words.copy.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8'));
  expect(saved).toMatchObject({ email: en.email, enquiries: [expect.objectContaining({ name: en.name })] });
});

test('te: she asks to erase her data in Telugu, and an admin erases every copy of it', async ({ page, service }) => {
  const words = catalogueOf('te').yourData.island;
  await ask(page, 'te', 'erasure', te.email);
  const confirm = await linkIn(te.email, 'నిర్ధారించండి', 'confirm');
  expect(confirm).toMatch(/^\/te\/your-data\?confirm=/);
  await page.goto(confirm);
  await expect(page.locator('[data-request-confirmed]')).toContainText(words.confirmed.erasure);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');

  await answerInAdmin(page, te.email, 'Erase', '1 application(s), 0 enquiry(ies), 0 in the trash.');
  await expect
    .poll(async () => (await newestMailTo(te.email, 'తొలగించబడ్డాయి'))?.Text ?? '', { timeout: 20_000 })
    .toContain('1 రికార్డు');
  const { data } = await service.from('student_registrations').select('id').eq('email', te.email);
  expect(data).toEqual([]);
});

test('a stranger gets the same answer as her, and no e-mail', async ({ page, service }) => {
  const stranger = `nobody.${stamp}@example.com`;
  await ask(page, 'en', 'erasure', stranger);
  // The school never writes to an address not on file: nothing was queued for it.
  const { data } = await service.from('mail_outbox').select('id').contains('to_addresses', [stranger]);
  expect(data).toEqual([]);
});
