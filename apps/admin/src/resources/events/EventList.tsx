import { Box } from '@mui/material';
import { FilterLiveForm } from 'react-admin';
import { formatDate, formatDayRange, SCHOOL_TIME } from '../../components/dates.ts';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { AddButton } from '../../components/media/AddButton.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { Column, RowsTable } from '../../components/RowsTable.tsx';
import type { RecordEditor, Row } from '../../components/records.ts';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { useRecordEditor } from '../../components/useRecordEditor.ts';
import { EventForm } from './EventForm.tsx';

type SchoolEvent = Row<'events'>;

/** When, as the school reads it: whole days, or the start in India's time. */
function when(event: SchoolEvent): string {
  if (event.all_day && event.start_date && event.end_date) {
    return formatDayRange(event.start_date, event.end_date);
  }
  return event.starts_at ? formatDate(event.starts_at, SCHOOL_TIME) : '';
}

function EventRows({ editor }: { editor: RecordEditor<SchoolEvent> }) {
  const { ask, dialog } = useConfirmedDelete<SchoolEvent>('events', {
    title: 'Delete event',
    message: (event) => `Delete the event "${event.title}"? Its page leaves the site at the next publish.`,
    failureMessage: 'Error deleting event',
  });
  return (
    <>
      <RowsTable label="Events">
        <Column source="first_day" label="When" sx={{ whiteSpace: 'nowrap' }} render={when} />
        <Column source="title" label="Title" sx={{ fontWeight: 500, minWidth: 180 }} />
        <Column source="place" label="Place" />
        <Column
          source="summary"
          label="Summary"
          disableSort
          sx={{ minWidth: 240 }}
          render={(event: SchoolEvent) => (
            <Box sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {event.summary}
            </Box>
          )}
        />
        <Column
          label="Actions"
          align="right"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(event: SchoolEvent) => (
            <EditDeleteActions
              history={{ resource: 'events', id: event.id }}
              name={event.title}
              onEdit={() => editor.open(event)}
              onDelete={() => ask(event)}
            />
          )}
        />
      </RowsTable>
      {dialog}
    </>
  );
}

/** The events calendar, latest first, searched on title, place and summary in the database. */
export function EventList() {
  const editor = useRecordEditor<SchoolEvent>('events');
  return (
    <>
      <ListScreen
        resource="events"
        title="Events"
        sort={{ field: 'first_day', order: 'DESC' }}
        paged
        loadErrorMessage="Error fetching events"
        loadingLabel="Loading events..."
        emptyText="No events yet. Add the first one."
        actions={
          <>
            <RecentlyDeletedButton resource="events" label="events" />
            <AddButton label="Add Event" onClick={() => editor.open('new')} />
          </>
        }
        filters={
          <FilterLiveForm debounce={300}>
            <SearchInput label="Search events" sx={{ maxWidth: 480 }} />
          </FilterLiveForm>
        }
      >
        <EventRows editor={editor} />
      </ListScreen>
      <EventForm editor={editor} />
    </>
  );
}
