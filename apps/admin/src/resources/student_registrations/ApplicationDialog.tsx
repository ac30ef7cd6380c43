import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  isApplicationStatus,
  RECOMMENDATION_STATE_LABELS,
  recommendationState,
} from '@seminary/core/admissions';
import { isProgramType, PROGRAM_LABELS } from '@seminary/core/constants';
import { studentRegistrationsWords } from '@seminary/core/i18n/en/admin/student-registrations.ts';
import { formatRupees } from '@seminary/core/i18n/languages';
import { texts } from '@seminary/core/texts';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { ReferenceField, TextField, useDataProvider, useGetList } from 'react-admin';
import { formatDate, formatDay } from '../../components/dates.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { describeError } from '../../components/errors.ts';
import type { Row } from '../../components/records.ts';
import type { StatusChange } from '../../providers/databaseFunctions.ts';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { languageName } from '../registrations/applicationLanguage.ts';
import { StatusChangeForm } from './StatusChangeForm.tsx';
import { StatusChip } from './StatusChip.tsx';

type Application = Row<'student_registrations'>;

function statusWords(status: string | null): string {
  if (status === null) return '—';
  return isApplicationStatus(status) ? APPLICATION_STATUS_LABELS[status] : status;
}

/** Her pastor's or church leader's recommendation: who she named, where the request stands, their answer. */
function Recommendation({ application }: { application: Application }) {
  const state = recommendationState(application);
  const when = (label: string, at: string | null) => (at ? `${label} ${formatDate(at)}` : null);
  return (
    <Box component="section" aria-labelledby="application-recommendation" data-recommendation-state={state}>
      <Typography id="application-recommendation" variant="h6" component="h3">
        Pastor's recommendation
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}
      >
        <Detail label="Recommender" value={application.recommender_name} />
        <Detail label="Their church" value={application.recommender_church} />
        <Detail label="Their e-mail" value={application.recommender_email} />
        <Detail
          label="Recommendation"
          value={[
            RECOMMENDATION_STATE_LABELS[state],
            when('requested', application.recommendation_requested_at),
            when('reminded', application.recommendation_reminded_at),
            state === 'received'
              ? when('received', application.recommendation_received_at)
              : when('link works until', application.recommendation_expires_at),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        {state === 'received' && (
          <>
            <Detail
              label="Recommends her"
              value={application.recommendation_recommends ? 'Yes, recommends her' : 'No, does not recommend her'}
            />
            <Detail label="Has known her for" value={application.recommendation_known_for} />
            <Detail label="Church (as they gave it)" value={application.recommendation_church} />
            <Detail
              label="Recommendation"
              value={<Box sx={{ whiteSpace: 'pre-wrap' }}>{application.recommendation_text}</Box>}
            />
          </>
        )}
      </Box>
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {value || '—'}
      </Typography>
    </>
  );
}

/**
 * One application: with `details`, everything it holds, its payment screenshot and its status
 * history; without, only the status change. Either way the status is changed here with a note.
 */
export function ApplicationDialog({
  application,
  details,
  onClose,
  onChanged,
  onViewPaymentScreenshot,
}: {
  application: Application;
  details: boolean;
  onClose: () => void;
  onChanged: () => void;
  onViewPaymentScreenshot: () => void;
}) {
  const titleId = useId();
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const [history, setHistory] = useState<StatusChange[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState(application.status);
  // Her verified payment (the school's accounts record, with its receipt), read only once the
  // statement import or the office has verified it.
  const { data: payments } = useGetList<Row<'verified_payments'>>(
    'verified_payments',
    { filter: { application_id: application.id }, pagination: { page: 1, perPage: 1 } },
    { enabled: details && Boolean(application.payment_verified_at) },
  );
  const payment = payments?.[0];

  const refreshHistory = useCallback(async () => {
    try {
      setHistory(await dataProvider.getStatusHistory(application.id));
    } catch (failure) {
      setError(describeError(failure));
    }
  }, [dataProvider, application.id]);

  useEffect(() => {
    if (details) void refreshHistory();
  }, [details, refreshHistory]);

  async function save(next: ApplicationStatus, note: string) {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.setApplicationStatus(application.id, next, note);
      setStatus(next);
      onChanged();
      if (details) await refreshHistory();
      else onClose();
    } catch (failure) {
      setError(describeError(failure));
    }
    setBusy(false);
  }

  const current = isApplicationStatus(status) ? status : 'received';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={details ? 'md' : 'sm'}>
      <DialogTitle id={titleId}>
        {details
          ? studentRegistrationsWords.application(application.reference)
          : studentRegistrationsWords.changeStatusOf(application.name)}
      </DialogTitle>
      <DialogContent>
        <ErrorBanner message={error} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
          <Typography>{details ? application.name : application.reference}</Typography>
          <StatusChip status={status} />
        </Box>
        {details ? (
          <>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 3,
                rowGap: 1,
              }}
            >
              <Detail label={studentRegistrationsWords.reference} value={application.reference} />
              <Detail label={studentRegistrationsWords.email} value={application.email} />
              <Detail label={studentRegistrationsWords.phone} value={application.phone} />
              <Detail label={studentRegistrationsWords.address} value={application.address} />
              <Detail label={studentRegistrationsWords.city} value={application.city} />
              <Detail label={studentRegistrationsWords.state} value={application.state} />
              <Detail label={studentRegistrationsWords.dateOfBirth} value={application.date_of_birth} />
              <Detail label={studentRegistrationsWords.gender} value={application.gender} />
              <Detail label={studentRegistrationsWords.educationLevel} value={application.education_level} />
              <Detail label={studentRegistrationsWords.previousInstitution} value={application.previous_institution} />
              <Detail
                label={studentRegistrationsWords.program}
                value={
                  isProgramType(application.program_interest)
                    ? PROGRAM_LABELS[application.program_interest]
                    : application.program_interest
                }
              />
              <Detail
                label={studentRegistrationsWords.course}
                value={
                  <ReferenceField
                    record={application}
                    source="course_id"
                    reference="courses"
                    link={false}
                    emptyText="—"
                  >
                    <TextField source="title" variant="body1" />
                  </ReferenceField>
                }
              />
              <Detail label={studentRegistrationsWords.preferredStartDate} value={application.start_date} />
              <Detail label={studentRegistrationsWords.language} value={languageName(application.language)} />
              <Detail label={studentRegistrationsWords.comments} value={application.comments} />
              <Detail label={studentRegistrationsWords.submitted} value={formatDate(application.created_at)} />
              <Detail label={studentRegistrationsWords.upiTransactionNumberUtr} value={application.payment_utr} />
              <Detail
                label={studentRegistrationsWords.payment}
                value={
                  payment
                    ? studentRegistrationsWords.paymentVerifiedReceivedOnReceipt(
                        formatRupees('en', payment.amount),
                        formatDay(payment.paid_on),
                        payment.receipt_number,
                      )
                    : studentRegistrationsWords.notVerifiedYet
                }
              />
            </Box>
            <Link component="button" type="button" onClick={onViewPaymentScreenshot} sx={{ mt: 2 }}>
              {texts.admin.registrations.viewPaymentScreenshot}
            </Link>
            <Divider sx={{ my: 2 }} />
            <Recommendation application={application} />
            <Divider sx={{ my: 2 }} />
            <Typography variant="h6" component="h3">
              {studentRegistrationsWords.statusHistory}
            </Typography>
            {history === null ? (
              <Typography role="status">{studentRegistrationsWords.loadingTheHistory}</Typography>
            ) : (
              <List dense aria-label={studentRegistrationsWords.statusHistory}>
                {history.map((change) => (
                  <ListItem key={change.id} disableGutters>
                    <ListItemText
                      primary={`${statusWords(change.from_status)} → ${statusWords(change.to_status)}`}
                      secondary={[
                        studentRegistrationsWords.changedBy(
                          change.changed_by_email ?? studentRegistrationsWords.system,
                          formatDate(change.changed_at),
                        ),
                        change.note ? studentRegistrationsWords.note(change.note) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            <Divider sx={{ my: 2 }} />
          </>
        ) : null}
        <StatusChangeForm key={current} current={current} busy={busy} onSave={save} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{studentRegistrationsWords.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
