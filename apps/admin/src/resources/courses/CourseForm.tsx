import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { PROGRAM_LABELS, PROGRAM_TYPES } from '@seminary/core/constants';
import { screenErrors, texts } from '@seminary/core/texts';
import { courseFormSchema } from '@seminary/core/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { firstIssue, invalidFields } from '../../components/errors.ts';
import { textOf, useFormFields } from '../../components/useFormFields.ts';
import type { Row } from '../../components/useTableRows.ts';

type Course = Row<'courses'>;

/** The inline add/edit form above the course table. */
export function CourseForm({
  course,
  onClose,
  onSaved,
}: {
  course: Course | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const { values, text } = useFormFields({
    title: textOf(course?.title),
    description: textOf(course?.description),
    duration: textOf(course?.duration),
    schedule: textOf(course?.schedule),
    intake: textOf(course?.intake),
    program_type: textOf(course?.program_type),
  });
  const [invalid, setInvalid] = useState(new Set<string>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form opens above the table, away from the button that opened it, so focus follows it.
  useEffect(() => heading.current?.focus(), []);

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = courseFormSchema.safeParse(values);
    if (!result.success) {
      setInvalid(invalidFields(result));
      setError(firstIssue(result));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (course) await dataProvider.update('courses', { id: course.id, data: result.data, previousData: course });
      else await dataProvider.create('courses', { data: result.data });
      onSaved();
    } catch {
      setError(screenErrors.courses.save);
      setBusy(false);
    }
  }

  const title = course ? 'Edit Course' : 'Add New Course';
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 3 }}>
      <Box component="form" onSubmit={save} noValidate>
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 1, outline: 'none' }}>
          {title}
        </Typography>
        <ErrorBanner message={error} />
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField label="Title" required error={invalid.has('title')} {...text('title')} />
          <TextField select label="Program Type" required error={invalid.has('program_type')} {...text('program_type')}>
            {PROGRAM_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {PROGRAM_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Duration"
            required
            placeholder="3 years"
            error={invalid.has('duration')}
            {...text('duration')}
          />
          <TextField label="Schedule" placeholder="Monday to Friday" {...text('schedule')} />
          <TextField
            label="Intake"
            type="number"
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, step: 1 } }}
            error={invalid.has('intake')}
            {...text('intake')}
          />
          <TextField
            label="Description"
            required
            multiline
            minRows={3}
            error={invalid.has('description')}
            sx={{ gridColumn: { md: '1 / -1' } }}
            {...text('description')}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : texts.common.save}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
