import MailIcon from '@mui/icons-material/Mail';
import { mailWords } from '@seminary/core/i18n/en/admin/mail.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The admissions office's mail settings and outbox. */
export default {
  list: sectionScreen(async () => (await import('./MailScreen.tsx')).MailScreen),
  icon: MailIcon,
  options: { label: mailWords.mail },
} satisfies Omit<ResourceProps, 'name'>;
