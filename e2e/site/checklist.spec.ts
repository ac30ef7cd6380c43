// Her checklist on the status page her link opens: her form received on the day she applied, her
// fee and the decision still missing, each said in words (in English and in Telugu), and printed
// with the page; once the office has matched her fee to its bank statement and accepted her,
// both say when they were done.
import { createClient } from '@supabase/supabase-js';
import { APPLICATION_REFERENCE_PATTERN } from '../../packages/core/src/admissions.ts';
import { formatDate } from '../../packages/core/src/i18n/languages.ts';
import { renderMail } from '../../packages/core/src/mail/render.ts';
import { paymentScreenshotObjectName } from '../../packages/core/src/storage.ts';
import { accounts, expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, collectPageErrors, DESKTOP, expectNoPageErrors, PNG } from './helpers.ts';

test.use({ viewport: DESKTOP });

test('checklist: her status link shows what has been received and what is missing, in English and Telugu', async ({
  page,
  service,
  supabaseUrl,
}) => {
  const errors = collectPageErrors(page);
  const email = `checklist.${Date.now()}@example.com`;
  const screenshot = paymentScreenshotObjectName('checklist.png');
  const upload = await service.storage
    .from('payment-screenshots')
    .upload(screenshot, new Blob([PNG], { type: 'image/png' }));
  expect(upload.error).toBeNull();
  const { data: reference, error } = await service.rpc('submit_application', {
    application: { name: 'Ruth Kumari', email, program_interest: 'online', payment_screenshot_url: screenshot },
    idempotency_key: crypto.randomUUID(),
  });
  expect(error).toBeNull();
  expect(reference).toMatch(APPLICATION_REFERENCE_PATTERN);
  const { data: stored } = await service
    .from('student_registrations')
    .select('id, created_at')
    .eq('email', email)
    .single();
  const { data: mails } = await service
    .from('mail_outbox')
    .select('kind, language, parameters')
    .eq('application_id', stored?.id ?? '')
    .eq('kind', 'application_applicant');
  const link = /\/apply\/status\?token=[A-Za-z0-9_-]{43}/.exec(mails?.[0] ? renderMail(mails[0]).text : '')?.[0] ?? '';
  expect(link).not.toBe('');
  const applied = stored?.created_at ?? '';

  await page.goto(link);
  const checklist = page.getByRole('region', { name: 'Your checklist' });
  const items = checklist.getByRole('listitem');
  // Each item's state is in its words, beside a mark read by no screen reader.
  await expect(items).toHaveText([
    `✓Application formReceived on ${formatDate('en', applied)}`,
    '○Application feeNot yet verified',
    '○DecisionNot yet made',
  ]);
  await checkAccessibleAndCapture(page, 'checklist-en');

  // Printed with the page, as long as no receipt asks to be printed alone.
  await page.emulateMedia({ media: 'print' });
  await expect(checklist).toBeVisible();
  await expect(items).toHaveCount(3);
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/te${link}`);
  const telugu = page.getByRole('region', { name: 'మీ దరఖాస్తు తనిఖీ జాబితా' });
  await expect(telugu.getByRole('listitem')).toHaveText([
    `✓దరఖాస్తు ఫారం${formatDate('te', applied)}న అందింది`,
    '○దరఖాస్తు రుసుముఇంకా ధృవీకరించబడలేదు',
    '○నిర్ణయంఇంకా తీసుకోలేదు',
  ]);
  await checkAccessibleAndCapture(page, 'checklist-te');

  // The office matches her fee to its statement and accepts her.
  const office = createClient(supabaseUrl, process.env.E2E_ANON_KEY ?? '', { auth: { persistSession: false } });
  expect((await office.auth.signInWithPassword(accounts.admissions)).error).toBeNull();
  const utr = String(Date.now() + 7)
    .padStart(12, '5')
    .slice(-12);
  const imported = await office.rpc('import_statement_credits', {
    credits: [{ date: '2026-04-02', amount_paise: 100_000, narration: `UPI/${reference}/RUTH`, utr }],
  });
  expect(imported.error).toBeNull();
  expect(imported.data.matched).toHaveLength(1);
  expect(
    (await office.rpc('set_application_status', { application_id: stored?.id ?? '', status: 'accepted' })).error,
  ).toBeNull();
  const { data: done } = await service
    .from('student_registrations')
    .select('payment_verified_at, status_changed_at')
    .eq('id', stored?.id ?? '')
    .single();

  await page.goto(`/te${link}`);
  await expect(telugu.getByRole('listitem')).toHaveText([
    `✓దరఖాస్తు ఫారం${formatDate('te', applied)}న అందింది`,
    `✓దరఖాస్తు రుసుము${formatDate('te', done?.payment_verified_at ?? '')}న ధృవీకరించబడింది`,
    `✓నిర్ణయం${formatDate('te', done?.status_changed_at ?? '')}న తీసుకోబడింది`,
  ]);
  await page.goto(link);
  await expect(items).toHaveText([
    `✓Application formReceived on ${formatDate('en', applied)}`,
    `✓Application feeVerified on ${formatDate('en', done?.payment_verified_at ?? '')}`,
    `✓DecisionMade on ${formatDate('en', done?.status_changed_at ?? '')}`,
  ]);
  await expectNoPageErrors(errors);

  await service.from('student_registrations').delete().eq('email', email);
});
