import { Box, Typography } from '@mui/material';
import { LAYOUT } from '@seminary/core/constants';
import { screenErrors } from '@seminary/core/texts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DAY, formatDate } from '../../components/dates.ts';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { CardList, useCardScreen } from '../../components/media/CardList.tsx';
import { ClampedText, MediaCard, MediaCardStack } from '../../components/media/MediaCard.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { CampusEventForm } from './CampusEventForm.tsx';

/** Campus life events, newest first, their content clamped to the admin's two lines. */
export function CampusEventList() {
  const { list, actionError, editor, setDeleting, confirmDelete } = useCardScreen(
    'campus_life',
    { field: 'created_at', order: 'DESC' },
    screenErrors.admin.campusLife.deleteEvent,
  );
  return (
    <Box>
      <CardList
        list={list}
        add={{ label: 'Add Event', onClick: () => editor.open('new') }}
        actions={<RecentlyDeletedButton resource="campus_life" label="events" />}
        fetchError={screenErrors.admin.campusLife.fetchEvents}
        actionError={actionError}
        loadingLabel="Loading events..."
        emptyMessage="No campus life events yet. Add your first event!"
      >
        {(events) => (
          <MediaCardStack label="Campus life events">
            {events.map((event) => (
              <MediaCard
                key={event.id}
                image={event.image_url}
                imageWidth={160}
                imageAspectRatio="4 / 3"
                actions={
                  <EditDeleteActions
                    history={{ resource: 'campus_life', id: event.id }}
                    name={event.title}
                    onEdit={() => editor.open(event)}
                    onDelete={() => setDeleting(event)}
                  />
                }
              >
                <Typography variant="h6" component="h2">
                  {event.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(event.created_at, DAY)}
                </Typography>
                <ClampedText lines={LAYOUT.eventContentLinesAdmin}>{event.content}</ClampedText>
              </MediaCard>
            ))}
          </MediaCardStack>
        )}
      </CardList>
      <CampusEventForm editor={editor} />
      <ConfirmDialog
        {...confirmDelete(
          'Delete event',
          (event) => `Are you sure you want to delete the event “${event.title}”? Its image is removed too.`,
        )}
      />
    </Box>
  );
}
