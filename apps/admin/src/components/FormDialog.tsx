import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { texts } from '@seminary/core/texts';
import { type FormEvent, type ReactNode, useId } from 'react';
import { ErrorBanner } from './ErrorBanner.tsx';

/**
 * For a dialog whose title, content and actions sit in a form: the form takes the paper's column
 * layout, so the content scrolls between a title and buttons that stay in view.
 */
export const formInDialogSlotProps = {
  paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } } },
} as const;

/**
 * The admin's add/edit dialog: the form's fields, its red error banner, Cancel and Save. It
 * fills the screen on a phone. Validation is the shared schemas' job, so the browser's own
 * bubbles are turned off.
 */
export function FormDialog({
  open,
  title,
  error,
  busy,
  busyLabel = texts.common.uploading,
  submitLabel = texts.common.save,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  error: string | null;
  busy: boolean;
  busyLabel?: string;
  submitLabel?: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={formInDialogSlotProps}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        <DialogContent>
          <ErrorBanner message={error} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
