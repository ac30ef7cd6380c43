import { Box, CircularProgress, Typography } from '@mui/material';

/** A spinner with its text, announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
