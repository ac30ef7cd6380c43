const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A database timestamp as the school writes dates, e.g. "5 March 2025". */
export function formatDate(timestamp: string): string {
  return dateFormat.format(new Date(timestamp));
}
