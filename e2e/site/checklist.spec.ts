// Her checklist on the status page her link opens: her form received on the day she applied, her
// fee and the decision still missing, each said in words (in English and in Telugu), and printed
// with the page; once the office has matched her fee to its bank statement and accepted her,
// both say when they were done. The Telugu page says her status and its date in Telugu.
import { APPLICATION_STATUS_LABELS } from '../../packages/core/src/admissions.ts';
import { formatDate } from '../../packages/core/src/i18n/languages.ts';
import { renderMail } from '../../packages/core/src/mail/render.ts';
import { importCredit, signedInOffice, submitApplication } from '../support/applications.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, collectPageErrors, DESKTOP, expectNoPageErrors } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('checklist: her status link shows what has been received and what is missing, in English and Telugu', async ({
  page,
  service,
}) => {
  const errors = collectPageErrors(page);
  const email = `checklist.${Date.now()}@example.com`;
  const { reference, id } = await submitApplication(service, {
    name: 'Ruth Kumari',
    email,
    phone: '+91 98490 55667',
    program_interest: 'online',
  });
  const { data: stored } = await service
    .from('student_registrations')
    .select('created_at, status_changed_at')
    .eq('id', id)
    .single();
  const { data: mails } = await service
    .from('mail_outbox')
    .select('kind, language, parameters')
    .eq('application_id', id)
    .eq('kind', 'application_applicant');
  const link = /\/apply\/status\?token=[A-Za-z0-9_-]{43}/.exec(mails?.[0] ? renderMail(mails[0]).text : '')?.[0] ?? '';
  expect(link).not.toBe('');
  const applied = stored?.created_at ?? '';

  await page.goto(link);
  const checklist = page.getByRole('region', { name: 'Your checklist' });
  const items = checklist.getByRole('listitem');
  const waiting = [
    `✓Application formReceived on ${formatDate('en', applied)}`,
    '○Application feeNot yet verified',
    '○DecisionNot yet made',
  ];
  // Each item's state is in its words, beside a mark read by no screen reader.
  await expect(items).toHaveText(waiting);
  await checkAccessibleAndCapture(page, 'checklist-en');

  // Printed with the page, as long as no receipt asks to be printed alone.
  await page.emulateMedia({ media: 'print' });
  await expect(checklist).toBeVisible();
  await expect(items).toHaveCount(3);
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/te${link}`);
  const telugu = page.getByRole('region', { name: 'మీ తనిఖీ జాబితా' });
  await expect(telugu.getByRole('listitem')).toHaveText([
    `✓దరఖాస్తు ఫారం${formatDate('te', applied)}న అందింది`,
    '○దరఖాస్తు రుసుముఇంకా ధృవీకరించబడలేదు',
    '○నిర్ణయంఇంకా తీసుకోలేదు',
  ]);
  const teluguResult = page.getByRole('region', { name: 'మీ దరఖాస్తు', exact: true });
  await expect(teluguResult).toContainText('స్థితిస్వీకరించబడింది');
  await expect(teluguResult).toContainText(`చివరిగా మారిన తేదీ${formatDate('te', stored?.status_changed_at ?? '')}`);
  await checkAccessibleAndCapture(page, 'checklist-te');

  // Her reference and phone number show the same checklist.
  await page.goto(`/apply/status?ref=${reference}`);
  await page.getByLabel('Phone number or e-mail').fill('98490 55667');
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(items).toHaveText(waiting);

  // The office matches her fee to its statement and accepts her.
  const office = await signedInOffice();
  await importCredit(office, reference, {
    date: '2026-04-02',
    amount_paise: 100_000,
    utr: String(Date.now() + 7)
      .padStart(12, '5')
      .slice(-12),
  });
  expect((await office.rpc('set_application_status', { application_id: id, status: 'accepted' })).error).toBeNull();
  const { data: done } = await service
    .from('student_registrations')
    .select('payment_verified_at, status_changed_at')
    .eq('id', id)
    .single();

  await page.goto(`/te${link}`);
  await expect(telugu.getByRole('listitem')).toHaveText([
    `✓దరఖాస్తు ఫారం${formatDate('te', applied)}న అందింది`,
    `✓దరఖాస్తు రుసుము${formatDate('te', done?.payment_verified_at ?? '')}న ధృవీకరించబడింది`,
    `✓నిర్ణయం${formatDate('te', done?.status_changed_at ?? '')}న తీసుకోబడింది`,
  ]);
  await expect(teluguResult).toContainText('స్థితిఆమోదించబడింది');
  await expect(teluguResult).toContainText(`చివరిగా మారిన తేదీ${formatDate('te', done?.status_changed_at ?? '')}`);
  // Nothing on the Telugu page names a status in English.
  for (const english of Object.values(APPLICATION_STATUS_LABELS)) {
    await expect(page.locator('main')).not.toContainText(english);
  }
  await page.goto(link);
  await expect(items).toHaveText([
    waiting[0] as string,
    `✓Application feeVerified on ${formatDate('en', done?.payment_verified_at ?? '')}`,
    `✓DecisionMade on ${formatDate('en', done?.status_changed_at ?? '')}`,
  ]);
  await expectNoPageErrors(errors);

  await service.from('student_registrations').delete().eq('email', email);
});
