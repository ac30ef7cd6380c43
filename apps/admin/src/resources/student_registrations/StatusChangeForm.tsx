import { Box, Button, MenuItem, TextField } from '@mui/material';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@seminary/core/admissions';
import { studentRegistrationsWords } from '@seminary/core/i18n/en/admin/student-registrations.ts';
import { useId, useState } from 'react';

/** A new status and an optional internal note; saving hands both to the caller. */
export function StatusChangeForm({
  current,
  busy,
  onSave,
}: {
  current: ApplicationStatus;
  busy: boolean;
  onSave: (status: ApplicationStatus, note: string) => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>(current);
  const [note, setNote] = useState('');
  return (
    <Box
      component="form"
      aria-label={studentRegistrationsWords.changeStatus}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(status, note);
      }}
      sx={{ display: 'grid', gap: 2, mt: 1 }}
    >
      <TextField
        select
        id={`${id}-status`}
        label={studentRegistrationsWords.newStatus}
        value={status}
        onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
      >
        {APPLICATION_STATUSES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {APPLICATION_STATUS_LABELS[choice]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`${id}-note`}
        label={studentRegistrationsWords.internalNoteOptional}
        helperText={studentRegistrationsWords.seenByTheOfficeOnly}
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy || status === current}>
          {studentRegistrationsWords.saveStatus}
        </Button>
      </Box>
    </Box>
  );
}
