// UPI Payments, the administrators' screen: the school's UPI ID, payee name and each program's
// application fee, refused in the form when the UPI ID is not one, saved to the one settings row
// the payment step reads. Only the online fee is changed, and put back, so the application specs
// running beside it keep the settings they set.
import { checkAccessible, expect, shoot, signIn, test } from './helpers.ts';

test('UPI payments: an administrator sets the online fee; a UPI ID that is not one is refused', async ({
  page,
  service,
}) => {
  const before = await service.from('payment_settings').select('fee_online').eq('id', 1).single();
  expect(before.error).toBeNull();
  await signIn(page);
  await page.getByRole('menu', { name: 'Admin sections' }).getByRole('menuitem', { name: 'UPI Payments' }).click();
  await expect(page.getByRole('heading', { name: 'UPI Payments', level: 1 })).toBeVisible();
  const vpa = page.getByLabel('UPI ID (VPA)');
  await expect(vpa).toBeEnabled();
  await checkAccessible(page);
  await shoot(page, 'payment-settings');

  const kept = await vpa.inputValue();
  await vpa.fill('not a upi id');
  await page.getByRole('button', { name: 'Save UPI settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a UPI ID such as seminary@okaxis.');

  await vpa.fill(kept);
  const fee = page.getByLabel('Application fee: Center for Online Education');
  await fee.fill('300.5');
  await page.getByRole('button', { name: 'Save UPI settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'UPI settings saved.' })).toBeVisible();
  await expect(fee).toHaveValue('300.5');
  const saved = await service.from('payment_settings').select('fee_online').eq('id', 1).single();
  expect(saved.data).toEqual({ fee_online: 300.5 });

  await service
    .from('payment_settings')
    .update({ fee_online: before.data?.fee_online ?? null })
    .eq('id', 1);
});
