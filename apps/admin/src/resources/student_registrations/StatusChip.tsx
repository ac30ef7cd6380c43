import { Chip } from '@mui/material';
import { APPLICATION_STATUS_LABELS, isApplicationStatus } from '@seminary/core/admissions';

/** Colours whose text keeps a 4.5:1 contrast (MUI's filled info and warning chips fall short). */
const LOOKS = {
  received: { color: 'primary', variant: 'outlined' },
  under_review: { color: 'warning', variant: 'outlined' },
  accepted: { color: 'success', variant: 'filled' },
  not_accepted: { color: 'error', variant: 'filled' },
  withdrawn: { color: 'default', variant: 'filled' },
} as const;

/** An application's status in words. */
export function StatusChip({ status }: { status: string }) {
  if (!isApplicationStatus(status)) return <Chip size="small" label={status} />;
  return <Chip size="small" label={APPLICATION_STATUS_LABELS[status]} {...LOOKS[status]} />;
}
