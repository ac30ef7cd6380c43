import SchoolIcon from '@mui/icons-material/School';
import { teachersWords } from '@seminary/core/i18n/en/admin/teachers.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The faculty; /teachers/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./TeacherList.tsx')).TeacherList),
  icon: SchoolIcon,
  options: { label: teachersWords.teachers },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
