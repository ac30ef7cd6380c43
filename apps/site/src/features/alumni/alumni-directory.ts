// Filters the alumni cards already in the page with core's rules: text on name, organization
// or location (ignoring case), exact year, exact degree. Its words come from the page, so the
// script carries no texts of its own.
import { filterAlumni } from '@seminary/core/filters';

interface CardRow {
  card: HTMLElement;
  name: string;
  organization: string;
  location: string;
  graduation_year: number;
  degree: string;
}

function setUpDirectory(directory: HTMLElement) {
  const search = directory.querySelector<HTMLInputElement>('[data-alumni-search]');
  const year = directory.querySelector<HTMLSelectElement>('[data-alumni-year]');
  const degree = directory.querySelector<HTMLSelectElement>('[data-alumni-degree]');
  const toggle = directory.querySelector<HTMLButtonElement>('[data-alumni-filters-toggle]');
  const toggleLabel = directory.querySelector<HTMLElement>('[data-alumni-filters-label]');
  const filters = directory.querySelector<HTMLElement>('[data-alumni-filters]');
  const list = directory.querySelector<HTMLElement>('[data-alumni-list]');
  const empty = directory.querySelector<HTMLElement>('[data-alumni-empty]');
  const count = directory.querySelector<HTMLElement>('[data-alumni-count]');
  if (!search || !year || !degree || !toggle || !toggleLabel || !filters || !list || !empty || !count) return;

  const rows: CardRow[] = [...directory.querySelectorAll<HTMLElement>('[data-alumni-card]')].map((card) => ({
    card,
    name: card.dataset.name ?? '',
    organization: card.dataset.organization ?? '',
    location: card.dataset.location ?? '',
    graduation_year: Number(card.dataset.graduationYear),
    degree: card.dataset.degree ?? '',
  }));

  const apply = () => {
    const shown = new Set(
      filterAlumni(rows, {
        text: search.value,
        graduation_year: year.value === '' ? '' : Number(year.value),
        degree: degree.value,
      }),
    );
    for (const row of rows) row.card.hidden = !shown.has(row);
    list.hidden = shown.size === 0;
    empty.hidden = shown.size > 0;
    count.textContent =
      shown.size === 0
        ? (empty.querySelector('[data-alumni-empty-message]')?.textContent ?? '')
        : `${shown.size} of ${rows.length} alumni shown`;
  };

  const setFiltersOpen = (open: boolean) => {
    filters.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggleLabel.textContent = (open ? toggle.dataset.hideLabel : toggle.dataset.showLabel) ?? '';
  };

  search.addEventListener('input', apply);
  year.addEventListener('change', apply);
  degree.addEventListener('change', apply);
  toggle.addEventListener('click', () => setFiltersOpen(filters.hidden));
  directory.querySelector('[data-alumni-clear]')?.addEventListener('click', () => {
    search.value = '';
    year.value = '';
    degree.value = '';
    apply();
    search.focus();
  });
  // Browsers may restore typed values on back navigation.
  if (search.value || year.value || degree.value) apply();
}

export function setUpAlumniDirectories() {
  for (const directory of document.querySelectorAll<HTMLElement>('[data-alumni-directory]')) setUpDirectory(directory);
}
