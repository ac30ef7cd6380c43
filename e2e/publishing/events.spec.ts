// An event made in the admin reaches /events and its own page in English and
// in Telugu after publishing, with no command typed, and its calendar file with it.
import { expect } from '../support/fixtures.ts';
import { signInAsAdmin, siteText, test } from './stack.ts';

/** The goal for an edit to go live is 10 s; a loaded CI machine gets some room. */
const LIVE_WITHIN_MS = 30_000;

test('an event made in the admin appears in both languages after publishing', async ({ page, stack }) => {
  const stamp = Date.now();
  const title = `Founders Day ${stamp}`;
  const teluguTitle = `వ్యవస్థాపకుల దినం ${stamp}`;
  const slug = `founders-day-${stamp}`;
  expect(await siteText(stack, '/events')).not.toContain(title);

  await signInAsAdmin(page, stack);
  await page.goto(`${stack.webUrl}/admin/events`);
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Title (Telugu)', exact: true }).fill(teluguTitle);
  await dialog
    .getByRole('textbox', { name: 'Summary', exact: true })
    .fill('Forty years of training women for ministry.');
  await dialog.getByRole('textbox', { name: 'Place', exact: true }).fill('Seminary Chapel');
  await dialog.getByRole('textbox', { name: 'Place (Telugu)', exact: true }).fill('సెమినరీ ప్రార్థనా మందిరం');
  // Far enough ahead to be coming whenever the test runs.
  await dialog.getByLabel('Starts').fill('2040-03-01T10:00');
  await dialog.getByLabel('Ends').fill('2040-03-01T12:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => siteText(stack, '/events'), { timeout: LIVE_WITHIN_MS, intervals: [250] }).toContain(title);
  await expect
    .poll(() => siteText(stack, '/te/events'), { timeout: LIVE_WITHIN_MS, intervals: [250] })
    .toContain(teluguTitle);

  await page.goto(`${stack.webUrl}/te/events/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teluguTitle);
  await expect(page.getByText('సెమినరీ ప్రార్థనా మందిరం')).toBeVisible();
  await page.goto(`${stack.webUrl}/events/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // 10:00 in Vijayawada is 04:30 UTC.
  expect(await siteText(stack, `/events/${slug}.ics`)).toContain('DTSTART:20400301T043000Z');
  // Long lines of a calendar file continue on the next after a space (RFC 5545, 3.1).
  expect((await siteText(stack, '/te/events.ics')).replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${teluguTitle}`);
});

test('more coming events than a page holds go on to /events/coming/2, in both languages', async ({ stack }) => {
  // One insert, one rebuild: a dozen events in 2041, after every other coming one.
  await stack.db.query(
    `insert into public.events (slug, title, summary, place, starts_at, ends_at)
     select 'later-' || n, 'Later Event ' || n, 'Further ahead.', 'Chapel',
            timestamptz '2041-01-01 10:00+05:30' + make_interval(days => n),
            timestamptz '2041-01-01 11:00+05:30' + make_interval(days => n)
     from generate_series(1, 12) n`,
  );
  await expect
    .poll(async () => (await fetch(`${stack.webUrl}/events/coming/2`)).status, {
      timeout: LIVE_WITHIN_MS,
      intervals: [250],
    })
    .toBe(200);
  const first = await siteText(stack, '/events');
  expect(first).toContain('href="/events/coming/2"');
  expect(first).not.toContain('Later Event 12');
  const second = await siteText(stack, '/events/coming/2');
  expect(second).toContain('Later Event 12');
  expect(second).toContain('href="/events" rel="prev"');
  expect(await siteText(stack, '/te/events/coming/2')).toContain('href="/te/events" rel="prev"');
});
