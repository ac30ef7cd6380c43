// The admin's event form (validation.ts, eventFormSchema): times typed as Vijayawada's wall clock
// become the instants the database stores, whatever the computer's zone; whole days stay dates;
// the address comes from the title when left blank; one-line fields and the picture's alt text
// are checked before the database would refuse them.
import { describe, expect, it } from 'vitest';
import { eventFormSchema, indiaWallClockToInstant, instantToIndiaWallClock } from '../src/validation.ts';

const timed = {
  title: 'Graduation Service',
  summary: 'Degrees and prayer.',
  place: 'Seminary Chapel',
  all_day: false,
  starts_at: '2030-04-12T10:00',
  ends_at: '2030-04-12T13:00',
};

function issues(values: Record<string, unknown>) {
  const result = eventFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('event form', () => {
  it("reads India's wall clock both ways, across midnight UTC", () => {
    expect(indiaWallClockToInstant('2030-04-12T10:00')).toBe('2030-04-12T04:30:00.000Z');
    expect(indiaWallClockToInstant('2030-04-12T03:00')).toBe('2030-04-11T21:30:00.000Z');
    expect(instantToIndiaWallClock('2030-04-11T21:30:00+00:00')).toBe('2030-04-12T03:00');
  });

  it('gives a timed event its instants and no dates, and an address from its title', () => {
    expect(eventFormSchema.parse({ ...timed, start_date: '2030-01-01' })).toMatchObject({
      slug: 'graduation-service',
      starts_at: '2030-04-12T04:30:00.000Z',
      ends_at: '2030-04-12T07:30:00.000Z',
      start_date: null,
      end_date: null,
    });
  });

  it('gives a whole-day event its dates and no times', () => {
    expect(
      eventFormSchema.parse({ ...timed, all_day: true, start_date: '2030-05-06', end_date: '2030-05-08' }),
    ).toMatchObject({ start_date: '2030-05-06', end_date: '2030-05-08', starts_at: null, ends_at: null });
  });

  it('asks for what the database would refuse', () => {
    expect(issues({ ...timed, ends_at: '2030-04-12T09:00' })).toEqual([
      ['ends_at', 'The event cannot end before it starts'],
    ]);
    expect(issues({ ...timed, all_day: true })).toEqual([
      ['start_date', 'Please enter when the event starts'],
      ['end_date', 'Please enter when the event ends'],
    ]);
    expect(issues({ ...timed, place: 'Chapel\nHall' })).toEqual([['place', 'Please keep this field on one line']]);
    expect(issues({ ...timed, slug: 'past' })[0]?.[0]).toBe('slug');
    expect(issues({ ...timed, slug: 'Graduation Day' })[0]?.[0]).toBe('slug');
    expect(issues({ ...timed, image_url: 'https://example.com/storage/v1/object/public/x.png' })).toEqual([
      ['image_alt', 'Please describe the picture'],
    ]);
  });
});
