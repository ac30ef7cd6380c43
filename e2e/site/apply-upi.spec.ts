// /apply on a 390 px phone, paying by UPI: with the school's UPI ID, payee name and the hybrid
// program's fee set, the payment step shows the amount, the reference reserved for her, a QR
// code of the UPI link (read back here from the pixels Chromium draws) and the same link to open
// a UPI app, with the QR image and bank details still below; the transaction number she types
// is checked, and the application carries the reference her payment named. In English and Telugu.
import type { Locator, Page } from '@playwright/test';
import jsQRModule from 'jsqr';
import { formatRupees, type Locale } from '../../packages/core/src/i18n/languages.ts';
import { t } from '../../packages/core/src/i18n/locales.ts';
import { words as catalogueOf } from '../../packages/core/src/i18n/words.ts';
import { type UpiPayee, upiPaymentLink } from '../../packages/core/src/upi.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { agreeToRecommenderMail, collectPageErrors, expectNoPageErrors, nameRecommender, PNG } from './helpers.ts';

// jsqr is CommonJS: Node's default import is its module.exports, whose `default` is the function.
const jsQR = jsQRModule.default;

const PHONE_390 = { width: 390, height: 844 } as const;
test.use({ viewport: PHONE_390 });

/** Only the hybrid program's fee is set, so the other application specs' programs stay as they were. */
const school: UpiPayee = { vpa: 'seminary.fees@okaxis', payeeName: 'Grace Bible Seminary', amount: 750 };
const REFERENCE = /^APP-\d{4}-[2-9A-HJ-NP-Z]{6}$/;

test.beforeAll(async ({ service }) => {
  const { error } = await service
    .from('payment_settings')
    .update({ upi_vpa: school.vpa, payee_name: school.payeeName, fee_hybrid: school.amount })
    .eq('id', 1);
  expect(error).toBeNull();
});
test.afterAll(async ({ service }) => {
  const { error } = await service
    .from('payment_settings')
    .update({ upi_vpa: null, payee_name: null, fee_hybrid: null })
    .eq('id', 1);
  expect(error).toBeNull();
});

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

/** Step 1 filled in for the hybrid program, then on to the payment step. */
async function reachPayment(page: Page, locale: Locale, email: string) {
  const words = t(locale);
  await page.goto(locale === 'en' ? '/apply' : '/te/apply');
  await page.getByLabel(words.apply.fields.name).fill('Esther Grace');
  await page.getByLabel(words.apply.fields.email).fill(email);
  await page.getByLabel(words.apply.fields.phone).fill('+91 98765 43210');
  await page.getByLabel(words.apply.fields.programType).selectOption('hybrid');
  await page.getByRole('group', { name: words.site.applyForm.course }).getByRole('radio').first().check();
  await nameRecommender(page, locale);
  await page.getByRole('button', { name: words.apply.next }).click();
  await expect(page.getByRole('heading', { name: words.apply.steps.payment, level: 2 })).toBeVisible();
}

/** The QR code's SVG drawn to a canvas by the browser, and what jsQR reads in its pixels. */
async function readQrCode(qr: Locator): Promise<string | undefined> {
  const { width, height, rgba } = await qr.evaluate(async (svg: SVGSVGElement) => {
    // Four pixels a module, as a phone's camera sees a code of this size.
    const size = 4 * svg.viewBox.baseVal.width;
    const copy = svg.cloneNode(true) as SVGSVGElement;
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    copy.setAttribute('width', String(size));
    copy.setAttribute('height', String(size));
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(copy.outerHTML)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    return { width: size, height: size, rgba: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return jsQR(Uint8ClampedArray.from(rgba), width, height)?.data;
}

for (const locale of ['en', 'te'] as const) {
  const words = t(locale);
  const upi = words.site.applyForm.upi;

  test(`apply on a phone (${locale}): the UPI QR code and app link made for her reference, and her transaction number`, async ({
    page,
    service,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    const email = uniqueEmail(`upi-${locale}`);
    await reachPayment(page, locale, email);

    const payment = page.locator('[data-upi-payment]');
    await expect(payment.getByRole('heading', { name: upi.heading })).toBeVisible();
    const reference = page.locator('[data-upi-detail="reference"]');
    await expect(reference).toHaveText(REFERENCE);
    const reserved = (await reference.textContent()) ?? '';
    const amount = formatRupees(locale, school.amount);
    await expect(page.locator('[data-upi-detail="amount"]')).toHaveText(amount);
    await expect(page.locator('[data-upi-detail="payee"]')).toHaveText(`${school.payeeName} (${school.vpa})`);

    const link = upiPaymentLink(school, reserved);
    const qr = page.getByRole('img', { name: upi.qrCode(amount, school.payeeName, reserved) });
    await expect(qr).toBeVisible();
    expect(await readQrCode(qr)).toBe(link);
    const appLink = page.getByRole('link', { name: upi.payWithApp });
    await expect(appLink).toHaveAttribute('href', link);
    // Reached by keyboard from the field before it, as a link is.
    await appLink.focus();
    await expect(appLink).toBeFocused();

    // The school's QR image and bank details stay as the other way to pay.
    await expect(page.getByRole('heading', { name: upi.otherWay })).toBeVisible();
    await expect(page.locator('[data-payment-details]')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`apply-upi-${locale}-390.png`), fullPage: true });
    await payment.screenshot({ path: testInfo.outputPath(`apply-upi-${locale}-390-upi.png`) });

    // Her transaction number: 12 digits, spaces as apps group them allowed.
    await page.getByLabel(words.site.applyForm.paymentScreenshot).setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const utr = page.getByLabel(upi.utr);
    await utr.fill('12345');
    await page.getByLabel(catalogueOf(locale).privacyNotice.form.consent).check();
    await agreeToRecommenderMail(page, locale);
    await page.getByRole('button', { name: words.apply.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(words.refusals.payment_utr_format);
    await utr.fill('4123 4567 8901');
    await page.getByRole('button', { name: words.apply.submit }).click();

    // The application carries the reference her payment named.
    await expect(page.getByRole('heading', { name: words.apply.applicationSubmitted })).toBeVisible();
    await expect(page.locator('[data-reference]')).toHaveText(reserved);
    const { data: row } = await service
      .from('student_registrations')
      .select('reference, payment_utr')
      .eq('email', email)
      .single();
    expect(row).toEqual({ reference: reserved, payment_utr: '412345678901' });
    await service.from('student_registrations').delete().eq('email', email);
    await expectNoPageErrors(errors);
  });
}
