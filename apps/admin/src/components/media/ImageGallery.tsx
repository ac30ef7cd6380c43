import { Box, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { RecentlyDeletedButton } from '../history/ContentHistory.tsx';
import { useRowDelete } from '../useRowDelete.ts';
import { CardList, type Row, useCardList } from './CardList.tsx';
import { GalleryUpload, type UploadProgress } from './GalleryUpload.tsx';
import { ImageGrid } from './ImageGrid.tsx';

type GalleryTable = 'gallery' | 'about_gallery' | 'campus_life_gallery';

export interface GalleryMessages {
  fetch: string;
  upload: string;
  delete: string;
  empty: string;
}

/** A multiple of the grid's 2, 4 and 6 columns. */
const IMAGES_PER_PAGE = 24;

/**
 * A gallery table's screen part: the multi-image upload, whose batch is saved in one insert,
 * and a page of the uploaded images, newest first, with their delete buttons and the total.
 */
export function ImageGallery<T extends GalleryTable>({
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
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const list = useCardList<GalleryTable>(table, { field: 'created_at', order: 'DESC' }, IMAGES_PER_PAGE);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete<GalleryTable>(
    table,
    messages.delete,
    async () => list.refetch(),
  );

  async function uploadImages(files: File[], progress: UploadProgress) {
    await dataProvider.createMany(table, { data: files.map(rowFor), meta: { onUploadProgress: progress } });
    await list.refetch();
  }

  return (
    <Box>
      <GalleryUpload uploadImages={uploadImages} errorMessage={messages.upload} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <RecentlyDeletedButton resource={table} label="images" />
      </Box>
      <CardList
        list={list}
        fetchError={messages.fetch}
        actionError={actionError}
        loadingLabel="Loading images..."
        emptyMessage={messages.empty}
        showTotal
      >
        {(rows) => (
          <ImageGrid
            images={rows.map((row) => ({ id: row.id, url: row.image_url, label: labelOf(row as Row<T>) }))}
            label={title}
            onDelete={(image) => setDeleting(rows.find((row) => row.id === image.id) ?? null)}
          />
        )}
      </CardList>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete image"
        message={`Are you sure you want to delete “${deleting ? labelOf(deleting as Row<T>) : ''}”? It can be brought back from Recently deleted for 30 days.`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
