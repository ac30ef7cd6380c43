import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, IconButton, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { MessageRow } from '../../components/MessageRow.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { ScrollableTable } from '../../components/ScrollableTable.tsx';
import { useRowDelete } from '../../components/useRowDelete.ts';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { AlumniAvatar } from './AlumniAvatar.tsx';
import { AlumniForm } from './AlumniForm.tsx';
import { AlumniRevisionsDialog } from './AlumniRevisionsDialog.tsx';

type AlumniProfile = Row<'alumni_profiles'>;
const columns = texts.admin.alumni.columns;

export function AlumniList() {
  const {
    data: profiles = [],
    isPending,
    error,
    refetch,
  } = useTableRows('alumni_profiles', {
    field: 'graduation_year',
    order: 'DESC',
  });
  const [editing, setEditing] = useState<AlumniProfile | 'new' | null>(null);
  const [history, setHistory] = useState<AlumniProfile | null>(null);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete(
    'alumni_profiles',
    screenErrors.admin.alumni.delete,
    refetch,
  );

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title="Alumni Management"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add Profile
          </Button>
        }
      />
      <ErrorBanner message={error ? screenErrors.admin.alumni.fetch : actionError} />
      <ScrollableTable label="Alumni profiles">
        <TableHead>
          <TableRow>
            <TableCell>{columns.profile}</TableCell>
            <TableCell>{columns.details}</TableCell>
            <TableCell>{columns.currentPosition}</TableCell>
            <TableCell align="right">{columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending ? (
            <MessageRow text={texts.admin.alumni.loading} colSpan={4} />
          ) : profiles.length === 0 ? (
            <MessageRow text={error ? '' : texts.admin.alumni.empty} colSpan={4} />
          ) : (
            profiles.map((profile) => (
              <TableRow key={profile.id}>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
                    <AlumniAvatar name={profile.name} imageUrl={profile.image_url} />
                    <Box>
                      <Typography sx={{ fontWeight: 500 }}>{profile.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {texts.alumni.classOf} {profile.graduation_year}
                      </Typography>
                    </Box>
                  </Box>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{profile.degree}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {profile.location ?? '—'}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{profile.current_position ?? '—'}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {profile.organization ?? ''}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Revision history">
                    <IconButton aria-label={`Revision history of ${profile.name}`} onClick={() => setHistory(profile)}>
                      <HistoryIcon />
                    </IconButton>
                  </Tooltip>
                  <EditDeleteActions
                    name={profile.name}
                    onEdit={() => setEditing(profile)}
                    onDelete={() => setDeleting(profile)}
                  />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </ScrollableTable>
      {editing ? (
        <AlumniForm
          profile={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      {history ? (
        <AlumniRevisionsDialog
          profile={profiles.find((profile) => profile.id === history.id) ?? history}
          onClose={() => setHistory(null)}
          onRestored={() => refetch()}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete alumni profile"
        message={`Are you sure you want to delete the profile of ${deleting?.name ?? ''}? Its photo and revision history are removed too.`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
