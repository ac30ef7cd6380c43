import { screenErrors, texts, validationMessages } from '../../packages/core/src/texts.ts';
import { checkAccessible, confirmDelete, expect, fulfillRest, openSection, shoot, signIn, test } from './helpers.ts';

const STATISTICS = texts.admin.statistics;

test.describe.configure({ mode: 'serial' });

test('statistics: add with an icon, edit the value, delete', async ({ page, service }) => {
  const title = `E2E statistic ${Date.now()}`;
  await openSection(page, 'statistics', STATISTICS.heading);
  const table = page.getByRole('table', { name: 'Statistics' });
  await expect(table.getByRole('columnheader')).toHaveText(Object.values(STATISTICS.columns));
  await checkAccessible(page);
  await shoot(page, 'statistics');

  await page.getByRole('button', { name: STATISTICS.add }).click();
  const dialog = page.getByRole('dialog', { name: STATISTICS.addTitle });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.titleAndValueRequired);
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByLabel('Value').fill('12');
  await dialog.getByRole('combobox', { name: 'Icon' }).click();
  await page.getByRole('option', { name: 'Award' }).click();
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('12');
  await expect(row).toContainText('Award');
  const created = await service.from('statistics').select('*').eq('title', title).single();
  expect(created.data).toMatchObject({ value: 12, icon_name: 'Award' });
  // Newest first.
  await expect(table.getByRole('row').nth(1)).toContainText(title);

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: STATISTICS.editTitle });
  await expect(editDialog.getByLabel('Value')).toHaveValue('12');
  await editDialog.getByLabel('Value').fill('15');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('15');
  expect((await service.from('statistics').select('value').eq('id', created.data?.id).single()).data?.value).toBe(15);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page);
  await expect(row).toHaveCount(0);
  expect((await service.from('statistics').select('id').eq('id', created.data?.id)).data).toEqual([]);
});

test('statistics: the loading, empty and error texts', async ({ page }) => {
  await signIn(page);
  let answer: 'held-empty' | 'error' = 'held-empty';
  // The empty answer waits until the loading text has been seen.
  let releaseAnswer: () => void = () => undefined;
  const answerReleased = new Promise<void>((resolve) => {
    releaseAnswer = resolve;
  });
  await page.route('**/rest/v1/statistics*', async (route) => {
    if (answer === 'error') return fulfillRest(route, { status: 500, body: { message: 'boom' } });
    await answerReleased;
    return fulfillRest(route, { body: [] });
  });
  await page.goto('/admin/statistics');
  await expect(page.getByText(STATISTICS.loading)).toBeVisible();
  releaseAnswer();
  await expect(page.getByText(STATISTICS.empty)).toBeVisible();
  answer = 'error';
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(screenErrors.admin.statistics.fetch);
});
