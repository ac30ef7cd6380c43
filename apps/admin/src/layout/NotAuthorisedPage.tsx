import LockPersonIcon from '@mui/icons-material/LockPerson';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { layoutWords } from '@seminary/core/i18n/en/admin/layout.ts';
import { useEffect } from 'react';
import { useGetIdentity, useLogout } from 'react-admin';

export function NotAuthorisedPage() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  useEffect(() => {
    document.title = layoutWords.notAuthorisedTitle;
  }, []);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 2, textAlign: 'center', justifyItems: 'center' }}>
          <LockPersonIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h5" component="h1">
            {layoutWords.notAuthorised}
          </Typography>
          <Typography>{identity?.fullName ? layoutWords.noRoleAs(identity.fullName) : layoutWords.noRole}</Typography>
          <Button variant="contained" onClick={() => logout()}>
            {layoutWords.signOut}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
