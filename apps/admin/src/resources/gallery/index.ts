import CollectionsIcon from '@mui/icons-material/Collections';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The site's photo gallery. */
export default {
  list: sectionScreen(async () => (await import('./GalleryList.tsx')).GalleryList),
  icon: CollectionsIcon,
  options: { label: 'Gallery' },
} satisfies Omit<ResourceProps, 'name'>;
