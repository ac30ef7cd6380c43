import { extname } from 'node:path';
import { fileTypeFromFile, supportedMimeTypes } from 'file-type';
import { errors } from './errors.ts';

const BY_EXTENSION: Record<string, string> = {
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.css': 'text/css',
  '.csv': 'text/csv',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.epub': 'application/epub+zip',
  '.gif': 'image/gif',
  '.gz': 'application/gzip',
  '.heic': 'image/heic',
  '.htm': 'text/html',
  '.html': 'text/html',
  '.ico': 'image/vnd.microsoft.icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.m4a': 'audio/mp4',
  '.md': 'text/markdown',
  '.mjs': 'text/javascript',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.oga': 'audio/ogg',
  '.ogg': 'audio/ogg',
  '.ogv': 'video/ogg',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.rtf': 'application/rtf',
  '.svg': 'image/svg+xml',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xml': 'application/xml',
  '.zip': 'application/zip',
};

export function mimeTypeFromName(name: string): string {
  return BY_EXTENSION[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** `Text/Plain; charset=utf-8` → `text/plain`. */
function baseType(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

const RESTRICTION = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]*)$/;

/**
 * A bucket's allowed_mime_types as recent storage-api stores them: base types, lower case,
 * without parameters or duplicates; `type/*` is the only wildcard.
 */
export function normalizeAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value)) throw errors.invalidRequest('allowed_mime_types must be an array of strings');
  const normalized: string[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string' || entry.length > 1000) throw errors.invalidMimeType(String(entry));
    if (entry.trim() === '') continue;
    const base = baseType(entry);
    if (!RESTRICTION.test(base)) throw errors.invalidMimeType(entry);
    if (!normalized.includes(base)) normalized.push(base);
  }
  return normalized;
}

/** An empty or missing list allows everything, as in storage-api. */
export function assertMimeTypeAllowed(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype, ...rest] = baseType(mimeType).split('/');
  if (type && subtype && rest.length === 0) {
    for (const restriction of allowed) {
      const [allowedType, allowedSubtype] = baseType(restriction).split('/');
      if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) return;
    }
  }
  throw errors.invalidMimeType(mimeType);
}

/**
 * An upload's declared content type as it is stored: exactly one type, parameters dropped,
 * lower case. A list (`image/png;,image/svg+xml`) is refused: browsers and checks could each
 * read a different member of it.
 */
export function normalizeContentType(declared: string): string {
  const base = baseType(declared);
  if (declared.includes(',') || !RESTRICTION.test(base) || base.endsWith('/*')) throw errors.invalidMimeType(declared);
  return base;
}

/** Declared types that stand for "some bytes", which any content may carry. */
const GENERIC = new Set(['application/octet-stream']);

/** Detected types that a declared type may name differently. */
function compatible(declared: string, detected: string): boolean {
  if (declared === detected) return true;
  if (detected === 'image/apng') return declared === 'image/png';
  // file-type names every XML document application/xml, SVG included.
  if (detected === 'application/xml') return declared === 'text/xml' || declared.endsWith('+xml');
  return false;
}

/**
 * Checks an upload's bytes against its declared type with the `file-type` package's magic
 * numbers: bytes of a known format must be what the type says (a PNG sent as image/jpeg is
 * refused), and a type of a format file-type knows must come with bytes of that format (an SVG
 * or HTML page sent as image/png is refused).
 */
export async function assertContentMatches(path: string, declared: string): Promise<void> {
  const detected = (await fileTypeFromFile(path))?.mime;
  if (GENERIC.has(declared)) return;
  if (detected ? !compatible(declared, detected) : supportedMimeTypes.has(declared as never)) {
    throw errors.invalidMimeType(declared);
  }
}

/** Types a browser shows inline without running anything: raster images, PDF, media, plain text. */
const INLINE = new Set([
  'application/pdf',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'image/avif',
  'image/bmp',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
  'text/plain',
  'video/mp4',
  'video/ogg',
  'video/webm',
]);

/**
 * How a stored object is served from the API's origin: HTML never as HTML (storage-api's rule),
 * and anything that is not a passive type (SVG, XML, scripts...) as an attachment, so an upload
 * can never run as a page of this origin.
 */
export function servedAs(mimeType: string): { contentType: string; inline: boolean } {
  const base = baseType(mimeType);
  return { contentType: base === 'text/html' ? 'text/plain' : mimeType, inline: INLINE.has(base) };
}
