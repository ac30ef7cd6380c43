// The admissions office's work in a real browser against the end-to-end backend: an
// application's status changed with a note from its row, seen in its history, the list and its
// filter; the dashboard's counts by status; the mail settings; a failed e-mail sent again.
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '../../packages/core/src/admissions.ts';
import { checkAccessible, expect, insertApplication, shoot, signIn, test, uploadPaymentScreenshot } from './helpers.ts';

test('an application: status changed with a note from its row, its history, the list filter and the dashboard', async ({
  page,
  service,
}) => {
  const stamp = Date.now();
  const screenshot = `admissions-${stamp}.png`;
  await uploadPaymentScreenshot(service, screenshot);
  const inserted = await insertApplication(service, {
    name: `Ruth ${stamp}`,
    email: `ruth-${stamp}@example.com`,
    phone: '+91 98765 43210',
    city: 'Guntur',
    state: 'Andhra Pradesh',
    payment_screenshot_url: screenshot,
  });
  const { reference } = inserted;
  expect(reference).toMatch(/^APP-\d{4}-[2-9A-HJ-NP-Z]{6}$/);

  await signIn(page);
  await page.goto('/admin/student-registrations');
  await page.getByLabel('Search by name, email, phone, city or state, or by reference').fill(reference);
  const table = page.getByRole('table', { name: 'Student Registrations' });
  const row = table.getByRole('row', { name: new RegExp(`Ruth ${stamp}`) });
  await expect(row).toContainText(reference);
  await expect(row).toContainText('Received');
  await expect(row).toContainText('Not Contacted');

  await row.getByRole('button', { name: `Actions for Ruth ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Change status' }).click();
  const change = page.getByRole('dialog', { name: `Change status: Ruth ${stamp}` });
  await change.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Under review' }).click();
  await change.getByLabel('Internal note (optional)').fill(`Called on ${stamp}; sending transcripts.`);
  await checkAccessible(page);
  await change.getByRole('button', { name: 'Save status' }).click();
  await expect(change).toHaveCount(0);
  await expect(row).toContainText('Under review');
  const saved = await service.from('student_registrations').select('status').eq('id', inserted.id).single();
  expect(saved.data?.status).toBe('under_review');

  await row.getByRole('button', { name: `Actions for Ruth ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'View application' }).click();
  const details = page.getByRole('dialog', { name: `Application ${reference}` });
  await expect(details).toContainText(`ruth-${stamp}@example.com`);
  const history = details.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(0)).toContainText('— → Received');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Received → Under review');
  await expect(history.getByRole('listitem').nth(1)).toContainText(`Note: Called on ${stamp}; sending transcripts.`);
  await expect(history.getByRole('listitem').nth(1)).toContainText(/e2e-admin-.*@example\.com/);
  await checkAccessible(page);
  await shoot(page, 'admissions-application');
  await details.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByRole('combobox', { name: 'Application status' }).click();
  await page.getByRole('option', { name: 'Under review' }).click();
  await expect(page).toHaveURL(/status%22%3A%22under_review|status":"under_review/);
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'Application status' }).click();
  await page.getByRole('option', { name: 'Accepted', exact: true }).click();
  await expect(row).toHaveCount(0);

  const byStatus = page.getByRole('region', { name: 'Applications by status' });
  // Other tests may add applications meanwhile: the counts are read again with each new look.
  await expect(async () => {
    await page.goto('/admin/');
    await expect(byStatus.getByRole('link')).toHaveCount(APPLICATION_STATUSES.length);
    for (const status of APPLICATION_STATUSES) {
      const { count } = await service
        .from('student_registrations')
        .select('id', { count: 'exact', head: true })
        .eq('status', status);
      await expect(
        byStatus.getByRole('link', { name: `${count ?? 0} ${APPLICATION_STATUS_LABELS[status]}`, exact: true }),
      ).toBeVisible({ timeout: 5_000 });
    }
  }).toPass({ timeout: 60_000 });
  await byStatus.getByRole('link', { name: /Under review/ }).click();
  await expect(page).toHaveURL(/\/admin\/student-registrations\?filter=.*under_review/);
  await expect(page.getByRole('combobox', { name: 'Application status' })).toHaveText('Under review');
});

test('mail: the office addresses saved, a bad address refused, a failed e-mail retried', async ({ page, service }) => {
  const stamp = Date.now();
  const before = await service.from('mail_settings').select('*').eq('id', 1).single();
  expect(before.error).toBeNull();
  const failed = await service
    .from('mail_outbox')
    .insert({
      // Its subject is written from its values: "Failed notice <stamp>: an alumni registration to review".
      kind: 'alumni_registration_office',
      to_addresses: [`office-${stamp}@example.com`],
      from_address: 'Admissions <admissions@example.com>',
      parameters: { school: `Failed notice ${stamp}`, site: 'http://localhost:4321' },
      status: 'failed',
      attempts: 5,
      last_error: '550 mailbox unavailable',
    })
    .select()
    .single();
  expect(failed.error).toBeNull();

  try {
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Mail' }).click();
    await expect(page.getByRole('heading', { name: 'Mail', level: 1 })).toBeVisible();
    const office = page.getByLabel('Office addresses');
    await expect(office).toHaveValue(before.data?.office_addresses.join('\n') ?? '');

    await office.fill(`admissions@example.com\nnot-an-address`);
    await page.getByRole('button', { name: 'Save mail settings' }).click();
    await expect(page.getByRole('alert')).toHaveText('"not-an-address" is not a valid e-mail address.');

    await office.fill(`admissions@example.com\noffice-${stamp}@example.com`);
    await page.getByLabel('From address').fill(`Admissions Office <office-${stamp}@example.com>`);
    await page.getByRole('button', { name: 'Save mail settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Mail settings saved.');
    const after = await service.from('mail_settings').select('*').eq('id', 1).single();
    expect(after.data?.office_addresses).toEqual(['admissions@example.com', `office-${stamp}@example.com`]);
    expect(after.data?.from_address).toBe(`Admissions Office <office-${stamp}@example.com>`);

    await page.getByRole('combobox', { name: 'Mail status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    const outbox = page.getByRole('table', { name: 'Outbox' });
    const row = outbox.getByRole('row', { name: new RegExp(`Failed notice ${stamp}`) });
    await expect(row).toContainText('550 mailbox unavailable');
    await expect(row).toContainText(`office-${stamp}@example.com`);
    await checkAccessible(page);
    await shoot(page, 'admissions-mail');
    await row.getByRole('button', { name: `Retry Failed notice ${stamp}` }).click();
    await expect(row).toHaveCount(0);
    const retried = await service.from('mail_outbox').select('status').eq('id', failed.data?.id).single();
    expect(['pending', 'sending', 'sent']).toContain(retried.data?.status);
  } finally {
    await service
      .from('mail_settings')
      .update({ office_addresses: before.data?.office_addresses, from_address: before.data?.from_address })
      .eq('id', 1);
  }
});
