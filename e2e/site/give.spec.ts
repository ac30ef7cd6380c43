// /give, 'Support Our Mission': per donation record the QR code, the sentence and the bank details.
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('give: the QR code, its sentence and the bank details of each donation record', async ({ page }) => {
  await page.goto('/give');
  await expect(pageHeading(page)).toHaveText(texts.give.heading);
  const donation = page.getByRole('article', { name: 'General Fund' });
  await expect(donation.getByRole('img', { name: 'QR code for donations to General Fund' })).toHaveAttribute(
    'src',
    /^\/_img\/general-fund.*\.webp$/,
  );
  await expect(donation).toContainText(texts.give.scanQrCode);
  const details = await donation
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')?.textContent?.trim(), row.querySelector('dd')?.textContent?.trim()]),
    );
  expect(details).toEqual([
    [texts.give.bankName, 'State Bank of India'],
    [texts.give.accountHolder, "Vijayawada Women's Bible Seminary"],
    [texts.give.accountNumber, '30012345678'],
    [texts.give.ifscCode, 'SBIN0009999'],
    [texts.give.branch, 'Governorpet, Vijayawada'],
  ]);
  await checkAccessibleAndCapture(page, 'give');
});
