import type { Context, Handler } from 'hono';
import { type Caller, resolveCaller } from '../http/caller.ts';
import type { ServerContext } from '../http/context.ts';
import { JsonTooDeep, parseJson } from '../http/json.ts';
import { errors, type Route, StorageError } from './errors.ts';
import { discard, type StoredBytes, stageBytes, stageStream } from './files.ts';
import { assertContentMatches, assertMimeTypeAllowed, normalizeContentType } from './mime.ts';
import { callerRunner, type Runner } from './objects.ts';
import { GLOBAL_FILE_SIZE_LIMIT } from './sizes.ts';

const JWT_MESSAGES = {
  missing: 'jwt must be provided',
  malformed: 'jwt malformed',
  expired: 'jwt expired',
  invalid: 'invalid signature',
} as const;

/** Like storage-api's jwt plugin: a token that does not verify is AccessDenied with jsonwebtoken's message. */
export async function requireCaller(ctx: ServerContext, c: Context): Promise<Caller> {
  const result = await resolveCaller(ctx, {
    authorization: c.req.header('authorization'),
    apikey: c.req.header('apikey'),
  });
  if (result.ok) return result.caller;
  throw errors.accessDenied(result.reason === 'bad_role' ? result.message : JWT_MESSAGES[result.reason]);
}

/** Who a request acts for, and the runner of queries as them: their policies decide, as in storage-api. */
export interface CallerRequest {
  caller: Caller;
  run: Runner;
}

/**
 * The routes that act for their caller. What the address names (`target`: bucketAndKey,
 * bucketOnly) is read and checked first, so a name storage-api refuses is refused before the token
 * is looked at; then the caller must be valid (requireCaller).
 */
export function callerRoutes(ctx: ServerContext, route: Route) {
  return <Target>(
    target: (c: Context) => Target,
    handler: (c: Context, request: CallerRequest, target: Target) => Promise<Response>,
  ): Handler =>
    route(async (c) => {
      const named = target(c);
      const caller = await requireCaller(ctx, c);
      return handler(c, { caller, run: callerRunner(ctx, c, caller) }, named);
    });
}

export type ForCaller = ReturnType<typeof callerRoutes>;

/** The target of a route whose address names nothing (its body does). */
export function nothingNamed(): undefined {
  return undefined;
}

const MAX_JSON_BODY = 1024 * 1024;

/** Reads a request body up to `limit` bytes; larger bodies are refused before they are buffered. */
async function readLimited(c: Context, limit: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw errors.entityTooLarge();
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limit) throw errors.entityTooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    // A client that hangs up mid-body gets a client error, not a logged 500.
    throw error instanceof StorageError ? error : errors.noContent();
  }
  return Buffer.concat(chunks);
}

/** A JSON object body; an empty body is `{}` (storage-js sends `{}` or nothing). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readLimited(c, MAX_JSON_BODY)).trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (error) {
    throw errors.invalidRequest(error instanceof JsonTooDeep ? error.message : 'Body is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw errors.invalidRequest('body must be object');
  }
  return parsed as Record<string, unknown>;
}

export interface IncomingFile {
  bytes: StoredBytes;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseUserMetadata(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string') return null;
  if (Buffer.byteLength(value) > MAX_JSON_BODY) throw errors.entityTooLarge();
  try {
    const parsed = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function decodeBase64Metadata(header: string | undefined): Record<string, unknown> | null {
  if (!header) return null;
  return parseUserMetadata(Buffer.from(header, 'base64').toString('utf8'));
}

/** Stored values are sent back as response headers, so they must be valid header values. */
function headerValue(name: string, value: string): string {
  if (value.length > 1024 || !/^[\x20-\x7e]*$/.test(value)) {
    throw errors.invalidRequest(`Invalid character in response header "${name}"`);
  }
  return value;
}

/** Room for the form fields and boundaries around a multipart file. */
const MULTIPART_OVERHEAD = MAX_JSON_BODY + 64 * 1024;

/** No Storage request body is larger than this, whatever route or bucket it is for. */
export const STORAGE_BODY_LIMIT = GLOBAL_FILE_SIZE_LIMIT + MULTIPART_OVERHEAD;

/** The staged bytes, once they proved to be what their type says; refused ones are removed. */
async function checkedContent(bytes: StoredBytes, mimeType: string, placeholder: boolean): Promise<StoredBytes> {
  if (placeholder) return bytes;
  try {
    await assertContentMatches(bytes.stagingPath, mimeType);
  } catch (error) {
    await discard(bytes.stagingPath);
    throw error;
  }
  return bytes;
}

/**
 * Reads an upload as storage-api's uploader does: multipart (the first file part, whatever its
 * field name; `cacheControl`, `contentType` and `metadata` fields) or a raw body (content-type,
 * cache-control and base64 `x-metadata` headers). The bytes land in staging; the caller places
 * or discards them.
 */
export async function receiveUpload(
  ctx: ServerContext,
  c: Context,
  bucket: { file_size_limit: number | null; allowed_mime_types: string[] | null },
  key: string,
): Promise<IncomingFile> {
  // storage-api restricts the dashboard's folder placeholders to empty files of any type.
  const placeholder = key.endsWith('.emptyFolderPlaceholder');
  const limit = placeholder ? 0 : Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  const allowed = placeholder ? null : bucket.allowed_mime_types;
  const contentType = c.req.header('content-type') ?? '';

  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    const mimeType = normalizeContentType(headerValue('content-type', contentType || 'application/octet-stream'));
    const cacheControl = headerValue('cache-control', c.req.header('cache-control') ?? 'no-cache');
    assertMimeTypeAllowed(mimeType, allowed);
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > limit) throw errors.entityTooLarge();
    return {
      bytes: await checkedContent(await stageStream(ctx.storageDir, c.req.raw.body, limit), mimeType, placeholder),
      mimeType,
      cacheControl,
      userMetadata: decodeBase64Metadata(c.req.header('x-metadata')),
    };
  }

  const raw = await readLimited(c, limit + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw errors.noContent();
  }
  let file: File | undefined;
  for (const [, value] of form.entries()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw errors.noContent();
  if (file.size > limit) throw errors.entityTooLarge();
  const fieldContentType = form.get('contentType');
  const mimeType = normalizeContentType(
    headerValue(
      'content-type',
      (typeof fieldContentType === 'string' && fieldContentType) || file.type || 'application/octet-stream',
    ),
  );
  assertMimeTypeAllowed(mimeType, allowed);
  const cacheTime = form.get('cacheControl');
  const cacheControl = headerValue(
    'cache-control',
    typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache',
  );
  const metadataField = form.get('metadata') ?? form.get('userMetadata');
  const userMetadata = parseUserMetadata(metadataField);
  const bytes = await checkedContent(
    await stageBytes(ctx.storageDir, new Uint8Array(await file.arrayBuffer())),
    mimeType,
    placeholder,
  );
  return {
    bytes,
    mimeType,
    cacheControl,
    userMetadata,
  };
}
