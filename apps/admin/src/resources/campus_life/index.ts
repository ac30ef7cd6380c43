import WallpaperIcon from '@mui/icons-material/Wallpaper';
import { campusLifeWords } from '@seminary/core/i18n/en/admin/campus-life.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** Campus life's events and gallery; /campus-life/<id> opens an event in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./CampusLifePage.tsx')).CampusLifePage),
  icon: WallpaperIcon,
  options: { label: campusLifeWords.campusLife },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
