import LockPersonIcon from '@mui/icons-material/LockPerson';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useGetIdentity, useLogout } from 'react-admin';

export function NotAuthorisedPage() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  useEffect(() => {
    document.title = 'Not authorised · Admin';
  }, []);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 2, textAlign: 'center', justifyItems: 'center' }}>
          <LockPersonIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h5" component="h1">
            Not authorised
          </Typography>
          <Typography>
            {identity?.fullName ? `You are signed in as ${identity.fullName}, but this` : 'This'} account has no staff
            role, so it cannot manage the website. Ask an administrator to give you access.
          </Typography>
          <Button variant="contained" onClick={() => logout()}>
            Sign out
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
