import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { SCHOOL } from '@seminary/core/constants';
import { dashboardWords } from '@seminary/core/i18n/en/admin/dashboard.ts';
import { screenErrors } from '@seminary/core/texts';
import { type ComponentType, lazy, Suspense } from 'react';
import { CanAccess, useGetList } from 'react-admin';
import { Link } from 'react-router';
import { ErrorBanner } from '../components/ErrorBanner.tsx';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { PublishingStatus } from '../publishing/PublishingStatus.tsx';

/** Loaded with the dashboard's first view, so the sign-in page does not download it. */
const ApplicationStatusCounts = lazy(() => import('./ApplicationStatusCounts.tsx'));

/** The list's own address for its not-contacted filter (react-admin keeps list filters in the query). */
const NOT_CONTACTED = `filter=${encodeURIComponent(JSON.stringify({ contacted: 'false' }))}`;

function NotContactedCount({
  table,
  path,
  label,
  icon: Icon,
}: {
  table: 'registrations' | 'student_registrations';
  path: string;
  label: string;
  icon: ComponentType<{ fontSize?: 'large'; color?: 'primary'; 'aria-hidden'?: boolean }>;
}) {
  const { total, isPending, error } = useGetList(
    table,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' }, filter: { contacted: false } },
    { retry: false },
  );
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={`/${path}?${NOT_CONTACTED}`}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Icon fontSize="large" color="primary" aria-hidden />
          <Box>
            <Typography variant="h4" component="p">
              {isPending ? <Skeleton width={48} /> : error ? '–' : total}
            </Typography>
            <Typography color="text.secondary">{label}</Typography>
          </Box>
        </CardContent>
      </CardActionArea>
      {error ? <ErrorBanner message={screenErrors.admin.registrations.load} /> : null}
    </Card>
  );
}

export function Dashboard() {
  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={dashboardWords.welcomeToTheAdminDashboard}
        description={dashboardWords.manageTheWebsiteOf(SCHOOL.name)}
      />
      <PublishingStatus />
      {/* The admissions office's figures, only for the roles that may open its lists. */}
      <CanAccess resource="registrations" action="list">
        <AdmissionsFigures />
      </CanAccess>
    </Box>
  );
}

function AdmissionsFigures() {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {dashboardWords.waitingToBeContacted}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 320px))' } }}>
        <NotContactedCount
          table="registrations"
          path="registrations"
          label={dashboardWords.registrationsNotYetContacted}
          icon={HowToRegIcon}
        />
        <NotContactedCount
          table="student_registrations"
          path="student-registrations"
          label={dashboardWords.studentRegistrationsNotYetContacted}
          icon={AssignmentIndIcon}
        />
      </Box>
      <Suspense fallback={null}>
        <ApplicationStatusCounts />
      </Suspense>
    </>
  );
}
