import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The audit trail. */
export default {
  list: sectionScreen(async () => (await import('./AuditScreen.tsx')).AuditScreen),
  icon: ManageSearchIcon,
  options: { label: 'Audit Trail' },
} satisfies Omit<ResourceProps, 'name'>;
