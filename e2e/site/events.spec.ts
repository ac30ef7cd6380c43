// /events, linked from the home page's Events card: the coming events soonest first,
// the past ones in an archive, a page per event with Event structured data and "Add to calendar",
// and the calendar feed, in English and Telugu, without JavaScript. The seed's events are dated
// from the day it runs: three coming (a timed open day in 14 days, a three-day conference in 40,
// the graduation service in 60 at 09:30 India time) and two past (a week-long mission 12 days
// ago, a carol service 25 days ago).
import { en } from '../../packages/core/src/i18n/en.ts';
import { te } from '../../packages/core/src/i18n/te.ts';
import { texts } from '../../packages/core/src/texts.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkAccessibleAndCapture, DESKTOP, pageHeading, structuredData } from './helpers.ts';

test.use({ viewport: DESKTOP });

const siteUrl = 'http://localhost:4321';
const COMING = ['Admissions Open Day', 'Women in Ministry Conference', 'Graduation Service'];
const PAST = ['Mission Week in Krishna District', 'Carol Service'];

function collectScripts(page: import('@playwright/test').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('events: the coming events soonest first, the way to the past ones and the feed', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Explore the seminary' })
    .getByRole('link', { name: new RegExp(`^${texts.home.quickCards.events}`) })
    .click();
  await expect(page).toHaveURL(/\/events$/);
  // What /events itself loads, apart from the home page's.
  scripts.length = 0;
  await page.reload();
  await expect(pageHeading(page)).toHaveText(en.site.pages.events.title);
  const coming = page.getByRole('list', { name: en.site.pages.events.coming });
  await expect(coming.getByRole('heading', { level: 3 })).toHaveText(COMING);
  for (const title of PAST) await expect(page.getByText(title)).toHaveCount(0);
  await expect(coming.locator('[data-event="graduation-service"] time')).toHaveText(
    /^\d{1,2} \w+ \d{4}, 9:30\s?am\s?–\s?12:30\s?pm$/,
  );
  await expect(page.getByRole('link', { name: en.site.pages.events.subscribe })).toHaveAttribute('href', '/events.ics');
  expect(scripts, 'a page without interaction loads no JavaScript').toEqual([]);
  await checkAccessibleAndCapture(page, 'events');

  await page.getByRole('link', { name: en.site.pages.events.seePast }).click();
  await expect(page).toHaveURL(/\/events\/past$/);
  await expect(pageHeading(page)).toHaveText(en.site.pages.events.pastTitle);
  await expect(
    page.getByRole('list', { name: en.site.pages.events.past }).getByRole('heading', { level: 2 }),
  ).toHaveText(PAST);
  await checkAccessibleAndCapture(page, 'events-past');

  await page.getByRole('link', { name: 'Carol Service' }).click();
  await expect(page).toHaveURL(/\/events\/carol-service$/);
});

test("an event's page: when and where, picture, description, Event data and its .ics file", async ({
  page,
  request,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/events/graduation-service');
  await expect(pageHeading(page)).toHaveText('Graduation Service');
  await expect(page.locator('[data-event-when]')).toHaveText(/, 9:30\s?am\s?–\s?12:30\s?pm$/);
  await expect(page.getByText('Seminary Chapel, Vijayawada')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Graduates in white saris holding their degrees outside the chapel' }),
  ).toBeVisible();
  await expect(page.locator('[data-event-description]')).toHaveText(
    'The service is open to families, churches and friends of the seminary.',
  );

  const jsonLd = await structuredData(page);
  const event = jsonLd.find((data) => data['@type'] === 'Event');
  expect(event).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Graduation Service',
    url: `${siteUrl}/events/graduation-service`,
    startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T09:30:00\+05:30$/),
    endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T12:30:00\+05:30$/),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: 'Seminary Chapel, Vijayawada', address: { addressCountry: 'IN' } },
    organizer: { '@id': `${siteUrl}/#organization` },
    image: [expect.stringMatching(/\/_img\/.+\.webp$/)],
  });
  expect(scripts).toEqual([]);
  await checkAccessibleAndCapture(page, 'event');

  const addToCalendar = page.getByRole('link', { name: en.site.pages.events.addToCalendar });
  await expect(addToCalendar).toHaveAttribute('href', '/events/graduation-service.ics');
  const response = await request.get('/events/graduation-service.ics');
  expect(response.status()).toBe(200);
  const ics = await response.text();
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain('SUMMARY:Graduation Service');
  // 09:30 to 12:30 in Vijayawada is 04:00 to 07:00 UTC.
  expect(ics).toMatch(/DTSTART:\d{8}T040000Z/);
  expect(ics).toMatch(/DTEND:\d{8}T070000Z/);
  expect(ics).toContain(`URL;VALUE=URI:${siteUrl}/events/graduation-service`);
});

test('the calendar feed: coming and recent events, whole days as dates, in each language', async ({ request }) => {
  const english = await (await request.get('/events.ics')).text();
  expect(english.match(/BEGIN:VEVENT/g)).toHaveLength(COMING.length + PAST.length);
  for (const title of [...COMING, ...PAST]) expect(english).toContain(`SUMMARY:${title}`);
  expect(english).toMatch(/DTSTART;VALUE=DATE:\d{8}/);

  // Long lines of a calendar file continue on the next after a space (RFC 5545, 3.1).
  const telugu = (await (await request.get('/te/events.ics')).text()).replace(/\r\n[ \t]/g, '');
  expect(telugu).toContain('SUMMARY:స్నాతకోత్సవ ఆరాధన');
  expect(telugu).toContain(`URL;VALUE=URI:${siteUrl}/te/events/graduation-service`);
});

test('the Telugu events: Telugu titles, places and addresses', async ({ page }) => {
  await page.goto('/te/events');
  await expect(pageHeading(page)).toHaveText(te.site.pages.events.title);
  await expect(
    page.getByRole('list', { name: te.site.pages.events.coming }).getByRole('heading', { level: 3 }),
  ).toHaveText(['ప్రవేశాల ప్రారంభ దినం', 'పరిచర్యలో మహిళల సదస్సు', 'స్నాతకోత్సవ ఆరాధన']);
  await checkAccessibleAndCapture(page, 'te-events');

  await page.getByRole('link', { name: 'స్నాతకోత్సవ ఆరాధన' }).click();
  await expect(page).toHaveURL(/\/te\/events\/graduation-service$/);
  await expect(pageHeading(page)).toHaveText('స్నాతకోత్సవ ఆరాధన');
  await expect(page.getByText('సెమినరీ ప్రార్థనా మందిరం, విజయవాడ')).toBeVisible();
  await expect(page.getByRole('link', { name: te.site.pages.events.addToCalendar })).toHaveAttribute(
    'href',
    '/te/events/graduation-service.ics',
  );
  await checkAccessibleAndCapture(page, 'te-event');
});
