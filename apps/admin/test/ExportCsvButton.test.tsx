import { exportRegistrationsCsv } from '@seminary/core/csv-export';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_PAGE_SIZE, ExportCsvButton, sortLikeTheList } from '../src/components/ExportCsvButton.tsx';
import { ListScreen } from '../src/components/ListScreen.tsx';
import { memoryDataProvider, renderInAdmin } from './render.tsx';

const ROWS = 2_345;
const registrations = Array.from({ length: ROWS }, (_, index) => ({
  id: `id-${String(index).padStart(5, '0')}`,
  name: `Applicant ${index}`,
  city: index % 2 === 0 ? 'Guntur' : 'Eluru, "East"',
  created_at: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString(),
}));

/** The file the button offered, read back from the Blob it made. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((object: Blob) => {
    blob = object;
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

function renderList(filter: Record<string, unknown> = {}) {
  const { dataProvider, calls, exports } = memoryDataProvider({ registrations });
  renderInAdmin(
    <ListScreen
      resource="registrations"
      title="Registrations Management"
      sort={{ field: 'created_at', order: 'DESC' }}
      paged
      loadErrorMessage="Failed to load data. Please try again later."
      loadingLabel="Loading registrations..."
      emptyText="No registrations found matching your criteria."
      actions={
        <ExportCsvButton
          label="Export CSV"
          failureMessage="Failed to load data. Please try again later."
          toCsv={(rows) => exportRegistrationsCsv('registrations', rows)}
        />
      }
      filters={<FilterSetter filter={filter} />}
    >
      <p>rows</p>
    </ListScreen>,
    dataProvider,
  );
  return { calls, exports };
}

function FilterSetter({ filter }: { filter: Record<string, unknown> }) {
  const { setFilters } = useListContext();
  useEffect(() => {
    if (Object.keys(filter).length) setFilters(filter, []);
  }, [filter, setFilters]);
  return null;
}

const exportButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' });

afterEach(() => vi.restoreAllMocks());

describe('ExportCsvButton', () => {
  it('writes every matching row, fetched a thousand at a time, in the list order', async () => {
    const files = captureDownloads();
    const { calls, exports } = renderList();
    await waitFor(() => expect(exportButton().disabled).toBe(false), { timeout: 10_000 });
    await userEvent.click(exportButton());
    await waitFor(() => expect(files).toHaveLength(1));
    // Reported to the audit trail with its size, as every export of personal data is.
    expect(exports).toEqual([{ table: 'registrations', rows: ROWS }]);

    const exportCalls = calls.filter((call) => call.params.pagination?.perPage === EXPORT_PAGE_SIZE);
    expect(exportCalls.map((call) => call.params.pagination?.page)).toEqual([1, 2, 3]);
    const [file] = files;
    expect(file?.name).toMatch(/^registrations_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await file?.blob.text())?.split('\r\n') ?? [];
    expect(lines[0]).toBe('id,name,city,created_at');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toContain(`Applicant ${ROWS - 1}`);
    expect(lines.at(-1)).toContain('Applicant 0,');
    expect(lines[2]).toContain('"Eluru, ""East"""');
  });

  it("exports only the rows of the list's filter", async () => {
    const files = captureDownloads();
    const { calls } = renderList({ city: 'Guntur' });
    await waitFor(() => expect(calls.at(-1)?.params.filter).toEqual({ city: 'Guntur' }), { timeout: 10_000 });
    await waitFor(() => expect(exportButton().disabled).toBe(false));
    await userEvent.click(exportButton());
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]?.blob.text())?.split('\r\n') ?? [];
    expect(lines).toHaveLength(Math.ceil(ROWS / 2) + 1);
    expect(lines.slice(1).every((line) => line.includes('Guntur'))).toBe(true);
  });

  it('is disabled while the list has no rows', async () => {
    renderList({ city: 'Nowhere' });
    await screen.findByText('No registrations found matching your criteria.', {}, { timeout: 10_000 });
    expect(exportButton().disabled).toBe(true);
  });
});

describe('sortLikeTheList', () => {
  it('orders by the list field as PostgreSQL does (nulls as the largest value), ties by id', () => {
    const rows = [
      { id: 'b', created_at: '2024-01-01' },
      { id: 'a', created_at: '2024-01-01' },
      { id: 'c', created_at: null },
      { id: 'd', created_at: '2025-01-01' },
    ];
    const ids = (order: 'ASC' | 'DESC') =>
      sortLikeTheList([...rows], { field: 'created_at', order }).map((row) => row.id);
    expect(ids('DESC')).toEqual(['c', 'd', 'a', 'b']);
    expect(ids('ASC')).toEqual(['a', 'b', 'd', 'c']);
  });
});
