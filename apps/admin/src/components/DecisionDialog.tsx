import {
  Box,
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
import { useReportError } from './ListScreen.tsx';

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

/** What she wrote, quoted as hers, so nobody takes it for the school's words. */
export const quotedSx = { mt: 2, mx: 0, pl: 2, borderLeft: 3, borderColor: 'divider' } as const;

/** One text of hers, under what it is, with her line breaks. */
export function HerText({ label, text }: { label: string; text: string }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</Typography>
    </>
  );
}

interface AnswerButton {
  label: string;
  /** The button's name for a screen reader, which says whose request it answers. */
  name: string;
  onClick: () => void;
}

/** A waiting request's answers on its row: the one that grants it, then the one that refuses it. */
export function AnswerButtons({ grant, refuse }: { grant: AnswerButton & { color?: 'error' }; refuse: AnswerButton }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button
        variant="contained"
        size="small"
        color={grant.color ?? 'primary'}
        onClick={grant.onClick}
        aria-label={grant.name}
      >
        {grant.label}
      </Button>
      <Button size="small" onClick={refuse.onClick} aria-label={refuse.name}>
        {refuse.label}
      </Button>
    </Box>
  );
}

/**
 * Which row's answer is open in its dialog, and which answer; opening one clears the list's
 * banner of the last failure.
 */
export function useAnswering<R, A extends string>() {
  const reportError = useReportError();
  const [answering, setAnswering] = useState<{ row: R; answer: A } | null>(null);
  return {
    answering,
    open: (row: R, answer: A) => {
      reportError(null);
      setAnswering({ row, answer });
    },
    close: () => setAnswering(null),
  };
}
