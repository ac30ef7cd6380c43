// A blog post written in the admin reaches /blog and its own page in both languages
// after publishing, with no command typed; and a post dated ahead appears by itself when its time
// comes (the backend's timer runs private.publish_due_posts, as pg_cron does on hosted).
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { type PublishingStack, SCHEDULER_EVERY_MS, signInAsAdmin, siteText, test } from './stack.ts';

/**
 * The goal for an edit to go live is 10 s; a loaded machine gets some room: these tests
 * build the whole site (its images included) while the other end-to-end files run beside them.
 */
const LIVE_WITHIN_MS = 60_000;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** The value of a datetime-local field for a moment, in the browser's (this machine's) time zone. */
function localDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

async function addPost(
  page: Page,
  stack: PublishingStack,
  post: { title: string; titleTe: string; slug: string; publishAt?: Date },
) {
  await page.goto(`${stack.webUrl}/admin/blog`);
  await page.getByRole('button', { name: 'Add Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Post' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(post.title);
  await dialog.getByRole('textbox', { name: 'Title (Telugu)', exact: true }).fill(post.titleTe);
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(post.slug);
  await dialog.getByRole('textbox', { name: 'Summary', exact: true }).fill('News from the seminary.');
  await dialog.getByRole('textbox', { name: 'Body', exact: true }).fill('The whole story.');
  if (post.publishAt) await dialog.getByLabel('Publish at').fill(localDateTime(post.publishAt));
  await dialog.getByRole('switch', { name: 'Draft (not shown on the site)' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a post made in the admin reaches the English and Telugu blog and its own pages', async ({ page, stack }) => {
  const stamp = Date.now();
  const post = { title: `Chapel renewed ${stamp}`, titleTe: `ప్రార్థనా మందిరం ${stamp}`, slug: `chapel-${stamp}` };
  expect(await siteText(stack, '/blog')).not.toContain(post.title);

  await signInAsAdmin(page, stack);
  await addPost(page, stack, post);

  await expect
    .poll(() => siteText(stack, '/blog'), { timeout: LIVE_WITHIN_MS, intervals: [250] })
    .toContain(post.title);
  expect(await siteText(stack, '/te/blog')).toContain(post.titleTe);
  await page.goto(`${stack.webUrl}/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await page.goto(`${stack.webUrl}/te/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.titleTe);
  // The Telugu page falls back to the English body, marked as English.
  await expect(page.locator('[data-post-body]')).toHaveAttribute('lang', 'en-IN');
  expect(await siteText(stack, '/te/blog/rss.xml')).toContain(`<title>${post.titleTe}</title>`);
});

test('a post dated ahead is not shown before its time and appears by itself when it comes', async ({ page, stack }) => {
  const stamp = Date.now();
  const publishAt = new Date(Date.now() + 3_600_000);
  const post = { title: `Open day ${stamp}`, titleTe: `ఓపెన్ డే ${stamp}`, slug: `open-day-${stamp}` };

  await signInAsAdmin(page, stack);
  const builds = stack.publisher.buildCount;
  await addPost(page, stack, { ...post, publishAt });
  // The save itself publishes the site, without the post: its time has not come.
  await expect.poll(() => stack.publisher.buildCount, { timeout: LIVE_WITHIN_MS }).toBeGreaterThan(builds);
  await stack.publisher.settled();
  expect(await siteText(stack, '/blog')).not.toContain(post.title);

  // Its time comes: the clock moves an hour on, for the post and for the scheduler's record of
  // how far it has looked, rather than the test waiting the hour. The rows are changed with the
  // triggers off (as a clock would, with no edit of the post's own to republish the site): the
  // backend's timer alone finds the post due, and the build follows.
  const moved = await stack.db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    const { rows } = await tx.query<{ due: boolean }>(
      `update public.posts
          set published_at = published_at - interval '1 hour 1 minute',
              updated_at = updated_at - interval '1 hour 1 minute'
        where slug = $1
        returning published_at <= now() as due`,
      [post.slug],
    );
    await tx.query(
      `update private.post_schedule_state set checked_until = checked_until - interval '1 hour 1 minute' where id`,
    );
    return rows;
  });
  expect(moved).toEqual([{ due: true }]);
  await expect
    .poll(() => siteText(stack, '/blog'), { timeout: SCHEDULER_EVERY_MS + LIVE_WITHIN_MS, intervals: [250] })
    .toContain(post.title);
  expect(await siteText(stack, '/te/blog')).toContain(post.titleTe);
  expect((await fetch(`${stack.webUrl}/blog/${post.slug}`)).status).toBe(200);
});
