import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The school's privacy notice and grievance officer. */
export default {
  list: sectionScreen(async () => (await import('./PrivacyNoticeScreen.tsx')).PrivacyNoticeScreen),
  icon: PrivacyTipIcon,
  options: { label: 'Privacy Notice' },
} satisfies Omit<ResourceProps, 'name'>;
