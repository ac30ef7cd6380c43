import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../src/components/ConfirmDialog.tsx';
import { ErrorBanner } from '../src/components/ErrorBanner.tsx';
import { ListScreen, useReportError } from '../src/components/ListScreen.tsx';
import { Column, RowsTable } from '../src/components/RowsTable.tsx';
import { memoryDataProvider, renderInAdmin } from './render.tsx';

const TEXTS = {
  loadErrorMessage: 'Error fetching teachers',
  loadingLabel: 'Loading teachers...',
  emptyText: 'No teachers yet. Add your first teacher!',
};

function ReportButton() {
  const reportError = useReportError();
  return (
    <button type="button" onClick={() => reportError('Error deleting teacher')}>
      Fail
    </button>
  );
}

function renderTeachers(dataProvider: DataProvider, { paged = false } = {}) {
  renderInAdmin(
    <ListScreen
      resource="teachers"
      title="Teacher Management"
      sort={{ field: 'name', order: 'ASC' }}
      paged={paged}
      {...TEXTS}
    >
      <RowsTable label="Teachers">
        <Column source="name" label="Name" />
      </RowsTable>
      <ReportButton />
    </ListScreen>,
    dataProvider,
  );
}

const teachers = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index),
    name: `Teacher ${String(index).padStart(4, '0')}`,
  }));

describe('ListScreen', () => {
  it('shows the heading, the loading text, then the rows in the table', async () => {
    renderTeachers(memoryDataProvider({ teachers: teachers(3) }).dataProvider);
    expect(screen.getByRole('heading', { level: 1, name: 'Teacher Management' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(TEXTS.loadingLabel);
    const table = await screen.findByRole('table', { name: 'Teachers' }, { timeout: 10_000 });
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual([
      'Teacher 0000',
      'Teacher 0001',
      'Teacher 0002',
    ]);
    expect(screen.queryByText(/ of /)).toBeNull();
  });

  it("shows the spec's empty text when there is no row", async () => {
    renderTeachers(memoryDataProvider({ teachers: [] }).dataProvider);
    await screen.findByText(TEXTS.emptyText, {}, { timeout: 10_000 });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the load failure in the red banner, and nothing else', async () => {
    const dataProvider = { getList: vi.fn().mockRejectedValue(new Error('boom')) } as unknown as DataProvider;
    renderTeachers(dataProvider);
    const banner = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(banner.textContent).toBe(TEXTS.loadErrorMessage);
    expect(screen.queryByText(TEXTS.emptyText)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a row action's failure in the red banner", async () => {
    renderTeachers(memoryDataProvider({ teachers: teachers(1) }).dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Fail' }, { timeout: 10_000 }));
    expect(screen.getByRole('alert').textContent).toBe('Error deleting teacher');
  });

  it('pages a growing list with the true total, thousands separated', async () => {
    const { dataProvider, calls } = memoryDataProvider({ teachers: teachers(2_503) });
    renderTeachers(dataProvider, { paged: true });
    await screen.findByText('1-25 of 2,503', {}, { timeout: 10_000 });
    expect(calls[0]?.params.pagination).toEqual({ page: 1, perPage: 25 });
    await userEvent.click(await screen.findByRole('button', { name: 'Go to page 101' }, { timeout: 10_000 }));
    await screen.findByText('2501-2503 of 2,503', {}, { timeout: 10_000 });
    expect(calls.map((call) => call.params.pagination)).toContainEqual({ page: 101, perPage: 25 });
    await waitFor(() =>
      expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
        'Name',
        'Teacher 2500',
        'Teacher 2501',
        'Teacher 2502',
      ]),
    );
  });
});

describe('ErrorBanner', () => {
  it('announces its message as an alert, and shows nothing without one', () => {
    const { rerender } = renderInAdmin(<ErrorBanner message="Error saving teacher" />, {} as DataProvider);
    expect(screen.getByRole('alert').textContent).toBe('Error saving teacher');
    rerender(<ErrorBanner message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('asks with its title and message; Delete confirms and Cancel closes', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderInAdmin(
      <ConfirmDialog open title="Confirm Deletion" message="Are you sure?" onConfirm={onConfirm} onClose={onClose} />,
      {} as DataProvider,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).toContain('Are you sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('cannot be confirmed twice while the delete is under way', () => {
    renderInAdmin(
      <ConfirmDialog
        open
        busy
        title="Confirm Deletion"
        message="Are you sure?"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
      {} as DataProvider,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(true);
  });
});
