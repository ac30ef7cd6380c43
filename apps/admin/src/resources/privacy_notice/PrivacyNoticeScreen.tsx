import { Box, Paper, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { privacyNoticeWords } from '@seminary/core/i18n/en/admin/privacy-notice.ts';
import { email, maxLength, required, TextInput, useRecordContext } from 'react-admin';
import { BilingualPair, TeluguTextInput } from '../../components/BilingualTextInput.tsx';
import { formatDate } from '../../components/dates.ts';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { SingleRowEdit } from '../../components/SingleRowEdit.tsx';
import { RetentionScheduleForm } from './RetentionScheduleForm.tsx';

type PrivacyNotice = Tables<'privacy_notice'>;

/** The notice's texts in the order /privacy shows them, each with its Telugu twin. */
const TEXTS = [
  { source: 'summary', label: privacyNoticeWords.introduction },
  { source: 'collected', label: privacyNoticeWords.whatWeCollect },
  { source: 'purposes', label: privacyNoticeWords.whyWeUseIt },
  { source: 'retention', label: privacyNoticeWords.howLongWeKeepIt },
  { source: 'rights', label: privacyNoticeWords.yourRights },
  { source: 'requests', label: privacyNoticeWords.howToAsk },
  { source: 'complaints', label: privacyNoticeWords.ifYouAreNotSatisfied },
] as const;

const TEXT_HELP = privacyNoticeWords.plainTextABlankLine;
const singleLine = (value: unknown) =>
  typeof value === 'string' && /[\p{Cc}]/u.test(value) ? privacyNoticeWords.keepThisOnOneLine : undefined;

function CurrentVersion() {
  const notice = useRecordContext<PrivacyNotice>();
  if (!notice) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-notice-version>
      {privacyNoticeWords.version(notice.version, formatDate(notice.updated_at))}
    </Typography>
  );
}

/**
 * The school's privacy notice: the texts of /privacy and /te/privacy and the
 * grievance officer every form names. One row, edited on react-admin's own form; saving it
 * publishes the site like any content save.
 */
export function PrivacyNoticeScreen() {
  return (
    <Box sx={{ pb: 4, maxWidth: 1040 }}>
      <ScreenHeader title={privacyNoticeWords.privacyNotice} description={privacyNoticeWords.whatTheSitesPrivacyPage} />
      <SingleRowEdit
        resource="privacy_notice"
        loadingLabel={privacyNoticeWords.loadingThePrivacyNotice}
        savedMessage={privacyNoticeWords.privacyNoticeSavedTheSite}
        saveLabel={privacyNoticeWords.savePrivacyNotice}
      >
        {(edited) => (
          <>
            <CurrentVersion />
            <Paper variant="outlined" component="section" aria-labelledby="notice-texts-heading" sx={{ p: 2, mb: 3 }}>
              <Typography id="notice-texts-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                {privacyNoticeWords.theNotice}
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
                      onChange={edited}
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
                      onChange={edited}
                    />
                  }
                />
              ))}
            </Paper>
            <Paper variant="outlined" component="section" aria-labelledby="grievance-heading" sx={{ p: 2, mb: 3 }}>
              <Typography id="grievance-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                {privacyNoticeWords.grievanceOfficer}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1, maxWidth: 560 }}>
                <TextInput
                  source="grievance_officer_name"
                  label={privacyNoticeWords.name}
                  isRequired
                  validate={[required(), maxLength(200), singleLine]}
                />
                <TextInput
                  source="grievance_officer_email"
                  label={privacyNoticeWords.eMail}
                  type="email"
                  isRequired
                  validate={[required(), email(), maxLength(320)]}
                />
                <TextInput
                  source="grievance_officer_phone"
                  label={privacyNoticeWords.phone}
                  type="tel"
                  validate={[maxLength(40), singleLine]}
                />
              </Box>
            </Paper>
          </>
        )}
      </SingleRowEdit>
      <RetentionScheduleForm />
    </Box>
  );
}
