import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Chip, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { renderMail } from '@seminary/core/mail/render.ts';
import { CanAccess, DateField, FilterLiveForm, useDataProvider, useRefresh } from 'react-admin';
import { DATE_TIME } from '../../components/dates.ts';
import { describeError } from '../../components/errors.ts';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListScreen, useReportError } from '../../components/ListScreen.tsx';
import { Column, RowsTable } from '../../components/RowsTable.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { MailSettingsForm } from './MailSettingsForm.tsx';

type OutboxRow = Tables<'mail_outbox'>;

const STATUS_WORDS = { pending: 'Pending', sending: 'Sending', sent: 'Sent', failed: 'Failed' } as const;
/** Colours whose text keeps a 4.5:1 contrast (MUI's filled info chip falls short). */
const STATUS_COLORS = { pending: 'primary', sending: 'primary', sent: 'success', failed: 'error' } as const;
const KIND_WORDS: Record<string, string> = {
  application_office: 'New application (office)',
  application_applicant: 'Application confirmation',
  status_applicant: 'Status change',
  enquiry_office: 'New enquiry (office)',
  retention_notice: 'Erasure notice (48 hours before)',
  data_request_confirm: 'Data request: confirmation link',
  data_request_office: 'Data request to answer (office)',
  data_request_answer: 'Data request: answer',
  alumni_registration_confirm: 'Alumni registration: confirmation link',
  alumni_registration_office: 'Alumni registration to review (office)',
  alumni_registration_answer: 'Alumni registration: decision',
};
const STATUS_CHOICES = Object.entries(STATUS_WORDS).map(([id, name]) => ({ id, name }));

/** The subject the e-mail has, written from its values as send-mail writes it; an erased one has none. */
function subjectOf(row: OutboxRow): string {
  if (row.body_purged_at) return '—';
  try {
    return renderMail(row).subject;
  } catch {
    // Values this admin's words do not know (a newer kind): the Kind column still says what it is.
    return '—';
  }
}

function OutboxRows() {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const refresh = useRefresh();
  const reportError = useReportError();
  async function retry(row: OutboxRow) {
    reportError(null);
    try {
      await dataProvider.retryMail(row.id);
      refresh();
    } catch (failure) {
      reportError(describeError(failure));
    }
  }
  return (
    <RowsTable label="Outbox">
      <Column source="created_at" label="Queued" sx={{ whiteSpace: 'nowrap' }}>
        <DateField source="created_at" showTime options={DATE_TIME} emptyText="—" />
      </Column>
      <Column
        source="status"
        label="Status"
        render={(row: OutboxRow) => {
          const status = row.status as keyof typeof STATUS_WORDS;
          return (
            <Chip size="small" label={STATUS_WORDS[status] ?? row.status} color={STATUS_COLORS[status] ?? 'default'} />
          );
        }}
      />
      <Column source="kind" label="Kind" render={(row: OutboxRow) => KIND_WORDS[row.kind] ?? row.kind} />
      <Column
        label="To"
        disableSort
        sx={{ wordBreak: 'break-all', minWidth: 160 }}
        render={(row: OutboxRow) => row.to_addresses.join(', ')}
      />
      <Column label="Subject" disableSort sx={{ minWidth: 180 }} render={subjectOf} />
      <Column source="attempts" label="Attempts" align="right" />
      <Column
        label="Last error"
        disableSort
        sx={{ wordBreak: 'break-word', minWidth: 160 }}
        render={(row: OutboxRow) => row.last_error ?? '—'}
      />
      <Column source="sent_at" label="Sent at" sx={{ whiteSpace: 'nowrap' }}>
        <DateField source="sent_at" showTime options={DATE_TIME} emptyText="—" />
      </Column>
      <Column
        label="Actions"
        align="right"
        disableSort
        render={(row: OutboxRow) =>
          row.status === 'failed' ? (
            <Button startIcon={<ReplayIcon />} onClick={() => retry(row)} aria-label={`Retry ${subjectOf(row)}`}>
              Retry
            </Button>
          ) : null
        }
      />
    </RowsTable>
  );
}

/**
 * The mail screen: the office's mail settings, then the e-mails the database queued, newest
 * first, paged and filtered in the database, a failed one retried from its row.
 */
export function MailScreen() {
  return (
    <ListScreen
      resource="mail_outbox"
      title="Mail"
      description="Where admissions e-mails go, and every e-mail queued, sent or failed."
      notice={
        // The admissions office reads the outbox; only administrators change the settings.
        <CanAccess resource="mail_settings" action="edit">
          <MailSettingsForm />
        </CanAccess>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      paged
      loadErrorMessage="Failed to load the outbox. Please try again later."
      loadingLabel="Loading the outbox..."
      emptyText="No e-mails yet."
      filters={
        <FilterLiveForm>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Outbox
          </Typography>
          <Box sx={{ maxWidth: 280, mb: 2 }}>
            <FilterSelect source="status" label="Mail status" allLabel="All Mail" choices={STATUS_CHOICES} />
          </Box>
        </FilterLiveForm>
      }
    >
      <OutboxRows />
    </ListScreen>
  );
}
