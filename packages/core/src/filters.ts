// The list filters and search boxes. The admin's lists send them to the database (PostgREST
// `or=(col.ilike.*term*,...)`), so they hold at any number of rows; the site's alumni directory
// filters the profiles already on its page.
import { CHECKLIST_ITEMS } from './admissions.ts';
import type { Tables } from './database.types.ts';
import type { AlumniListFilter } from './validation.ts';

/** The columns each admin list's search box matches, case-insensitively. */
export const SEARCH_COLUMNS = {
  events: ['title', 'title_te', 'place', 'summary'],
  registrations: ['name', 'email', 'phone', 'city', 'state'],
  student_registrations: ['name', 'email', 'phone', 'city', 'state', 'reference'],
  courses: ['title', 'description'],
  alumni_profiles: ['name', 'organization', 'location'],
  // The audit trail: by the person who acted or the record acted on.
  audit_log: ['actor_email', 'record_id'],
  posts: ['title', 'title_te', 'slug', 'summary'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Characters that end a value inside PostgREST's `or=(...)` (commas, parentheses, quotes), and
 * spaces, which ra-data-postgrest would split into separate terms. Each run becomes `*`, the
 * wildcard, so 'Asha Rani' still matches 'Asha Rani' and nothing can break out of the filter.
 */
const OUTSIDE_A_VALUE = /[\s,()"\\]+/g;

/**
 * A react-admin list filter as ra-data-postgrest sends it: the search box's `q` becomes one
 * case-insensitive substring match on any of the table's search columns; an application's
 * `missing` (an item of her checklist) becomes a match on the items the database keeps as missing
 * (the column checklist_missing); other keys stay equality filters.
 */
export function toDatabaseFilter(table: string, filter: Record<string, unknown>): Record<string, unknown> {
  const { q, ...rest } = withChecklistFilter(table, filter);
  const columns: readonly string[] | undefined = SEARCH_COLUMNS[table as keyof typeof SEARCH_COLUMNS];
  const term = typeof q === 'string' ? q.trim().replace(OUTSIDE_A_VALUE, '*') : '';
  if (!columns || !term) return rest;
  return { ...rest, '@or': Object.fromEntries(columns.map((column) => [`${column}@ilike`, term])) };
}

function withChecklistFilter(table: string, filter: Record<string, unknown>): Record<string, unknown> {
  const { missing, ...rest } = filter;
  if (table !== 'student_registrations' || !(CHECKLIST_ITEMS as readonly unknown[]).includes(missing)) return filter;
  return { ...rest, 'checklist_missing@cs': `{${missing}}` };
}

function containsIgnoringCase(haystack: string | null | undefined, needle: string): boolean {
  return (haystack ?? '').toLowerCase().includes(needle.toLowerCase());
}

type AlumniLike = Pick<Tables<'alumni_profiles'>, 'name' | 'organization' | 'location' | 'graduation_year' | 'degree'>;

/** Text on name, organization or location; exact graduation year and degree. */
export function filterAlumni<T extends AlumniLike>(rows: readonly T[], filter: AlumniListFilter): T[] {
  const text = filter.text.trim();
  return rows.filter(
    (row) =>
      (!text || [row.name, row.organization, row.location].some((v) => containsIgnoringCase(v, text))) &&
      (filter.graduation_year === '' || row.graduation_year === filter.graduation_year) &&
      (!filter.degree || row.degree === filter.degree),
  );
}
