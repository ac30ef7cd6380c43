// The iCalendar files of the events (RFC 5545, by ical-generator): one per event for "Add to
// calendar", and the feed calendar apps subscribe to. Times are written in UTC, which every
// calendar shows in its reader's own zone; whole-day events are dates, which calendars keep on
// the days they name wherever the reader is.
import { type Locale, t } from '@seminary/core/i18n/locales';
import ical, { type ICalCalendar } from 'ical-generator';
import { localized } from '../../i18n/content.ts';
import { localePath } from '../../i18n/locale.ts';
import { siteConfig } from '../../site.config.ts';
import { addDays, EVENTS_FEED_PATH, eventPath, type SchoolEvent } from './events.ts';

export interface CalendarOptions {
  /** The site's address, for the events' pages and their ids. */
  site: URL;
  locale: Locale;
}

/** A calendar of the events in the page's language. */
export function eventsCalendar(events: readonly SchoolEvent[], { site, locale }: CalendarOptions): ICalCalendar {
  const words = t(locale).site.pages.events;
  const calendar = ical({
    name: words.calendarName(siteConfig.name),
    prodId: { company: site.hostname, product: 'events', language: locale.toUpperCase() },
    url: new URL(localePath(locale, EVENTS_FEED_PATH), site).href,
    // Calendar apps ask for the feed again after a day: the site changes at most daily unless edited.
    ttl: 24 * 60 * 60,
  });
  for (const event of events) {
    const times =
      event.all_day && event.start_date && event.end_date
        ? // DTEND of a whole-day event is the day after its last (RFC 5545, 3.6.1).
          { allDay: true, start: event.start_date, end: addDays(event.end_date, 1) }
        : { start: new Date(event.starts_at ?? ''), end: new Date(event.ends_at ?? '') };
    const page = new URL(localePath(locale, eventPath(event.slug)), site).href;
    calendar.createEvent({
      // The same event in either language's calendar: one entry in a calendar that has both.
      id: `${event.id}@${site.hostname}`,
      ...times,
      // The event's last change, not the build's time: an unchanged event gives the same file.
      stamp: new Date(event.updated_at),
      lastModified: new Date(event.updated_at),
      summary: localized(locale, event, 'title').text,
      description: `${localized(locale, event, 'summary').text}\n\n${page}`,
      location: localized(locale, event, 'place').text,
      url: page,
    });
  }
  return calendar;
}
