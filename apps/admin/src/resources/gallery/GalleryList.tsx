import { Box } from '@mui/material';
import { galleryWords } from '@seminary/core/i18n/en/admin/gallery.ts';
import { titleFromFileName } from '@seminary/core/storage';
import { screenErrors, texts } from '@seminary/core/texts';
import { ImageGallery } from '../../components/media/ImageGallery.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';

const messages = {
  fetch: screenErrors.admin.gallery.fetch,
  upload: screenErrors.admin.gallery.upload,
  delete: screenErrors.admin.gallery.delete,
  empty: galleryWords.noGalleryImagesYetSelect,
};

/** The home page's gallery: each upload is one bulk insert of {title (file name without extension), image_url, description, category}. */
export function GalleryList() {
  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader title={texts.admin.gallery.heading} />
      <ImageGallery
        table="gallery"
        title={galleryWords.galleryImages}
        rowFor={(file) => ({ title: titleFromFileName(file.name), image_url: file, description: null, category: null })}
        labelOf={(row) => row.title}
        messages={messages}
      />
    </Box>
  );
}
