/**
 * The path a page is linked and known by. Pages are built as files (about.html, index.html;
 * see astro.config.ts), and Astro.url carries the file's name; visitors, links, canonical URLs
 * and the sitemap use /about and /.
 */
export function pagePath(url: URL): string {
  return url.pathname.replace(/(?:\/index)?\.html$/, '') || '/';
}
