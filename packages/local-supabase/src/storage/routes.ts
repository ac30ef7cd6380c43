import { Hono } from 'hono';
import type { ServerContext } from '../http/context.ts';

export function createStorageRoutes(_ctx: ServerContext): Hono {
  return new Hono();
}
