import NewspaperIcon from '@mui/icons-material/Newspaper';
import { postsWords } from '@seminary/core/i18n/en/admin/posts.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The blog: its posts (the posts table); /blog/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./PostList.tsx')).PostList),
  icon: NewspaperIcon,
  options: { label: postsWords.blog },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
