import type { Context } from 'hono';
import type { ServerContext } from '../http/context.ts';
import { JsonTooDeep, parseJson } from '../http/json.ts';
import { AuthError, validationFailed } from './errors.ts';

export type JsonObject = Record<string, unknown>;

/** The JSON object body; an absent body reads as `{}` (auth-js sends none on some calls). */
export async function readJsonBody(c: Context): Promise<JsonObject> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (error) {
    if (error instanceof JsonTooDeep) throw new AuthError(400, 'bad_json', error.message);
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (!isJsonObject(parsed)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return parsed;
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field, or undefined when absent, null or empty; any other type is a client error. */
export function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validationFailed(`${key} must be a string`);
  return value;
}

export function optionalObject(body: JsonObject, key: string): JsonObject | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value)) throw validationFailed(`${key} must be a JSON object`);
  return value;
}

export function optionalBoolean(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw validationFailed(`${key} must be a boolean`);
  return value;
}

/** What the sessions table records about the client that signed in. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string;
}

export function clientInfo(ctx: ServerContext, c: Context): ClientInfo {
  return { userAgent: c.req.header('user-agent') ?? null, ip: ctx.clientIp(c) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
