import BadgeIcon from '@mui/icons-material/Badge';
import { staffWords } from '@seminary/core/i18n/en/admin/staff.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** Staff accounts and their roles; /staff/create opens the invitation. */
export default {
  list: sectionScreen(async () => (await import('./StaffScreen.tsx')).StaffScreen),
  icon: BadgeIcon,
  options: { label: staffWords.staff },
  hasCreate: true,
} satisfies Omit<ResourceProps, 'name'>;
