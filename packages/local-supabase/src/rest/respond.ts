import { type RestError, restErrors } from './errors.ts';

export type MediaKind = 'json' | 'object' | 'csv' | 'openapi';

export interface Media {
  kind: MediaKind;
  /** `;nulls=stripped` (postgrest-js `stripNulls()`). */
  stripNulls: boolean;
  /** `application/vnd.pgrst.plan`: the statement's plan instead of its rows, `kind` being the `for=` media type. */
  plan?: PlanMedia;
}

export const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;

export interface PlanMedia {
  format: 'json' | 'text';
  options: (typeof PLAN_OPTIONS)[number][];
  contentType: string;
}

const PLAN_TYPES: Record<string, PlanMedia['format']> = {
  'application/vnd.pgrst.plan': 'text',
  'application/vnd.pgrst.plan+text': 'text',
  'application/vnd.pgrst.plan+json': 'json',
};

const MIME_TYPES: Partial<Record<MediaKind, string>> = {
  json: 'application/json',
  object: 'application/vnd.pgrst.object+json',
  csv: 'text/csv',
};

const MEDIA_TYPES: Record<string, MediaKind> = {
  'application/json': 'json',
  'application/vnd.pgrst.array+json': 'json',
  'application/vnd.pgrst.array': 'json',
  'application/vnd.pgrst.object+json': 'object',
  'application/vnd.pgrst.object': 'object',
  'text/csv': 'csv',
  'application/openapi+json': 'openapi',
};

const CONTENT_TYPES: Record<MediaKind, string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  openapi: 'application/openapi+json; charset=utf-8',
};

/**
 * The first media type of `Accept` this endpoint can produce; wildcards pick the endpoint's
 * default. The plan media type is offered only with `db-plan-enabled`, as PostgREST offers it.
 */
export function negotiate(accept: string | undefined, offered: MediaKind[], planEnabled = false): Media {
  const fallback = offered[0] ?? 'json';
  if (!accept?.trim()) return { kind: fallback, stripNulls: false };
  for (const range of accept.split(',')) {
    const [rawType = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))) continue;
    const stripNulls = parameters.includes('nulls=stripped');
    if (rawType === '*/*' || rawType === 'application/*') return { kind: fallback, stripNulls };
    const planFormat = PLAN_TYPES[rawType];
    if (planFormat && planEnabled) {
      const plan = planMedia(planFormat, parameters, offered);
      if (plan) return plan;
      continue;
    }
    const kind = MEDIA_TYPES[rawType];
    if (kind === 'json' && offered.includes('openapi') && !offered.includes('json'))
      return { kind: 'openapi', stripNulls };
    if (kind && offered.includes(kind)) return { kind, stripNulls };
  }
  throw restErrors.mediaType(accept);
}

/**
 * `application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose`: the plan of
 * the statement that would answer with the `for` media type (JSON by default).
 */
function planMedia(format: PlanMedia['format'], parameters: string[], offered: MediaKind[]): Media | null {
  const value = (name: string) =>
    parameters
      .find((parameter) => parameter.startsWith(`${name}=`))
      ?.slice(name.length + 1)
      .replace(/^"(.*)"$/, '$1');
  const kind = MEDIA_TYPES[value('for') ?? 'application/json'];
  if (!kind || !offered.includes(kind)) return null;
  const asked = (value('options') ?? '').split('|');
  const options = PLAN_OPTIONS.filter((option) => asked.includes(option));
  const mime = MIME_TYPES[kind] ?? 'application/json';
  const contentType = `application/vnd.pgrst.plan+${format}; for="${mime}"${options.length ? `; options=${options.join('|')}` : ''}; charset=utf-8`;
  return { kind, stripNulls: false, plan: { format, options, contentType } };
}

export function contentType(kind: MediaKind): string {
  return CONTENT_TYPES[kind];
}

/** PostgREST's `Content-Range`: `0-9/42`, `0-9/*`, and `*` for the range when nothing is in it. */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 && total !== 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 200, or 206 when a counted read returned part of the rows; 416 when the offset is past the total. */
export function readStatus(offset: number, rows: number, total: number | null, location?: string): number {
  if (total === null) return 200;
  if (offset > total) {
    throw restErrors.invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`, {
      'Content-Range': `*/${total}`,
      ...(location ? { 'Content-Location': location } : {}),
    });
  }
  return rows < total ? 206 : 200;
}

/** PostgREST 13+ names the error's code in `Proxy-Status` (RFC 9209) beside the body. */
export function errorResponse(error: RestError): Response {
  const body = error.body();
  return new Response(body, {
    status: error.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Proxy-Status': `PostgREST; error=${error.code}`,
      ...error.headers,
    },
  });
}
