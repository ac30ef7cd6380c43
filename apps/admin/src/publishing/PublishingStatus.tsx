import PublishIcon from '@mui/icons-material/Publish';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Skeleton,
  Typography,
} from '@mui/material';
import { publishingWords } from '@seminary/core/i18n/en/admin/publishing.ts';
import { isStaffRole, roleMayUse } from '@seminary/core/staff-roles';
import { usePermissions } from 'react-admin';
import { formatDate } from '../components/dates.ts';
import { ErrorBanner } from '../components/ErrorBanner.tsx';
import type { PublishState } from '../providers/databaseFunctions.ts';
import { usePublishState } from './usePublishState.ts';

function Progress({ state }: { state: PublishState }) {
  if (state.status === 'building') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography>{publishingWords.publishing}</Typography>
      </Box>
    );
  }
  if (state.pending) return <Typography>{publishingWords.changesAreWaitingToBe}</Typography>;
  // The failure's alert below says what the website shows.
  if (state.status === 'failed') return null;
  return <Typography>{publishingWords.theWebsiteShowsTheLatest}</Typography>;
}

/**
 * The public website is rebuilt from the database after every change; this card says when that
 * last happened, whether a rebuild is running or failed, and lets an editor or administrator start one.
 */
export function PublishingStatus() {
  const { permissions } = usePermissions();
  const { state, error, requesting, publishNow } = usePublishState();
  const building = state?.status === 'building';

  return (
    <Card variant="outlined" component="section" aria-labelledby="publishing-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box>
            <Typography id="publishing-heading" variant="h6" component="h2">
              {publishingWords.websitePublishing}
            </Typography>
            <Box role="status">
              {state ? (
                <>
                  <Progress state={state} />
                  <Typography color="text.secondary">
                    {state.last_published_at
                      ? publishingWords.lastPublished(formatDate(state.last_published_at))
                      : publishingWords.notPublishedYet}
                  </Typography>
                </>
              ) : (
                <Skeleton width={240} />
              )}
            </Box>
          </Box>
          {isStaffRole(permissions) && roleMayUse(permissions, 'content') ? (
            <Button
              variant="contained"
              startIcon={<PublishIcon />}
              onClick={() => void publishNow()}
              disabled={requesting || building}
            >
              {publishingWords.publishNow}
            </Button>
          ) : null}
        </Box>
        {state?.status === 'failed' ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            <AlertTitle>{publishingWords.theLastPublishFailedThe}</AlertTitle>
            <Box
              component="pre"
              sx={{
                m: 0,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                fontSize: '0.8rem',
                maxHeight: 240,
                overflow: 'auto',
              }}
            >
              {state.last_error}
            </Box>
          </Alert>
        ) : null}
        {error ? (
          <Box sx={{ mt: 2 }}>
            <ErrorBanner message={error} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
