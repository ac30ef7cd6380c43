import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Chip, Link, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useRowDelete } from '../../components/useRowDelete.ts';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { DownloadForm } from './DownloadForm.tsx';

type Download = Row<'downloads'>;

export function DownloadList() {
  const {
    data: downloads = [],
    isPending,
    error,
    refetch,
  } = useTableRows('downloads', {
    field: 'created_at',
    order: 'DESC',
  });
  const [editing, setEditing] = useState<Download | 'new' | null>(null);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete(
    'downloads',
    screenErrors.admin.downloads.delete,
    refetch,
  );

  // The spec logs the fetch error and shows the readable message.
  useEffect(() => {
    if (error) console.error(screenErrors.admin.downloads.fetch, error);
  }, [error]);

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={texts.admin.downloads.heading}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add Download
          </Button>
        }
      />
      <ErrorBanner message={error ? screenErrors.admin.downloads.load : actionError} />
      {error ? null : isPending ? (
        <LoadingState label="Loading downloads..." />
      ) : downloads.length === 0 ? (
        <EmptyState message={texts.admin.downloads.empty} />
      ) : (
        <Box
          component="ul"
          aria-label="Downloads"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {downloads.map((download) => (
            <Card component="li" key={download.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardMedia
                component="img"
                image={download.image_url}
                alt=""
                sx={{ height: 180, objectFit: 'cover', bgcolor: 'grey.200' }}
              />
              <CardContent sx={{ flex: 1 }}>
                {download.category ? <Chip label={download.category} size="small" sx={{ mb: 1 }} /> : null}
                <Typography variant="h6" component="h2">
                  {download.title}
                </Typography>
                {download.description ? (
                  <Typography variant="body2" color="text.secondary">
                    {download.description}
                  </Typography>
                ) : null}
              </CardContent>
              <CardActions sx={{ justifyContent: 'space-between' }}>
                <Link
                  href={download.file_url}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Open PDF: ${download.title}`}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 1 }}
                >
                  <PictureAsPdfIcon fontSize="small" aria-hidden />
                  Open PDF
                </Link>
                <Box>
                  <EditDeleteActions
                    name={download.title}
                    onEdit={() => setEditing(download)}
                    onDelete={() => setDeleting(download)}
                  />
                </Box>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      {editing ? (
        <DownloadForm
          download={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete download"
        message={texts.admin.downloads.confirmDelete}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
