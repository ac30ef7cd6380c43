// Who needs a parent's or guardian's consent (DPDP Act 2023): an applicant under 18 on
// the day she applies, by the school's calendar, as the database decides
// (supabase/schemas/03_privacy_notice.sql, private.is_under_18). The application form shows the
// guardian's fields by it and the shared schema requires them by it.

const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Vijayawada as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDate.format(now);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Whether someone born on `dateOfBirth` (YYYY-MM-DD) is under 18 on `today`. Her 18th birthday
 * is the same day 18 years on; one born on 29 February turns 18 on 28 February of a common
 * year, as PostgreSQL's date + interval '18 years' has it. No date (or an unreadable one) is not
 * a minor's: the date of birth is an optional field of the application.
 */
export function isUnder18(dateOfBirth: string | null | undefined, today: string = todayInIndia()): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!parts) return false;
  const year = Number(parts[1]) + 18;
  const month = Number(parts[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(parts[3]), lastDay);
  return `${year}-${pad(month)}-${pad(day)}` > today;
}
