import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Box, Button, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { isProgramType, PROGRAM_LABELS, TRASH_RETENTION_DAYS } from '@seminary/core/constants';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { describeError } from '../../components/errors.ts';
import { LoadingState } from '../../components/LoadingState.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { ScrollableTable } from '../../components/ScrollableTable.tsx';
import { useTableRows } from '../../components/useTableRows.ts';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { REGISTRATION_KINDS, type RegistrationKind } from './registrationKinds.ts';

function field(row: unknown, name: string): string {
  const value = (row as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
}

/** Deleted applications of the last 30 days; restoring one puts it back with its id and date. */
export function RegistrationTrash({ kind }: { kind: RegistrationKind }) {
  const { heading } = REGISTRATION_KINDS[kind];
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const {
    data: trashed = [],
    isPending,
    error,
    refetch,
  } = useTableRows('deleted_registrations', { field: 'deleted_at', order: 'DESC' }, { table_name: kind });
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);

  async function restore(id: string, name: string) {
    setBusy(true);
    setActionError(null);
    setRestored(null);
    try {
      await dataProvider.restoreDeletedRegistration(id);
      setRestored(`The registration of ${name} is back in ${heading}.`);
      await refetch();
    } catch (failure) {
      setActionError(describeError(failure));
    }
    setBusy(false);
  }

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={`${heading}: Trash`}
        description={`Deleted registrations stay here for ${TRASH_RETENTION_DAYS} days.`}
        actions={
          <Button startIcon={<ArrowBackIcon />} component={RouterLink} to="..">
            Back to {heading}
          </Button>
        }
      />
      <ErrorBanner message={error ? 'Failed to load the trash. Please try again later.' : actionError} />
      {restored ? (
        <Typography role="status" color="success.dark" sx={{ mb: 2 }}>
          {restored}
        </Typography>
      ) : null}
      {error ? null : isPending ? (
        <LoadingState label="Loading the trash..." />
      ) : (
        <ScrollableTable label={`Deleted ${heading.toLowerCase()}`}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Program</TableCell>
              <TableCell>Deleted</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {trashed.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4 }}>
                  The trash is empty.
                </TableCell>
              </TableRow>
            ) : (
              trashed.map((entry) => {
                const name = field(entry.row_data, 'name');
                const program = field(entry.row_data, 'program_interest');
                return (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ fontWeight: 500 }}>{name}</TableCell>
                    <TableCell>{field(entry.row_data, 'email')}</TableCell>
                    <TableCell>{isProgramType(program) ? PROGRAM_LABELS[program] : program}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {new Date(entry.deleted_at).toLocaleString(undefined, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        startIcon={<RestoreFromTrashIcon />}
                        onClick={() => restore(entry.id, name)}
                        disabled={busy}
                        aria-label={`Restore ${name}`}
                      >
                        Restore
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </ScrollableTable>
      )}
    </Box>
  );
}
