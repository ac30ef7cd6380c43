// /functions/v1/<name>: the Edge Functions gateway of `supabase start` (Kong's cors plugin, then
// the CLI's main worker, internal/functions/serve/templates/main.ts) in front of one Deno process
// per function, started on its first request and kept warm until the backend closes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { jwtVerify } from 'jose';
import { parse } from 'smol-toml';
import type { ApiRole } from '../config.ts';
import type { ServerContext } from '../http/context.ts';
import { edgeFunctionNames, type ServedFunction, serveEdgeFunction } from './deno.ts';

export interface FunctionsOptions {
  /** supabase/functions: one folder per function with its index.ts. */
  functionsDir: string;
  /** The functions' secrets, as `supabase functions serve` reads supabase/functions/.env. */
  envFile?: string | undefined;
  /** config.toml's `[functions.<name>]` verify_jwt and enabled. */
  settings: FunctionSettings;
  /** What the platform sets in every function's environment (SUPABASE_URL, keys, ...). */
  platformEnv: () => Record<string, string>;
  /** The JWT each `sb_` key stands for, as the CLI's gateway swaps it into Authorization. */
  keyJwts: ReadonlyMap<ApiRole, string>;
}

export interface FunctionsGateway {
  routes: Hono;
  /** Stops every function process. */
  close(): Promise<void>;
}

/** Function names the CLI accepts (`supabase functions new`): no dots or slashes can reach the disk. */
const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Kong's cors plugin defaults (the local gateway configures none): the methods it allows. */
const PREFLIGHT_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';

/** Headers that describe one connection, not the message: never forwarded either way. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

/** What config.toml's `[functions.<name>]` tables say that the gateway acts on. */
export interface FunctionSettings {
  /** `verify_jwt = false`: these take requests without a JWT. */
  noJwt: ReadonlySet<string>;
  /** `enabled = false`: the CLI skips them, so they are not found. */
  disabled: ReadonlySet<string>;
}

export function functionSettingsFromConfig(configToml: string): FunctionSettings {
  const functions = parse(readFileSync(configToml, 'utf8')).functions ?? {};
  if (typeof functions !== 'object' || Array.isArray(functions)) throw new Error('[functions] must be a table');
  const noJwt = new Set<string>();
  const disabled = new Set<string>();
  for (const [name, settings] of Object.entries(functions as Record<string, Record<string, unknown>>)) {
    for (const key of ['verify_jwt', 'enabled']) {
      if (settings[key] !== undefined && typeof settings[key] !== 'boolean') {
        throw new Error(`[functions.${name}] ${key} must be true or false`);
      }
    }
    if (settings.verify_jwt === false) noJwt.add(name);
    if (settings.enabled === false) disabled.add(name);
  }
  return { noJwt, disabled };
}

/**
 * The function secrets of the env file. As the CLI, names starting with SUPABASE_ are skipped:
 * those are the platform's to set.
 */
function secretsFrom(envFile: string | undefined, log: (line: string) => void): Record<string, string> {
  if (!envFile || !existsSync(envFile)) return {};
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseEnv(readFileSync(envFile, 'utf8')))) {
    if (name.startsWith('SUPABASE_')) log(`functions: env name cannot start with SUPABASE_, skipping: ${name}`);
    else if (value !== undefined) secrets[name] = value;
  }
  return secrets;
}

/** The main worker's error body (`getResponse`): JSON for objects, plain text for strings. */
function gatewayResponse(payload: string | Record<string, unknown>, status: number): Response {
  return typeof payload === 'string'
    ? new Response(payload, { status, headers: { 'Content-Type': 'text/plain' } })
    : Response.json(payload, { status });
}

/** Kong's cors plugin on every answer: any origin, no credentials. */
function withCors(response: Response): Response {
  response.headers.set('Access-Control-Allow-Origin', '*');
  return response;
}

/**
 * The CLI's gateway turns an `sb_` key into the JWT it stands for: when Authorization is absent or
 * carries such a key, the apikey header's key decides.
 */
function authorizationOf(c: Context, ctx: ServerContext, keyJwts: ReadonlyMap<ApiRole, string>): string | undefined {
  const authorization = c.req.header('authorization');
  if (authorization && !authorization.startsWith('Bearer sb_')) return authorization;
  const apikey = c.req.header('apikey') ?? authorization?.slice('Bearer '.length);
  const role = apikey ? ctx.newStyleKeys.get(apikey) : undefined;
  const jwt = role ? keyJwts.get(role) : undefined;
  return jwt ? `Bearer ${jwt}` : authorization;
}

/** The main worker's verify_jwt check: a Bearer JWT signed with the project's secret, or 401. */
async function jwtRefusal(ctx: ServerContext, authorization: string | undefined): Promise<Response | undefined> {
  if (!authorization) return gatewayResponse({ msg: 'Error: Missing authorization header' }, 401);
  const [scheme, token] = authorization.split(' ');
  if (scheme !== 'Bearer') return gatewayResponse({ msg: "Error: Auth header is not 'Bearer {token}'" }, 401);
  try {
    await jwtVerify(token ?? '', ctx.jwtSecret, { algorithms: ['HS256'] });
    return undefined;
  } catch {
    return gatewayResponse({ msg: 'Invalid JWT' }, 401);
  }
}

export function createFunctionsGateway(ctx: ServerContext, options: FunctionsOptions): FunctionsGateway {
  const warm = new Map<string, Promise<ServedFunction>>();
  let closed = false;

  /** The function's process: the warm one, or a new one when none runs (first call, or it exited). */
  async function processOf(name: string): Promise<ServedFunction> {
    const current = warm.get(name);
    if (current) {
      const served = await current.catch(() => undefined);
      if (served?.running()) return served;
      if (warm.get(name) !== current) return processOf(name);
    }
    const starting = serveEdgeFunction(options.functionsDir, name, {
      env: { ...secretsFrom(options.envFile, ctx.log), ...options.platformEnv() },
      onOutput: (text) => {
        for (const line of text.trimEnd().split('\n')) ctx.log(`functions/${name}: ${line}`);
      },
    }).then(async (served) => {
      // The backend closed while this one started: it must not outlive the backend.
      if (!closed) return served;
      await served.close();
      throw new Error('the backend is closing');
    });
    warm.set(name, starting);
    return starting;
  }

  const routes = new Hono();
  routes.all('*', async (c) => {
    const url = new URL(c.req.url);
    const rest = url.pathname.replace(/^\/functions\/v1/, '');
    const name = rest.split('/')[1] ?? '';
    const method = c.req.method;

    // Kong answers a browser's preflight itself, before the request reaches any function.
    if (method === 'OPTIONS' && c.req.header('origin') && c.req.header('access-control-request-method')) {
      const response = new Response(null, { status: 200 });
      response.headers.set('Access-Control-Allow-Methods', PREFLIGHT_METHODS);
      const requested = c.req.header('access-control-request-headers');
      if (requested) response.headers.set('Access-Control-Allow-Headers', requested);
      return withCors(response);
    }
    const servable = FUNCTION_NAME.test(name) && !options.settings.disabled.has(name);
    if (closed || !servable || !edgeFunctionNames(options.functionsDir).includes(name)) {
      return withCors(gatewayResponse('Function not found', 404));
    }
    if (method !== 'OPTIONS' && !options.settings.noJwt.has(name)) {
      const refusal = await jwtRefusal(ctx, authorizationOf(c, ctx, options.keyJwts));
      if (refusal) return withCors(refusal);
    }

    let served: ServedFunction;
    try {
      served = await processOf(name);
    } catch (error) {
      ctx.log(`functions/${name}: failed to start: ${error instanceof Error ? error.message : String(error)}`);
      return withCors(
        gatewayResponse({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' }, 503),
      );
    }

    const headers = new Headers(c.req.raw.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    // The function answers uncompressed; Node's fetch would otherwise decode a body whose
    // Content-Encoding header still named the compression.
    headers.delete('accept-encoding');
    const authorization = authorizationOf(c, ctx, options.keyJwts);
    if (authorization) headers.set('authorization', authorization);
    let answer: Response;
    try {
      answer = await fetch(new URL(`${rest}${url.search}`, served.url), {
        method,
        headers,
        redirect: 'manual',
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: c.req.raw.body, duplex: 'half' }),
      } as RequestInit);
    } catch (error) {
      ctx.log(`functions/${name}: no response: ${error instanceof Error ? error.message : String(error)}`);
      return withCors(
        gatewayResponse({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, 500),
      );
    }
    const responseHeaders = new Headers(answer.headers);
    for (const name of HOP_BY_HOP) responseHeaders.delete(name);
    // fetch has decoded whatever the function compressed, so the body goes out as it now is.
    responseHeaders.delete('content-encoding');
    return withCors(new Response(answer.body, { status: answer.status, headers: responseHeaders }));
  });

  return {
    routes,
    async close() {
      closed = true;
      const running = [...warm.values()];
      warm.clear();
      await Promise.all(running.map((p) => p.then((served) => served.close()).catch(() => undefined)));
    },
  };
}

/** The functions folder next to config.toml, as the CLI finds supabase/functions. */
export const functionsDirBeside = (configToml: string): string => join(configToml, '..', 'functions');
