// Her receipt: once the admissions office's statement import matches her fee to her application,
// the e-mail in her language (Telugu here) links to her status page, which shows the receipt
// (its number, her reference, the day the fee came in, the amount) in Telugu with 'Print or save
// as PDF'; printed, the page is the receipt alone.
import { renderMail } from '../../packages/core/src/mail/render.ts';
import { importCredit, signedInOffice, submitApplication } from '../support/applications.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, collectPageErrors, DESKTOP, expectNoPageErrors } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('receipt: her status link shows her receipt in Telugu, printable alone', async ({ page, service }) => {
  const errors = collectPageErrors(page);
  const email = `receipt.${Date.now()}@example.com`;
  const { reference, id } = await submitApplication(service, {
    name: 'Esther Devi',
    email,
    program_interest: 'online',
    language: 'te',
  });

  // The office imports a statement line carrying her reference, as the admin sends it.
  const receiptNumber = await importCredit(await signedInOffice(), reference, {
    date: '2026-04-02',
    amount_paise: 100_000,
    narration: `UPI/${reference}/ESTHER`,
    utr: String(Date.now()).padStart(12, '4').slice(-12),
  });

  const { data: mails } = await service
    .from('mail_outbox')
    .select('kind, language, parameters')
    .eq('application_id', id)
    .eq('kind', 'receipt_applicant');
  expect(mails).toHaveLength(1);
  const mail = renderMail(mails?.[0] as NonNullable<typeof mails>[number]);
  expect(mail.subject).toBe(`మీ దరఖాస్తు ${reference}: రుసుము అందింది, రసీదు ${receiptNumber}`);
  const link = /\/te\/apply\/status\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(link);
  const receipt = page.getByRole('region', { name: 'రసీదు' });
  await expect(receipt).toContainText(`రసీదు నంబర్${receiptNumber}`);
  await expect(receipt).toContainText(`దరఖాస్తు రుసుము, దరఖాస్తు${reference}`);
  await expect(receipt).toContainText('అందిన తేదీ2 ఏప్రిల్, 2026');
  await expect(receipt).toContainText('మొత్తం₹1,000.00');
  await expect(receipt.getByRole('button', { name: 'ముద్రించండి లేదా PDF గా సేవ్ చేయండి' })).toBeVisible();
  await checkAccessibleAndCapture(page, 'receipt-te');

  // Printed: the receipt alone, without the site's header or the button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#site-header')).toBeHidden();
  await expect(receipt.getByRole('button')).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('receipt-te-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expectNoPageErrors(errors);

  await service.from('student_registrations').delete().eq('email', email);
});
