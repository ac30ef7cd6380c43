import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Alert, Box, Card, CardActionArea, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { AddButton } from '../../components/media/AddButton.tsx';
import { CardGrid } from '../../components/media/CardGrid.tsx';
import { CardList, type Row, useCardScreen } from '../../components/media/CardList.tsx';
import { ClampedText } from '../../components/media/MediaCard.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { VideoForm } from './VideoForm.tsx';
import { VideoPlayerDialog } from './VideoPlayerDialog.tsx';

/** The featured videos, newest first: the newest is the one the home page features. */
export function VideoList() {
  const { list, actionError, editor, setDeleting, confirmDelete } = useCardScreen(
    'videos',
    { field: 'created_at', order: 'DESC' },
    screenErrors.admin.videos.delete,
    12,
  );
  const [playing, setPlaying] = useState<Row<'videos'> | null>(null);
  const featured = list.page === 1 ? list.data?.[0]?.id : undefined;

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={texts.admin.videos.heading}
        actions={
          <>
            <RecentlyDeletedButton resource="videos" label="videos" />
            <AddButton label={texts.admin.videos.add} onClick={() => editor.open('new')} />
          </>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {texts.admin.videos.featuredNote}
      </Alert>
      <CardList
        list={list}
        fetchError={screenErrors.admin.videos.fetch}
        actionError={actionError}
        loadingLabel="Loading videos..."
        emptyMessage={texts.admin.videos.empty}
      >
        {(videos) => (
          <CardGrid label="Videos, newest first" columns={{ xs: 1, sm: 2, lg: 3 }} gap={2}>
            {videos.map((video) => (
              <Card
                component="li"
                key={video.id}
                variant="outlined"
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  borderColor: video.id === featured ? 'primary.main' : undefined,
                }}
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
                  {video.id === featured ? (
                    <Chip label={texts.admin.videos.currentlyFeatured} color="primary" size="small" sx={{ mb: 1 }} />
                  ) : null}
                  <Typography variant="h6" component="h2">
                    {video.title}
                  </Typography>
                  {video.subtitle ? <Typography color="text.secondary">{video.subtitle}</Typography> : null}
                  {video.description ? (
                    <ClampedText lines={3} variant="body2">
                      {video.description}
                    </ClampedText>
                  ) : null}
                </CardContent>
                <CardActions sx={{ justifyContent: 'flex-end' }}>
                  <EditDeleteActions
                    history={{ resource: 'videos', id: video.id }}
                    name={video.title}
                    onEdit={() => editor.open(video)}
                    onDelete={() => setDeleting(video)}
                  />
                </CardActions>
              </Card>
            ))}
          </CardGrid>
        )}
      </CardList>
      <VideoForm editor={editor} />
      {playing ? <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} /> : null}
      <ConfirmDialog {...confirmDelete('Delete video', () => texts.admin.videos.confirmDelete)} />
    </Box>
  );
}
