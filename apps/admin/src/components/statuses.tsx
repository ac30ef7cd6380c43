import { Box, Chip } from '@mui/material';
import { FilterLiveForm } from 'react-admin';
import { FilterSelect } from './FilterSelect.tsx';
import { Column } from './RowsTable.tsx';

/**
 * A list's statuses, each with its words and the colour of its chip, whose text keeps a 4.5:1
 * contrast (MUI's filled info chip falls short).
 */
export type Statuses = Record<string, { label: string; color: 'default' | 'primary' | 'success' | 'error' }>;

/** The row's status, as a chip; one these words do not know shows as stored. */
export function StatusColumn({ label, statuses }: { label: string; statuses: Statuses }) {
  return (
    <Column
      source="status"
      label={label}
      render={(row: { status: string }) => (
        <Chip
          size="small"
          label={statuses[row.status]?.label ?? row.status}
          color={statuses[row.status]?.color ?? 'default'}
        />
      )}
    />
  );
}

/** The list's one filter: a choice of status, or all. */
export function StatusFilter({ label, allLabel, statuses }: { label: string; allLabel: string; statuses: Statuses }) {
  return (
    <FilterLiveForm>
      <Box sx={{ maxWidth: 280, mb: 2 }}>
        <FilterSelect
          source="status"
          label={label}
          allLabel={allLabel}
          choices={Object.entries(statuses).map(([id, { label: name }]) => ({ id, name }))}
        />
      </Box>
    </FilterLiveForm>
  );
}
