import { Box, Button, Paper, Typography } from '@mui/material';
import { PROGRAM_LABELS, PROGRAM_TYPES } from '@seminary/core/constants';
import { coursesWords } from '@seminary/core/i18n/en/admin/courses.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { courseFormSchema } from '@seminary/core/validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, SelectInput, TextInput } from 'react-admin';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { KEEP_TYPED_VALUES } from '../../components/media/RecordFormDialog.tsx';
import { schemaResolver } from '../../components/media/schemaResolver.ts';
import { useRecordSave } from '../../components/media/useRecordSave.ts';
import type { Row } from '../../components/records.ts';

type Course = Row<'courses'>;
const PROGRAM_CHOICES = PROGRAM_TYPES.map((type) => ({ id: type, name: PROGRAM_LABELS[type] }));

/** The inline add/edit form above the course table, on react-admin's form with the shared schema. */
export function CourseForm({ course, onClose }: { course: Course | null; onClose: () => void }) {
  const { save: saveRecord, busy, failure } = useRecordSave('courses', () => screenErrors.courses.save);
  const [issue, setIssue] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver(courseFormSchema, { onChecked: setIssue }), []);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form opens above the table, away from the button that opened it, so focus follows it.
  useEffect(() => heading.current?.focus(), []);

  async function save(data: Record<string, unknown>) {
    if (await saveRecord(course, data)) onClose();
  }

  const title = course ? coursesWords.editCourse : coursesWords.addNewCourse;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 3 }}>
      <Form
        record={course ?? undefined}
        resetOptions={KEEP_TYPED_VALUES}
        resolver={resolver}
        onSubmit={save}
        disableInvalidFormNotification
        noValidate
      >
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 1, outline: 'none' }}>
          {title}
        </Typography>
        <ErrorBanner message={issue ?? failure} />
        <BilingualTextInput source="title" label={coursesWords.title} isRequired />
        <Box
          sx={{
            display: 'grid',
            columnGap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <SelectInput source="program_type" label={coursesWords.programType} choices={PROGRAM_CHOICES} isRequired />
          <TextInput
            source="intake"
            label={coursesWords.intake}
            type="number"
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, step: 1 } }}
          />
        </Box>
        <BilingualTextInput
          source="duration"
          label={coursesWords.duration}
          placeholder={coursesWords.n3Years}
          isRequired
        />
        <BilingualTextInput source="schedule" label={coursesWords.schedule} placeholder={coursesWords.mondayToFriday} />
        <BilingualTextInput source="description" label={coursesWords.description} isRequired multiline minRows={3} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : texts.common.save}
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}
