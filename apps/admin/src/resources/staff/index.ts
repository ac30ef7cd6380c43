import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** Staff accounts and their roles. */
export default {
  list: sectionScreen(async () => (await import('./StaffScreen.tsx')).StaffScreen),
  icon: BadgeIcon,
  options: { label: 'Staff' },
} satisfies Omit<ResourceProps, 'name'>;
