import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@seminary/core/admissions';
import { dashboardWords } from '@seminary/core/i18n/en/admin/dashboard.ts';
import { screenErrors } from '@seminary/core/texts';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router';
import { ErrorBanner } from '../components/ErrorBanner.tsx';
import type { SeminaryDataProvider } from '../providers/dataProvider.ts';

/** The student registrations list's own address for one application status. */
function listOf(status: ApplicationStatus): string {
  return `/student-registrations?filter=${encodeURIComponent(JSON.stringify({ status }))}`;
}

/** Applications by status, each count a link to the list filtered by it. */
export default function ApplicationStatusCounts() {
  const [data, setData] = useState<Record<ApplicationStatus, number> | null>(null);
  const [error, setError] = useState(false);
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  useEffect(() => {
    let current = true;
    dataProvider.countApplicationsByStatus().then(
      (counts) => current && setData(counts),
      () => current && setError(true),
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return (
    <Box component="section" aria-labelledby="applications-by-status" sx={{ mt: 4 }}>
      <Typography id="applications-by-status" variant="h6" component="h2" sx={{ mb: 2 }}>
        {dashboardWords.applicationsByStatus}
      </Typography>
      {error ? <ErrorBanner message={screenErrors.admin.registrations.load} /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {APPLICATION_STATUSES.map((status) => (
          <Card key={status} variant="outlined">
            <CardActionArea component={Link} to={listOf(status)}>
              <CardContent>
                <Typography variant="h4" component="p">
                  {error ? '–' : data ? data[status] : <Skeleton width={48} />}
                </Typography>
                <Typography color="text.secondary">{APPLICATION_STATUS_LABELS[status]}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
