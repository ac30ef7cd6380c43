import { Box, Tab, Tabs } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { titleFromFileName } from '@seminary/core/uploads';
import { useSearchParams } from 'react-router';
import { ImageGallerySection } from '../../components/ImageGallerySection.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { AboutSectionList } from './AboutSectionList.tsx';

const TABS = [
  { value: 'content', label: texts.admin.about.contentTab },
  { value: 'gallery', label: texts.admin.about.galleryTab },
] as const;

const galleryMessages = {
  fetch: screenErrors.admin.about.fetchGallery,
  upload: screenErrors.admin.about.uploadImages,
  delete: screenErrors.admin.about.deleteImage,
  empty: 'No campus gallery images yet. Select images above to add them.',
};

/** The about page's two tabs; the open tab is kept in the address so it survives a reload. */
export function AboutPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'gallery' ? 'gallery' : 'content';
  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader title={texts.admin.about.heading} />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setSearchParams(value === 'content' ? {} : { tab: value }, { replace: true })}
        aria-label={texts.admin.about.heading}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`about-tab-${value}`}
            aria-controls={`about-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`about-panel-${tab}`} aria-labelledby={`about-tab-${tab}`}>
        {tab === 'content' ? (
          <AboutSectionList />
        ) : (
          <ImageGallerySection
            table="about_gallery"
            title="Campus gallery images"
            rowFor={(file) => ({ title: titleFromFileName(file.name), image_url: file, description: '' })}
            labelOf={(row) => row.title}
            messages={galleryMessages}
          />
        )}
      </Box>
    </Box>
  );
}
