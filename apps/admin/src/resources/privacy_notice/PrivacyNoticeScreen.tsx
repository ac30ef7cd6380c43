import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Paper, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { useState } from 'react';
import { EditBase, email, Form, maxLength, required, SaveButton, TextInput, useRecordContext } from 'react-admin';
import { BilingualPair, TeluguTextInput } from '../../components/BilingualTextInput.tsx';
import { formatDate } from '../../components/dates.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { describeError } from '../../components/errors.ts';
import { LoadingState } from '../../components/LoadingState.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { RetentionScheduleForm } from './RetentionScheduleForm.tsx';

type PrivacyNotice = Tables<'privacy_notice'>;

/** The notice's texts in the order /privacy shows them, each with its Telugu twin. */
const TEXTS = [
  { source: 'summary', label: 'Introduction' },
  { source: 'collected', label: 'What we collect' },
  { source: 'purposes', label: 'Why we use it' },
  { source: 'retention', label: 'How long we keep it' },
  { source: 'rights', label: 'Your rights' },
  { source: 'requests', label: 'How to ask' },
  { source: 'complaints', label: 'If you are not satisfied (the Data Protection Board)' },
] as const;

const TEXT_HELP = 'Plain text: a blank line starts a paragraph, and lines starting with "- " make a list.';
const singleLine = (value: unknown) =>
  typeof value === 'string' && /[\p{Cc}]/u.test(value) ? 'Keep this on one line.' : undefined;

function CurrentVersion() {
  const notice = useRecordContext<PrivacyNotice>();
  if (!notice) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-notice-version>
      Version {notice.version}, last changed {formatDate(notice.updated_at)}. Every saved change makes a new version:
      the forms record which version each person agreed to.
    </Typography>
  );
}

/**
 * The school's privacy notice: the texts of /privacy and /te/privacy and the
 * grievance officer every form names. One row, edited on react-admin's own form; saving it
 * publishes the site like any content save.
 */
export function PrivacyNoticeScreen() {
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Box sx={{ pb: 4, maxWidth: 1040 }}>
      <ScreenHeader
        title="Privacy Notice"
        description="What the site's privacy page and the short notices beside its forms tell people about their data, and whom they contact. The Telugu page shows the English text where the Telugu one is empty."
      />
      <EditBase<PrivacyNotice>
        resource="privacy_notice"
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
        loading={<LoadingState label="Loading the privacy notice..." />}
      >
        <ErrorBanner message={failure} />
        {saved && !failure ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            Privacy notice saved. The site is being published with it.
          </Alert>
        ) : null}
        <CurrentVersion />
        <Form noValidate>
          <Paper variant="outlined" component="section" aria-labelledby="notice-texts-heading" sx={{ p: 2, mb: 3 }}>
            <Typography id="notice-texts-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              The notice
            </Typography>
            {TEXTS.map(({ source, label }) => (
              <BilingualPair
                key={source}
                english={
                  <TextInput
                    source={source}
                    label={label}
                    isRequired
                    validate={[required(), maxLength(4000)]}
                    multiline
                    minRows={3}
                    helperText={TEXT_HELP}
                    onChange={() => setSaved(false)}
                  />
                }
                telugu={
                  <TeluguTextInput
                    source={source}
                    label={label}
                    validate={maxLength(4000)}
                    multiline
                    minRows={3}
                    helperText={TEXT_HELP}
                    onChange={() => setSaved(false)}
                  />
                }
              />
            ))}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="grievance-heading" sx={{ p: 2, mb: 3 }}>
            <Typography id="grievance-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              Grievance officer
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, maxWidth: 560 }}>
              <TextInput
                source="grievance_officer_name"
                label="Name"
                isRequired
                validate={[required(), maxLength(200), singleLine]}
              />
              <TextInput
                source="grievance_officer_email"
                label="E-mail"
                type="email"
                isRequired
                validate={[required(), email(), maxLength(320)]}
              />
              <TextInput
                source="grievance_officer_phone"
                label="Phone"
                type="tel"
                validate={[maxLength(40), singleLine]}
              />
            </Box>
          </Paper>
          <SaveButton label="Save privacy notice" icon={<SaveIcon />} />
        </Form>
      </EditBase>
      <RetentionScheduleForm />
    </Box>
  );
}
