import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { alumniRegistrationsWords } from '@seminary/core/i18n/en/admin/alumni-registrations.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** Graduates' registrations to review. */
export default {
  list: sectionScreen(async () => (await import('./AlumniRegistrationsScreen.tsx')).AlumniRegistrationsScreen),
  icon: GroupAddIcon,
  options: { label: alumniRegistrationsWords.alumniRegistrations },
} satisfies Omit<ResourceProps, 'name'>;
