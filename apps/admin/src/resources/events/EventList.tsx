import { Box } from '@mui/material';
import { eventsWords } from '@seminary/core/i18n/en/admin/events.ts';
import { FilterLiveForm } from 'react-admin';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { formatDate, formatDayRange, SCHOOL_TIME } from '../../components/dates.ts';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import type { Row } from '../../components/records.ts';
import { SearchInput } from '../../components/SearchInput.tsx';
import { EventForm } from './EventForm.tsx';

type SchoolEvent = Row<'events'>;

/** When, as the school reads it: whole days, or the start in India's time. */
function when(event: SchoolEvent): string {
  if (event.all_day && event.start_date && event.end_date) {
    return formatDayRange(event.start_date, event.end_date);
  }
  return event.starts_at ? formatDate(event.starts_at, SCHOOL_TIME) : '';
}

/** The events calendar, latest first, searched on title, place and summary in the database. */
export function EventList() {
  return (
    <ContentList<SchoolEvent>
      resource="events"
      title={eventsWords.events}
      sort={{ field: 'first_day', order: 'DESC' }}
      paged
      loadErrorMessage={eventsWords.errorFetchingEvents}
      loadingLabel={eventsWords.loadingEvents}
      emptyText={eventsWords.noEventsYetAddThe}
      filters={
        <FilterLiveForm debounce={300}>
          <SearchInput label={eventsWords.searchEvents} sx={{ maxWidth: 480 }} />
        </FilterLiveForm>
      }
      deletedLabel="events"
      addLabel={eventsWords.addEvent}
      deletion={{
        title: eventsWords.deleteEvent,
        message: (event) => eventsWords.deleteTheEventItsPage(event.title),
        failureMessage: eventsWords.errorDeletingEvent,
      }}
      form={EventForm}
    >
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
        <ActionsColumn label={eventsWords.actions} render={(event: SchoolEvent) => <ContentActions record={event} />} />
      </RowsTable>
    </ContentList>
  );
}
