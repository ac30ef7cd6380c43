import { Box, type SxProps, type Theme } from '@mui/material';
import { sanitizeRichText } from '@seminary/core/rich-text';
import { useMemo } from 'react';

/** An about section's HTML content, sanitised as the site sanitises it before it is rendered. */
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised just above.
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: safe }} />;
}
