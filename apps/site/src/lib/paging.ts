// A list shown a page at a time: the first page is built into its own page, and each later
// page is built as a file of its own (a JSON file the 'Show more' button loads, or a static
// page), so no page grows with the whole table.
import { formatNumber, type Locale } from '@seminary/core/i18n/languages';

/** Which page of a list this is, 1-based, and how many there are. */
export interface PagePosition {
  page: number;
  pages: number;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of one 1-based page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * getStaticPaths for pages 2 and on: `page` in the params; in the props that page's items and how
 * many pages there are, which a static page's links to the others need.
 */
export function laterPages<T>(items: readonly T[], pageSize: number) {
  const pages = pageCount(items.length, pageSize);
  return Array.from({ length: pages - 1 }, (_, index) => {
    const page = index + 2;
    return { params: { page: String(page) }, props: { page, pages, items: pageOf(items, page, pageSize) } };
  });
}

/**
 * A static list page's title: the list's own on its first page, on a later one the words that
 * number it (e.g. "Blog: page 2 of 5"), with the numbers written for the page's language.
 */
export function pageTitle(
  locale: Locale,
  { page, pages }: PagePosition,
  first: string,
  numbered: (page: string, pages: string) => string,
): string {
  return page === 1 ? first : numbered(formatNumber(locale, page), formatNumber(locale, pages));
}
