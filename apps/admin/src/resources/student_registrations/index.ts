import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { studentRegistrationsWords } from '@seminary/core/i18n/en/admin/student-registrations.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** Applications: /student-registrations/<id> opens one, /student-registrations/<id>/status its status change. */
export default {
  list: sectionScreen(async () => (await import('./StudentRegistrationsRoutes.tsx')).StudentRegistrationsRoutes),
  icon: AssignmentIndIcon,
  options: { label: studentRegistrationsWords.studentRegistrations },
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
