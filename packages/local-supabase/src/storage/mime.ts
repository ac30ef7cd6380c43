import { extname } from 'node:path';
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

/** storage-api never serves text/html from the storage origin, so an upload cannot become a page there. */
export function servedContentType(mimeType: string): string {
  return mimeType.includes('text/html') ? 'text/plain' : mimeType;
}
