import HowToRegIcon from '@mui/icons-material/HowToReg';
import { registrationsWords } from '@seminary/core/i18n/en/admin/registrations.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** Enquiries from the site, and their trash at /registrations/trash. */
export default {
  list: sectionScreen(async () => (await import('./RegistrationsRoutes.tsx')).RegistrationsRoutes),
  icon: HowToRegIcon,
  options: { label: registrationsWords.registrations },
} satisfies Omit<ResourceProps, 'name'>;
