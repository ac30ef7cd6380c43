import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Paper, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { privacyNoticeWords } from '@seminary/core/i18n/en/admin/privacy-notice.ts';
import { useState } from 'react';
import { EditBase, Form, maxValue, minValue, NumberInput, number, required, SaveButton } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { describeError } from '../../components/errors.ts';
import { LoadingState } from '../../components/LoadingState.tsx';

type RetentionSettings = Tables<'retention_settings'>;

/** Each period with the bounds the database checks (supabase/schemas/09_privacy_and_retention.sql). */
const PERIODS = [
  { source: 'enquiry_months', label: privacyNoticeWords.enquiriesMonthsAfterTheyCame, max: 120 },
  {
    source: 'not_accepted_application_months',
    label: privacyNoticeWords.applicationsNotAcceptedOrWithdrawn,
    max: 120,
  },
  { source: 'payment_screenshot_days', label: privacyNoticeWords.paymentScreenshotsDaysAfterThe, max: 3650 },
  { source: 'sent_mail_body_days', label: privacyNoticeWords.sentEMailsTextAnd, max: 3650 },
  { source: 'trash_days', label: privacyNoticeWords.deletedApplicationsAndEnquiriesIn, max: 365 },
  { source: 'request_response_days', label: privacyNoticeWords.yourDataRequestDays, max: 90 },
] as const;

/**
 * The retention schedule: how long the daily job keeps each kind of personal
 * data before it e-mails the person and, 48 hours later, erases it. One row, on react-admin's
 * own form, beside the notice whose "How long we keep it" text must say the same.
 */
export function RetentionScheduleForm() {
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="retention-heading" sx={{ p: 2, mb: 3 }}>
      <Typography id="retention-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {privacyNoticeWords.retentionSchedule}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {privacyNoticeWords.howLongPersonalDataIs}
      </Typography>
      <EditBase<RetentionSettings>
        resource="retention_settings"
        id={1}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            setFailure(null);
            setSaved(true);
          },
          onError: (error) => {
            setSaved(false);
            setFailure(describeError(error));
          },
        }}
        loading={<LoadingState label={privacyNoticeWords.loadingTheRetentionSchedule} />}
      >
        <ErrorBanner message={failure} />
        {saved && !failure ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {privacyNoticeWords.retentionScheduleSavedTheNext}
          </Alert>
        ) : null}
        <Form noValidate>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1fr' }, maxWidth: 900 }}>
            {PERIODS.map(({ source, label, max }) => (
              <NumberInput
                key={source}
                source={source}
                label={label}
                isRequired
                min={1}
                max={max}
                step={1}
                validate={[required(), number(), minValue(1), maxValue(max)]}
                onChange={() => setSaved(false)}
              />
            ))}
          </Box>
          <SaveButton label={privacyNoticeWords.saveRetentionSchedule} icon={<SaveIcon />} />
        </Form>
      </EditBase>
    </Paper>
  );
}
