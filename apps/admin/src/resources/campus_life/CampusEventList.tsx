import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { LAYOUT } from '@seminary/core/constants';
import { screenErrors } from '@seminary/core/texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { useRowDelete } from '../../components/useRowDelete.ts';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { CampusEventForm } from './CampusEventForm.tsx';

type CampusEvent = Row<'campus_life'>;

export function CampusEventList() {
  const {
    data: events = [],
    isPending,
    error,
    refetch,
  } = useTableRows('campus_life', {
    field: 'created_at',
    order: 'DESC',
  });
  const [editing, setEditing] = useState<CampusEvent | 'new' | null>(null);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete(
    'campus_life',
    screenErrors.admin.campusLife.deleteEvent,
    refetch,
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add Event
        </Button>
      </Box>
      <ErrorBanner message={error ? screenErrors.admin.campusLife.fetchEvents : actionError} />
      {error ? null : isPending ? (
        <LoadingState label="Loading events..." />
      ) : events.length === 0 ? (
        <EmptyState message="No campus life events yet. Add your first event!" />
      ) : (
        <Stack component="ul" spacing={2} aria-label="Campus life events" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.map((event) => (
            <Paper
              component="li"
              key={event.id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
            >
              <Box
                component="img"
                src={event.image_url}
                alt=""
                sx={{
                  width: { xs: '100%', sm: 160 },
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  borderRadius: 1,
                  flexShrink: 0,
                  bgcolor: 'grey.200',
                }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h6" component="h2">
                  {event.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {new Date(event.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                </Typography>
                <Typography
                  sx={{
                    mt: 1,
                    display: '-webkit-box',
                    WebkitLineClamp: LAYOUT.eventContentLinesAdmin,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {event.content}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
                <EditDeleteActions
                  name={event.title}
                  onEdit={() => setEditing(event)}
                  onDelete={() => setDeleting(event)}
                />
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      {editing ? (
        <CampusEventForm
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete event"
        message={`Are you sure you want to delete the event “${deleting?.title ?? ''}”? Its image is removed too.`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
