// How the admin writes a date: in the reader's own locale, the month in words so that no one
// mistakes 03/04 for 4 March. react-admin's DateField takes these options in a record's field;
// formatDate writes the same where the date sits in a sentence, a label or a dialog's line.

/** A moment: "Nov 28, 2026, 11:40 PM". */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** A day: "Nov 28, 2026". */
export const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
/** A moment to the second, as the audit trail tells entries apart: "Nov 28, 2026, 11:40:07 PM". */
export const DATE_TIME_SECONDS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/** A stored timestamp (or date) in words, as DateField would show it. */
export function formatDate(value: string, options: Intl.DateTimeFormatOptions = DATE_TIME): string {
  return new Date(value).toLocaleString(undefined, options);
}

/** A day stored as a date, with no time zone of its own (a bank credit's day): "Nov 28, 2026". */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, { ...DAY, timeZone: 'UTC' });
}

/** The school's time zone: an event starts at the hour the school keeps, wherever the reader is. */
export const SCHOOL_TIME: Intl.DateTimeFormatOptions = { ...DATE_TIME, timeZone: 'Asia/Kolkata' };

/** A span of whole days stored as dates (no time zone of their own): "Nov 28 – 30, 2026". */
export function formatDayRange(first: string, last: string): string {
  return new Intl.DateTimeFormat(undefined, { ...DAY, timeZone: 'UTC' }).formatRange(
    new Date(`${first}T00:00:00Z`),
    new Date(`${last}T00:00:00Z`),
  );
}
