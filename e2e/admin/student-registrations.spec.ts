import { readFile } from 'node:fs/promises';
import { registrationsWords } from '../../packages/core/src/i18n/en/admin/registrations.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { importCredit, signedInOffice } from '../support/applications.ts';
import {
  checkAccessible,
  confirmDelete,
  expect,
  insertApplication,
  openSection,
  pngBytes,
  shoot,
  signIn,
  test,
  uploadPaymentScreenshot,
} from './helpers.ts';

const REGISTRATIONS = texts.admin.registrations;

test('student registrations: signed payment screenshot link, CSV, delete and restore', async ({
  page,
  context,
  service,
}) => {
  const stamp = Date.now();
  const screenshot = `${stamp}.png`;
  await uploadPaymentScreenshot(service, screenshot);
  const inserted = await insertApplication(service, {
    name: `Grace ${stamp}`,
    email: `grace-${stamp}@example.com`,
    city: 'Eluru',
    state: 'Andhra Pradesh',
    payment_screenshot_url: screenshot,
  });

  await openSection(page, 'student-registrations', REGISTRATIONS.studentHeading);
  await checkAccessible(page);
  await shoot(page, 'student-registrations');

  await page.getByLabel('Search by name, email, phone, city or state, or by reference').fill(`grace-${stamp}`);
  const row = page.getByRole('row', { name: new RegExp(`Grace ${stamp}`) });
  await row.getByRole('button', { name: `Actions for Grace ${stamp}` }).click();
  await checkAccessible(page);
  const [screenshotTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: REGISTRATIONS.viewPaymentScreenshot }).click(),
  ]);
  await screenshotTab.waitForLoadState();
  expect(screenshotTab.url()).toMatch(new RegExp(`/storage/v1/object/sign/payment-screenshots/${screenshot}\\?token=`));
  const signed = await page.request.get(screenshotTab.url());
  expect(signed.ok()).toBe(true);
  expect(await signed.body()).toEqual(pngBytes());
  // The bucket is private: the object has no public URL.
  const publicUrl = screenshotTab.url().replace('/object/sign/', '/object/public/').split('?')[0] ?? '';
  expect((await page.request.get(publicUrl)).ok()).toBe(false);
  await screenshotTab.close();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: REGISTRATIONS.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`student_registrations_${new Date().toISOString().slice(0, 10)}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('payment_screenshot_url');
  expect(csv).toContain(screenshot);

  await row.getByRole('button', { name: `Actions for Grace ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmDelete(page, REGISTRATIONS.confirmDeletionTitle);
  await expect(row).toHaveCount(0);
  expect((await service.from('student_registrations').select('id').eq('id', inserted.id)).data).toEqual([]);
  // The screenshot stays while the application can still be restored.
  expect((await service.storage.from('payment-screenshots').createSignedUrl(screenshot, 60)).error).toBeNull();

  await page.getByRole('link', { name: 'Trash' }).click();
  await page.getByRole('button', { name: `Restore Grace ${stamp}` }).click();
  await expect(page.getByRole('status')).toContainText(`Grace ${stamp}`);
  const back = await service.from('student_registrations').select('*').eq('id', inserted.id).single();
  expect(back.data?.payment_screenshot_url).toBe(screenshot);
});

test('student registrations: an application shows its verified payment and receipt', async ({ page, service }) => {
  const stamp = Date.now();
  const screenshot = `${stamp}-paid.png`;
  await uploadPaymentScreenshot(service, screenshot);
  const application = await insertApplication(service, {
    name: `Priscilla ${stamp}`,
    email: `priscilla-${stamp}@example.com`,
    program_interest: 'online',
    payment_screenshot_url: screenshot,
  });

  // The admissions office's statement import matches a credit by her reference.
  const receiptNumber = await importCredit(await signedInOffice(), application.reference, {
    date: '2026-04-03',
    amount_paise: 100_000,
    utr: String(stamp).padStart(12, '7').slice(-12),
  });

  await signIn(page);
  await page.goto(`/admin/student-registrations/${application.id}`);
  await expect(page.getByRole('dialog')).toContainText(
    `Payment verified: ₹1,000.00 received on Apr 3, 2026, receipt ${receiptNumber}`,
  );
  await service.from('student_registrations').delete().eq('id', application.id);
});

test('student registrations: the list filtered by what an application is missing, with the other filters', async ({
  page,
  service,
}) => {
  const stamp = Date.now();
  const apply = async (name: string) => {
    const screenshot = `${stamp}-${name.toLowerCase()}.png`;
    await uploadPaymentScreenshot(service, screenshot);
    return insertApplication(service, {
      name: `${name} ${stamp}`,
      email: `${name.toLowerCase()}-${stamp}@example.com`,
      program_interest: 'online',
      payment_screenshot_url: screenshot,
    });
  };
  // Lydia: nothing yet. Mary: her fee verified. Naomi: decided, her fee not verified.
  const lydia = await apply('Lydia');
  const mary = await apply('Mary');
  const naomi = await apply('Naomi');
  const office = await signedInOffice();
  await importCredit(office, mary.reference, {
    date: '2026-04-03',
    amount_paise: 100_000,
    utr: String(stamp).padStart(12, '6').slice(-12),
  });
  expect(
    (await office.rpc('set_application_status', { application_id: naomi.id, status: 'not_accepted' })).error,
  ).toBeNull();

  await signIn(page);
  await page.goto('/admin/student-registrations');
  await page.getByLabel('Search by name, email, phone, city or state, or by reference').fill(String(stamp));
  const table = page.getByRole('table', { name: REGISTRATIONS.studentHeading });
  const names = table.getByRole('row').filter({ hasText: String(stamp) });
  await expect(names).toHaveCount(3);

  const missing = registrationsWords.missing;
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByRole('combobox', { name: missing.label }).click();
  await page.getByRole('option', { name: missing.items.payment }).click();
  await expect(page).toHaveURL(/missing%22%3A%22payment|missing":"payment/);
  await expect(names).toHaveCount(2);
  await expect(names.filter({ hasText: `Lydia ${stamp}` })).toHaveCount(1);
  await expect(names.filter({ hasText: `Naomi ${stamp}` })).toHaveCount(1);
  // Away from the rows' buttons, whose tooltips are not what is checked here.
  await page.mouse.move(0, 0);
  await checkAccessible(page);

  await page.getByRole('combobox', { name: missing.label }).click();
  await page.getByRole('option', { name: missing.items.decision }).click();
  await expect(names.filter({ hasText: `Naomi ${stamp}` })).toHaveCount(0);
  await expect(names).toHaveCount(2);
  await expect(names.filter({ hasText: `Mary ${stamp}` })).toHaveCount(1);

  // With the status filter: the one not accepted whose fee is not verified.
  await page.getByRole('combobox', { name: missing.label }).click();
  await page.getByRole('option', { name: missing.items.payment }).click();
  await page.getByRole('combobox', { name: 'Application status' }).click();
  await page.getByRole('option', { name: 'Not accepted' }).click();
  await expect(names).toHaveCount(1);
  await expect(names.filter({ hasText: `Naomi ${stamp}` })).toHaveCount(1);

  await page.getByRole('combobox', { name: missing.label }).click();
  await page.getByRole('option', { name: missing.all }).click();
  await expect(page).not.toHaveURL(/missing/);
  await expect(names).toHaveCount(1);

  await service.from('student_registrations').delete().in('id', [lydia.id, mary.id, naomi.id]);
});
