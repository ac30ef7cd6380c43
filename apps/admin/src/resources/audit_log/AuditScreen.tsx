import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { auditLogWords } from '@seminary/core/i18n/en/admin/audit-log.ts';
import { useEffect, useId, useState } from 'react';
import { DateField, DateInput, FilterLiveForm, useDataProvider } from 'react-admin';
import { DATE_TIME_SECONDS, formatDate } from '../../components/dates.ts';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';

type Entry = Tables<'audit_log'>;

const ACTION_WORDS: Record<string, string> = {
  insert: auditLogWords.added,
  update: auditLogWords.changed,
  delete: auditLogWords.deleted,
  export: auditLogWords.exportedCsv,
  signed_link: auditLogWords.openedAPaymentScreenshot,
  read: auditLogWords.openedARecord,
  sign_in: auditLogWords.signedIn,
  sign_in_failed: auditLogWords.failedSignIn,
};
const ACTION_CHOICES = Object.entries(ACTION_WORDS).map(([id, name]) => ({ id, name }));
/**
 * The tables the trail records changes of, as filter choices: the database's own list
 * (public.audited_tables), which follows the content tables' registry. Until it comes, or if it
 * cannot, the filter offers all tables only; the list reports a failed load itself.
 */
function useTableChoices(): { id: string; name: string }[] {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const [choices, setChoices] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    let current = true;
    dataProvider.auditedTables().then(
      (tables) => {
        if (current) setChoices(tables.map((id) => ({ id, name: id.replaceAll('_', ' ') })));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return choices;
}

/** The fields an entry's before and after differ in, each with both values, as text. */
function changes(entry: Entry): { field: string; before: string; after: string }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const show = (value: unknown) =>
    value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => field !== 'updated_at' && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .sort()
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }));
}

function EntryDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const titleId = useId();
  const changed = changes(entry);
  const details = entry.details as { changed?: string[]; rows?: number; method?: string } | null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} component="h2">
        {ACTION_WORDS[entry.action] ?? entry.action} · {entry.table_name?.replaceAll('_', ' ') ?? 'account'}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography>
          {/* A failed sign-in names the account someone tried, not who tried it. */}
          {formatDate(entry.at, DATE_TIME_SECONDS)} {entry.action === 'sign_in_failed' ? 'a wrong password for' : 'by'}{' '}
          {entry.actor_email ?? entry.actor_role ?? 'the system'}
          {entry.actor_role ? ` (${entry.actor_role})` : ''}
          {entry.record_id ? `, record ${entry.record_id}` : ''}.
        </Typography>
        {details?.changed ? (
          <Typography>
            Changed (a person's data, so its values are not kept here): {details.changed.join(', ')}.
          </Typography>
        ) : null}
        {details?.rows !== undefined ? <Typography>{details.rows} rows.</Typography> : null}
        {changed.length > 0 ? (
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              '& th, & td': {
                p: 1,
                borderBottom: 1,
                borderColor: 'divider',
                textAlign: 'left',
                verticalAlign: 'top',
                wordBreak: 'break-word',
              },
            }}
          >
            <caption style={{ textAlign: 'left' }}>{auditLogWords.whatChanged}</caption>
            <thead>
              <tr>
                <th scope="col">{auditLogWords.field}</th>
                <th scope="col">{auditLogWords.before}</th>
                <th scope="col">{auditLogWords.after}</th>
              </tr>
            </thead>
            <tbody>
              {changed.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td>{change.before}</td>
                  <td>{change.after}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{auditLogWords.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function EntryRows() {
  const [opened, setOpened] = useState<Entry | null>(null);
  return (
    <>
      <RowsTable label={auditLogWords.auditTrail}>
        <Column source="at" label={auditLogWords.when} sx={{ whiteSpace: 'nowrap' }}>
          <DateField source="at" showTime options={DATE_TIME_SECONDS} />
        </Column>
        <Column
          source="actor_email"
          label={auditLogWords.who}
          sx={{ wordBreak: 'break-all', minWidth: 160 }}
          render={(entry: Entry) =>
            `${entry.actor_email ?? 'the system'}${entry.actor_role ? ` (${entry.actor_role})` : ''}`
          }
        />
        <Column
          source="action"
          label={auditLogWords.what}
          render={(entry: Entry) => <Chip size="small" label={ACTION_WORDS[entry.action] ?? entry.action} />}
        />
        <Column
          source="table_name"
          label={auditLogWords.where}
          render={(entry: Entry) => entry.table_name?.replaceAll('_', ' ') ?? '—'}
        />
        <ActionsColumn
          label={auditLogWords.details}
          render={(entry: Entry) => (
            <Button
              size="small"
              onClick={() => setOpened(entry)}
              aria-label={auditLogWords.detailsOfTheEntryOf(formatDate(entry.at, DATE_TIME_SECONDS))}
            >
              {auditLogWords.details}
            </Button>
          )}
        />
      </RowsTable>
      {opened ? <EntryDialog entry={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

/**
 * The audit trail, for administrators: every write to content, applications, settings
 * and staff, every export, opened application and payment screenshot, every sign-in and failed
 * sign-in; newest first, paged, searched and filtered in the database. Nobody can change an entry.
 */
export function AuditScreen() {
  const tableChoices = useTableChoices();
  return (
    <ListScreen
      resource="audit_log"
      title={auditLogWords.auditTrailTitle}
      description={auditLogWords.whoChangedExportedOrOpened}
      sort={{ field: 'at', order: 'DESC' }}
      paged
      loadErrorMessage={auditLogWords.failedToLoadTheAudit}
      loadingLabel={auditLogWords.loadingTheAuditTrail}
      emptyText={auditLogWords.noEntries}
      filters={
        <FilterLiveForm>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(5, minmax(0, 1fr))' }, mb: 2 }}>
            <SearchInput label={auditLogWords.searchByPersonOrRecord} />
            <FilterSelect
              source="action"
              label={auditLogWords.action}
              allLabel={auditLogWords.allActions}
              choices={ACTION_CHOICES}
            />
            <FilterSelect
              source="table_name"
              label={auditLogWords.table}
              allLabel={auditLogWords.allTables}
              choices={tableChoices}
            />
            <DateInput source="at@gte" label={auditLogWords.from} helperText={false} />
            <DateInput source="at@lte" label={auditLogWords.until} helperText={false} />
          </Box>
        </FilterLiveForm>
      }
    >
      <EntryRows />
    </ListScreen>
  );
}
