import { REST_BODY_LIMIT } from '../config.ts';

/**
 * PostgREST's error payload `{code, details, hint, message}` and its status codes
 * (Error/ApiRequestError.hs, Error/SchemaCacheError.hs, Error/PgError/ResultError.hs).
 */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { details?: unknown; hint?: string | null; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = extra.details ?? null;
    this.hint = extra.hint ?? null;
    this.headers = extra.headers ?? {};
  }

  body(): string {
    return JSON.stringify({ code: this.code, details: this.details, hint: this.hint, message: this.message });
  }
}

const BARE_PARAMETER_NAMES = new Set(['filter', 'order', 'logic tree']);

export const restErrors = {
  /**
   * Parsec's message as PostgREST words it: `"failed to parse order (id.ac)" (line 1, column 4)`;
   * filters, orders and logic trees are named bare, other parameters as `<name> parameter`.
   */
  queryParam: (what: string, text: string, details: string, column?: number) => {
    const name = BARE_PARAMETER_NAMES.has(what) ? what : `${what} parameter`;
    const position = column === undefined ? '' : ` (line 1, column ${column})`;
    return new RestError(400, 'PGRST100', `"failed to parse ${name} (${text})"${position}`, { details });
  },
  invalidBody: (message: string) => new RestError(400, 'PGRST102', message),
  /** PostgREST has no body limit of its own (hosted Supabase's gateway has one); the shape is PostgREST's. */
  bodyTooLarge: () =>
    new RestError(413, 'PGRST413', 'Request body too large', {
      details: `The request body is larger than ${REST_BODY_LIMIT} bytes`,
    }),
  /** pg-safeupdate's refusal, which hosted Supabase loads for the API's role. */
  whereRequired: (command: 'UPDATE' | 'DELETE') => new RestError(400, '21000', `${command} requires a WHERE clause`),
  invalidRange: (details: string, headers: Record<string, string> = {}) =>
    new RestError(416, 'PGRST103', 'Requested range not satisfiable', { details, headers }),
  putFilters: () =>
    new RestError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators"),
  unacceptableSchema: (schema: string, exposed: string[] = ['public']) =>
    new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, {
      hint: `Only the following schemas are exposed: ${exposed.join(', ')}`,
    }),
  mediaType: (accept: string) => new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`),
  notEmbedded: (resource: string) =>
    new RestError(400, 'PGRST108', `'${resource}' is not an embedded resource in this request`, {
      hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
    }),
  singularity: (rows: number) =>
    new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', {
      details: `The result contains ${rows} rows`,
    }),
  gucHeaders: () =>
    new RestError(
      500,
      'PGRST111',
      'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    ),
  gucStatus: () => new RestError(500, 'PGRST112', 'response.status guc must be a valid status code'),
  putLimit: () => new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT'),
  putPayloadMismatch: () => new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)'),
  unsupportedMethod: (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  relatedOrder: (parent: string, child: string) =>
    new RestError(400, 'PGRST118', `A related order on '${child}' is not possible`, {
      details: `'${parent}' and '${child}' do not form a many-to-one or one-to-one relationship`,
    }),
  aggregatesNotAllowed: () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed'),
  notImplemented: (details: string) => new RestError(400, 'PGRST127', 'Feature not implemented', { details }),
  unacceptableFilter: (target: string) =>
    new RestError(400, 'PGRST120', `Bad operator on the '${target}' embedded resource`, {
      details: 'Only is null or not is null filters are allowed on embedded resources',
    }),
  invalidPreferences: (preferences: string[]) =>
    new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', {
      details: `Invalid preferences: ${preferences.join(', ')}`,
    }),
  maxAffected: (rows: number) =>
    new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', {
      details: `The query affects ${rows} rows`,
    }),
  maxAffectedNotSet: () =>
    new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    ),
  invalidPath: () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
  /** A token that does not verify (PGRST301) or has expired (PGRST303). */
  invalidToken: (code: 'PGRST301' | 'PGRST303', message: string) =>
    new RestError(401, code, message, {
      headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
    }),
  /** No key at all: refused as Supabase's API gateway refuses it. */
  noApiKey: () =>
    new RestError(401, 'PGRST302', 'No API key found in request', {
      hint: 'No `apikey` request header or url param was found.',
    }),
  internal: () => new RestError(500, 'XX000', 'An internal error occurred'),
  columnNotFound: (relation: string, column: string) =>
    new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`),
  tableNotFound: (name: string, schema = 'public') =>
    new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`),
  /** What Postgres itself says for a missing column in select, filters and order (PostgREST passes it through). */
  undefinedColumn: (relation: string, column: string) =>
    new RestError(400, '42703', `column ${relation}.${column} does not exist`),
};

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    !!error &&
    typeof error === 'object' &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/** PostgREST's `pgErrorStatus`; `authenticated` is false for the anon role, so RLS denials answer 401 to visitors. */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return status >= 100 && status <= 599 ? status : 500;
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

function parsedObject(text: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function raiseParseError(details: string, about: 'MESSAGE' | 'DETAIL'): RestError {
  return new RestError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', {
    details,
    hint:
      about === 'MESSAGE'
        ? "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'."
        : "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
  });
}

/** `RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…}', detail = '{"status":…,"headers":{…}}'`. */
function fromRaisePgrst(error: DatabaseErrorLike): RestError {
  const message = parsedObject(error.message);
  if (!message || typeof message.code !== 'string' || typeof message.message !== 'string') {
    return raiseParseError(`Invalid JSON value for MESSAGE: '${error.message}'`, 'MESSAGE');
  }
  if (error.detail === undefined) return raiseParseError('DETAIL is missing in the RAISE statement', 'DETAIL');
  const detail = parsedObject(error.detail);
  const headers = detail?.headers;
  if (
    !detail ||
    !Number.isInteger(detail.status) ||
    !headers ||
    typeof headers !== 'object' ||
    Object.values(headers).some((value) => typeof value !== 'string')
  ) {
    return raiseParseError(`Invalid JSON value for DETAIL: '${error.detail}'`, 'DETAIL');
  }
  return new RestError(detail.status as number, message.code, message.message, {
    details: typeof message.details === 'string' ? message.details : null,
    hint: typeof message.hint === 'string' ? message.hint : null,
    headers: headers as Record<string, string>,
  });
}

/** A Postgres error as PostgREST reports it, or null when the error did not come from Postgres. */
export function fromDatabaseError(error: unknown, authenticated: boolean): RestError | null {
  if (!isDatabaseError(error)) return null;
  if (error.code === 'PGRST') return fromRaisePgrst(error);
  const status = statusForSqlState(error.code, error.message, authenticated);
  return new RestError(status, error.code, error.message, {
    details: error.detail ?? null,
    hint: error.hint ?? null,
    headers: status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  });
}
