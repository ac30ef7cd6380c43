import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterLiveForm } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FilterSelect } from '../src/components/FilterSelect.tsx';
import { ListScreen } from '../src/components/ListScreen.tsx';
import { Column, RowsTable } from '../src/components/RowsTable.tsx';
import { memoryDataProvider, renderInAdmin } from './render.tsx';

const courses = [
  { id: '1', title: 'Bachelor of Theology', program_type: 'residential' },
  { id: '2', title: 'Certificate in Biblical Studies', program_type: 'online' },
];

describe('FilterSelect', () => {
  it("filters the list in the data provider's request, and 'All ...' (named as shown) clears the filter", async () => {
    const { dataProvider, calls } = memoryDataProvider({ courses });
    renderInAdmin(
      <ListScreen
        resource="courses"
        title="Course Management"
        sort={{ field: 'title', order: 'ASC' }}
        loadErrorMessage="Failed to load courses. Please try again later."
        loadingLabel="Loading courses..."
        emptyText="No courses found matching your criteria."
        filters={
          <FilterLiveForm debounce={false}>
            <FilterSelect
              source="program_type"
              label="Program Type"
              allLabel="All Programs"
              choices={[
                { id: 'residential', name: 'Residential' },
                { id: 'online', name: 'Center for Online Education' },
              ]}
            />
          </FilterLiveForm>
        }
      >
        <RowsTable label="Courses">
          <Column source="title" label="Title" />
        </RowsTable>
      </ListScreen>,
      dataProvider,
    );
    const table = await screen.findByRole('table', { name: 'Courses' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Program Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Center for Online Education' }));
    await waitFor(() => expect(calls.at(-1)?.params.filter).toEqual({ program_type: 'online' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(screen.getByRole('combobox', { name: 'Program Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'All Programs' }));
    await waitFor(() => expect(calls.at(-1)?.params.filter).toEqual({}));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });
});
