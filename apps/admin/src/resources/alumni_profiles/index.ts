import EmojiPeopleIcon from '@mui/icons-material/EmojiPeople';
import { alumniProfilesWords } from '@seminary/core/i18n/en/admin/alumni-profiles.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** Alumni profiles; /alumni/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./AlumniList.tsx')).AlumniList),
  icon: EmojiPeopleIcon,
  options: { label: alumniProfilesWords.alumni },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
