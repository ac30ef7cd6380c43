// The admin's Telugu fields: each text's English and Telugu inputs side by side
// (stacked on a phone), the Telugu one marked lang="te" and optional, and what is typed there
// lands in the <column>_te column, blank as null.
import type { Page } from '@playwright/test';
import { texts, validationMessages } from '../../packages/core/src/texts.ts';
import { checkAccessible, expect, shoot, signIn, test } from './helpers.ts';

const STATISTICS = texts.admin.statistics;
const ABOUT = texts.admin.about;

test('a Telugu title entered in the admin is saved, edited and cleared in the database', async ({ page, service }) => {
  const title = `E2E Telugu statistic ${Date.now()}`;
  await signIn(page);
  await page.goto('/admin/statistics');
  await page.getByRole('button', { name: STATISTICS.add }).click();
  const dialog = page.getByRole('dialog', { name: STATISTICS.addTitle });
  const english = dialog.getByRole('textbox', { name: 'Title', exact: true });
  const telugu = dialog.getByRole('textbox', { name: 'Title (Telugu)', exact: true });
  await expect(telugu).toHaveAttribute('lang', 'te');
  const [englishBox, teluguBox] = [await english.boundingBox(), await telugu.boundingBox()];
  expect(teluguBox?.y).toBe(englishBox?.y);
  expect(Number(teluguBox?.x)).toBeGreaterThan(Number(englishBox?.x) + Number(englishBox?.width));

  // Telugu alone is not enough: the English title stays required.
  await telugu.fill('గ్రామాలు');
  await dialog.getByLabel('Value').fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validationMessages.titleAndValueRequired);
  await english.fill(title);
  await checkAccessible(page);
  await shoot(page, 'telugu-statistic-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const created = await service.from('statistics').select('id, title, title_te').eq('title', title).single();
  expect(created.data).toMatchObject({ title, title_te: 'గ్రామాలు' });
  const id = String(created.data?.id);

  const row = page.getByRole('table', { name: 'Statistics' }).getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: STATISTICS.editTitle });
  const editTelugu = editDialog.getByRole('textbox', { name: 'Title (Telugu)', exact: true });
  await expect(editTelugu).toHaveValue('గ్రామాలు');
  await editTelugu.fill('చేరుకున్న గ్రామాలు');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  const edited = await service.from('statistics').select('title, title_te').eq('id', id).single();
  expect(edited.data).toEqual({ title, title_te: 'చేరుకున్న గ్రామాలు' });

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await editTelugu.fill('   ');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  const cleared = await service.from('statistics').select('title, title_te').eq('id', id).single();
  expect(cleared.data).toEqual({ title, title_te: null });

  await service.from('statistics').delete().eq('id', id);
});

test('on a phone the Telugu field sits below the English one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/admin/statistics');
  await page.getByRole('button', { name: STATISTICS.add }).click();
  const dialog = page.getByRole('dialog', { name: STATISTICS.addTitle });
  const englishBox = await dialog.getByRole('textbox', { name: 'Title', exact: true }).boundingBox();
  const teluguBox = await dialog.getByRole('textbox', { name: 'Title (Telugu)', exact: true }).boundingBox();
  expect(teluguBox?.x).toBe(englishBox?.x);
  expect(Number(teluguBox?.y)).toBeGreaterThan(Number(englishBox?.y) + Number(englishBox?.height));
});

test('an about section shows its Telugu rich text beside the English one', async ({ page, service }) => {
  const { data: section } = await service
    .from('about_sections')
    .select('title, content_te')
    .eq('section_type', 'vision')
    .single();
  expect(section?.content_te).toContain('దేవుని వాక్యాన్ని');
  await signIn(page);
  await page.goto('/admin/about');
  await page
    .getByRole('article')
    .filter({ hasText: String(section?.title) })
    .getByRole('button', { name: `Edit ${section?.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: ABOUT.editSectionTitle });
  const teluguEditor = dialog.getByRole('textbox', { name: 'Content (Telugu)', exact: true });
  await expect(teluguEditor).toHaveAttribute('lang', 'te');
  await expect(teluguEditor).toContainText('దేవుని వాక్యాన్ని');
  await expect(dialog.getByRole('textbox', { name: 'Content', exact: true })).toHaveAttribute('lang', 'en');
  await checkAccessible(page);
  await dialog.getByRole('button', { name: texts.common.cancel }).click();
});

/**
 * Telugu-language elements with Telugu letters (their own text nodes, a field's value) that are
 * set with letter-spacing or a case transform, described; one pass over the whole page.
 */
function trackedTelugu(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!/^te(-|$)/i.test(element.closest('[lang]')?.getAttribute('lang') ?? '')) continue;
      let own = '';
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent;
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) own += element.value;
      if (!/[\u0C00-\u0C7F]/.test(own)) continue;
      const { letterSpacing, textTransform } = getComputedStyle(element);
      if ((letterSpacing === 'normal' || letterSpacing === '0px') && textTransform === 'none') continue;
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      offenders.push(
        `<${element.localName}${classes}> "${own.trim().slice(0, 30)}": ${letterSpacing}, ${textTransform}`,
      );
    }
    return offenders;
  });
}

// Material's type scale gives every variant a letter-spacing (body text 0.00938em, buttons
// 0.02857em and uppercase), which puts gaps between Telugu syllables.
test('Telugu in the fields, the editor and the preview is set without tracking or case', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Add Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Post' });
  await dialog.getByRole('textbox', { name: 'Title (Telugu)', exact: true }).fill('పట్టభద్రత వారం');
  await dialog.getByRole('textbox', { name: 'Summary (Telugu)', exact: true }).fill('కృతజ్ఞతా దినాలు');
  await dialog.getByRole('textbox', { name: 'Body (Telugu)', exact: true }).fill('క్యాలెండర్ ప్రకారం');
  await dialog.getByRole('tab', { name: 'Telugu' }).click();
  await expect(dialog.locator('[data-post-preview]')).toContainText('క్యాలెండర్ ప్రకారం');
  expect(await trackedTelugu(page)).toEqual([]);
});
