import CollectionsIcon from '@mui/icons-material/Collections';
import { galleryWords } from '@seminary/core/i18n/en/admin/gallery.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The site's photo gallery. */
export default {
  list: sectionScreen(async () => (await import('./GalleryList.tsx')).GalleryList),
  icon: CollectionsIcon,
  options: { label: galleryWords.gallery },
} satisfies Omit<ResourceProps, 'name'>;
