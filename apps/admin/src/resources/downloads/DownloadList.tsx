import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Card, CardActions, CardContent, CardMedia, Chip, Link, Typography } from '@mui/material';
import { downloadsWords } from '@seminary/core/i18n/en/admin/downloads.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { useListContext } from 'react-admin';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { CardGrid } from '../../components/media/CardGrid.tsx';
import type { Row } from '../../components/records.ts';
import { DownloadForm } from './DownloadForm.tsx';

type Download = Row<'downloads'>;

function DownloadCards() {
  const { data = [] } = useListContext<Download>();
  return (
    <CardGrid label={downloadsWords.downloads} columns={{ xs: 1, sm: 2, lg: 3 }} gap={2} sx={{ mb: 2 }}>
      {data.map((download) => (
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
              aria-label={downloadsWords.openPdfOf(download.title)}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 1 }}
            >
              <PictureAsPdfIcon fontSize="small" aria-hidden />
              {downloadsWords.openPdf}
            </Link>
            <Box>
              <ContentActions record={download} />
            </Box>
          </CardActions>
        </Card>
      ))}
    </CardGrid>
  );
}

/** The downloadable PDFs, newest first. */
export function DownloadList() {
  return (
    <ContentList<Download>
      resource="downloads"
      title={texts.admin.downloads.heading}
      sort={{ field: 'created_at', order: 'DESC' }}
      paged
      loadErrorMessage={screenErrors.admin.downloads.load}
      loadingLabel={downloadsWords.loadingDownloads}
      emptyText={texts.admin.downloads.empty}
      deletedLabel="downloads"
      addLabel={downloadsWords.addDownload}
      deletion={{
        title: downloadsWords.deleteDownload,
        message: () => texts.admin.downloads.confirmDelete,
        failureMessage: screenErrors.admin.downloads.delete,
      }}
      form={DownloadForm}
    >
      <DownloadCards />
    </ContentList>
  );
}
