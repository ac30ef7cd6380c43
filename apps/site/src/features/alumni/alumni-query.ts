// What the alumni directory is asked for (search text, year, degree, page), as it is kept in
// the page's URL, and the one database query that answers it a page at a time. The search runs
// in the database on core's search columns, so it covers every alumna whatever their number; it
// reads the public directory, where a field she chose to hide is null, so it cannot be found.
import { SEARCH_COLUMNS } from '@seminary/core/filters';
import { type Alumnus, CARD_COLUMNS } from './alumni-card.ts';

export const ALUMNI_PAGE_SIZE = 24;

export interface DirectoryQuery {
  text: string;
  /** A graduation year, or '' for all years. */
  year: string;
  /** A degree, or '' for all degrees. */
  degree: string;
  /** 1-based. */
  page: number;
}

export const EMPTY_QUERY: DirectoryQuery = { text: '', year: '', degree: '', page: 1 };

export function isFirstPageOfAll(query: DirectoryQuery): boolean {
  return query.text.trim() === '' && query.year === '' && query.degree === '' && query.page === 1;
}

/** `?q=&year=&degree=&page=`: what a shared link or the back button brings back. */
export function queryFromSearch(search: string): DirectoryQuery {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const year = params.get('year') ?? '';
  return {
    text: params.get('q') ?? '',
    year: /^\d{4}$/.test(year) ? year : '',
    degree: params.get('degree') ?? '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a directory query, without the parts that are at their default. */
export function searchFromQuery(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.text.trim()) params.set('q', query.text.trim());
  if (query.year) params.set('year', query.year);
  if (query.degree) params.set('degree', query.degree);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A case-insensitive substring pattern for PostgREST's `ilike`, quoted for an `or=(...)` list.
 * LIKE's own wildcards (`%`, `_`) and its escape (`\`) in the visitor's text are escaped so they
 * match themselves; the double quotes keep commas, parentheses and dots inside the value, and
 * `"` and `\` are escaped for the quoting. PostgREST reads every `*` as its wildcard and has no
 * escape for it, so a typed `*` matches any run of characters.
 */
export function quotedContainsPattern(text: string): string {
  const like = text.trim().replace(/[\\%_]/g, (char) => `\\${char}`);
  return `"*${like.replace(/[\\"]/g, (char) => `\\${char}`)}*"`;
}

/** `name.ilike."*x*",organization.ilike."*x*",location.ilike."*x*"` for supabase-js's `or`. */
export function searchFilter(text: string): string {
  const pattern = quotedContainsPattern(text);
  return SEARCH_COLUMNS.alumni_profiles.map((column) => `${column}.ilike.${pattern}`).join(',');
}

export interface AlumniPage {
  rows: Alumnus[];
  total: number;
  /** The page shown: the last one when the page asked for is past the end. */
  page: number;
}

/** One page of the directory in its fixed order: graduation year, newest first, then name. */
export async function fetchAlumniPage(query: DirectoryQuery, signal: AbortSignal): Promise<AlumniPage> {
  // Loaded on the first search or page turn: the built first page needs no client at all.
  const { browserSupabase } = await import('../../lib/browser-supabase.ts');
  const supabase = await browserSupabase();
  const from = (query.page - 1) * ALUMNI_PAGE_SIZE;
  let request = supabase
    .from('alumni_directory')
    .select(CARD_COLUMNS, { count: 'exact' })
    .order('graduation_year', { ascending: false })
    .order('name')
    .order('id')
    .range(from, from + ALUMNI_PAGE_SIZE - 1)
    .abortSignal(signal);
  if (query.text.trim()) request = request.or(searchFilter(query.text));
  if (query.year) request = request.eq('graduation_year', Number(query.year));
  if (query.degree) request = request.eq('degree', query.degree);
  const { data, count, error } = await request;
  // A page past the end (an old link after deletions) is PostgREST's 416 (PGRST103), which says
  // how many rows there are: the last page is shown instead.
  if (error?.code === 'PGRST103' && query.page > 1) {
    const total = Number(/only (\d+) rows/.exec(error.details ?? '')?.[1] ?? 0);
    const last = Math.max(1, Math.ceil(total / ALUMNI_PAGE_SIZE));
    return fetchAlumniPage({ ...query, page: last < query.page ? last : 1 }, signal);
  }
  if (error) throw error;
  return { rows: data ?? [], total: count ?? 0, page: query.page };
}
