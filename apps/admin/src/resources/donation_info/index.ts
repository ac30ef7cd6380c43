import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { donationInfoWords } from '@seminary/core/i18n/en/admin/donation-info.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** How to give; /donations/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./DonationInfoList.tsx')).DonationInfoList),
  icon: VolunteerActivismIcon,
  options: { label: donationInfoWords.donations },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
