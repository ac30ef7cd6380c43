import InfoIcon from '@mui/icons-material/Info';
import { aboutSectionsWords } from '@seminary/core/i18n/en/admin/about-sections.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The about page's sections and gallery; /about/<id> opens a section in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./AboutPage.tsx')).AboutPage),
  icon: InfoIcon,
  options: { label: aboutSectionsWords.about },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
