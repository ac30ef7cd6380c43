import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { privacyNoticeWords } from '@seminary/core/i18n/en/admin/privacy-notice.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The school's privacy notice and grievance officer. */
export default {
  list: sectionScreen(async () => (await import('./PrivacyNoticeScreen.tsx')).PrivacyNoticeScreen),
  icon: PrivacyTipIcon,
  options: { label: privacyNoticeWords.privacyNotice },
} satisfies Omit<ResourceProps, 'name'>;
