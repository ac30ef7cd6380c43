// /alumni: the hero, the search over name, organization and location, Show/Hide Filters with
// year and degree, the cards with their testimonials, and the empty state with Clear Filters;
// a field an alumna hides is nowhere a visitor can reach.
// The first page is built into the page; searches, filters and other pages ask the database,
// and the URL keeps them, so a link shares a result and the back button returns to the last.
import { screenErrors, texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading } from './helpers.ts';

test.use({ viewport: DESKTOP });

const byYear = ['Hannah Jyothi', 'Priya Devi', 'Anitha Grace', 'Lydia Suvarna', 'Deborah Sravani', 'Ruth Mercy'];

test('alumni: cards by graduation year with class, position, degree, bio and testimonial', async ({ page }) => {
  await page.goto('/alumni');
  await expect(pageHeading(page)).toHaveText('Alumni Network');
  const cards = page.getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText(byYear);

  const priya = cards.filter({ hasText: 'Priya Devi' });
  for (const text of [
    `${texts.alumni.classOf} 2019`,
    "Women's Ministry Leader, Bethel Church",
    'Guntur, Andhra Pradesh',
    'Bachelor of Theology',
    'Priya leads a women',
  ]) {
    await expect(priya).toContainText(text);
  }
  await expect(priya.locator('blockquote')).toHaveText(
    '“The seminary taught me to read the Bible carefully and to teach it with love. I use what I learned every week.”',
  );
  await expect(priya.locator('img')).toHaveAttribute('src', /^\/_img\/priya-devi.*\.webp$/);
  // Without a testimonial, no quote.
  await expect(cards.filter({ hasText: 'Lydia Suvarna' }).locator('blockquote')).toHaveCount(0);

  const register = page.getByRole('link', { name: texts.alumni.registerAsAlumni });
  await expect(register).toHaveAttribute('href', '/alumni/register');

  await checkAccessibleAndCapture(page, 'alumni');
});

test('alumni: search, filters and the empty state', async ({ page }) => {
  await page.goto('/alumni');
  const search = page.getByRole('searchbox', { name: texts.alumni.searchPlaceholder });
  await expect(search).toHaveAttribute('placeholder', texts.alumni.searchPlaceholder);
  const shown = page.getByRole('article').getByRole('heading');

  // Text matches name, organization or location, ignoring case.
  await search.fill('RUTH');
  await expect(shown).toHaveText(['Ruth Mercy']);
  await search.fill('bethel');
  await expect(shown).toHaveText(['Priya Devi']);
  await search.fill('hyderabad');
  await expect(shown).toHaveText(['Anitha Grace']);
  await search.fill('');
  await expect(shown).toHaveCount(byYear.length);

  const toggle = page.getByRole('button', { name: texts.common.showFilters });
  const year = page.getByLabel(texts.alumni.graduationYear);
  const degree = page.getByLabel(texts.alumni.degree, { exact: true });
  await expect(year).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: texts.common.hideFilters })).toHaveAttribute('aria-expanded', 'true');
  await expect(year.getByRole('option').first()).toHaveText(texts.alumni.allYears);
  await expect(degree.getByRole('option').first()).toHaveText(texts.alumni.allDegrees);

  await year.selectOption('2015');
  await expect(shown).toHaveText(['Anitha Grace']);
  await year.selectOption('');
  await degree.selectOption('Bachelor of Theology');
  await expect(shown).toHaveText(['Priya Devi', 'Lydia Suvarna', 'Ruth Mercy']);
  await search.fill('ongole');
  await expect(shown).toHaveText(['Ruth Mercy']);

  await search.fill('Vizag');
  await expect(shown).toHaveCount(0);
  await expect(page.locator('[data-alumni-empty]')).toHaveText(new RegExp(`^${texts.alumni.noneMatching}`));
  await checkAccessibleAndCapture(page, 'alumni-empty');
  await page.getByRole('button', { name: texts.common.clearFilters }).click();
  await expect(shown).toHaveText(byYear);
  await expect(search).toHaveValue('');
  await expect(degree).toHaveValue('');

  await page.getByRole('button', { name: texts.common.hideFilters }).click();
  await expect(year).toBeHidden();
  await expect(page.getByRole('button', { name: texts.common.showFilters })).toHaveAttribute('aria-expanded', 'false');
});

test('alumni: the URL keeps the search, filters and page, and the back button returns to them', async ({ page }) => {
  await page.goto('/alumni?q=bethel');
  const search = page.getByRole('searchbox', { name: texts.alumni.searchPlaceholder });
  const shown = page.getByRole('article').getByRole('heading');
  const count = page.getByRole('status');
  await expect(search).toHaveValue('bethel');
  await expect(shown).toHaveText(['Priya Devi']);
  await expect(count).toHaveText('Showing 1–1 of 1 alumni');
  await expect(page.getByRole('navigation', { name: 'Alumni pages' })).toBeHidden();

  await search.fill('grace');
  await expect(page).toHaveURL(/\/alumni\/?\?q=grace$/);
  await expect(shown).toHaveText(['Anitha Grace']);
  // A card fetched live shows the stored photo at a fixed size, loaded lazily.
  const photo = page.getByRole('article').filter({ hasText: 'Anitha Grace' }).locator('img');
  await expect(photo).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/alumni-images\/alumni\/anitha-grace\.webp$/,
  );
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('width', '80');

  await page.getByRole('button', { name: texts.common.showFilters }).click();
  await page.getByLabel(texts.alumni.degree, { exact: true }).selectOption('Bachelor of Theology');
  await expect(page).toHaveURL(/\?q=grace&degree=Bachelor\+of\+Theology$/);
  await expect(shown).toHaveCount(0);
  await expect(count).toHaveText(texts.alumni.noneMatching);

  await page.goBack();
  await expect(page).toHaveURL(/\?q=grace$/);
  await expect(shown).toHaveText(['Anitha Grace']);
  await expect(page.getByLabel(texts.alumni.degree, { exact: true })).toHaveValue('');
  await page.goBack();
  await expect(search).toHaveValue('bethel');
  await expect(shown).toHaveText(['Priya Devi']);

  // A search no one matches, shared as a link, opens on the empty state.
  await page.goto('/alumni?q=nobody-by-this-name&year=1980');
  await expect(page.getByText(texts.alumni.noneMatching).first()).toBeVisible();
  await expect(page.getByLabel(texts.alumni.graduationYear)).toHaveValue('1980');
  await page.getByRole('button', { name: texts.common.clearFilters }).click();
  await expect(page).toHaveURL(/\/alumni\/?$/);
  await expect(shown).toHaveText(byYear);
  await expect(count).toHaveText(`Showing 1–${byYear.length} of ${byYear.length} alumni`);
});

test("alumni: what she types before the page's script has run is her search", async ({ page }) => {
  // The scripts wait until she has typed, as on a slow phone where the page arrives first.
  let typed: () => void = () => undefined;
  const afterTyping = new Promise<void>((resolve) => {
    typed = resolve;
  });
  await page.route('**/_astro/*.js', async (route) => {
    await afterTyping;
    await route.continue();
  });
  await page.goto('/alumni', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: texts.alumni.searchPlaceholder }).fill('Andhra Bible');
  typed();
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Deborah Sravani']);
  await expect(page).toHaveURL(/[?&]q=Andhra(\+|%20)Bible/);
});

test('alumni: search text with PostgREST and LIKE punctuation matches itself', async ({ page }) => {
  await page.goto('/alumni');
  const search = page.getByRole('searchbox', { name: texts.alumni.searchPlaceholder });
  const shown = page.getByRole('article').getByRole('heading');
  for (const text of ['%', '_', 'a,b', 'x)', '"', '\\', 'or=(name.eq.x)']) {
    await search.fill(text);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
    await expect(page.getByText(texts.alumni.noneMatching).first()).toBeVisible();
    await expect(shown).toHaveCount(0);
    await expect(page.getByText(screenErrors.admin.alumni.fetch)).toBeHidden();
  }
  // A comma inside the text is part of it, not a new filter.
  await search.fill('Guntur, Andhra');
  await expect(shown).toHaveText(['Priya Devi']);
});

test('alumni: a location she hides is in neither the page, nor its data, nor its search', async ({
  page,
  anon,
  supabaseUrl,
}) => {
  // The seed's Deborah Sravani shows everything but her town (supabase/seed.sql).
  const hidden = 'Tadepalligudem';
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().startsWith(supabaseUrl)) answers.push(await response.text().catch(() => ''));
  });
  for (const path of ['/alumni', '/te/alumni']) {
    const html = await (await page.goto(path))?.text();
    expect(html).toContain('Deborah Sravani');
    expect(html).not.toContain(hidden);
  }

  await page.goto('/alumni');
  const deborah = page.getByRole('article').filter({ hasText: 'Deborah Sravani' });
  await expect(deborah).toContainText('Andhra Bible College');
  await expect(deborah).not.toContainText(hidden);

  const search = page.getByRole('searchbox', { name: texts.alumni.searchPlaceholder });
  const shown = page.getByRole('article').getByRole('heading');
  await search.fill(hidden);
  await expect(page.getByText(texts.alumni.noneMatching).first()).toBeVisible();
  await expect(shown).toHaveCount(0);
  // What she shows still finds her, and her card fetched live has no town either.
  await search.fill('Andhra Bible');
  await expect(shown).toHaveText(['Deborah Sravani']);
  await expect(page.getByRole('article')).not.toContainText(hidden);
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.join('\n')).not.toContain(hidden);

  // Nor can a visitor ask the database for it directly.
  expect(await anon.from('alumni_directory').select('id').ilike('location', `*${hidden}*`)).toMatchObject({
    data: [],
    error: null,
  });
  expect((await anon.from('alumni_profiles').select('id').ilike('location', `*${hidden}*`)).error).toMatchObject({
    code: '42501',
  });
});
