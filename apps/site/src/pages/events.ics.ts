// /events.ics (and /te/events.ics): the calendar feed people subscribe to, with the coming events
// and those of the last FEED_PAST_DAYS, so it does not grow with the archive.
import type { APIRoute } from 'astro';
import { eventsCalendar } from '../features/events/calendar.ts';
import { addDays, FEED_PAST_DAYS, indiaDay } from '../features/events/events.ts';
import { localeOf } from '../i18n/locale.ts';
import { rowsOf } from '../lib/content.ts';

export const GET: APIRoute = async ({ site, url, currentLocale }) => {
  const since = addDays(indiaDay(new Date()), -FEED_PAST_DAYS);
  const events = (await rowsOf('events')).filter((event) => event.last_day !== null && event.last_day >= since);
  return new Response(
    eventsCalendar(events, { site: site ?? new URL(url.origin), locale: localeOf(currentLocale) }).toString(),
  );
};
