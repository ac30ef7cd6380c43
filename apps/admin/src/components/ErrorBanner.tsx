import { Alert } from '@mui/material';

/** The red error banner admin screens show above their content: the message only, announced as an alert. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
