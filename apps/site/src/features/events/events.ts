// The school's calendar: which events are coming and which are past, their addresses,
// and their dates and times as a visitor in India reads them. "Coming" is decided by the day in
// Asia/Kolkata the site is built on: the database publishes the site when a new India day begins
// after an event ended (private.publish_new_event_day, supabase/schemas/05_events.sql), so it stays true.
import { ROUTES } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import { LOCALE_TAGS, type Locale } from '@seminary/core/i18n/languages';
import { type LocalizedText, localized } from '../../i18n/content.ts';

export type SchoolEvent = Tables<'events'>;

export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';

/** What a card or a page shows of an event in its language. */
export interface EventText {
  title: LocalizedText;
  summary: LocalizedText;
  place: LocalizedText;
  imageAlt: LocalizedText;
}

export function eventText(locale: Locale, event: SchoolEvent): EventText {
  return {
    title: localized(locale, event, 'title'),
    summary: localized(locale, event, 'summary'),
    place: localized(locale, event, 'place'),
    imageAlt: localized(locale, event, 'image_alt'),
  };
}

export const EVENT_CARD_IMAGE = {
  widths: [360, 540, 720, 960],
  sizes: '(min-width: 1152px) 360px, (min-width: 640px) 45vw, 92vw',
} as const;

export const EVENT_HERO_IMAGE = {
  widths: [480, 768, 1024, 1440],
  sizes: '(min-width: 768px) 768px, 92vw',
} as const;

/** Events per page, coming or past: four rows of three. */
export const EVENTS_PAGE_SIZE = 12;

/**
 * How long an ended event stays in the calendar feed: subscribers see the recent past, and the
 * feed does not grow with the archive.
 */
export const FEED_PAST_DAYS = 90;

export const EVENTS_ARCHIVE_PATH = `${ROUTES.events}/past`;
export const EVENTS_FEED_PATH = `${ROUTES.events}.ics`;

export function eventPath(slug: string): string {
  return `${ROUTES.events}/${slug}`;
}

/** The event's own .ics file, for "Add to calendar". */
export function eventCalendarPath(slug: string): string {
  return `${ROUTES.events}/${slug}.ics`;
}

/** A page of the coming events, the first at /events. */
export function comingPagePath(page: number): string {
  return page === 1 ? ROUTES.events : `${ROUTES.events}/coming/${page}`;
}

/** An archive page's path, the first at /events/past. */
export function archivePagePath(page: number): string {
  return page === 1 ? EVENTS_ARCHIVE_PATH : `${EVENTS_ARCHIVE_PATH}/${page}`;
}

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (YYYY-MM-DD) it is in India at `now`. */
export function indiaDay(now: Date): string {
  return isoDay.format(now);
}

/** `day` (YYYY-MM-DD) moved by a number of days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Events whose last day is today or later, soonest first (the rows come in the collection's order). */
export function comingEvents(events: readonly SchoolEvent[], today: string): SchoolEvent[] {
  return events.filter((event) => event.last_day !== null && event.last_day >= today);
}

/** Events that ended before today, the most recent first. */
export function pastEvents(events: readonly SchoolEvent[], today: string): SchoolEvent[] {
  return events.filter((event) => event.last_day !== null && event.last_day < today).reverse();
}

/**
 * An instant as India's wall clock with its offset, e.g. 2030-04-12T10:00:00+05:30, as Google's
 * Event fields prefer. India has kept +05:30 all year since 1945, so the offset is fixed.
 */
export function indiaDateTime(instant: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SCHOOL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}+05:30`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, {
      dateStyle: 'long',
      // Whole days are dates without a zone: read in UTC they stay the day they name.
      ...(withTime ? { timeStyle: 'short', timeZone: SCHOOL_TIME_ZONE } : { timeZone: 'UTC' }),
    });
    formats.set(key, found);
  }
  return found;
}

/** When the event is, in the page's language: '12 April 2030, 10:00 am – 1:00 pm', '6–8 May 2030'. */
export function eventWhen(event: SchoolEvent, locale: Locale): string {
  if (event.all_day && event.start_date && event.end_date) {
    const start = new Date(`${event.start_date}T00:00:00Z`);
    const end = new Date(`${event.end_date}T00:00:00Z`);
    return format(locale, false).formatRange(start, end);
  }
  if (event.starts_at && event.ends_at) {
    return format(locale, true).formatRange(new Date(event.starts_at), new Date(event.ends_at));
  }
  return '';
}

/** A machine-readable start for a <time> element: the day, or the instant. */
export function eventStartAttribute(event: SchoolEvent): string {
  return event.all_day ? (event.start_date ?? '') : (event.starts_at ?? '');
}
