import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { AddButton } from '../../components/media/AddButton.tsx';
import { CardList, type Row, useCardScreen } from '../../components/media/CardList.tsx';
import { MediaCard, MediaCardStack } from '../../components/media/MediaCard.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { BannerForm } from './BannerForm.tsx';

type Banner = Row<'banners'>;

const ORDER = { field: 'order_index', order: 'ASC' } as const;

/** The carousel's banners in order, each movable up or down by swapping places with its neighbour. */
export function BannerList() {
  const dataProvider = useDataProvider();
  const { list, actionError, editor, setDeleting, confirmDelete } = useCardScreen(
    'banners',
    ORDER,
    screenErrors.banners.delete,
  );
  const [moving, setMoving] = useState(false);
  const [moveError, setMoveError] = useState<string | null>(null);
  const total = list.total ?? 0;
  const offset = (list.page - 1) * list.perPage;

  /** Swaps the order_index of a banner and its neighbour, which may be on the next or previous page. */
  async function move(banner: Banner, position: number, step: -1 | 1) {
    setMoving(true);
    setMoveError(null);
    try {
      const neighbour: Banner | undefined =
        list.data?.[position - offset + step] ??
        (
          await dataProvider.getList<Banner>('banners', {
            pagination: { page: position + step + 1, perPage: 1 },
            sort: ORDER,
            filter: {},
          })
        ).data[0];
      if (neighbour) {
        // Equal indexes would swap to the same order, so their positions are used instead.
        const [bannerOrder, neighbourOrder] =
          banner.order_index === neighbour.order_index
            ? [position + step, position]
            : [neighbour.order_index, banner.order_index];
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
      }
    } catch {
      setMoveError(screenErrors.banners.reorder);
    }
    await list.refetch();
    setMoving(false);
  }

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={texts.admin.banners.heading}
        actions={
          <>
            <RecentlyDeletedButton resource="banners" label="banners" />
            <AddButton label="Add Banner" onClick={() => editor.open('new')} />
          </>
        }
      />
      <CardList
        list={list}
        fetchError={screenErrors.banners.fetch}
        actionError={moveError ?? actionError}
        loadingLabel="Loading banners..."
        emptyMessage="No banners yet. Add your first banner!"
      >
        {(banners) => (
          <MediaCardStack label="Banners in carousel order" ordered>
            {banners.map((banner, index) => {
              const position = offset + index;
              return (
                <MediaCard
                  key={banner.id}
                  image={banner.image_url}
                  imageAlt={banner.title}
                  imageWidth={200}
                  imageAspectRatio="16 / 9"
                  actions={
                    <>
                      <Tooltip title="Move up">
                        <span>
                          <IconButton
                            aria-label={`Move ${banner.title} up`}
                            disabled={moving || position === 0}
                            onClick={() => move(banner, position, -1)}
                          >
                            <ArrowUpwardIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title="Move down">
                        <span>
                          <IconButton
                            aria-label={`Move ${banner.title} down`}
                            disabled={moving || position === total - 1}
                            onClick={() => move(banner, position, 1)}
                          >
                            <ArrowDownwardIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <EditDeleteActions
                        history={{ resource: 'banners', id: banner.id }}
                        name={banner.title}
                        onEdit={() => editor.open(banner)}
                        onDelete={() => setDeleting(banner)}
                      />
                    </>
                  }
                >
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
                    Position {position + 1} of {total}
                  </Typography>
                </MediaCard>
              );
            })}
          </MediaCardStack>
        )}
      </CardList>
      <BannerForm editor={editor} bannerCount={total} />
      <ConfirmDialog
        {...confirmDelete(
          'Delete banner',
          (banner) => `Are you sure you want to delete the banner “${banner.title}”? Its image is removed too.`,
        )}
      />
    </Box>
  );
}
