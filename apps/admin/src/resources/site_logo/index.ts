import ImageIcon from '@mui/icons-material/Image';
import { siteLogoWords } from '@seminary/core/i18n/en/admin/site-logo.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The site's logo. */
export default {
  list: sectionScreen(async () => (await import('./LogoPage.tsx')).LogoPage),
  icon: ImageIcon,
  options: { label: siteLogoWords.logo },
} satisfies Omit<ResourceProps, 'name'>;
