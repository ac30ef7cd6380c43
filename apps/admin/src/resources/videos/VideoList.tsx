import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Alert, Box, Card, CardActionArea, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { videosWords } from '@seminary/core/i18n/en/admin/videos.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { CardGrid } from '../../components/media/CardGrid.tsx';
import { ClampedText } from '../../components/media/MediaCard.tsx';
import type { Row } from '../../components/records.ts';
import { VideoForm } from './VideoForm.tsx';
import { VideoPlayerDialog } from './VideoPlayerDialog.tsx';

type Video = Row<'videos'>;

/**
 * The page's videos as cards, each played in a dialog: the first of the first page is the one the
 * home page features.
 */
function VideoCards() {
  const { data: videos = [], page } = useListContext<Video>();
  const [playing, setPlaying] = useState<Video | null>(null);
  const featured = page === 1 ? videos[0]?.id : undefined;
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
            <CardActionArea onClick={() => setPlaying(video)} aria-label={videosWords.play(video.title)}>
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
              <ContentActions record={video} />
            </CardActions>
          </Card>
        ))}
      </CardGrid>
      {playing ? <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} /> : null}
    </>
  );
}

/** The featured videos, newest first: the newest is the one the home page features. */
export function VideoList() {
  return (
    <ContentList<Video>
      resource="videos"
      title={texts.admin.videos.heading}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={12}
      notice={
        <Alert severity="info" sx={{ mb: 2 }}>
          {texts.admin.videos.featuredNote}
        </Alert>
      }
      loadErrorMessage={screenErrors.admin.videos.fetch}
      loadingLabel={videosWords.loadingVideos}
      emptyText={texts.admin.videos.empty}
      deletedLabel="videos"
      addLabel={texts.admin.videos.add}
      deletion={{
        title: videosWords.deleteVideo,
        message: () => texts.admin.videos.confirmDelete,
        failureMessage: screenErrors.admin.videos.delete,
      }}
      form={VideoForm}
    >
      <VideoCards />
    </ContentList>
  );
}
