import BlockIcon from '@mui/icons-material/Block';
import { Box, Typography } from '@mui/material';
import { layoutWords } from '@seminary/core/i18n/en/admin/layout.ts';
import { isStaffRole, STAFF_ROLE_LABELS } from '@seminary/core/staff-roles';
import { useEffect } from 'react';
import { Link, usePermissions } from 'react-admin';
import { Link as RouterLink } from 'react-router';

/**
 * What a section outside the signed-in role shows, in words: which role she has and
 * whom to ask. Its data is never fetched: the screen is not mounted, and the database would
 * refuse it anyway.
 */
export function ForbiddenScreen() {
  const { permissions } = usePermissions();
  useEffect(() => {
    document.title = layoutWords.notPartOfYourRoleTitle;
  }, []);
  const role = isStaffRole(permissions) ? STAFF_ROLE_LABELS[permissions] : 'your';
  return (
    <Box component="section" role="alert" sx={{ py: 6, display: 'grid', gap: 2, justifyItems: 'start', maxWidth: 560 }}>
      <BlockIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {layoutWords.notPartOfYourRole}
      </Typography>
      <Typography>{layoutWords.notInRole(role)}</Typography>
      <Link component={RouterLink} to="/">
        {layoutWords.backToTheDashboard}
      </Link>
    </Box>
  );
}
