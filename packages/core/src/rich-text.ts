// The one sanitiser of the HTML that admins write in the about sections' rich-text editor. The
// site renders its result and the admin's preview shows the same, so what an admin previews is
// what visitors get. Only what the editor's toolbar produces survives: paragraphs, bold,
// italic, underline, strike, inline code, lists, links, quotes, alignment, and the headings,
// code blocks and rules its shortcuts make. Scripts, styles, frames, event handlers, images and
// any link scheme but http(s), mailto and tel are dropped.
import sanitizeHtml from 'sanitize-html';

const ALIGNMENT = { 'text-align': [/^(left|right|center|justify)$/] };

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'hr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    p: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: { p: ALIGNMENT, h2: ALIGNMENT, h3: ALIGNMENT, h4: ALIGNMENT },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // The page has one h1, the section's title its heading; deeper levels keep their rank.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
