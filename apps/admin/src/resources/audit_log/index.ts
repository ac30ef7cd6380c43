import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { auditLogWords } from '@seminary/core/i18n/en/admin/audit-log.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The audit trail. */
export default {
  list: sectionScreen(async () => (await import('./AuditScreen.tsx')).AuditScreen),
  icon: ManageSearchIcon,
  options: { label: auditLogWords.auditTrailTitle },
} satisfies Omit<ResourceProps, 'name'>;
