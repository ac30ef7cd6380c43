import { Box, Paper, Typography } from '@mui/material';
import { privacyNoticeWords } from '@seminary/core/i18n/en/admin/privacy-notice.ts';
import { maxValue, minValue, NumberInput, number, required } from 'react-admin';
import { SingleRowEdit } from '../../components/SingleRowEdit.tsx';

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
  return (
    <Paper variant="outlined" component="section" aria-labelledby="retention-heading" sx={{ p: 2, mb: 3 }}>
      <Typography id="retention-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {privacyNoticeWords.retentionSchedule}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {privacyNoticeWords.howLongPersonalDataIs}
      </Typography>
      <SingleRowEdit
        resource="retention_settings"
        loadingLabel={privacyNoticeWords.loadingTheRetentionSchedule}
        savedMessage={privacyNoticeWords.retentionScheduleSavedTheNext}
        saveLabel={privacyNoticeWords.saveRetentionSchedule}
      >
        {(edited) => (
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
                onChange={edited}
              />
            ))}
          </Box>
        )}
      </SingleRowEdit>
    </Paper>
  );
}
