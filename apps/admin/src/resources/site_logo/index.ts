import ImageIcon from '@mui/icons-material/Image';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The site's logo. */
export default {
  list: sectionScreen(async () => (await import('./LogoPage.tsx')).LogoPage),
  icon: ImageIcon,
  options: { label: 'Logo' },
} satisfies Omit<ResourceProps, 'name'>;
