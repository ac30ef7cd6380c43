import { Box, type SxProps, type Theme } from '@mui/material';
import { useMemo } from 'react';

const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'A',
  'SPAN',
  'CODE',
  'PRE',
  'HR',
  'MARK',
  'SUB',
  'SUP',
]);
/** Elements whose content must go too, not only the tag. */
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i;
const TEXT_ALIGN = /^\s*text-align:\s*(left|right|center|justify);?\s*$/i;

function clean(node: Element) {
  for (const child of [...node.children]) {
    if (DROPPED_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const attribute of [...child.attributes]) {
      const keep =
        (attribute.name === 'href' && child.tagName === 'A' && SAFE_HREF.test(attribute.value.trim())) ||
        (attribute.name === 'style' && TEXT_ALIGN.test(attribute.value));
      if (!keep) child.removeAttribute(attribute.name);
    }
    if (child.tagName === 'A') child.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Keeps the formatting the rich-text editor produces and drops anything that could run code. */
export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
}

/** An about section's HTML content, sanitised before it is rendered. */
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised just above.
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: safe }} />;
}
