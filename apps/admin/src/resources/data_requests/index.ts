import FolderSharedIcon from '@mui/icons-material/FolderShared';
import { dataRequestsWords } from '@seminary/core/i18n/en/admin/data-requests.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** People's requests about their own data. */
export default {
  list: sectionScreen(async () => (await import('./DataRequestsScreen.tsx')).DataRequestsScreen),
  icon: FolderSharedIcon,
  options: { label: dataRequestsWords.dataRequests },
} satisfies Omit<ResourceProps, 'name'>;
