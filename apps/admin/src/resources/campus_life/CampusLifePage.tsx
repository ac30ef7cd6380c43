import { Box, Tab, Tabs } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useSearchParams } from 'react-router';
import { ImageGallerySection } from '../../components/ImageGallerySection.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { CampusEventList } from './CampusEventList.tsx';

const TABS = [
  { value: 'data', label: texts.admin.campusLife.dataTab },
  { value: 'gallery', label: texts.admin.campusLife.galleryTab },
] as const;

const galleryMessages = {
  fetch: screenErrors.admin.campusLife.fetchGallery,
  upload: screenErrors.admin.campusLife.uploadGallery,
  delete: screenErrors.admin.campusLife.deleteGalleryImage,
  empty: 'No campus life gallery images yet. Select images above to add them.',
};

/** Events and the campus life gallery, one tab each; the open tab is kept in the address. */
export function CampusLifePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'gallery' ? 'gallery' : 'data';
  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader title={texts.admin.campusLife.heading} />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setSearchParams(value === 'data' ? {} : { tab: value }, { replace: true })}
        aria-label={texts.admin.campusLife.heading}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`campus-life-tab-${value}`}
            aria-controls={`campus-life-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`campus-life-panel-${tab}`} aria-labelledby={`campus-life-tab-${tab}`}>
        {tab === 'data' ? (
          <CampusEventList />
        ) : (
          <ImageGallerySection
            table="campus_life_gallery"
            title="Campus life gallery images"
            rowFor={(file) => ({ image_url: file, caption: null })}
            labelOf={(row) => row.caption ?? `Campus life image added ${new Date(row.created_at).toLocaleDateString()}`}
            messages={galleryMessages}
          />
        )}
      </Box>
    </Box>
  );
}
