// About sections are written in the admin's rich-text editor and stored as HTML. Only the
// formatting such an editor produces survives; scripts, styles, event handlers and foreign
// URLs' schemes are dropped at build time, before the HTML reaches a page.
import sanitizeHtml from 'sanitize-html';

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
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // The page has one h1; a heading in a section's text is a subheading.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeAboutHtml(html: string): string {
  return sanitizeHtml(html, options);
}
