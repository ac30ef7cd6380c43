import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Chip, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { mailWords } from '@seminary/core/i18n/en/admin/mail.ts';
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

const STATUS_WORDS = {
  pending: mailWords.pending,
  sending: mailWords.sending,
  sent: mailWords.sent,
  failed: mailWords.failed,
} as const;
/** Colours whose text keeps a 4.5:1 contrast (MUI's filled info chip falls short). */
const STATUS_COLORS = { pending: 'primary', sending: 'primary', sent: 'success', failed: 'error' } as const;
const KIND_WORDS: Record<string, string> = {
  application_office: mailWords.newApplicationOffice,
  application_applicant: mailWords.applicationConfirmation,
  status_applicant: mailWords.statusChange,
  enquiry_office: mailWords.newEnquiryOffice,
  retention_notice: mailWords.erasureNotice48HoursBefore,
  data_request_confirm: mailWords.dataRequestConfirmationLink,
  data_request_office: mailWords.dataRequestToAnswerOffice,
  data_request_answer: mailWords.dataRequestAnswer,
  alumni_registration_confirm: mailWords.alumniRegistrationConfirmationLink,
  alumni_registration_office: mailWords.alumniRegistrationToReviewOffice,
  alumni_registration_answer: mailWords.alumniRegistrationDecision,
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
    <RowsTable label={mailWords.outbox}>
      <Column source="created_at" label={mailWords.queued} sx={{ whiteSpace: 'nowrap' }}>
        <DateField source="created_at" showTime options={DATE_TIME} emptyText="—" />
      </Column>
      <Column
        source="status"
        label={mailWords.status}
        render={(row: OutboxRow) => {
          const status = row.status as keyof typeof STATUS_WORDS;
          return (
            <Chip size="small" label={STATUS_WORDS[status] ?? row.status} color={STATUS_COLORS[status] ?? 'default'} />
          );
        }}
      />
      <Column source="kind" label={mailWords.kind} render={(row: OutboxRow) => KIND_WORDS[row.kind] ?? row.kind} />
      <Column
        label={mailWords.to}
        disableSort
        sx={{ wordBreak: 'break-all', minWidth: 160 }}
        render={(row: OutboxRow) => row.to_addresses.join(', ')}
      />
      <Column label={mailWords.subject} disableSort sx={{ minWidth: 180 }} render={subjectOf} />
      <Column source="attempts" label={mailWords.attempts} align="right" />
      <Column
        label={mailWords.lastError}
        disableSort
        sx={{ wordBreak: 'break-word', minWidth: 160 }}
        render={(row: OutboxRow) => row.last_error ?? '—'}
      />
      <Column source="sent_at" label={mailWords.sentAt} sx={{ whiteSpace: 'nowrap' }}>
        <DateField source="sent_at" showTime options={DATE_TIME} emptyText="—" />
      </Column>
      <Column
        label={mailWords.actions}
        align="right"
        disableSort
        render={(row: OutboxRow) =>
          row.status === 'failed' ? (
            <Button
              startIcon={<ReplayIcon />}
              onClick={() => retry(row)}
              aria-label={mailWords.retryOf(subjectOf(row))}
            >
              {mailWords.retry}
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
      title={mailWords.mail}
      description={mailWords.whereAdmissionsEMailsGo}
      notice={
        // The admissions office reads the outbox; only administrators change the settings.
        <CanAccess resource="mail_settings" action="edit">
          <MailSettingsForm />
        </CanAccess>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      paged
      loadErrorMessage={mailWords.failedToLoadTheOutbox}
      loadingLabel={mailWords.loadingTheOutbox}
      emptyText={mailWords.noEMailsYet}
      filters={
        <FilterLiveForm>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {mailWords.outbox}
          </Typography>
          <Box sx={{ maxWidth: 280, mb: 2 }}>
            <FilterSelect
              source="status"
              label={mailWords.mailStatus}
              allLabel={mailWords.allMail}
              choices={STATUS_CHOICES}
            />
          </Box>
        </FilterLiveForm>
      }
    >
      <OutboxRows />
    </ListScreen>
  );
}
