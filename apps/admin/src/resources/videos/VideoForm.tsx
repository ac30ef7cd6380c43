import { Box, Typography } from '@mui/material';
import { videosWords } from '@seminary/core/i18n/en/admin/videos.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { videoFormSchema } from '@seminary/core/validation';
import { extractYouTubeId, youTubeThumbnailUrl } from '@seminary/core/youtube';
import { FormDataConsumer, TextInput } from 'react-admin';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { describedOr } from '../../components/errors.ts';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';

type Video = Row<'videos'>;

/** The custom thumbnail, or else YouTube's own for the link as typed so far. */
function ThumbnailPreview({ video_url, thumbnail_url }: { video_url?: unknown; thumbnail_url?: unknown }) {
  const videoId = extractYouTubeId(String(video_url ?? ''));
  const preview = String(thumbnail_url ?? '').trim() || (videoId ? youTubeThumbnailUrl(videoId) : null);
  if (!preview) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {videosWords.thumbnailPreview}
      </Typography>
      <Box
        component="img"
        src={preview}
        alt={videosWords.thumbnailPreview}
        sx={{ width: '100%', maxWidth: 320, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
      />
    </Box>
  );
}

/**
 * A thumbnail that is YouTube's own follows the link when it changes, so the form does not show
 * it as a custom one.
 */
function withoutYouTubeThumbnail(video: Video): Video {
  const own = video.thumbnail_url === youTubeThumbnailUrl(extractYouTubeId(video.video_url) ?? '');
  return own ? { ...video, thumbnail_url: '' } : video;
}

/** Add or edit a featured video. Without a custom thumbnail, YouTube's max-resolution one is used. */
export function VideoForm({ editor }: { editor: RecordEditor<Video> }) {
  const video = editedRecord(editor);
  return (
    <RecordFormDialog
      editor={editor}
      title={video ? texts.admin.videos.editTitle : texts.admin.videos.addTitle}
      defaultValues={{ title: '', video_url: '', subtitle: '', description: '', thumbnail_url: '' }}
      editValues={withoutYouTubeThumbnail}
      schema={videoFormSchema}
      failureMessage={describedOr(screenErrors.admin.videos.save)}
      busyLabel={videosWords.saving}
    >
      <BilingualTextInput source="title" label={videosWords.title} isRequired />
      <TextInput
        source="video_url"
        label={videosWords.youtubeUrl}
        isRequired
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
      />
      <BilingualTextInput source="subtitle" label={videosWords.subtitle} />
      <BilingualTextInput source="description" label={videosWords.description} multiline minRows={3} />
      <TextInput
        source="thumbnail_url"
        label={videosWords.customThumbnailUrl}
        type="url"
        helperText={videosWords.optionalLeaveEmptyToUse}
      />
      <FormDataConsumer>{({ formData }) => <ThumbnailPreview {...formData} />}</FormDataConsumer>
    </RecordFormDialog>
  );
}
