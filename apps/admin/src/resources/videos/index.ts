import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The school's videos; /videos/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./VideoList.tsx')).VideoList),
  icon: VideoLibraryIcon,
  options: { label: 'Videos' },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
