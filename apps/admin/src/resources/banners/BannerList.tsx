import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { bannersWords } from '@seminary/core/i18n/en/admin/banners.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { PAGE_SIZE, useReportError } from '../../components/ListScreen.tsx';
import { MediaCard, MediaCardStack } from '../../components/media/MediaCard.tsx';
import type { Row } from '../../components/records.ts';
import { BannerForm } from './BannerForm.tsx';

type Banner = Row<'banners'>;

const ORDER = { field: 'order_index', order: 'ASC' } as const;

/**
 * The page's banners in carousel order, each movable up or down by swapping places with its
 * neighbour, which may be on the next or previous page.
 */
function BannerCards() {
  const dataProvider = useDataProvider();
  const { data, page, perPage, total = 0, refetch } = useListContext<Banner>();
  const reportError = useReportError();
  const [moving, setMoving] = useState(false);
  const offset = (page - 1) * perPage;
  const banners = data ?? [];

  /** Swaps the order_index of a banner and its neighbour, which may be on the next or previous page. */
  async function move(banner: Banner, position: number, step: -1 | 1) {
    setMoving(true);
    reportError(null);
    try {
      const neighbour: Banner | undefined =
        data?.[position - offset + step] ??
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
      reportError(screenErrors.banners.reorder);
    }
    await refetch();
    setMoving(false);
  }

  return (
    <MediaCardStack label={bannersWords.bannersInCarouselOrder} ordered>
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
                <Tooltip title={bannersWords.moveUp}>
                  <span>
                    <IconButton
                      aria-label={bannersWords.moveUpOf(banner.title)}
                      disabled={moving || position === 0}
                      onClick={() => move(banner, position, -1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={bannersWords.moveDown}>
                  <span>
                    <IconButton
                      aria-label={bannersWords.moveDownOf(banner.title)}
                      disabled={moving || position === total - 1}
                      onClick={() => move(banner, position, 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <ContentActions record={banner} />
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
              {bannersWords.position(position + 1, total)}
            </Typography>
          </MediaCard>
        );
      })}
    </MediaCardStack>
  );
}

/** The carousel's banners in order. */
export function BannerList() {
  return (
    <ContentList<Banner>
      resource="banners"
      title={texts.admin.banners.heading}
      sort={ORDER}
      perPage={PAGE_SIZE}
      loadErrorMessage={screenErrors.banners.fetch}
      loadingLabel={bannersWords.loadingBanners}
      emptyText={bannersWords.noBannersYetAddYour}
      deletedLabel="banners"
      addLabel={bannersWords.addBanner}
      deletion={{
        title: bannersWords.deleteBanner,
        message: (banner) => bannersWords.confirmDelete(banner.title),
        failureMessage: screenErrors.banners.delete,
      }}
      form={BannerForm}
    >
      <BannerCards />
    </ContentList>
  );
}
