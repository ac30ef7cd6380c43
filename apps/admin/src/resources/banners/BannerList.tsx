import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { BannerForm } from './BannerForm.tsx';

type Banner = Row<'banners'>;

export function BannerList() {
  const dataProvider = useDataProvider();
  const {
    data: banners = [],
    isPending,
    error,
    refetch,
  } = useTableRows('banners', {
    field: 'order_index',
    order: 'ASC',
  });
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  /** Swaps the order_index of a banner and its neighbour (spec 4). */
  async function move(index: number, step: -1 | 1) {
    const banner = banners[index];
    const neighbour = banners[index + step];
    if (!banner || !neighbour) return;
    // Equal indexes would swap to the same order, so their places in the list are used instead.
    const [bannerOrder, neighbourOrder] =
      banner.order_index === neighbour.order_index
        ? [index + step, index]
        : [neighbour.order_index, banner.order_index];
    setBusy(true);
    setActionError(null);
    try {
      await dataProvider.update('banners', {
        id: banner.id,
        data: { order_index: bannerOrder },
        previousData: banner,
      });
      await dataProvider.update('banners', {
        id: neighbour.id,
        data: { order_index: neighbourOrder },
        previousData: neighbour,
      });
    } catch {
      setActionError(screenErrors.banners.reorder);
    }
    await refetch();
    setBusy(false);
  }

  async function remove(banner: Banner) {
    setBusy(true);
    setActionError(null);
    try {
      await dataProvider.delete('banners', { id: banner.id, previousData: banner });
      setDeleting(null);
      await refetch();
    } catch {
      setDeleting(null);
      setActionError(screenErrors.banners.delete);
    }
    setBusy(false);
  }

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={texts.admin.banners.heading}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add Banner
          </Button>
        }
      />
      <ErrorBanner message={error ? screenErrors.banners.fetch : actionError} />
      {error ? null : isPending ? (
        <LoadingState label="Loading banners..." />
      ) : banners.length === 0 ? (
        <EmptyState message="No banners yet. Add your first banner!" />
      ) : (
        <Stack component="ol" spacing={2} aria-label="Banners in carousel order" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {banners.map((banner, index) => (
            <Paper
              component="li"
              key={banner.id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
            >
              <Box
                component="img"
                src={banner.image_url}
                alt={banner.title}
                sx={{
                  width: { xs: '100%', sm: 200 },
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                  borderRadius: 1,
                  flexShrink: 0,
                  bgcolor: 'grey.200',
                }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2">
                    {banner.title}
                  </Typography>
                  <Chip
                    size="small"
                    label={banner.active ? texts.admin.banners.active : texts.admin.banners.inactive}
                    color={banner.active ? 'success' : 'default'}
                  />
                </Box>
                {banner.subtitle ? <Typography color="text.secondary">{banner.subtitle}</Typography> : null}
                {banner.button_text && banner.button_link ? (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    Button: {banner.button_text} → {banner.button_link}
                  </Typography>
                ) : null}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Position {index + 1} of {banners.length}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <Tooltip title="Move up">
                  <span>
                    <IconButton
                      aria-label={`Move ${banner.title} up`}
                      disabled={busy || index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Move down">
                  <span>
                    <IconButton
                      aria-label={`Move ${banner.title} down`}
                      disabled={busy || index === banners.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <EditDeleteActions
                  name={banner.title}
                  onEdit={() => setEditing(banner)}
                  onDelete={() => setDeleting(banner)}
                />
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      {editing ? (
        <BannerForm
          banner={editing === 'new' ? null : editing}
          bannerCount={banners.length}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete banner"
        message={`Are you sure you want to delete the banner “${deleting?.title ?? ''}”? Its image is removed too.`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
