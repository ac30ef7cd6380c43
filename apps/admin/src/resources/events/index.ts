import EventIcon from '@mui/icons-material/Event';
import { eventsWords } from '@seminary/core/i18n/en/admin/events.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The events calendar; /events/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./EventList.tsx')).EventList),
  icon: EventIcon,
  options: { label: eventsWords.events },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
