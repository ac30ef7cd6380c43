// /courses/{programId}: the program's hero, 'Back to Programs', 'Available Courses' with a card
// per course and 'Apply Now' opening the application with program and course chosen; any
// other id goes to /courses.
import { PROGRAM_LABELS, type ProgramType } from '../../packages/core/src/constants.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading, structuredData } from './helpers.ts';

test.use({ viewport: DESKTOP });

const seededCourses: Record<ProgramType, string[]> = {
  residential: ['Bachelor of Theology', 'Master of Divinity', 'Master of Theology'],
  hybrid: ['Bachelor of Theology (Hybrid)', 'Graduate Certificate in Ministry', 'Master of Arts in Ministry'],
  online: ['Certificate in Biblical Studies'],
};

for (const programId of ['residential', 'hybrid', 'online'] as const) {
  test(`program ${programId}: hero, back link, its courses by title with Apply Now`, async ({ page, anon }) => {
    const { data: courses } = await anon
      .from('courses')
      .select('id, title')
      .eq('program_type', programId)
      .in('title', seededCourses[programId])
      .order('title');
    await page.goto(`/courses/${programId}`);
    await expect(pageHeading(page)).toHaveText(PROGRAM_LABELS[programId]);
    if (programId === 'online') await expect(page.getByRole('main')).toContainText(texts.courses.comingSoon);
    await expect(page.getByRole('link', { name: texts.courses.backToPrograms })).toHaveAttribute('href', '/courses');

    const section = page.getByRole('region', { name: texts.courses.availableCourses });
    const cards = section.getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(seededCourses[programId]);
    for (const course of courses ?? []) {
      const card = cards.filter({ has: page.getByRole('heading', { name: course.title, exact: true }) });
      await expect(card).toContainText('Duration:');
      await expect(card).toContainText('Schedule:');
      await expect(card).toContainText('Intake:');
      await expect(card.getByRole('link', { name: texts.common.applyNow })).toHaveAttribute(
        'href',
        `/apply?program=${programId}&course=${course.id}`,
      );
    }

    // Structured data: each course as a schema.org Course.
    const jsonLd = await structuredData(page);
    const courseNames = jsonLd.flatMap((data) => (data['@graph'] ?? []).map((item: { name: string }) => item.name));
    expect(courseNames).toEqual(seededCourses[programId]);

    await checkAccessibleAndCapture(page, `courses-${programId}`);
  });
}

test('program: Apply Now opens the application with the program and course chosen', async ({ page }) => {
  await page.goto('/courses/residential');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Master of Divinity' }) });
  await card.getByRole('link', { name: texts.common.applyNow }).click();
  await expect(page).toHaveURL(/\/apply\?program=residential&course=/);
  await expect(page.getByLabel(texts.apply.fields.programType)).toHaveValue('residential');
  await expect(page.getByRole('radio', { name: 'Master of Divinity' })).toBeChecked();
});

test('program: any other id goes to /courses', async ({ page }) => {
  const response = await page.goto('/courses/evening-classes');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/courses$/);
  await expect(pageHeading(page)).toHaveText('Programs & Courses');
});
