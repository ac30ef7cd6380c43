import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { mailWords } from '@seminary/core/i18n/en/admin/mail.ts';
import { renderMail } from '@seminary/core/mail/render.ts';
import { CanAccess, DateField, useDataProvider, useRefresh } from 'react-admin';
import { DATE_TIME } from '../../components/dates.ts';
import { describeError } from '../../components/errors.ts';
import { ListScreen, useReportError } from '../../components/ListScreen.tsx';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import { StatusColumn, type Statuses, StatusFilter } from '../../components/statuses.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { MailSettingsForm } from './MailSettingsForm.tsx';

type OutboxRow = Tables<'mail_outbox'>;

const STATUSES: Statuses = {
  pending: { label: mailWords.pending, color: 'primary' },
  sending: { label: mailWords.sending, color: 'primary' },
  sent: { label: mailWords.sent, color: 'success' },
  failed: { label: mailWords.failed, color: 'error' },
};
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
      <StatusColumn label={mailWords.status} statuses={STATUSES} />
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
      <ActionsColumn
        label={mailWords.actions}
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
        <>
          {/* The admissions office reads the outbox; only administrators change the settings. */}
          <CanAccess resource="mail_settings" action="edit">
            <MailSettingsForm />
          </CanAccess>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {mailWords.outbox}
          </Typography>
        </>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      paged
      loadErrorMessage={mailWords.failedToLoadTheOutbox}
      loadingLabel={mailWords.loadingTheOutbox}
      emptyText={mailWords.noEMailsYet}
      filters={<StatusFilter label={mailWords.mailStatus} allLabel={mailWords.allMail} statuses={STATUSES} />}
    >
      <OutboxRows />
    </ListScreen>
  );
}
