import { Box } from '@mui/material';
import { eventsWords } from '@seminary/core/i18n/en/admin/events.ts';
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
    title: eventsWords.deleteEvent,
    message: (event) => eventsWords.deleteTheEventItsPage(event.title),
    failureMessage: eventsWords.errorDeletingEvent,
  });
  return (
    <>
      <RowsTable label={eventsWords.events}>
        <Column source="first_day" label={eventsWords.when} sx={{ whiteSpace: 'nowrap' }} render={when} />
        <Column source="title" label={eventsWords.title} sx={{ fontWeight: 500, minWidth: 180 }} />
        <Column source="place" label={eventsWords.place} />
        <Column
          source="summary"
          label={eventsWords.summary}
          disableSort
          sx={{ minWidth: 240 }}
          render={(event: SchoolEvent) => (
            <Box sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {event.summary}
            </Box>
          )}
        />
        <Column
          label={eventsWords.actions}
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
        title={eventsWords.events}
        sort={{ field: 'first_day', order: 'DESC' }}
        paged
        loadErrorMessage={eventsWords.errorFetchingEvents}
        loadingLabel={eventsWords.loadingEvents}
        emptyText={eventsWords.noEventsYetAddThe}
        actions={
          <>
            <RecentlyDeletedButton resource="events" label="events" />
            <AddButton label={eventsWords.addEvent} onClick={() => editor.open('new')} />
          </>
        }
        filters={
          <FilterLiveForm debounce={300}>
            <SearchInput label={eventsWords.searchEvents} sx={{ maxWidth: 480 }} />
          </FilterLiveForm>
        }
      >
        <EventRows editor={editor} />
      </ListScreen>
      <EventForm editor={editor} />
    </>
  );
}
