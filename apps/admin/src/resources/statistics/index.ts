import BarChartIcon from '@mui/icons-material/BarChart';
import { statisticsWords } from '@seminary/core/i18n/en/admin/statistics.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The home page's figures; /statistics/<id> opens one in its dialog. */
export default {
  list: sectionScreen(async () => (await import('./StatisticList.tsx')).StatisticList),
  icon: BarChartIcon,
  options: { label: statisticsWords.statistics },
  hasCreate: true,
  hasEdit: true,
} satisfies Omit<ResourceProps, 'name'>;
