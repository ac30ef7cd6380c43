// Notice and consent on the site: each form that collects personal data shows the
// short itemised notice with a link to the full one, in English and Telugu; /privacy and
// /te/privacy are the notice the admin keeps; an applicant under 18 sees, and must fill, her
// parent's or guardian's fields; the admin edits the notice on its own screen.
import type { Page } from '@playwright/test';
import { todayInIndia } from '../../packages/core/src/consent.ts';
import type { NoticeForm } from '../../packages/core/src/i18n/en/privacy-notice.ts';
import { en } from '../../packages/core/src/i18n/en.ts';
import type { Locale } from '../../packages/core/src/i18n/locales.ts';
import { te } from '../../packages/core/src/i18n/te.ts';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { signInToDashboard } from '../admin/helpers.ts';
import { accounts, expect, test } from '../support/fixtures.ts';
import { agreeToRecommenderMail, nameRecommender, PNG } from './helpers.ts';

const catalogues = { en, te } as const;
const prefix = (locale: Locale) => (locale === 'te' ? '/te' : '');
const notice = (page: Page) => page.locator('[data-privacy-notice]');

/** The date of birth of someone who turns 18 `days` days from now. */
function birthDate(days: number): string {
  // From today in India, as the form and the database count her age: from 18:30 UTC on, the UTC
  // date is a day behind, and "a day short of 18" by it was already her birthday in India.
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 18);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The retention schedule's periods as the site was built with them (the defaults). */
const PERIODS = { enquiry_months: 12, not_accepted_application_months: 12, payment_screenshot_days: 90 };

async function expectNotice(page: Page, locale: Locale, form: NoticeForm) {
  const words = catalogueOf(locale).privacyNotice.form;
  const shown = notice(page);
  await expect(shown.getByRole('heading', { name: words.heading })).toBeVisible();
  for (const label of Object.values(words.labels)) await expect(shown).toContainText(label);
  await expect(shown).toContainText(words.items[form].collected);
  // How long, from the schedule the admins set.
  await expect(shown).toContainText(words.items[form].kept(PERIODS));
  await expect(shown).toContainText(words.rights);
  await expect(shown.getByRole('link', { name: words.readFull })).toHaveAttribute('href', `${prefix(locale)}/privacy`);
  await expect(shown.getByRole('checkbox', { name: words.consent })).not.toBeChecked();
}

for (const locale of ['en', 'te'] as const) {
  const words = catalogueOf(locale).privacyNotice;
  const catalogue = catalogues[locale];

  test(`${locale}: the enquiry and the application show the notice beside their submit button`, async ({
    page,
    service,
  }) => {
    const { data: row } = await service.from('privacy_notice').select('grievance_officer_email').single();
    await page.goto(`${prefix(locale)}/apply/enquiry`);
    await expectNotice(page, locale, 'enquiry');
    await expect(notice(page)).toContainText(String(row?.grievance_officer_email));

    // Sending without the box ticked is refused in the page's language.
    await page.getByLabel(catalogue.apply.fields.name).fill('Lydia');
    await page.getByLabel(catalogue.apply.fields.email).fill(`privacy.${Date.now()}@example.com`);
    await page.getByLabel(catalogue.apply.fields.programType).selectOption('online');
    await page.getByRole('button', { name: catalogue.site.enquiryForm.send }).click();
    await expect(page.getByRole('alert')).toHaveText(catalogue.refusals.consent_required);

    await page.goto(`${prefix(locale)}/apply`);
    await page.getByLabel(catalogue.apply.fields.name).fill('Esther');
    await page.getByLabel(catalogue.apply.fields.email).fill(`privacy.${Date.now()}@example.com`);
    await page.getByLabel(catalogue.apply.fields.programType).selectOption('online');
    await nameRecommender(page, locale);
    await page.getByRole('button', { name: catalogue.apply.next }).click();
    await expectNotice(page, locale, 'apply');
  });

  test(`${locale}: the alumni update shows the notice with the form`, async ({ page, service }) => {
    const name = `Privacy Alumna ${Date.now()}`;
    const { error } = await service
      .from('alumni_profiles')
      .insert({ name, graduation_year: 2012, degree: 'Bachelor of Theology', image_url: null });
    expect(error).toBeNull();
    await page.goto(`${prefix(locale)}/alumni/update`);
    await page.getByLabel(catalogue.site.alumniUpdateForm.searchLabel).fill(name);
    await page.getByRole('button', { name: catalogue.site.alumniUpdateForm.search, exact: true }).click();
    await page.getByRole('button', { name: `${catalogue.site.alumniUpdateForm.edit}: ${name}` }).click();
    await expectNotice(page, locale, 'alumniUpdate');
    await service.from('alumni_profiles').delete().eq('name', name);
  });

  test(`${locale}: /privacy is the notice the admin keeps, linked from the footer`, async ({ page, service }) => {
    const { data: row, error } = await service.from('privacy_notice').select('*').single();
    expect(error).toBeNull();
    await page.goto(`${prefix(locale)}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: words.footerLink }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/privacy/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.page.title);
    const article = page.locator('[data-privacy-page]');
    for (const heading of Object.values(words.page.sections)) {
      await expect(article.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    // The texts as the build read them from the database, in the page's language.
    const first = (text: string | null | undefined) => String(text).split('\n')[0]?.replace(/^- /, '') ?? '';
    const texts = locale === 'te' ? [row?.summary_te, row?.rights_te] : [row?.summary, row?.rights];
    for (const text of texts) await expect(article).toContainText(first(text));
    await expect(article.locator('[data-grievance-officer]')).toContainText(String(row?.grievance_officer_name));
    await expect(article.getByRole('link', { name: String(row?.grievance_officer_email) })).toHaveAttribute(
      'href',
      `mailto:${row?.grievance_officer_email}`,
    );
    await expect(article).toContainText(locale === 'te' ? 'డేటా పరిరక్షణ బోర్డు' : 'Data Protection Board');
  });

  test(`${locale}: an applicant under 18 gives her guardian's name, contact and consent`, async ({ page, service }) => {
    const email = `minor.${locale}.${Date.now()}@example.com`;
    const fields = catalogue.apply.fields;
    await page.goto(`${prefix(locale)}/apply`);
    await page.getByLabel(fields.name).fill('Mary Grace');
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.programType).selectOption('online');
    await nameRecommender(page, locale);

    // An adult sees no guardian fields; a date of birth a day short of 18 brings them.
    const dateOfBirth = page.getByLabel(catalogue.site.applyForm.dateOfBirth);
    await dateOfBirth.fill(birthDate(0));
    await expect(page.getByLabel(words.form.guardian.name)).toHaveCount(0);
    await dateOfBirth.fill(birthDate(1));
    await expect(page.getByRole('group', { name: words.form.guardian.heading })).toBeVisible();
    await page.getByRole('button', { name: catalogue.apply.next }).click();
    await expect(page.getByRole('alert')).toHaveText(catalogue.refusals.guardian_required);
    await page.getByLabel(words.form.guardian.name).fill('Ruth Grace');
    await page.getByLabel(words.form.guardian.contact).fill('+91 98480 22222');
    await page.getByRole('button', { name: catalogue.apply.next }).click();

    await page
      .getByLabel(catalogue.site.applyForm.paymentScreenshot)
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('checkbox', { name: words.form.consent }).check();
    await agreeToRecommenderMail(page, locale);
    await page.getByRole('button', { name: catalogue.apply.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(catalogue.refusals.guardian_required);
    await page.getByRole('checkbox', { name: words.form.guardian.consent }).check();
    await page.getByRole('button', { name: catalogue.apply.submit }).click();
    await expect(page.getByRole('heading', { name: catalogue.apply.applicationSubmitted })).toBeVisible();

    const { data, error } = await service
      .from('student_registrations')
      .select(
        'consent_language, consent_at, guardian_name, guardian_contact, guardian_consent_language, guardian_consent_at',
      )
      .eq('email', email)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      consent_language: locale,
      guardian_name: 'Ruth Grace',
      guardian_contact: '+91 98480 22222',
      guardian_consent_language: locale,
    });
    expect(data?.consent_at).toBeTruthy();
    expect(data?.guardian_consent_at).toBeTruthy();
  });
}

test('the admin edits the notice on its own screen, and each save is a new version', async ({ page, service }) => {
  const before = await service.from('privacy_notice').select('version, grievance_officer_name').single();
  await signInToDashboard(page, accounts.admin);
  await page.getByRole('menuitem', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/admin\/privacy/);
  const officer = page.getByLabel(/^Name/);
  await expect(officer).toHaveValue(String(before.data?.grievance_officer_name));
  await expect(page.getByLabel('Your rights (Telugu)')).toHaveValue(/హక్కు/);
  await officer.fill('Dr. Mary Suneetha');
  await page.getByRole('button', { name: 'Save privacy notice' }).click();
  await expect(page.getByRole('status')).toContainText('Privacy notice saved');
  const after = await service.from('privacy_notice').select('version, grievance_officer_name').single();
  expect(after.data).toEqual({
    version: Number(before.data?.version) + 1,
    grievance_officer_name: 'Dr. Mary Suneetha',
  });
  // Put the officer back: the other tests read the notice as the build saw it.
  await service
    .from('privacy_notice')
    .update({ grievance_officer_name: before.data?.grievance_officer_name })
    .eq('id', 1);
});

test('the admin sets the retention schedule on the same screen, within the bounds the database keeps', async ({
  page,
  service,
}) => {
  await signInToDashboard(page, accounts.admin);
  await page.goto('/admin/privacy');
  const schedule = page.getByRole('region', { name: 'Retention schedule' });
  const enquiries = schedule.getByLabel(/^Enquiries, months after they came/);
  await expect(enquiries).toHaveValue('12');
  const answerDays = schedule.getByLabel(/"Your data" requests: days to answer/);
  await answerDays.fill('120');
  await schedule.getByRole('button', { name: 'Save retention schedule' }).click();
  // More than the Rules' 90 days is refused in the form, before anything is sent.
  await expect(schedule.getByText('Must be 90 or less')).toBeVisible();
  expect((await service.from('retention_settings').select('request_response_days').single()).data).toEqual({
    request_response_days: 30,
  });
  await answerDays.fill('21');
  await enquiries.fill('18');
  await schedule.getByRole('button', { name: 'Save retention schedule' }).click();
  await expect(schedule.getByRole('status')).toContainText('Retention schedule saved');
  const { data } = await service.from('retention_settings').select('enquiry_months, request_response_days').single();
  expect(data).toEqual({ enquiry_months: 18, request_response_days: 21 });
  // Back to the defaults: other tests' requests are due by them.
  await service.from('retention_settings').update({ enquiry_months: 12, request_response_days: 30 }).eq('id', 1);
});
