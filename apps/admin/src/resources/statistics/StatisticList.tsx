import { Box } from '@mui/material';
import { statisticsWords } from '@seminary/core/i18n/en/admin/statistics.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import type { Row } from '../../components/records.ts';
import { StatisticForm } from './StatisticForm.tsx';
import { statisticIcon } from './statisticIcons.ts';

type Statistic = Row<'statistics'>;
const STATISTICS = texts.admin.statistics;
const columns = STATISTICS.columns;

/** The home page's figures, newest first. */
export function StatisticList() {
  return (
    <ContentList<Statistic>
      resource="statistics"
      title={STATISTICS.heading}
      sort={{ field: 'created_at', order: 'DESC' }}
      loadErrorMessage={screenErrors.admin.statistics.fetch}
      loadingLabel={STATISTICS.loading}
      emptyText={STATISTICS.empty}
      deletedLabel="statistics"
      addLabel={STATISTICS.add}
      deletion={{
        title: statisticsWords.deleteStatistic,
        message: (row) => statisticsWords.confirmDelete(row.title),
        failureMessage: screenErrors.admin.statistics.delete,
      }}
      form={StatisticForm}
    >
      <RowsTable label={statisticsWords.statistics}>
        <Column source="title" label={columns.title} />
        <Column source="value" label={columns.value} />
        <Column
          source="icon_name"
          label={columns.icon}
          render={(statistic: Statistic) => {
            const Icon = statisticIcon(statistic.icon_name);
            return (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Icon color="primary" aria-hidden />
                {statistic.icon_name}
              </Box>
            );
          }}
        />
        <ActionsColumn
          label={columns.actions}
          render={(statistic: Statistic) => <ContentActions record={statistic} />}
        />
      </RowsTable>
    </ContentList>
  );
}
