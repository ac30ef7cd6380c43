import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** How to give; /donations/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./DonationInfoList.tsx')).DonationInfoList),
  icon: VolunteerActivismIcon,
  options: { label: 'Donations' },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
