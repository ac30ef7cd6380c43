import { texts, validationMessages } from '../../packages/core/src/texts.ts';
import { checkAccessible, confirmDelete, expect, openSection, png, shoot, test } from './helpers.ts';

const DOWNLOADS = texts.admin.downloads;
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

test('downloads: PDF and thumbnail required, title from the PDF, edit, delete', async ({ page, service, request }) => {
  const stem = `E2E Handbook ${Date.now()}`;
  await openSection(page, 'downloads', DOWNLOADS.heading);
  await checkAccessible(page);
  await shoot(page, 'downloads');

  await page.getByRole('button', { name: 'Add Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Download' });
  await expect(dialog.getByLabel('PDF file')).toHaveAttribute('accept', /\.pdf/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.selectThumbnail);
  await dialog.getByLabel('Thumbnail image').setInputFiles(png('cover.png'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.selectPdf);
  await dialog.getByLabel('PDF file').setInputFiles(pdf(`${stem}.pdf`));
  await expect(dialog.getByText(`Title: ${stem}`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Category', exact: true }).fill('Academics');
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const created = await service.from('downloads').select('*').eq('title', stem).single();
  expect(created.data?.category).toBe('Academics');
  expect(created.data?.file_url).toMatch(/\/downloads\/files\/[0-9a-f-]{36}\.pdf$/);
  expect(created.data?.image_url).toMatch(/\/downloads\/thumbnails\/[0-9a-f-]{36}\.png$/);
  const card = page.getByRole('listitem').filter({ hasText: stem });
  await expect(card.getByRole('link', { name: `Open PDF: ${stem}` })).toHaveAttribute(
    'href',
    created.data?.file_url ?? '',
  );

  // Editing without a new PDF names the download 'Document' (DEFAULT_DOWNLOAD_TITLE).
  await card.getByRole('button', { name: `Edit ${stem}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Download' });
  await expect(editDialog.getByText(`Title: ${DOWNLOADS.defaultTitle}`)).toBeVisible();
  await editDialog.getByRole('textbox', { name: 'Description', exact: true }).fill('The student handbook.');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  const edited = await service.from('downloads').select('*').eq('id', created.data?.id).single();
  expect(edited.data).toMatchObject({ title: DOWNLOADS.defaultTitle, description: 'The student handbook.' });
  expect(edited.data?.file_url).toBe(created.data?.file_url);

  const editedCard = page.getByRole('listitem').filter({ hasText: 'The student handbook.' });
  await editedCard.getByRole('button', { name: `Delete ${DOWNLOADS.defaultTitle}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(DOWNLOADS.confirmDelete);
  await confirmDelete(page);
  await expect(editedCard).toHaveCount(0);
  expect((await service.from('downloads').select('id').eq('id', created.data?.id)).data).toEqual([]);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(created.data?.file_url ?? '')).ok()).toBe(true);
  // Kept while a version of the row names it, so a restore finds it (content history).
  expect((await request.get(created.data?.image_url ?? '')).ok()).toBe(true);
});
