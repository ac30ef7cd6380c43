import { Box, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { alumniRegistrationsWords } from '@seminary/core/i18n/en/admin/alumni-registrations.ts';
import { DateField, useDataProvider } from 'react-admin';
import { AnswerButtons, DecisionDialog, HerText, quotedSx, useAnswering } from '../../components/DecisionDialog.tsx';
import { DATE_TIME } from '../../components/dates.ts';
import { ListScreen } from '../../components/ListScreen.tsx';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import { StatusColumn, type Statuses, StatusFilter } from '../../components/statuses.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { AlumniAvatar } from '../alumni_profiles/AlumniAvatar.tsx';

type AlumniRegistration = Tables<'alumni_registrations'>;

const STATUSES: Statuses = {
  pending: { label: alumniRegistrationsWords.waiting, color: 'primary' },
  approved: { label: alumniRegistrationsWords.approved, color: 'success' },
  rejected: { label: alumniRegistrationsWords.rejected, color: 'default' },
};

const PUBLIC_FIELD_NAMES: Record<string, string> = {
  image_url: 'photo',
  location: 'location',
  organization: 'organization',
  current_position: 'position',
  bio: 'bio',
  testimonial: 'testimonial',
};

type Verdict = 'approve' | 'reject';

/** What she wrote, quoted as hers, so nobody takes it for the school's words. */
function Profile({ registration }: { registration: AlumniRegistration }) {
  const rows: [string, string | number | null][] = [
    [alumniRegistrationsWords.graduationYear, registration.graduation_year],
    ['Degree', registration.degree],
    ['Position', registration.current_position],
    ['Organization', registration.organization],
    ['Location', registration.location],
    ['E-mail (confirmed, never shown on the site)', registration.email],
    // Her choice on the form: approval shows only these beyond name, year and degree.
    [
      alumniRegistrationsWords.shownOnTheAlumniPage,
      [
        alumniRegistrationsWords.nameYearDegree,
        ...registration.public_fields.map((field) => PUBLIC_FIELD_NAMES[field] ?? field),
      ].join(', '),
    ],
  ];
  return (
    <Box component="blockquote" sx={quotedSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <AlumniAvatar name={registration.name ?? ''} imageUrl={registration.image_url} size={64} />
        <Typography variant="h6" component="p">
          {registration.name}
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value ?? '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {(['bio', 'testimonial'] as const).map((field) =>
        registration[field] ? (
          <Box key={field} sx={{ mt: 1.5 }}>
            <HerText
              label={
                field === 'bio' ? alumniRegistrationsWords.bioHerWords : alumniRegistrationsWords.testimonialHerWords
              }
              text={registration[field]}
            />
          </Box>
        ) : null,
      )}
    </Box>
  );
}

/** Approving or rejecting one registration, with the words she receives by e-mail. */
function Decision({
  registration,
  decision,
  onClose,
}: {
  registration: AlumniRegistration;
  decision: Verdict;
  onClose: () => void;
}) {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const rejecting = decision === 'reject';
  return (
    <DecisionDialog
      title={
        rejecting ? alumniRegistrationsWords.rejectThisRegistration : alumniRegistrationsWords.approveThisRegistration
      }
      message={rejecting ? alumniRegistrationsWords.sheReceivesAnEMail : alumniRegistrationsWords.herProfileIsAddedTo}
      note={{
        label: rejecting ? alumniRegistrationsWords.reasonForHer : alumniRegistrationsWords.noteForHerOptional,
        required: rejecting,
      }}
      confirmLabel={rejecting ? alumniRegistrationsWords.sendRejection : alumniRegistrationsWords.approve}
      destructive={rejecting}
      onDecide={async (note) => {
        if (rejecting) {
          await dataProvider.rejectAlumniRegistration(registration.id, note);
          return alumniRegistrationsWords.rejectedSheHasBeenTold;
        }
        await dataProvider.approveAlumniRegistration(registration.id, note);
        return alumniRegistrationsWords.approvedHerProfileIsOn;
      }}
      onClose={onClose}
    >
      <Profile registration={registration} />
    </DecisionDialog>
  );
}

function RegistrationRows() {
  const { answering, open, close } = useAnswering<AlumniRegistration, Verdict>();
  return (
    <>
      <RowsTable label={alumniRegistrationsWords.registrations}>
        <Column source="confirmed_at" label={alumniRegistrationsWords.confirmed} sx={{ whiteSpace: 'nowrap' }}>
          <DateField source="confirmed_at" showTime options={DATE_TIME} emptyText="—" />
        </Column>
        <Column
          source="name"
          label={alumniRegistrationsWords.name}
          render={(row: AlumniRegistration) => row.name ?? alumniRegistrationsWords.decided}
        />
        <Column
          source="graduation_year"
          label={alumniRegistrationsWords.year}
          render={(row: AlumniRegistration) => row.graduation_year ?? '—'}
        />
        <Column
          source="degree"
          label={alumniRegistrationsWords.degree}
          render={(row: AlumniRegistration) => row.degree ?? '—'}
        />
        <Column
          source="email"
          label={alumniRegistrationsWords.eMail}
          sx={{ wordBreak: 'break-all', minWidth: 160 }}
          render={(row: AlumniRegistration) => row.email ?? alumniRegistrationsWords.forgotten}
        />
        <StatusColumn label={alumniRegistrationsWords.status} statuses={STATUSES} />
        <ActionsColumn
          label={alumniRegistrationsWords.actions}
          render={(row: AlumniRegistration) =>
            row.status === 'pending' ? (
              <AnswerButtons
                grant={{
                  label: alumniRegistrationsWords.approve,
                  name: alumniRegistrationsWords.reviewAndApprove(row.name ?? ''),
                  onClick: () => open(row, 'approve'),
                }}
                refuse={{
                  label: alumniRegistrationsWords.reject,
                  name: alumniRegistrationsWords.rejectOf(row.name ?? ''),
                  onClick: () => open(row, 'reject'),
                }}
              />
            ) : null
          }
        />
      </RowsTable>
      {/* Keyed by what is decided, so each opening starts with an empty note. */}
      {answering ? (
        <Decision
          key={`${answering.row.id}-${answering.answer}`}
          registration={answering.row}
          decision={answering.answer}
          onClose={close}
        />
      ) : null}
    </>
  );
}

/**
 * Graduates' requests to join the alumni network, shown once she has
 * confirmed her e-mail address, oldest first: approve (her profile is made) or reject with a
 * reason. The database e-mails her the decision.
 */
export function AlumniRegistrationsScreen() {
  return (
    <ListScreen
      resource="alumni_registrations"
      title={alumniRegistrationsWords.alumniRegistrations}
      description={alumniRegistrationsWords.graduatesWhoRegisteredOnThe}
      sort={{ field: 'confirmed_at', order: 'ASC' }}
      filterDefaultValues={{ status: 'pending' }}
      paged
      loadErrorMessage={alumniRegistrationsWords.failedToLoadTheRegistrations}
      loadingLabel={alumniRegistrationsWords.loadingTheRegistrations}
      emptyText={alumniRegistrationsWords.noRegistrations}
      filters={
        <StatusFilter
          label={alumniRegistrationsWords.registrationStatus}
          allLabel={alumniRegistrationsWords.allRegistrations}
          statuses={STATUSES}
        />
      }
    >
      <RegistrationRows />
    </ListScreen>
  );
}
