import { aboutSectionsWords } from '@seminary/core/i18n/en/admin/about-sections.ts';
import { titleFromFileName } from '@seminary/core/storage';
import { screenErrors, texts } from '@seminary/core/texts';
import { ImageGallery } from '../../components/media/ImageGallery.tsx';
import { TabbedScreen } from '../../components/media/TabbedScreen.tsx';
import { AboutSectionList } from './AboutSectionList.tsx';

const galleryMessages = {
  fetch: screenErrors.admin.about.fetchGallery,
  upload: screenErrors.admin.about.uploadImages,
  delete: screenErrors.admin.about.deleteImage,
  empty: aboutSectionsWords.noCampusGalleryImagesYet,
};

/** The about page: its sections, and the campus gallery (inserted as an array of rows per upload). */
export function AboutPage() {
  return (
    <TabbedScreen
      id="about"
      title={texts.admin.about.heading}
      tabs={[
        { value: 'content', label: texts.admin.about.contentTab, content: <AboutSectionList /> },
        {
          value: 'gallery',
          label: texts.admin.about.galleryTab,
          content: (
            <ImageGallery
              table="about_gallery"
              title={aboutSectionsWords.campusGalleryImages}
              rowFor={(file) => ({ title: titleFromFileName(file.name), image_url: file, description: '' })}
              labelOf={(row) => row.title}
              messages={galleryMessages}
            />
          ),
        },
      ]}
    />
  );
}
