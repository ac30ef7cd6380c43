import { Box, Typography } from '@mui/material';
import { componentsWords } from '@seminary/core/i18n/en/admin/components.ts';
import { useDataProvider, useListContext } from 'react-admin';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { RecentlyDeletedButton } from '../history/ContentHistory.tsx';
import { ListScreen } from '../ListScreen.tsx';
import type { Row } from '../records.ts';
import { useConfirmedDelete } from '../useConfirmedDelete.tsx';
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

interface GalleryProps<T extends GalleryTable> {
  table: T;
  title: string;
  /** The row to insert for an uploaded file; its image_url is the File, which the data provider uploads. */
  rowFor: (file: File) => Record<string, unknown>;
  labelOf: (row: Row<T>) => string;
  messages: GalleryMessages;
}

/** The multi-image upload, whose batch is saved in one insert; the page of images is then read again. */
function Upload<T extends GalleryTable>({ table, rowFor, messages }: GalleryProps<T>) {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const { refetch } = useListContext();
  async function uploadImages(files: File[], progress: UploadProgress) {
    await dataProvider.createMany(table, { data: files.map(rowFor), meta: { onUploadProgress: progress } });
    await refetch();
  }
  return <GalleryUpload uploadImages={uploadImages} errorMessage={messages.upload} />;
}

function Images<T extends GalleryTable>({ table, title, labelOf, messages }: GalleryProps<T>) {
  const { data: rows = [] } = useListContext<Row<T>>();
  const { ask, dialog } = useConfirmedDelete<Row<T>>(table, {
    title: componentsWords.deleteImage,
    message: (row) => componentsWords.confirmDelete(labelOf(row)),
    failureMessage: messages.delete,
  });
  return (
    <>
      <ImageGrid
        images={rows.map((row) => ({ id: row.id, url: row.image_url, label: labelOf(row) }))}
        label={title}
        onDelete={(image) => {
          const row = rows.find(({ id }) => id === image.id);
          if (row) ask(row);
        }}
      />
      {dialog}
    </>
  );
}

/**
 * A gallery table's screen part: the multi-image upload, and a page of the uploaded images,
 * newest first, with their delete buttons and the total.
 */
export function ImageGallery<T extends GalleryTable>(props: GalleryProps<T>) {
  const { table, title, messages } = props;
  return (
    <ListScreen
      resource={table}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={IMAGES_PER_PAGE}
      paged
      disableSyncWithLocation
      notice={
        <>
          <Upload {...props} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <RecentlyDeletedButton resource={table} label="images" />
          </Box>
        </>
      }
      loadErrorMessage={messages.fetch}
      loadingLabel={componentsWords.loadingImages}
      emptyText={messages.empty}
    >
      <Images {...props} />
    </ListScreen>
  );
}
