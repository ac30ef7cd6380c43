import AddIcon from '@mui/icons-material/Add';
import { Box, Button, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { MessageRow } from '../../components/MessageRow.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { ScrollableTable } from '../../components/ScrollableTable.tsx';
import { useRowDelete } from '../../components/useRowDelete.ts';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { StatisticForm } from './StatisticForm.tsx';
import { statisticIcon } from './statisticIcons.ts';

type Statistic = Row<'statistics'>;
const columns = texts.admin.statistics.columns;

export function StatisticList() {
  const {
    data: statistics = [],
    isPending,
    error,
    refetch,
  } = useTableRows('statistics', {
    field: 'created_at',
    order: 'DESC',
  });
  const [editing, setEditing] = useState<Statistic | 'new' | null>(null);
  const { deleting, setDeleting, busy, actionError, remove } = useRowDelete(
    'statistics',
    screenErrors.admin.statistics.delete,
    refetch,
  );

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={texts.admin.statistics.heading}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {texts.admin.statistics.add}
          </Button>
        }
      />
      <ErrorBanner message={error ? screenErrors.admin.statistics.fetch : actionError} />
      <ScrollableTable label="Statistics">
        <TableHead>
          <TableRow>
            <TableCell>{columns.title}</TableCell>
            <TableCell>{columns.value}</TableCell>
            <TableCell>{columns.icon}</TableCell>
            <TableCell align="right">{columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending ? (
            <MessageRow text={texts.admin.statistics.loading} colSpan={4} />
          ) : statistics.length === 0 ? (
            <MessageRow text={error ? '' : texts.admin.statistics.empty} colSpan={4} />
          ) : (
            statistics.map((statistic) => {
              const Icon = statisticIcon(statistic.icon_name);
              return (
                <TableRow key={statistic.id}>
                  <TableCell>{statistic.title}</TableCell>
                  <TableCell>{statistic.value}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Icon color="primary" aria-hidden />
                      {statistic.icon_name}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <EditDeleteActions
                      name={statistic.title}
                      onEdit={() => setEditing(statistic)}
                      onDelete={() => setDeleting(statistic)}
                    />
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </ScrollableTable>
      {editing ? (
        <StatisticForm
          statistic={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete statistic"
        message={`Are you sure you want to delete the statistic “${deleting?.title ?? ''}”?`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
