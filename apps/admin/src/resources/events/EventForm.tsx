import { Box, Typography } from '@mui/material';
import { eventsWords } from '@seminary/core/i18n/en/admin/events.ts';
import { eventFormSchema, instantToIndiaWallClock } from '@seminary/core/validation';
import { BooleanInput, FormDataConsumer, TextInput } from 'react-admin';
import { BilingualRichTextInput } from '../../components/BilingualRichTextInput.tsx';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { uploadOrSaveFailure } from '../../components/errors.ts';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';

type SchoolEvent = Row<'events'>;

const IMAGE = { image_url: 'image' };

const pairSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
} as const;

/** The stored instants as the wall clock in Vijayawada, which the datetime fields show. */
function editValues(event: SchoolEvent): SchoolEvent {
  return {
    ...event,
    starts_at: event.starts_at && instantToIndiaWallClock(event.starts_at),
    ends_at: event.ends_at && instantToIndiaWallClock(event.ends_at),
  };
}

/**
 * Add or edit an event: its texts with their Telugu twins side by side, when (times in India's
 * time, or whole days), the address of its page, and a picture with its alt text.
 */
export function EventForm({ editor }: { editor: RecordEditor<SchoolEvent> }) {
  const event = editedRecord(editor);
  return (
    <RecordFormDialog
      editor={editor}
      title={event ? eventsWords.editEvent : eventsWords.addNewEvent}
      defaultValues={{ title: '', summary: '', place: '', description: '', all_day: false, image_url: null }}
      editValues={editValues}
      schema={eventFormSchema}
      files={IMAGE}
      failureMessage={uploadOrSaveFailure(eventsWords.pictureNotUploaded, eventsWords.eventNotSaved)}
      busyLabel={eventsWords.saving}
    >
      <BilingualTextInput source="title" label={eventsWords.title} isRequired />
      <TextInput source="slug" label={eventsWords.address} helperText={eventsWords.theEndOfThePages} />
      <BilingualTextInput source="summary" label={eventsWords.summary} isRequired />
      <BilingualTextInput source="place" label={eventsWords.place} isRequired />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {eventsWords.whenIndiaTime}
      </Typography>
      <BooleanInput source="all_day" label={eventsWords.allDay} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.all_day ? (
            <Box sx={pairSx}>
              <TextInput source="start_date" label={eventsWords.firstDay} type="date" isRequired />
              <TextInput source="end_date" label={eventsWords.lastDay} type="date" isRequired />
            </Box>
          ) : (
            <Box sx={pairSx}>
              <TextInput source="starts_at" label={eventsWords.starts} type="datetime-local" isRequired />
              <TextInput source="ends_at" label={eventsWords.ends} type="datetime-local" isRequired />
            </Box>
          )
        }
      </FormDataConsumer>
      <BilingualRichTextInput source="description" label={eventsWords.description} />
      <FileInput source="image_url" label={eventsWords.picture} />
      <BilingualTextInput source="image_alt" label={eventsWords.pictureDescriptionAltText} />
    </RecordFormDialog>
  );
}
