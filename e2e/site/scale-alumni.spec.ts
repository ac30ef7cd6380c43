// The alumni directory at ten times the seed: 3,000 alumni inserted with the service role. The
// alumna inserted first is last in the directory's order (the oldest year, the last name), and
// the page's own search box finds her; paging reaches the last page. The built page predates
// these rows, so only the live parts (search, filters, later pages) are relied on; the rows are
// deleted at the end so other specs see the seed as it was.
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { DESKTOP } from './helpers.ts';

test.use({ viewport: DESKTOP });

const COUNT = 3_000;
const ORGANIZATION = 'Scaletest Fellowship';
const FIRST = 'Zilpah Scaletest-Eldest';

test('alumni at scale: the first inserted is found by the search box and paging reaches the end', async ({
  page,
  service,
}) => {
  test.setTimeout(180_000);
  const rows = Array.from({ length: COUNT }, (_, index) => ({
    name: index === 0 ? FIRST : `Scaletest Alumna ${String(index).padStart(4, '0')}`,
    // Older than every seeded alumna, so the seed's own first page stays as it was.
    graduation_year: index === 0 ? 1980 : 1981 + (index % 17),
    degree: 'Doctor of Ministry',
    current_position: 'Evangelist',
    organization: ORGANIZATION,
    location: 'Scaletown, Andhra Pradesh',
    bio: 'Inserted by the scale test.',
  }));
  try {
    for (let start = 0; start < COUNT; start += 500) {
      const { error } = await service.from('alumni_profiles').insert(rows.slice(start, start + 500));
      expect(error).toBeNull();
    }

    await page.goto('/alumni');
    const search = page.getByRole('searchbox', { name: texts.alumni.searchPlaceholder });
    const shown = page.getByRole('article').getByRole('heading');
    await search.fill('scaletest-eldest');
    await expect(shown).toHaveText([FIRST]);
    await expect(page.getByRole('article')).toContainText(`${texts.alumni.classOf} 1980`);

    await search.fill('scaletest');
    await expect(page.getByRole('status')).toHaveText('Showing 1–24 of 3,000 alumni');
    await expect(page.getByText('Page 1 of 125')).toBeVisible();
    const next = page.getByRole('button', { name: texts.apply.next });
    await next.click();
    await expect(page.getByRole('status')).toHaveText('Showing 25–48 of 3,000 alumni');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);

    await page.goto('/alumni?q=scaletest&page=125');
    await expect(page.getByText('Page 125 of 125')).toBeVisible();
    await expect(shown).toHaveCount(24);
    await expect(shown.last()).toHaveText(FIRST);
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: texts.apply.previous }).click();
    await expect(page.getByText('Page 124 of 125')).toBeVisible();
    await page.goBack();
    await expect(shown.last()).toHaveText(FIRST);

    // The whole directory's last page, without a search, ends with her too.
    await page.goto('/alumni?page=9999');
    await expect(shown.last()).toHaveText(FIRST);
    await expect(page).toHaveURL(/[?&]page=126$/);
  } finally {
    const { error } = await service.from('alumni_profiles').delete().eq('organization', ORGANIZATION);
    expect(error).toBeNull();
  }
});
