import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { ServerContext } from '../http/context.ts';
import { errors } from './errors.ts';
import { openVersion } from './files.ts';
import { servedAs } from './mime.ts';
import type { ObjectRow } from './objects.ts';

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is served whole, as S3 does. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(size - Number(match[2]), 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) throw errors.invalidRange();
  return { start, end };
}

function contentDisposition(download: string | undefined): string | null {
  if (download === undefined) return null;
  if (download === '') return 'attachment;';
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name};`;
}

export interface ServeOptions {
  bucket: string;
  key: string;
  row: ObjectRow;
  /** Signed URLs answer with Expires (the token's expiry) instead of the object's Cache-Control. */
  expires?: Date;
}

/**
 * Sends a stored object with storage-api's headers: Content-Type (text/html downgraded to
 * text/plain), Content-Length, ETag, Last-Modified, Cache-Control, `?download` as an attachment,
 * conditional requests and single byte ranges; plus nosniff, a sandboxing CSP and an attachment
 * disposition for anything but passive types (see servedAs).
 */
export async function serveObject(ctx: ServerContext, c: Context, options: ServeOptions): Promise<Response> {
  const { row } = options;
  const file = await openVersion(ctx.storageDir, options.bucket, options.key, row.version);
  let keepOpen = false;
  try {
    const metadata = row.metadata ?? {};
    const eTag = metadata.eTag ?? `"${row.version}"`;
    const served = servedAs(metadata.mimetype ?? 'application/octet-stream');
    const headers = new Headers({
      'Content-Type': served.contentType,
      ETag: eTag,
      'Last-Modified': new Date(row.updated_at).toUTCString(),
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
      // Whatever a stored file is, it runs nothing and loads nothing when opened from this origin.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    if (options.expires) headers.set('Expires', options.expires.toUTCString());
    else headers.set('Cache-Control', metadata.cacheControl ?? 'no-cache');
    const disposition = contentDisposition(c.req.query('download') ?? (served.inline ? undefined : ''));
    if (disposition) headers.set('Content-Disposition', disposition);

    if (c.req.header('if-none-match') === eTag) return new Response(null, { status: 304, headers });

    const range = parseRange(c.req.header('range'), file.size);
    const start = range?.start ?? 0;
    const end = range?.end ?? file.size - 1;
    headers.set('Content-Length', String(Math.max(end - start + 1, 0)));
    if (range) headers.set('Content-Range', `bytes ${start}-${end}/${file.size}`);
    const status = range ? 206 : 200;
    if (c.req.method === 'HEAD' || file.size === 0) return new Response(null, { status, headers });

    const stream = file.handle.createReadStream({ start, end, autoClose: true });
    keepOpen = true;
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
  } finally {
    if (!keepOpen) await file.handle.close();
  }
}
