import { Box, Paper, Stack, Typography, type TypographyProps } from '@mui/material';
import type { ReactNode } from 'react';

/** A list of media cards, named for assistive technology (banners in carousel order are an ordered list). */
export function MediaCardStack({
  label,
  ordered = false,
  children,
}: {
  label: string;
  ordered?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack component={ordered ? 'ol' : 'ul'} spacing={2} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/** One record as a card: its image beside its text on wide screens (above it on a phone), actions last. */
export function MediaCard({
  image,
  imageAlt = '',
  imageWidth,
  imageAspectRatio,
  actions,
  children,
}: {
  image: string;
  imageAlt?: string;
  imageWidth: number;
  imageAspectRatio: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
    >
      <Box
        component="img"
        src={image}
        alt={imageAlt}
        sx={{
          width: { xs: '100%', sm: imageWidth },
          aspectRatio: imageAspectRatio,
          objectFit: 'cover',
          borderRadius: 1,
          flexShrink: 0,
          bgcolor: 'grey.200',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap' }}>{actions}</Box>
    </Paper>
  );
}

/** Text cut after a number of lines, as event content is in lists (two lines in the admin). */
export function ClampedText({ lines, children, ...props }: { lines: number } & TypographyProps) {
  return (
    <Typography
      {...props}
      sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {children}
    </Typography>
  );
}
