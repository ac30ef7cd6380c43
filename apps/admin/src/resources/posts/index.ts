import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The blog's news posts; /news/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./PostList.tsx')).PostList),
  icon: NewspaperIcon,
  options: { label: 'News' },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
