import type { BlockList } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createAuthRoutes } from '../auth/routes.ts';
import { createRestRoutes } from '../rest/routes.ts';
import { createStorageRoutes } from '../storage/routes.ts';
import type { RequestInfo } from './caller.ts';
import { clientAddress } from './client-address.ts';
import type { ServerContext } from './context.ts';
import { healthAnswer } from './health.ts';

/** Headers the official clients send (see the wire contract); a browser preflight must allow them. */
const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'x-supabase-api-version',
  'x-retry-count',
  'content-encoding',
];
const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'Content-Location',
  'Location',
];

/** The client's address (see clientAddress): the socket peer's, or what trusted proxies forwarded. */
export function clientIpOf(c: Parameters<ServerContext['clientIp']>[0], proxies: BlockList): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
  return clientAddress(peer, c.req.header('x-forwarded-for'), proxies);
}

export function requestInfoOf(c: Parameters<ServerContext['requestInfo']>[0], ip: string): RequestInfo {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  // The database sees the address this server saw, never one the client made up.
  headers['x-forwarded-for'] = ip;
  headers['x-real-ip'] = ip;
  return { method: c.req.method, path: new URL(c.req.url).pathname, headers };
}

/** The gateway's routes: REST, Auth and Storage always; Edge Functions when a functions folder is served. */
export function createApp(ctx: ServerContext, functions?: Hono): Hono {
  const app = new Hono();
  // As Supabase's API gateway: any origin, never credentials (the API authenticates by header, not cookie).
  const apiCors = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 86400,
  });
  // Counted before CORS, which answers a preflight itself: the health answer's count is every request.
  app.use('*', (_c, next) => {
    ctx.activity.countRequest();
    return next();
  });
  // Functions answer CORS as Kong's plugin does on their route (see functions/gateway.ts).
  app.use('*', (c, next) => (c.req.path.startsWith('/functions/v1/') ? next() : apiCors(c, next)));
  app.get('/health', (c) => healthAnswer(ctx, c));
  app.route('/rest/v1', createRestRoutes(ctx));
  app.route('/auth/v1', createAuthRoutes(ctx));
  app.route('/storage/v1', createStorageRoutes(ctx));
  if (functions) app.route('/functions/v1', functions);
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    ctx.log(`unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json({ message: 'An internal error occurred' }, 500);
  });
  return app;
}
