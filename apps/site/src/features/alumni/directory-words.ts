// The directory's own words around the spec's texts: how many alumni are shown, which page, and
// that a page is loading. The built page and the script say them the same way.

const count = new Intl.NumberFormat('en-IN');

export const directoryWords = {
  pagerLabel: 'Alumni pages',
  loading: 'Loading alumni...',
} as const;

export function showingLabel(from: number, to: number, total: number): string {
  if (total === 0) return '';
  return `Showing ${count.format(from)}–${count.format(to)} of ${count.format(total)} alumni`;
}

export function pageLabel(page: number, pages: number): string {
  return `Page ${count.format(page)} of ${count.format(pages)}`;
}
