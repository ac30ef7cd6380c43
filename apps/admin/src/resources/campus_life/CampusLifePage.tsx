import { campusLifeWords } from '@seminary/core/i18n/en/admin/campus-life.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { DAY, formatDate } from '../../components/dates.ts';
import { ImageGallery } from '../../components/media/ImageGallery.tsx';
import { TabbedScreen } from '../../components/media/TabbedScreen.tsx';
import { CampusEventList } from './CampusEventList.tsx';

const galleryMessages = {
  fetch: screenErrors.admin.campusLife.fetchGallery,
  upload: screenErrors.admin.campusLife.uploadGallery,
  delete: screenErrors.admin.campusLife.deleteGalleryImage,
  empty: campusLifeWords.noCampusLifeGalleryImages,
};

/** Campus life: its events, and its gallery (bulk insert of {image_url, caption} per upload). */
export function CampusLifePage() {
  return (
    <TabbedScreen
      id="campus-life"
      title={texts.admin.campusLife.heading}
      tabs={[
        { value: 'data', label: texts.admin.campusLife.dataTab, content: <CampusEventList /> },
        {
          value: 'gallery',
          label: texts.admin.campusLife.galleryTab,
          content: (
            <ImageGallery
              table="campus_life_gallery"
              title={campusLifeWords.campusLifeGalleryImages}
              rowFor={(file) => ({ image_url: file, caption: null })}
              labelOf={(row) => row.caption ?? campusLifeWords.campusLifeImageAdded(formatDate(row.created_at, DAY))}
              messages={galleryMessages}
            />
          ),
        },
      ]}
    />
  );
}
