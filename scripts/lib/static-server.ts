// Serves the built site at / and the admin SPA at /admin/ on one origin, as a static host
// would. Files are read per request (sirv's dev mode) so a rebuilt site swapped in by
// replacing its symlink is served at once. Each request resolves the symlink once and is
// served wholly from that build's folder: resolving it per file access would let a swap
// between the size check and the read send one build's bytes under the other's length.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

export interface StaticServerOptions {
  siteDir: string;
  adminDir: string;
  port: number;
  host?: string;
}

export interface RunningStaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The headers the site's `_headers` file asks a static host for, applied to every response here too. */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

/** The not-found page in the path's language: Telugu under /te (pages/te/404.astro), else English. */
function notFoundPage(siteDir: string, path: string): string {
  const telugu = join(siteDir, 'te', '404.html');
  return /^\/te(\/|$)/.test(path) && existsSync(telugu) ? telugu : join(siteDir, '404.html');
}

function notFound(siteDir: string, path: string, res: ServerResponse) {
  const page = notFoundPage(siteDir, path);
  res.statusCode = 404;
  if (existsSync(page)) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(readFileSync(page));
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  }
}

/** The build folder the site's path points to now; the path itself while there is none yet. */
function currentFolder(siteDir: string): string {
  try {
    return realpathSync(siteDir);
  } catch {
    return siteDir;
  }
}

/** Build folders seen recently; the publisher keeps two, so a few handlers cover every live request. */
const KEPT_SITE_HANDLERS = 4;

export async function startStaticServer(options: StaticServerOptions): Promise<RunningStaticServer> {
  const sites = new Map<string, ReturnType<typeof sirv>>();
  const siteIn = (folder: string) => {
    let handler = sites.get(folder);
    if (!handler) {
      handler = sirv(folder, { dev: true, etag: true, extensions: ['html'] });
      sites.set(folder, handler);
      for (const old of [...sites.keys()].slice(0, -KEPT_SITE_HANDLERS)) sites.delete(old);
    }
    return handler;
  };
  const admin = sirv(options.adminDir, { dev: true, etag: true, single: true });

  // Static hosts compress text; without it here, local measurements would punish every page.
  const compress = compression();
  const route = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/admin') {
      res.statusCode = 308;
      res.setHeader('Location', '/admin/');
      res.end();
      return;
    }
    const siteDir = currentFolder(options.siteDir);
    if (path.startsWith('/admin/')) {
      req.url = req.url?.slice('/admin'.length) || '/';
      admin(req, res, () => notFound(siteDir, path, res));
      return;
    }
    siteIn(siteDir)(req, res, () => notFound(siteDir, path, res));
  };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => route(req, res));
  };

  const server: Server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
