// The pages a long list is cut into: the first built into its page, each later one a file of
// its own (a 'Show more' JSON page or a static page), every item on exactly one page.
import { describe, expect, it } from 'vitest';
import { laterPages, pageCount, pageOf, pageTitle } from '../src/lib/paging.ts';

const items = Array.from({ length: 25 }, (_, index) => index + 1);

describe('paging', () => {
  it('counts one page for an empty or short list, and a last page for a remainder', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
  });

  it('cuts 1-based pages in order, the last one short', () => {
    expect(pageOf(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageOf(items, 3, 12)).toEqual([25]);
    expect(pageOf(items, 4, 12)).toEqual([]);
  });

  it('gives the later pages as static paths with the count of pages, each item on exactly one of them after the first', () => {
    const paths = laterPages(items, 12);
    expect(paths.map((path) => path.params.page)).toEqual(['2', '3']);
    expect(paths.map((path) => path.props.page)).toEqual([2, 3]);
    expect(paths.map((path) => path.props.pages)).toEqual([3, 3]);
    expect([...pageOf(items, 1, 12), ...paths.flatMap((path) => path.props.items)]).toEqual(items);
    expect(laterPages(items.slice(0, 12), 12)).toEqual([]);
    expect(laterPages([], 12)).toEqual([]);
  });

  it("titles a list's first page with its own title and a later one with its numbered words", () => {
    const numbered = (page: string, pages: string) => `Blog: page ${page} of ${pages}`;
    expect(pageTitle('en', { page: 1, pages: 3 }, 'Blog', numbered)).toBe('Blog');
    expect(pageTitle('en', { page: 2, pages: 3 }, 'Blog', numbered)).toBe('Blog: page 2 of 3');
    expect(pageTitle('en', { page: 1000, pages: 1200 }, 'Blog', numbered)).toBe('Blog: page 1,000 of 1,200');
  });
});
