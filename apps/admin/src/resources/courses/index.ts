import MenuBookIcon from '@mui/icons-material/MenuBook';
import { coursesWords } from '@seminary/core/i18n/en/admin/courses.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The courses; /courses/<id> opens one in the form above the list. */
export default {
  list: sectionScreen(async () => (await import('./CourseList.tsx')).CourseList),
  icon: MenuBookIcon,
  options: { label: coursesWords.courses },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
