import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, IconButton, LinearProgress, Paper, Typography } from '@mui/material';
import { componentsWords } from '@seminary/core/i18n/en/admin/components.ts';
import { texts } from '@seminary/core/texts';
import { imagesUploadSchema } from '@seminary/core/validation';
import { type ChangeEvent, useId, useState } from 'react';
import { ErrorBanner } from '../ErrorBanner.tsx';
import { firstIssue } from '../errors.ts';
import { CardGrid } from './CardGrid.tsx';
import { FileInputButton } from './FileInputButton.tsx';
import { useObjectUrl } from './useObjectUrl.ts';

interface PendingImage {
  key: string;
  file: File;
}

/** Reports how much of the file at this index of the batch has reached storage, from 0 to 1. */
export type UploadProgress = (index: number, fraction: number) => void;

function PendingPreview({
  image,
  progress,
  busy,
  onRemove,
}: {
  image: PendingImage;
  progress: number | undefined;
  busy: boolean;
  onRemove: () => void;
}) {
  const url = useObjectUrl(image.file);
  const percent = progress ?? 0;
  return (
    <Paper variant="outlined" sx={{ position: 'relative', p: 1 }} component="li">
      {url ? (
        <Box
          component="img"
          src={url}
          alt={componentsWords.selectedImage(image.file.name)}
          sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ) : null}
      <IconButton
        aria-label={componentsWords.remove(image.file.name)}
        onClick={onRemove}
        disabled={busy}
        size="small"
        sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'grey.200' } }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography variant="caption" component="p" noWrap title={image.file.name} sx={{ mt: 0.5 }}>
        {image.file.name}
      </Typography>
      {progress !== undefined ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={componentsWords.uploadProgressFor(image.file.name)}
            sx={{ flex: 1 }}
          />
          <Typography variant="caption">{percent}%</Typography>
        </Box>
      ) : null}
    </Paper>
  );
}

/**
 * The galleries' multi-image upload: pick several images, drop any before uploading, then
 * upload the batch with each file's progress; its rows are saved together once every file is
 * stored. The pending list clears after a successful upload and stays for another try after a
 * failed one. Nothing happens without a selected file.
 */
export function GalleryUpload({
  uploadImages,
  errorMessage,
}: {
  uploadImages: (files: File[], progress: UploadProgress) => Promise<void>;
  errorMessage: string;
}) {
  const hintId = useId();
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function select(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setPending((current) => [...current, ...files.map((file) => ({ key: crypto.randomUUID(), file }))]);
    setError(null);
  }

  async function upload() {
    if (pending.length === 0) return;
    const check = imagesUploadSchema.safeParse({ images: pending.map((image) => image.file) });
    if (!check.success) {
      setError(firstIssue(check));
      return;
    }
    const batch = pending;
    setBusy(true);
    setError(null);
    setProgress(Object.fromEntries(batch.map((image) => [image.key, 0])));
    try {
      // The bytes are most of the work; the last tenth is saving the rows.
      await uploadImages(
        batch.map((image) => image.file),
        (index, fraction) => {
          const key = batch[index]?.key;
          if (key) setProgress((current) => ({ ...current, [key]: Math.round(fraction * 90) }));
        },
      );
      setPending([]);
    } catch {
      setError(errorMessage);
    }
    setProgress({});
    setBusy(false);
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <ErrorBanner message={error} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FileInputButton
          startIcon={<AddPhotoAlternateIcon aria-hidden />}
          accept="image/*"
          multiple
          onChange={select}
          disabled={busy}
          aria-label={texts.admin.about.selectImages}
          aria-describedby={hintId}
        >
          {texts.admin.about.selectImages}
        </FileInputButton>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {texts.admin.about.selectImagesHint}
        </Typography>
      </Box>
      {pending.length > 0 ? (
        <CardGrid label={componentsWords.selectedImages} columns={{ xs: 2, sm: 4, md: 6 }} sx={{ my: 2 }}>
          {pending.map((image) => (
            <PendingPreview
              key={image.key}
              image={image}
              progress={progress[image.key]}
              busy={busy}
              onRemove={() => setPending((current) => current.filter((item) => item.key !== image.key))}
            />
          ))}
        </CardGrid>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<CloudUploadIcon />}
          onClick={upload}
          disabled={busy || pending.length === 0}
        >
          {busy ? texts.common.uploading : texts.admin.about.uploadSelectedImages}
        </Button>
      </Box>
    </Paper>
  );
}
