import AddIcon from '@mui/icons-material/Add';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Typography,
} from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useRowDelete } from '../../components/useRowDelete.ts';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { VideoForm } from './VideoForm.tsx';
import { VideoPlayerDialog } from './VideoPlayerDialog.tsx';

type Video = Row<'videos'>;

export function VideoList() {
  const {
    data: videos = [],
    isPending,
    error,
    refetch,
  } = useTableRows('videos', { field: 'created_at', order: 'DESC' });
  const [editing, setEditing] = useState<Video | 'new' | null>(null);
  const [playing, setPlaying] = useState<Video | null>(null);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete(
    'videos',
    screenErrors.admin.videos.delete,
    refetch,
  );

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={texts.admin.videos.heading}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {texts.admin.videos.add}
          </Button>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {texts.admin.videos.featuredNote}
      </Alert>
      <ErrorBanner message={error ? screenErrors.admin.videos.fetch : actionError} />
      {error ? null : isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading videos" />
        </Box>
      ) : videos.length === 0 ? (
        <EmptyState message={texts.admin.videos.empty} />
      ) : (
        <Box
          component="ul"
          aria-label="Videos, newest first"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {videos.map((video, index) => (
            <Card
              component="li"
              key={video.id}
              variant="outlined"
              sx={{ display: 'flex', flexDirection: 'column', borderColor: index === 0 ? 'primary.main' : undefined }}
            >
              <CardActionArea onClick={() => setPlaying(video)} aria-label={`Play ${video.title}`}>
                <Box sx={{ position: 'relative' }}>
                  <Box
                    component="img"
                    src={video.thumbnail_url}
                    alt=""
                    sx={{
                      width: '100%',
                      aspectRatio: '16 / 9',
                      objectFit: 'cover',
                      display: 'block',
                      bgcolor: 'grey.300',
                    }}
                  />
                  <PlayCircleIcon
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      m: 'auto',
                      fontSize: 64,
                      color: 'common.white',
                      filter: 'drop-shadow(0 2px 4px rgba(0,0,0,.5))',
                    }}
                  />
                </Box>
              </CardActionArea>
              <CardContent sx={{ flex: 1 }}>
                {index === 0 ? (
                  <Chip label={texts.admin.videos.currentlyFeatured} color="primary" size="small" sx={{ mb: 1 }} />
                ) : null}
                <Typography variant="h6" component="h2">
                  {video.title}
                </Typography>
                {video.subtitle ? <Typography color="text.secondary">{video.subtitle}</Typography> : null}
                {video.description ? (
                  <Typography
                    variant="body2"
                    sx={{
                      mt: 1,
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {video.description}
                  </Typography>
                ) : null}
              </CardContent>
              <CardActions sx={{ justifyContent: 'flex-end' }}>
                <EditDeleteActions
                  name={video.title}
                  onEdit={() => setEditing(video)}
                  onDelete={() => setDeleting(video)}
                />
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      {editing ? (
        <VideoForm
          video={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      {playing ? <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete video"
        message={texts.admin.videos.confirmDelete}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
