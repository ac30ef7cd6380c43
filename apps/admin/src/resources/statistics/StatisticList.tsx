import { Box } from '@mui/material';
import { statisticsWords } from '@seminary/core/i18n/en/admin/statistics.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { AddButton } from '../../components/media/AddButton.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { Column, RowsTable } from '../../components/RowsTable.tsx';
import type { RecordEditor, Row } from '../../components/records.ts';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { useRecordEditor } from '../../components/useRecordEditor.ts';
import { StatisticForm } from './StatisticForm.tsx';
import { statisticIcon } from './statisticIcons.ts';

type Statistic = Row<'statistics'>;
const STATISTICS = texts.admin.statistics;
const columns = STATISTICS.columns;

function StatisticRows({ editor }: { editor: RecordEditor<Statistic> }) {
  const { ask, dialog } = useConfirmedDelete<Statistic>('statistics', {
    title: statisticsWords.deleteStatistic,
    message: (row) => statisticsWords.confirmDelete(row.title),
    failureMessage: screenErrors.admin.statistics.delete,
  });
  return (
    <>
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
        <Column
          label={columns.actions}
          align="right"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(statistic: Statistic) => (
            <EditDeleteActions
              history={{ resource: 'statistics', id: statistic.id }}
              name={statistic.title}
              onEdit={() => editor.open(statistic)}
              onDelete={() => ask(statistic)}
            />
          )}
        />
      </RowsTable>
      {dialog}
    </>
  );
}

/** The home page's figures, newest first. */
export function StatisticList() {
  const editor = useRecordEditor<Statistic>('statistics');
  return (
    <>
      <ListScreen
        resource="statistics"
        title={STATISTICS.heading}
        sort={{ field: 'created_at', order: 'DESC' }}
        loadErrorMessage={screenErrors.admin.statistics.fetch}
        loadingLabel={STATISTICS.loading}
        emptyText={STATISTICS.empty}
        actions={
          <>
            <RecentlyDeletedButton resource="statistics" label="statistics" />
            <AddButton label={STATISTICS.add} onClick={() => editor.open('new')} />
          </>
        }
      >
        <StatisticRows editor={editor} />
      </ListScreen>
      <StatisticForm editor={editor} />
    </>
  );
}
