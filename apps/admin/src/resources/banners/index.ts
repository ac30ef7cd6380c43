import SlideshowIcon from '@mui/icons-material/Slideshow';
import { bannersWords } from '@seminary/core/i18n/en/admin/banners.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The home page carousel's banners; /banners/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./BannerList.tsx')).BannerList),
  icon: SlideshowIcon,
  options: { label: bannersWords.banners },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
