import { Box, TextField, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { videoFormSchema } from '@seminary/core/validation';
import { extractYouTubeId, youTubeThumbnailUrl } from '@seminary/core/youtube';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { describeError, firstIssue, invalidFields } from '../../components/errors.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { textOf, useFormFields } from '../../components/useFormFields.ts';
import type { Row } from '../../components/useTableRows.ts';

type Video = Row<'videos'>;

/** Add or edit a featured video. Without a custom thumbnail, YouTube's max-resolution one is used. */
export function VideoForm({
  video,
  onClose,
  onSaved,
}: {
  video: Video | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const youTubeThumbnail =
    video && video.thumbnail_url === youTubeThumbnailUrl(extractYouTubeId(video.video_url) ?? '');
  const { values, text } = useFormFields({
    title: textOf(video?.title),
    video_url: textOf(video?.video_url),
    subtitle: textOf(video?.subtitle),
    description: textOf(video?.description),
    // A thumbnail that is YouTube's own follows the link when it changes, so it is not shown as custom.
    thumbnail_url: youTubeThumbnail ? '' : textOf(video?.thumbnail_url),
  });
  const [invalid, setInvalid] = useState(new Set<string>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const videoId = extractYouTubeId(values.video_url);
  const preview = values.thumbnail_url.trim() || (videoId ? youTubeThumbnailUrl(videoId) : null);

  async function save() {
    const result = videoFormSchema.safeParse(values);
    if (!result.success) {
      setInvalid(invalidFields(result));
      setError(firstIssue(result));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (video) await dataProvider.update('videos', { id: video.id, data: result.data, previousData: video });
      else await dataProvider.create('videos', { data: result.data });
      onSaved();
    } catch (failure) {
      setError((failure as Error | null)?.message ? describeError(failure) : screenErrors.admin.videos.save);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={video ? texts.admin.videos.editTitle : texts.admin.videos.addTitle}
      error={error}
      busy={busy}
      busyLabel="Saving..."
      onClose={onClose}
      onSubmit={save}
    >
      <TextField label="Title" required error={invalid.has('title')} {...text('title')} />
      <TextField
        label="YouTube URL"
        required
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
        error={invalid.has('video_url')}
        {...text('video_url')}
      />
      <TextField label="Subtitle" {...text('subtitle')} />
      <TextField label="Description" multiline minRows={3} {...text('description')} />
      <TextField
        label="Custom thumbnail URL"
        type="url"
        helperText="Optional. Leave empty to use the video's own YouTube thumbnail."
        error={invalid.has('thumbnail_url')}
        {...text('thumbnail_url')}
      />
      {preview ? (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Thumbnail preview
          </Typography>
          <Box
            component="img"
            src={preview}
            alt="Thumbnail preview"
            sx={{ width: '100%', maxWidth: 320, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
          />
        </Box>
      ) : null}
    </FormDialog>
  );
}
