import { Typography } from '@mui/material';
import { LAYOUT } from '@seminary/core/constants';
import { campusLifeWords } from '@seminary/core/i18n/en/admin/campus-life.ts';
import { screenErrors } from '@seminary/core/texts';
import { useListContext } from 'react-admin';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { DAY, formatDate } from '../../components/dates.ts';
import { PAGE_SIZE } from '../../components/ListScreen.tsx';
import { ClampedText, MediaCard, MediaCardStack } from '../../components/media/MediaCard.tsx';
import type { Row } from '../../components/records.ts';
import { CampusEventForm } from './CampusEventForm.tsx';

type CampusEvent = Row<'campus_life'>;

function CampusEventCards() {
  const { data: events = [] } = useListContext<CampusEvent>();
  return (
    <MediaCardStack label={campusLifeWords.campusLifeEvents}>
      {events.map((event) => (
        <MediaCard
          key={event.id}
          image={event.image_url}
          imageWidth={160}
          imageAspectRatio="4 / 3"
          actions={<ContentActions record={event} />}
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
  );
}

/** Campus life events, newest first, their content clamped to the admin's two lines. */
export function CampusEventList() {
  return (
    <ContentList<CampusEvent>
      resource="campus_life"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={PAGE_SIZE}
      disableSyncWithLocation
      loadErrorMessage={screenErrors.admin.campusLife.fetchEvents}
      loadingLabel={campusLifeWords.loadingEvents}
      emptyText={campusLifeWords.noCampusLifeEventsYet}
      deletedLabel="events"
      addLabel={campusLifeWords.addEvent}
      deletion={{
        title: campusLifeWords.deleteEvent,
        message: (event) => campusLifeWords.confirmDelete(event.title),
        failureMessage: screenErrors.admin.campusLife.deleteEvent,
      }}
      form={CampusEventForm}
    >
      <CampusEventCards />
    </ContentList>
  );
}
