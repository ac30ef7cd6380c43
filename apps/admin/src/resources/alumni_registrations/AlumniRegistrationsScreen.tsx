import { Box, Button, Chip, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { alumniRegistrationsWords } from '@seminary/core/i18n/en/admin/alumni-registrations.ts';
import { useState } from 'react';
import { DateField, FilterLiveForm, useDataProvider } from 'react-admin';
import { DecisionDialog } from '../../components/DecisionDialog.tsx';
import { DATE_TIME } from '../../components/dates.ts';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListScreen, useReportError } from '../../components/ListScreen.tsx';
import { Column, RowsTable } from '../../components/RowsTable.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { AlumniAvatar } from '../alumni_profiles/AlumniAvatar.tsx';

type AlumniRegistration = Tables<'alumni_registrations'>;

const STATUS_WORDS = {
  pending: alumniRegistrationsWords.waiting,
  approved: alumniRegistrationsWords.approved,
  rejected: alumniRegistrationsWords.rejected,
} as const;
/** Colours whose text keeps a 4.5:1 contrast. */
const STATUS_COLORS = { pending: 'primary', approved: 'success', rejected: 'default' } as const;
const STATUS_CHOICES = Object.entries(STATUS_WORDS).map(([id, name]) => ({ id, name }));

const PUBLIC_FIELD_NAMES: Record<string, string> = {
  image_url: 'photo',
  location: 'location',
  organization: 'organization',
  current_position: 'position',
  bio: 'bio',
  testimonial: 'testimonial',
};

type Deciding = { registration: AlumniRegistration; decision: 'approve' | 'reject' } | null;

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
    <Box component="blockquote" sx={{ mt: 2, mx: 0, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
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
            <Typography variant="body2" color="text.secondary">
              {field === 'bio' ? alumniRegistrationsWords.bioHerWords : alumniRegistrationsWords.testimonialHerWords}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{registration[field]}</Typography>
          </Box>
        ) : null,
      )}
    </Box>
  );
}

/** Approving or rejecting one registration, with the words she receives by e-mail. */
function Decision({ deciding, onClose }: { deciding: NonNullable<Deciding>; onClose: () => void }) {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const { registration } = deciding;
  const rejecting = deciding.decision === 'reject';
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
  const reportError = useReportError();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const open = (registration: AlumniRegistration, decision: 'approve' | 'reject') => {
    reportError(null);
    setDeciding({ registration, decision });
  };
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
        <Column
          source="status"
          label={alumniRegistrationsWords.status}
          render={(row: AlumniRegistration) => {
            const status = row.status as keyof typeof STATUS_WORDS;
            return (
              <Chip
                size="small"
                label={STATUS_WORDS[status] ?? row.status}
                color={STATUS_COLORS[status] ?? 'default'}
              />
            );
          }}
        />
        <Column
          label={alumniRegistrationsWords.actions}
          align="right"
          disableSort
          render={(row: AlumniRegistration) =>
            row.status === 'pending' ? (
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => open(row, 'approve')}
                  aria-label={alumniRegistrationsWords.reviewAndApprove(row.name ?? '')}
                >
                  {alumniRegistrationsWords.approve}
                </Button>
                <Button
                  size="small"
                  onClick={() => open(row, 'reject')}
                  aria-label={alumniRegistrationsWords.rejectOf(row.name ?? '')}
                >
                  {alumniRegistrationsWords.reject}
                </Button>
              </Box>
            ) : null
          }
        />
      </RowsTable>
      {/* Keyed by what is decided, so each opening starts with an empty note. */}
      {deciding ? (
        <Decision
          key={`${deciding.registration.id}-${deciding.decision}`}
          deciding={deciding}
          onClose={() => setDeciding(null)}
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
        <FilterLiveForm>
          <Box sx={{ maxWidth: 280, mb: 2 }}>
            <FilterSelect
              source="status"
              label={alumniRegistrationsWords.registrationStatus}
              allLabel={alumniRegistrationsWords.allRegistrations}
              choices={STATUS_CHOICES}
            />
          </Box>
        </FilterLiveForm>
      }
    >
      <RegistrationRows />
    </ListScreen>
  );
}
