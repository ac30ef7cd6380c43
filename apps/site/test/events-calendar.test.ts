// The events' iCalendar files (features/events/calendar.ts), read back by a calendar parser
// (node-ical): each event at the right times in Asia/Kolkata, whole-day events on their days, in
// the page's language, with its page's link; and the coming/past split the pages make.
import type { Tables } from '@seminary/core/database.types';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { eventsCalendar } from '../src/features/events/calendar.ts';
import { comingEvents, eventWhen, indiaDateTime, indiaDay, pastEvents } from '../src/features/events/events.ts';

const site = new URL('https://seminary.example/');

function event(values: Partial<Tables<'events'>>): Tables<'events'> {
  return {
    id: crypto.randomUUID(),
    slug: 'graduation-service',
    title: 'Graduation Service',
    title_te: 'స్నాతకోత్సవ ఆరాధన',
    summary: 'Degrees, prayer, and a meal; all welcome.',
    summary_te: null,
    description: '<p>Open to families.</p>',
    description_te: null,
    place: 'Seminary Chapel, Vijayawada',
    place_te: 'సెమినరీ ప్రార్థనా మందిరం, విజయవాడ',
    all_day: false,
    // 10:00 to 13:00 in Vijayawada.
    starts_at: '2030-04-12T04:30:00+00:00',
    ends_at: '2030-04-12T07:30:00+00:00',
    start_date: null,
    end_date: null,
    first_day: '2030-04-12',
    last_day: '2030-04-12',
    image_url: null,
    image_alt: null,
    image_alt_te: null,
    created_at: '2030-01-01T00:00:00+00:00',
    updated_at: '2030-01-02T00:00:00+00:00',
    ...values,
  };
}

function parsedEvents(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );
}

/** A property's value, which node-ical gives with its parameters when it has any (URL;VALUE=URI). */
function propertyValue(property: unknown): unknown {
  return typeof property === 'object' && property !== null && 'val' in property ? property.val : property;
}

/** A parsed instant as Vijayawada's wall clock. */
function inKolkata(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(date);
}

/** A parsed date-only value as the day it names (node-ical gives local midnight). */
function day(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('events calendar', () => {
  it('gives a timed event its start and end in Asia/Kolkata, in the page language, linking its page', () => {
    const text = eventsCalendar([event({})], { site, locale: 'en' }).toString();
    const [parsed, ...others] = parsedEvents(text);
    expect(others).toEqual([]);
    expect(parsed?.datetype).toBe('date-time');
    expect(inKolkata(parsed?.start as Date)).toBe('12/04/2030, 10:00');
    expect(inKolkata(parsed?.end as Date)).toBe('12/04/2030, 13:00');
    expect(parsed?.summary).toBe('Graduation Service');
    expect(parsed?.location).toBe('Seminary Chapel, Vijayawada');
    expect(propertyValue(parsed?.url)).toBe('https://seminary.example/events/graduation-service');
    expect(parsed?.description).toBe(
      'Degrees, prayer, and a meal; all welcome.\n\nhttps://seminary.example/events/graduation-service',
    );
    // The event's last change, so an unchanged event gives the same file every build.
    expect(parsed?.dtstamp?.toISOString()).toBe('2030-01-02T00:00:00.000Z');
  });

  it('keeps a late-evening event on its own India day', () => {
    // 23:30 in Vijayawada is still the 12th there, and 18:00 UTC.
    const [parsed] = parsedEvents(
      eventsCalendar([event({ starts_at: '2030-04-12T18:00:00Z', ends_at: '2030-04-12T18:45:00Z' })], {
        site,
        locale: 'en',
      }).toString(),
    );
    expect(inKolkata(parsed?.start as Date)).toBe('12/04/2030, 23:30');
    expect(inKolkata(parsed?.end as Date)).toBe('13/04/2030, 00:15');
  });

  it('writes a whole-day event as dates, its end the day after its last (RFC 5545)', () => {
    const [parsed] = parsedEvents(
      eventsCalendar(
        [
          event({
            all_day: true,
            starts_at: null,
            ends_at: null,
            start_date: '2030-05-06',
            end_date: '2030-05-08',
            first_day: '2030-05-06',
            last_day: '2030-05-08',
          }),
        ],
        { site, locale: 'en' },
      ).toString(),
    );
    expect(parsed?.datetype).toBe('date');
    expect(day(parsed?.start as Date)).toBe('2030-05-06');
    expect(day(parsed?.end as Date)).toBe('2030-05-09');
  });

  it('writes the Telugu calendar with the Telugu texts and pages, English where none is written', () => {
    const text = eventsCalendar([event({})], { site, locale: 'te' }).toString();
    const [parsed] = parsedEvents(text);
    expect(parsed?.summary).toBe('స్నాతకోత్సవ ఆరాధన');
    expect(parsed?.location).toBe('సెమినరీ ప్రార్థనా మందిరం, విజయవాడ');
    expect(propertyValue(parsed?.url)).toBe('https://seminary.example/te/events/graduation-service');
    expect(parsed?.description).toContain('Degrees, prayer, and a meal; all welcome.');
    expect(text).toContain('X-WR-CALNAME:Vijayawada');
  });

  it('gives each event of a feed its own id, the same in either language', () => {
    const events = [event({}), event({ slug: 'carol-service', title: 'Carol Service' })];
    const ids = (locale: 'en' | 'te') =>
      parsedEvents(eventsCalendar(events, { site, locale }).toString()).map((parsed) => parsed.uid);
    expect(ids('en')).toEqual(events.map((e) => `${e.id}@seminary.example`));
    expect(ids('te')).toEqual(ids('en'));
  });
});

describe('coming and past', () => {
  const rows = [
    event({ slug: 'ended', first_day: '2030-04-10', last_day: '2030-04-10' }),
    event({ slug: 'older', first_day: '2030-04-01', last_day: '2030-04-03' }),
    event({ slug: 'today', first_day: '2030-04-11', last_day: '2030-04-12' }),
    event({ slug: 'ahead', first_day: '2030-05-01', last_day: '2030-05-01' }),
  ].sort((a, b) => String(a.first_day).localeCompare(String(b.first_day)));

  it('counts an event as coming until its last day in India is over, the past most recent first', () => {
    expect(comingEvents(rows, '2030-04-12').map((e) => e.slug)).toEqual(['today', 'ahead']);
    expect(pastEvents(rows, '2030-04-12').map((e) => e.slug)).toEqual(['ended', 'older']);
    expect(comingEvents(rows, '2030-04-13').map((e) => e.slug)).toEqual(['ahead']);
  });

  it("takes today from India's clock, not the build machine's", () => {
    // 19:00 UTC on the 12th is half past midnight on the 13th in Vijayawada.
    expect(indiaDay(new Date('2030-04-12T19:00:00Z'))).toBe('2030-04-13');
    expect(indiaDay(new Date('2030-04-12T18:00:00Z'))).toBe('2030-04-12');
  });

  it("writes times as India's wall clock for structured data and for visitors", () => {
    expect(indiaDateTime('2030-04-12T04:30:00+00:00')).toBe('2030-04-12T10:00:00+05:30');
    expect(eventWhen(event({}), 'en')).toMatch(/^12 April 2030, 10:00\s?am\s?–\s?1:00\s?pm$/);
    expect(
      eventWhen(
        event({ all_day: true, starts_at: null, ends_at: null, start_date: '2030-05-06', end_date: '2030-05-08' }),
        'en',
      ),
    ).toBe('6–8 May 2030');
  });
});
