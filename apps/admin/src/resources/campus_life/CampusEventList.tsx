import { Typography } from '@mui/material';
import { LAYOUT } from '@seminary/core/constants';
import { campusLifeWords } from '@seminary/core/i18n/en/admin/campus-life.ts';
import { screenErrors } from '@seminary/core/texts';
import { useListContext } from 'react-admin';
import { DAY, formatDate } from '../../components/dates.ts';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { ListScreen, PAGE_SIZE } from '../../components/ListScreen.tsx';
import { AddButton } from '../../components/media/AddButton.tsx';
import { ClampedText, MediaCard, MediaCardStack } from '../../components/media/MediaCard.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import type { RecordEditor, Row } from '../../components/records.ts';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { useRecordEditor } from '../../components/useRecordEditor.ts';
import { CampusEventForm } from './CampusEventForm.tsx';

type CampusEvent = Row<'campus_life'>;

function CampusEventCards({ editor }: { editor: RecordEditor<CampusEvent> }) {
  const { data: events = [] } = useListContext<CampusEvent>();
  const { ask, dialog } = useConfirmedDelete<CampusEvent>('campus_life', {
    title: campusLifeWords.deleteEvent,
    message: (event) => campusLifeWords.confirmDelete(event.title),
    failureMessage: screenErrors.admin.campusLife.deleteEvent,
  });
  return (
    <>
      <MediaCardStack label={campusLifeWords.campusLifeEvents}>
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
                onDelete={() => ask(event)}
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
      {dialog}
    </>
  );
}

/** Campus life events, newest first, their content clamped to the admin's two lines. */
export function CampusEventList() {
  const editor = useRecordEditor<CampusEvent>('campus_life');
  return (
    <ListScreen
      resource="campus_life"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={PAGE_SIZE}
      disableSyncWithLocation
      actions={
        <>
          <RecentlyDeletedButton resource="campus_life" label="events" />
          <AddButton label={campusLifeWords.addEvent} onClick={() => editor.open('new')} />
        </>
      }
      loadErrorMessage={screenErrors.admin.campusLife.fetchEvents}
      loadingLabel={campusLifeWords.loadingEvents}
      emptyText={campusLifeWords.noCampusLifeEventsYet}
      dialogs={<CampusEventForm editor={editor} />}
    >
      <CampusEventCards editor={editor} />
    </ListScreen>
  );
}
