import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UploadMeta } from '../providers/dataProvider.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EmptyState } from './EmptyState.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { type GridImage, ImageGrid } from './ImageGrid.tsx';
import { LoadingState } from './LoadingState.tsx';
import { MultiImageUpload } from './MultiImageUpload.tsx';
import { type Row, useTableRows } from './useTableRows.ts';

type GalleryTable = 'gallery' | 'about_gallery' | 'campus_life_gallery';

export interface GalleryMessages {
  fetch: string;
  upload: string;
  delete: string;
  empty: string;
}

/**
 * A gallery table's screen part: the multi-image upload (one row per image, newest first) and
 * the grid of uploaded images with their delete buttons.
 */
export function ImageGallerySection<T extends GalleryTable>({
  table,
  title,
  rowFor,
  labelOf,
  messages,
}: {
  table: T;
  title: string;
  /** The row to insert for an uploaded file; its image_url is the File, which the data provider uploads. */
  rowFor: (file: File) => Record<string, unknown>;
  labelOf: (row: Row<T>) => string;
  messages: GalleryMessages;
}) {
  const dataProvider = useDataProvider();
  const {
    data: rows = [],
    isPending,
    error,
    refetch,
  } = useTableRows<GalleryTable>(table, {
    field: 'created_at',
    order: 'DESC',
  });
  const [deleting, setDeleting] = useState<GridImage | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function uploadImage(file: File, progress: (percent: number) => void) {
    // The file's bytes are most of the work; the last tenth is saving its row.
    const meta: UploadMeta = { onUploadProgress: (fraction) => progress(Math.round(fraction * 90)) };
    await dataProvider.create(table, { data: rowFor(file), meta });
  }

  async function remove(image: GridImage) {
    const row = rows.find((candidate) => candidate.id === image.id);
    setBusy(true);
    setDeleteError(null);
    try {
      await dataProvider.delete(table, { id: image.id, previousData: row });
      await refetch();
    } catch {
      setDeleteError(messages.delete);
    }
    setDeleting(null);
    setBusy(false);
  }

  const images: GridImage[] = rows.map((row) => ({ id: row.id, url: row.image_url, label: labelOf(row as Row<T>) }));

  return (
    <Box>
      <MultiImageUpload uploadImage={uploadImage} errorMessage={messages.upload} onUploaded={() => refetch()} />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <ErrorBanner message={error ? messages.fetch : deleteError} />
      {error ? null : isPending ? (
        <LoadingState label="Loading images..." />
      ) : images.length === 0 ? (
        <EmptyState message={messages.empty} />
      ) : (
        <ImageGrid images={images} label={title} onDelete={setDeleting} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete image"
        message={`Are you sure you want to delete “${deleting?.label ?? ''}”? The image file is removed too.`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
