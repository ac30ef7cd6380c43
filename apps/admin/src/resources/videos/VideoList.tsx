import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Alert, Box, Card, CardActionArea, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { videosWords } from '@seminary/core/i18n/en/admin/videos.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { AddButton } from '../../components/media/AddButton.tsx';
import { CardGrid } from '../../components/media/CardGrid.tsx';
import { ClampedText } from '../../components/media/MediaCard.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import type { RecordEditor, Row } from '../../components/records.ts';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { useRecordEditor } from '../../components/useRecordEditor.ts';
import { VideoForm } from './VideoForm.tsx';
import { VideoPlayerDialog } from './VideoPlayerDialog.tsx';

type Video = Row<'videos'>;

/** The page's videos as cards: the first of the first page is the one the home page features. */
function VideoCards({ editor, onPlay }: { editor: RecordEditor<Video>; onPlay: (video: Video) => void }) {
  const { data: videos = [], page } = useListContext<Video>();
  const featured = page === 1 ? videos[0]?.id : undefined;
  const { ask, dialog } = useConfirmedDelete<Video>('videos', {
    title: videosWords.deleteVideo,
    message: () => texts.admin.videos.confirmDelete,
    failureMessage: screenErrors.admin.videos.delete,
  });
  return (
    <>
      <CardGrid label={videosWords.videosNewestFirst} columns={{ xs: 1, sm: 2, lg: 3 }} gap={2}>
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
            <CardActionArea onClick={() => onPlay(video)} aria-label={videosWords.play(video.title)}>
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
                onDelete={() => ask(video)}
              />
            </CardActions>
          </Card>
        ))}
      </CardGrid>
      {dialog}
    </>
  );
}

/** The featured videos, newest first: the newest is the one the home page features. */
export function VideoList() {
  const editor = useRecordEditor<Video>('videos');
  const [playing, setPlaying] = useState<Video | null>(null);
  return (
    <>
      <ListScreen
        resource="videos"
        title={texts.admin.videos.heading}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={12}
        actions={
          <>
            <RecentlyDeletedButton resource="videos" label="videos" />
            <AddButton label={texts.admin.videos.add} onClick={() => editor.open('new')} />
          </>
        }
        notice={
          <Alert severity="info" sx={{ mb: 2 }}>
            {texts.admin.videos.featuredNote}
          </Alert>
        }
        loadErrorMessage={screenErrors.admin.videos.fetch}
        loadingLabel={videosWords.loadingVideos}
        emptyText={texts.admin.videos.empty}
      >
        <VideoCards editor={editor} onPlay={setPlaying} />
      </ListScreen>
      <VideoForm editor={editor} />
      {playing ? <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} /> : null}
    </>
  );
}
