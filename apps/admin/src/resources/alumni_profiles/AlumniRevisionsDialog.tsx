import RestoreIcon from '@mui/icons-material/Restore';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Paper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useGetList, useRefresh } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { describeError } from '../../components/errors.ts';
import { LoadingState } from '../../components/LoadingState.tsx';
import type { Row } from '../../components/media/CardList.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';

type AlumniProfile = Row<'alumni_profiles'>;
/** The latest versions; older ones are rarely what an admin wants back. */
const REVISIONS_SHOWN = 50;

const FIELDS = [
  ['name', 'Name'],
  ['graduation_year', 'Graduation year'],
  ['degree', 'Degree'],
  ['current_position', 'Position'],
  ['organization', 'Organization'],
  ['location', 'Location'],
  ['bio', 'Bio'],
  ['testimonial', 'Testimonial'],
  ['image_url', 'Photo'],
] as const;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return String(value);
}

/** What a revision would bring back: the fields where the kept version differs from today's. */
function differences(previous: Record<string, unknown>, profile: AlumniProfile) {
  return FIELDS.filter(([field]) => shown(previous[field]) !== shown(profile[field])).map(([field, label]) => ({
    label,
    before: field === 'image_url' ? (previous[field] ? 'a different photo' : '(none)') : shown(previous[field]),
  }));
}

/**
 * The versions a profile had before each public edit (and before each restore), newest first;
 * restoring one puts its fields back in one click, and the replaced version becomes a revision.
 */
export function AlumniRevisionsDialog({ profile, onClose }: { profile: AlumniProfile; onClose: () => void }) {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const {
    data: revisions = [],
    isPending,
    error,
    refetch,
  } = useGetList<Row<'alumni_profile_revisions'>>(
    'alumni_profile_revisions',
    {
      pagination: { page: 1, perPage: REVISIONS_SHOWN },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { profile_id: profile.id },
    },
    { retry: false, refetchOnWindowFocus: false },
  );
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  async function restore(revisionId: string) {
    setBusy(true);
    setRestoreError(null);
    try {
      await dataProvider.restoreAlumniRevision(revisionId);
      // The profile on the list's page changes too.
      refresh();
      await refetch();
    } catch (failure) {
      setRestoreError(describeError(failure));
    }
    setBusy(false);
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} component="h2">
        Revision history: {profile.name}
      </DialogTitle>
      <DialogContent>
        <ErrorBanner message={error ? 'Could not load the revision history.' : restoreError} />
        {error ? null : isPending ? (
          <LoadingState label="Loading revisions..." />
        ) : revisions.length === 0 ? (
          <Typography color="text.secondary">
            No earlier versions. A version is kept each time the profile is edited on the public site.
          </Typography>
        ) : (
          <List disablePadding aria-label="Earlier versions, newest first">
            {revisions.map((revision) => {
              const previous = (revision.previous_profile ?? {}) as Record<string, unknown>;
              const changes = differences(previous, profile);
              const when = new Date(revision.created_at).toLocaleString(undefined, {
                dateStyle: 'medium',
                timeStyle: 'short',
              });
              return (
                <ListItem key={revision.id} disableGutters sx={{ display: 'block', mb: 1.5 }}>
                  <Paper variant="outlined" sx={{ p: 1.5 }}>
                    <Typography variant="subtitle2" component="h3">
                      Before the change of {when}
                      {revision.client_address ? ' (public edit)' : ''}
                    </Typography>
                    {changes.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        Same as the current profile.
                      </Typography>
                    ) : (
                      <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 0.5 }}>
                        {changes.map(({ label, before }) => (
                          <li key={label}>
                            {label}: {before}
                          </li>
                        ))}
                      </Typography>
                    )}
                    <Button
                      size="small"
                      startIcon={<RestoreIcon />}
                      onClick={() => restore(revision.id)}
                      disabled={busy || changes.length === 0}
                      aria-label={`Restore this version, from before ${when}`}
                      sx={{ mt: 0.5 }}
                    >
                      Restore this version
                    </Button>
                  </Paper>
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
