import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import { LAYOUT } from '@seminary/core/constants';
import { videosWords } from '@seminary/core/i18n/en/admin/videos.ts';
import { extractYouTubeId, youTubeEmbedUrl } from '@seminary/core/youtube';
import { useId } from 'react';
import type { Row } from '../../components/records.ts';

/** The full-screen player: the embedded video, then its title, subtitle and description. */
export function VideoPlayerDialog({ video, onClose }: { video: Row<'videos'>; onClose: () => void }) {
  const titleId = useId();
  const videoId = extractYouTubeId(video.video_url);
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={videosWords.closeVideo} onClick={onClose} sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ width: '100%', maxWidth: 1100, mx: 'auto', px: 2, pb: 4 }}>
        {videoId ? (
          <Box
            component="iframe"
            src={youTubeEmbedUrl(videoId, { autoplay: true })}
            title={video.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            sx={{
              width: '100%',
              height: { xs: 'auto', md: LAYOUT.videoPlayerHeightPx },
              aspectRatio: '16 / 9',
              border: 0,
            }}
          />
        ) : null}
        <Typography id={titleId} variant="h5" component="h2" sx={{ mt: 2 }}>
          {video.title}
        </Typography>
        {video.subtitle ? (
          <Typography variant="subtitle1" sx={{ color: 'grey.300' }}>
            {video.subtitle}
          </Typography>
        ) : null}
        {video.description ? <Typography sx={{ mt: 2, color: 'grey.100' }}>{video.description}</Typography> : null}
      </Box>
    </Dialog>
  );
}
