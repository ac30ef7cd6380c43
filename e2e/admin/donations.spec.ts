import { texts, validationMessages } from '../../packages/core/src/texts.ts';
import { checkAccessible, confirmDelete, expect, openSection, png, shoot, test } from './helpers.ts';

test('donations: fields and QR code required, add, edit with a new QR code, delete', async ({
  page,
  service,
  request,
}) => {
  const title = `E2E Building Fund ${Date.now()}`;
  await openSection(page, 'donations', texts.admin.donations.heading);
  await checkAccessible(page);
  await shoot(page, 'donations');

  await page.getByRole('button', { name: 'Add Donation Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Donation Information' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.requiredFields);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByLabel(texts.give.bankName).fill('Canara Bank');
  await dialog.getByLabel(texts.give.accountHolder).fill("Vijayawada Women's Bible Seminary");
  await dialog.getByLabel(texts.give.accountNumber).fill('1234500001');
  await dialog.getByLabel(texts.give.ifscCode).fill('CNRB0001234');
  await dialog.getByLabel(texts.give.branch).fill('Benz Circle');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.selectQrCode);
  await dialog.getByLabel('QR code image').setInputFiles(png('qr.png'));
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('CNRB0001234');
  const created = await service.from('donation_info').select('*').eq('title', title).single();
  expect(created.data?.qr_code_url).toMatch(/\/donation-images\/qr-codes\/[0-9a-f-]{36}\.png$/);

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Donation Information' });
  await editDialog.getByLabel(texts.give.branch).fill('Labbipet');
  await editDialog.getByLabel('QR code image').setInputFiles(png('new-qr.png'));
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  const edited = await service.from('donation_info').select('*').eq('id', created.data?.id).single();
  expect(edited.data?.branch).toBe('Labbipet');
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(created.data?.qr_code_url ?? '')).ok()).toBe(true);

  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page);
  await expect(card).toHaveCount(0);
  expect((await service.from('donation_info').select('id').eq('id', created.data?.id)).data).toEqual([]);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(edited.data?.qr_code_url ?? '')).ok()).toBe(true);
});
