// 'Show more' under a list whose first page is built into the page: each click loads the next
// page, a JSON file the build wrote beside the page (`data-more-url` with `{page}` in it, up to
// `data-more-pages`), through core's retrying fetch, and appends its items to the same list.
// Focus moves to the first new item, so a keyboard user carries on where the new items begin;
// the button goes once the last page is shown, and stays to try again when a page fails.
import { retryingFetch } from '@seminary/core/retrying-fetch';

export interface ShowMoreOptions<T> {
  /** The element an item of the JSON page becomes; `position` is its 0-based place in the list. */
  render: (item: T, position: number) => HTMLElement;
}

function required<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`A 'Show more' list has no ${selector}.`);
  return element;
}

export function setUpShowMore<T>(root: HTMLElement, options: ShowMoreOptions<T>) {
  const url = root.dataset.moreUrl;
  const pages = Number(root.dataset.morePages);
  if (!url || !(pages > 1)) return;
  const list = required<HTMLElement>(root, '[data-more-list]');
  const button = required<HTMLButtonElement>(root, '[data-more-button]');
  const error = required<HTMLElement>(root, '[data-more-error]');
  let next = 2;

  const loadNext = async () => {
    button.disabled = true;
    list.setAttribute('aria-busy', 'true');
    error.hidden = true;
    try {
      const response = await retryingFetch(url.replace('{page}', String(next)));
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const { items } = (await response.json()) as { items: T[] };
      const start = list.children.length;
      const added = items.map((item, index) => options.render(item, start + index));
      list.append(...added);
      next += 1;
      button.hidden = next > pages;
      const first = added[0];
      const focusable = first?.querySelector<HTMLElement>('a[href], button') ?? first;
      if (focusable === first && first) first.tabIndex = -1;
      focusable?.focus();
    } catch {
      error.hidden = false;
    } finally {
      button.disabled = false;
      list.setAttribute('aria-busy', 'false');
    }
  };

  button.addEventListener('click', () => void loadNext());
}
