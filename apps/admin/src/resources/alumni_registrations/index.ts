import GroupAddIcon from '@mui/icons-material/GroupAdd';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** Graduates' registrations to review. */
export default {
  list: sectionScreen(async () => (await import('./AlumniRegistrationsScreen.tsx')).AlumniRegistrationsScreen),
  icon: GroupAddIcon,
  options: { label: 'Alumni Registrations' },
} satisfies Omit<ResourceProps, 'name'>;
