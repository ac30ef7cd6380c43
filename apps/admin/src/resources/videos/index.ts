import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { videosWords } from '@seminary/core/i18n/en/admin/videos.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The school's videos; /videos/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./VideoList.tsx')).VideoList),
  icon: VideoLibraryIcon,
  options: { label: videosWords.videos },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
