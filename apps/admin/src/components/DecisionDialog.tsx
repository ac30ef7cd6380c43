import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { texts } from '@seminary/core/texts';
import { type ReactNode, useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { describeError } from './errors.ts';

/**
 * The office's answer to what someone asked (an alumni registration, a data request), which the
 * database carries out and e-mails her: the dialog says what will happen, shows what she sent,
 * takes the words for her (required for a refusal), and once the answer is through says so,
 * closes and reloads the list. A failure stays in the dialog, in words.
 */
export function DecisionDialog({
  title,
  message,
  children,
  note,
  confirmLabel,
  destructive,
  problem,
  onDecide,
  onClose,
}: {
  title: string;
  message: string;
  /** What she sent, and what the office should know before answering. */
  children?: ReactNode;
  /** The words for her, when the answer carries them. */
  note?: { label: string; required: boolean };
  confirmLabel: string;
  /** The answer refuses or erases: the button is red. */
  destructive: boolean;
  /** A failure found before the answer (reading what is on file), in words. */
  problem?: string | null;
  /** Carries out the answer with the words for her; resolves to what the notification says. */
  onDecide: (note: string) => Promise<string>;
  onClose: () => void;
}) {
  const refresh = useRefresh();
  const notify = useNotify();
  const titleId = useId();
  const messageId = useId();
  const [words, setWords] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function decide() {
    setBusy(true);
    setError(null);
    try {
      notify(await onDecide(words), { type: 'success' });
      onClose();
      refresh();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  const shownError = error ?? problem;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{ paper: { role: 'alertdialog' } }}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {children}
        {note ? (
          <TextField
            label={note.label}
            value={words}
            onChange={(event) => setWords(event.target.value)}
            required={note.required}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        ) : null}
        {shownError ? (
          <Typography color="error" role="alert" sx={{ mt: 2 }}>
            {shownError}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {texts.common.cancel}
        </Button>
        <Button
          onClick={decide}
          disabled={busy || (note?.required === true && !words.trim())}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
