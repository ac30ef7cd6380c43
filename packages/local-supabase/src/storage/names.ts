import type { Context } from 'hono';
import { errors } from './errors.ts';

// storage-api's own character sets (`isValidKey`, `isValidBucketName` in src/storage/limits.ts):
// hosted Supabase refuses anything else, non-ASCII letters included, so refusing it here too
// surfaces the problem during development instead of in production.
const KEY_CHARACTERS = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const BUCKET_CHARACTERS = /^[\w!\-.*'() &$@=;:+,?]+$/;

/** S3's key limit; it also keeps every stored path far below PATH_MAX. */
const MAX_KEY_BYTES = 1024;
/** NAME_MAX on the file systems a folder per segment lands on. */
const MAX_SEGMENT_BYTES = 255;
const MAX_BUCKET_NAME_LENGTH = 100;

/**
 * On top of storage-api's rules, names that would not map one-to-one onto a folder are
 * refused: empty segments (`a//b`, a trailing `/`) and the `.` and `..` segments.
 */
export function assertValidKey(key: string): string {
  const valid =
    KEY_CHARACTERS.test(key) &&
    Buffer.byteLength(key) <= MAX_KEY_BYTES &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    key.split('/').every((segment) => Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES);
  if (!valid) throw errors.invalidKey(key);
  return key;
}

/** Bucket ids become folder names too; a leading dot is kept for this server's own staging folder. */
export function assertValidBucketName(name: unknown): string {
  if (
    typeof name !== 'string' ||
    !BUCKET_CHARACTERS.test(name) ||
    name.length > MAX_BUCKET_NAME_LENGTH ||
    name.startsWith('.')
  ) {
    throw errors.invalidBucketName();
  }
  return name;
}

function decode(raw: string, onError: () => Error): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw onError();
  }
}

/**
 * The bucket and object name of a `…/:bucket/*` route, decoded from the raw URL: storage-js
 * sends the name unencoded and fetch percent-encodes it, so a decoded `/` (even from `%2F`) is
 * a folder separator as in storage-api.
 */
export function bucketAndKey(c: Context): { bucket: string; key: string } {
  const pattern = c.req.routePath.split('/');
  const raw = new URL(c.req.url).pathname.split('/');
  const bucketAt = pattern.indexOf(':bucket');
  const keyAt = pattern.indexOf('*');
  const bucket = assertValidBucketName(decode(raw[bucketAt] ?? '', () => errors.invalidBucketName()));
  const rawKey = raw.slice(keyAt).join('/');
  const key = assertValidKey(decode(rawKey, () => errors.invalidKey(rawKey)));
  return { bucket, key };
}

/** The bucket of a `…/:bucket` route. */
export function bucketOnly(c: Context): string {
  return assertValidBucketName(c.req.param('bucket'));
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
