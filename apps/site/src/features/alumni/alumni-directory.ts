// The alumni directory in the browser. The URL (?q=&year=&degree=&page=) is the state: every
// change is a history entry (one per burst of typing), so a result can be shared and the back
// button returns to the previous one. The whole directory's first page is the one built into
// the page; any other page or search is one paged query to the database. With an empty table,
// or when the database cannot be reached, the six samples are filtered in place with core's
// rules instead.
import { filterAlumni } from '@seminary/core/filters';
import { localeOf } from '../../i18n/locale.ts';
import { backend } from '../../lib/backend.ts';
import { filledCard } from './alumni-card.ts';
import {
  ALUMNI_PAGE_SIZE,
  type DirectoryQuery,
  EMPTY_QUERY,
  fetchAlumniPage,
  isFirstPageOfAll,
  queryFromSearch,
  searchFromQuery,
} from './alumni-query.ts';
import { directoryWords, pageLabel, showingLabel } from './directory-labels.ts';

const TYPING_PAUSE_MS = 300;

function required<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`The alumni directory has no ${selector}.`);
  return element;
}

/** The cards a filter over the samples keeps, read from their data attributes. */
function matchingCards(cards: readonly HTMLElement[], query: DirectoryQuery): HTMLElement[] {
  const rows = cards.map((card) => ({
    card,
    name: card.dataset.name ?? '',
    organization: card.dataset.organization ?? '',
    location: card.dataset.location ?? '',
    graduation_year: Number(card.dataset.graduationYear),
    degree: card.dataset.degree ?? '',
  }));
  const filter = {
    text: query.text,
    graduation_year: query.year === '' ? ('' as const) : Number(query.year),
    degree: query.degree,
  };
  return filterAlumni(rows, filter).map((row) => row.card);
}

function setUpDirectory(directory: HTMLElement) {
  const form = required<HTMLFormElement>(directory, '[data-alumni-form]');
  const search = required<HTMLInputElement>(directory, '[data-alumni-search]');
  const year = required<HTMLSelectElement>(directory, '[data-alumni-year]');
  const degree = required<HTMLSelectElement>(directory, '[data-alumni-degree]');
  const toggle = required<HTMLButtonElement>(directory, '[data-alumni-filters-toggle]');
  const toggleLabel = required<HTMLElement>(directory, '[data-alumni-filters-label]');
  const filters = required<HTMLElement>(directory, '[data-alumni-filters]');
  const count = required<HTMLElement>(directory, '[data-alumni-count]');
  const error = required<HTMLElement>(directory, '[data-alumni-error]');
  const list = required<HTMLElement>(directory, '[data-alumni-list]');
  const empty = required<HTMLElement>(directory, '[data-alumni-empty]');
  const emptyMessage = required<HTMLElement>(directory, '[data-alumni-empty-message]');
  const pager = required<HTMLElement>(directory, '[data-alumni-pager]');
  const previous = required<HTMLButtonElement>(directory, '[data-alumni-previous]');
  const next = required<HTMLButtonElement>(directory, '[data-alumni-next]');
  const pageText = required<HTMLElement>(directory, '[data-alumni-page]');
  const cardTemplate = required<HTMLTemplateElement>(directory, '[data-alumni-card-template]');
  const samplesTemplate = required<HTMLTemplateElement>(directory, '[data-alumni-samples]');

  const builtFirstPage = [...list.children] as HTMLElement[];
  const builtTotal = Number(directory.dataset.total);
  const samples = [...samplesTemplate.content.children].map((card) => card.cloneNode(true) as HTMLElement);
  const showingSamples = directory.dataset.mode === 'samples';
  const locale = localeOf(directory.dataset.locale);

  let current = queryFromSearch(window.location.search);
  let loading: AbortController | undefined;
  let typingEntry = false;
  let typingTimer: number | undefined;

  const setFiltersOpen = (open: boolean) => {
    filters.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggleLabel.textContent = (open ? toggle.dataset.hideLabel : toggle.dataset.showLabel) ?? '';
  };

  const showForm = (query: DirectoryQuery) => {
    search.value = query.text;
    year.value = query.year;
    degree.value = query.degree;
    if (query.year || query.degree) setFiltersOpen(true);
  };

  const show = (cards: readonly HTMLElement[], total: number, page: number) => {
    const pages = Math.max(1, Math.ceil(total / ALUMNI_PAGE_SIZE));
    const from = (page - 1) * ALUMNI_PAGE_SIZE + 1;
    list.replaceChildren(...cards);
    list.hidden = total === 0;
    empty.hidden = total > 0;
    count.textContent =
      total === 0 ? (emptyMessage.textContent ?? '') : showingLabel(locale, from, from + cards.length - 1, total);
    pager.hidden = pages < 2;
    previous.disabled = page <= 1;
    next.disabled = page >= pages;
    pageText.textContent = pageLabel(locale, page, pages);
  };

  const setBusy = (busy: boolean) => {
    list.setAttribute('aria-busy', String(busy));
    directory.toggleAttribute('data-loading', busy);
    if (busy) count.textContent = directoryWords(locale).loading;
  };

  const showSamples = (query: DirectoryQuery) => {
    const cards = matchingCards(samples, query);
    show(cards, cards.length, 1);
  };

  const render = async (query: DirectoryQuery) => {
    loading?.abort();
    error.hidden = true;
    setBusy(false);
    if (showingSamples) return showSamples(query);
    if (isFirstPageOfAll(query)) return show(builtFirstPage, builtTotal, 1);

    const request = new AbortController();
    loading = request;
    setBusy(true);
    try {
      const result = await fetchAlumniPage(query, request.signal);
      if (request.signal.aborted) return;
      show(
        result.rows.map((row) => filledCard(cardTemplate, row, backend.url)),
        result.total,
        result.page,
      );
      if (result.page !== query.page) {
        current = { ...query, page: result.page };
        window.history.replaceState(null, '', `${window.location.pathname}${searchFromQuery(current)}`);
      }
    } catch {
      if (request.signal.aborted) return;
      showSamples(query);
      error.hidden = false;
    } finally {
      if (loading === request) {
        loading = undefined;
        setBusy(false);
        if (!error.hidden) count.textContent = error.textContent?.trim() ?? '';
      }
    }
  };

  /** Shows `query` and records it in the history: one entry per burst of typing. */
  const go = (query: DirectoryQuery, { typing = false } = {}) => {
    current = query;
    const url = `${window.location.pathname}${searchFromQuery(query)}`;
    if (typing && typingEntry) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    typingEntry = typing;
    void render(query);
  };

  const formQuery = (): DirectoryQuery => ({ text: search.value, year: year.value, degree: degree.value, page: 1 });

  search.addEventListener('input', () => {
    window.clearTimeout(typingTimer);
    typingTimer = window.setTimeout(() => go(formQuery(), { typing: true }), TYPING_PAUSE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    window.clearTimeout(typingTimer);
    go(formQuery());
  });
  year.addEventListener('change', () => go(formQuery()));
  degree.addEventListener('change', () => go(formQuery()));
  toggle.addEventListener('click', () => setFiltersOpen(filters.hidden));
  directory.querySelector('[data-alumni-clear]')?.addEventListener('click', () => {
    window.clearTimeout(typingTimer);
    showForm(EMPTY_QUERY);
    go(EMPTY_QUERY);
    search.focus();
  });
  directory.querySelector('[data-alumni-retry]')?.addEventListener('click', () => void render(current));

  const turnPage = (step: number) => {
    go({ ...current, page: current.page + step });
    count.scrollIntoView({ block: 'start' });
  };
  previous.addEventListener('click', () => turnPage(-1));
  next.addEventListener('click', () => turnPage(1));

  window.addEventListener('popstate', () => {
    window.clearTimeout(typingTimer);
    typingEntry = false;
    current = queryFromSearch(window.location.search);
    showForm(current);
    void render(current);
  });

  // What she typed before this script ran (on a slow phone the page is there first) is her
  // search, unless the address already names one.
  const typedEarly = formQuery();
  if (isFirstPageOfAll(current) && !isFirstPageOfAll(typedEarly)) {
    go(typedEarly, { typing: true });
    return;
  }
  showForm(current);
  if (!isFirstPageOfAll(current) || showingSamples) void render(current);
}

export function setUpAlumniDirectories() {
  for (const directory of document.querySelectorAll<HTMLElement>('[data-alumni-directory]')) setUpDirectory(directory);
}
