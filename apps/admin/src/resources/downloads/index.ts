import DownloadIcon from '@mui/icons-material/Download';
import { downloadsWords } from '@seminary/core/i18n/en/admin/downloads.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The files visitors download; /downloads/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./DownloadList.tsx')).DownloadList),
  icon: DownloadIcon,
  options: { label: downloadsWords.downloads },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
