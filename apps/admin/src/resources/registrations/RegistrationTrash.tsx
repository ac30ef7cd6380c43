import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Button, Typography } from '@mui/material';
import { isProgramType, PROGRAM_LABELS, TRASH_RETENTION_DAYS } from '@seminary/core/constants';
import { registrationsWords } from '@seminary/core/i18n/en/admin/registrations.ts';
import { useState } from 'react';
import { DateField, useDataProvider, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { DATE_TIME } from '../../components/dates.ts';
import { describeError } from '../../components/errors.ts';
import { ListScreen, useReportError } from '../../components/ListScreen.tsx';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import type { Row } from '../../components/records.ts';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { REGISTRATION_KINDS, type RegistrationKind } from './registrationKinds.ts';

type Trashed = Row<'deleted_registrations'>;

function field(entry: Trashed, name: string): string {
  const value = (entry.row_data as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
}

function TrashRows({ kind, onRestored }: { kind: RegistrationKind; onRestored: (message: string | null) => void }) {
  const { heading } = REGISTRATION_KINDS[kind];
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const refresh = useRefresh();
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);

  async function restore(entry: Trashed) {
    const name = field(entry, 'name');
    setBusy(true);
    reportError(null);
    onRestored(null);
    try {
      await dataProvider.restoreDeletedRegistration(entry.id);
      onRestored(registrationsWords.theRegistrationOfIsBack(name, heading));
      refresh();
    } catch (failure) {
      reportError(describeError(failure));
    }
    setBusy(false);
  }

  return (
    <RowsTable label={registrationsWords.deletedOf(heading.toLowerCase())}>
      <Column
        label={registrationsWords.name}
        disableSort
        sx={{ fontWeight: 500 }}
        render={(entry: Trashed) => field(entry, 'name')}
      />
      <Column label={registrationsWords.email} disableSort render={(entry: Trashed) => field(entry, 'email')} />
      <Column
        label={registrationsWords.program}
        disableSort
        render={(entry: Trashed) => {
          const program = field(entry, 'program_interest');
          return isProgramType(program) ? PROGRAM_LABELS[program] : program;
        }}
      />
      <Column source="deleted_at" label={registrationsWords.deleted} sx={{ whiteSpace: 'nowrap' }}>
        <DateField source="deleted_at" showTime options={DATE_TIME} />
      </Column>
      <ActionsColumn
        label={registrationsWords.actions}
        render={(entry: Trashed) => (
          <Button
            startIcon={<RestoreFromTrashIcon />}
            onClick={() => restore(entry)}
            disabled={busy}
            aria-label={registrationsWords.restoreOf(field(entry, 'name'))}
          >
            {registrationsWords.restore}
          </Button>
        )}
      />
    </RowsTable>
  );
}

/** Deleted applications of the last 30 days; restoring one puts it back with its id and date. */
export function RegistrationTrash({ kind }: { kind: RegistrationKind }) {
  const { heading } = REGISTRATION_KINDS[kind];
  // Kept above the list, which may empty once the last entry is restored.
  const [restored, setRestored] = useState<string | null>(null);
  return (
    <ListScreen
      resource="deleted_registrations"
      filter={{ table_name: kind }}
      storeKey={`${kind}.trash`}
      sort={{ field: 'deleted_at', order: 'DESC' }}
      paged
      title={`${heading}: Trash`}
      description={registrationsWords.deletedRegistrationsStayHereFor(TRASH_RETENTION_DAYS)}
      notice={
        restored ? (
          <Typography role="status" color="success.dark" sx={{ mb: 2 }}>
            {restored}
          </Typography>
        ) : null
      }
      loadErrorMessage={registrationsWords.failedToLoadTheTrash}
      loadingLabel={registrationsWords.loadingTheTrash}
      emptyText={registrationsWords.theTrashIsEmpty}
      actions={
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to="..">
          {registrationsWords.backTo(heading)}
        </Button>
      }
    >
      <TrashRows kind={kind} onRestored={setRestored} />
    </ListScreen>
  );
}
