import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { REST_BODY_LIMIT } from '../config.ts';
import { type Caller, resolveCaller } from '../http/caller.ts';
import type { ServerContext } from '../http/context.ts';
import type { ApiSettings } from './api-settings.ts';
import { describeApi } from './endpoints/openapi.ts';
import { readTable } from './endpoints/read.ts';
import { PlanAnswer, type Profile, type RestRequest, withOverride } from './endpoints/request.ts';
import { callFunction } from './endpoints/rpc.ts';
import { deleteRows, insertRows, putRow, updateRows } from './endpoints/write.ts';
import { fromDatabaseError, RestError, restErrors } from './errors.ts';
import { parsePrefer } from './parse/prefer.ts';
import { errorResponse, negotiate } from './respond.ts';
import { EXPOSED_SCHEMA, type SchemaCache, SchemaCacheStore, type Table } from './schema-cache.ts';

/** PostgREST's answers to a token that does not verify; a missing key is refused as Supabase's gateway refuses it. */
async function requireCaller(ctx: ServerContext, c: Context): Promise<Caller> {
  const result = await resolveCaller(ctx, {
    authorization: c.req.header('authorization'),
    apikey: c.req.header('apikey'),
  });
  if (result.ok) return result.caller;
  if (result.reason === 'missing') throw restErrors.noApiKey();
  // PostgREST fails `SET ROLE` for a role it may not switch to; the JWT verified, so no WWW-Authenticate.
  if (result.reason === 'bad_role') throw new RestError(401, '22023', result.message);
  throw restErrors.invalidToken(result.reason === 'expired' ? 'PGRST303' : 'PGRST301', result.message);
}

/**
 * The schema a request works in: `Accept-Profile` (GET, HEAD) or `Content-Profile` (other
 * methods) naming an exposed schema, else the first exposed one. As PostgREST, responses name
 * it in `Content-Profile` when it was asked for or when more than one schema is exposed.
 */
function profileOf(c: Context, settings: ApiSettings): Profile {
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
  const profile = c.req.header(reading ? 'accept-profile' : 'content-profile');
  const { schemas } = settings;
  if (profile === undefined) return { schema: schemas[0] ?? EXPOSED_SCHEMA, named: schemas.length > 1 };
  if (!schemas.includes(profile)) throw restErrors.unacceptableSchema(profile, schemas);
  return { schema: profile, named: true };
}

export function createRestRoutes(ctx: ServerContext): Hono {
  const store = new SchemaCacheStore(ctx.db, ctx.log);
  void store.listenForReloads();
  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: REST_BODY_LIMIT, onError: () => errorResponse(restErrors.bodyTooLarge()) }));

  /** Looks a name up, rereading the schema once when it is unknown (DDL that sent no NOTIFY). */
  const lookUp = async <T>(
    request: RestRequest,
    find: (cache: SchemaCache) => T | undefined,
  ): Promise<T | undefined> => {
    const found = find(request.cache);
    if (found !== undefined || !(await store.reloadIfStale(request.profile.schema))) return found;
    request.cache = await store.get(request.profile.schema);
    return find(request.cache);
  };

  const handle = (endpoint: (request: RestRequest) => Promise<Response>) => async (c: Context) => {
    let caller: Caller | null = null;
    try {
      const settings = await store.settings();
      const profile = profileOf(c, settings);
      caller = await requireCaller(ctx, c);
      const head = c.req.method === 'HEAD';
      const prefs = parsePrefer(c.req.header('prefer'));
      // `tx=` is always understood, but honoured (and named in Preference-Applied) only where db-tx-end allows.
      if (!settings.txEnd.endsWith('-allow-override')) prefs.tx = null;
      const request: RestRequest = {
        ctx,
        c,
        caller,
        profile,
        searchPath: [profile.schema, ...settings.extraSearchPath.filter((name) => name !== profile.schema)],
        cache: await store.get(profile.schema),
        method: head ? 'GET' : c.req.method,
        head,
        search: new URL(c.req.url).searchParams,
        prefs,
        settings,
      };
      const response = await endpoint(request);
      return withOverride(response, request.override);
    } catch (error) {
      if (error instanceof PlanAnswer)
        return new Response(error.body, { headers: { 'Content-Type': error.contentType } });
      if (error instanceof RestError) return errorResponse(error);
      const fromDatabase = fromDatabaseError(error, caller !== null && caller.role !== 'anon');
      if (fromDatabase) return errorResponse(fromDatabase);
      ctx.log(`rest: unexpected error on ${c.req.method} ${c.req.path}: ${(error as Error).stack ?? String(error)}`);
      return errorResponse(restErrors.internal());
    }
  };

  const root = handle((request) => {
    negotiate(request.c.req.header('accept'), ['openapi']);
    return describeApi(request);
  });
  app.get('/', root);
  // Mounted routes never match a trailing slash, and clients ask for `/rest/v1/`: an empty segment does.
  app.get('/:root{.{0}}', root);

  app.on(
    ['GET', 'POST'],
    '/rpc/:name',
    handle(async (request) => {
      const name = request.c.req.param('name') ?? '';
      const media = negotiate(request.c.req.header('accept'), ['json', 'object', 'csv'], request.settings.plan);
      await lookUp(request, (cache) => cache.functions.get(name));
      return callFunction(request, name, media);
    }),
  );

  app.on(
    ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    '/:relation',
    handle(async (request) => {
      const name = request.c.req.param('relation') ?? '';
      const media = negotiate(request.c.req.header('accept'), ['json', 'object', 'csv'], request.settings.plan);
      const table: Table | undefined = await lookUp(request, (cache) => cache.tables.get(name));
      if (!table) throw restErrors.tableNotFound(name, request.profile.schema);
      if (request.method === 'GET') return readTable(request, table, media);
      if (request.method === 'POST') return insertRows(request, table, media);
      if (request.method === 'PATCH') return updateRows(request, table, media);
      if (request.method === 'PUT') return putRow(request, table, media);
      return deleteRows(request, table, media);
    }),
  );

  app.all('/rpc/:name', (c) => errorResponse(restErrors.unsupportedMethod(c.req.method)));
  app.all('/:relation', (c) => errorResponse(restErrors.unsupportedMethod(c.req.method)));
  app.all('*', () => errorResponse(restErrors.invalidPath()));
  return app;
}
