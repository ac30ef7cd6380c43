import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error rendered the way storage-api renders it: the logical status travels in `statusCode`
 * while the HTTP status is 400 for everything but 500 (storage-api's `userStatusCode`), and
 * storage-js reads `statusCode`, `code` and `message` from the body.
 */
export class StorageError extends Error {
  readonly code: string;
  readonly status: number;
  readonly error: string;
  /**
   * The HTTP status when it is the logical one: a body refused for its size (storage-api's
   * HTTP layer answers 413 itself) and a database rule raising SQLSTATE 'PTnnn'.
   */
  readonly httpStatus: number;

  constructor(code: string, status: number, message: string, error?: string, httpStatus?: number) {
    super(message);
    this.code = code;
    this.status = status;
    this.error = error ?? code;
    this.httpStatus = httpStatus ?? (status === 500 ? 500 : 400);
  }

  render() {
    return { statusCode: String(this.status), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError('InvalidKey', 400, `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  accessDenied: (message: string) => new StorageError('AccessDenied', 403, message || 'Access denied', 'Unauthorized'),
  alreadyExists: () => new StorageError('ResourceAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError('ResourceNotEmpty', 409, 'The bucket you tried to delete is not empty'),
  entityTooLarge: () =>
    new StorageError('EntityTooLarge', 413, 'The object exceeded the maximum allowed size', 'Payload too large', 413),
  invalidMimeType: (mimeType: string) =>
    new StorageError('InvalidMimeType', 415, `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidJwt: (message: string) => new StorageError('InvalidJWT', 400, message || 'Invalid JWT'),
  invalidSignature: () => new StorageError('InvalidSignature', 400, 'Invalid signature'),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, message),
  noContent: () => new StorageError('InvalidRequest', 400, 'No content provided'),
  invalidFileSizeLimit: () =>
    new StorageError('InvalidRequest', 400, 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  invalidRange: () => new StorageError('InvalidRange', 400, 'invalid range provided', 'invalid_range'),
  internal: () => new StorageError('InternalError', 500, 'Internal server error'),
};

/** storage-api's `DBError.fromDBError`, for the SQLSTATEs a storage request can meet. */
export function fromDatabaseError(error: unknown): StorageError | null {
  if (!error || typeof error !== 'object' || !('code' in error) || typeof error.code !== 'string') return null;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  switch (error.code) {
    case '42501':
      return errors.accessDenied(
        message.includes('row-level security') ? 'new row violates row-level security policy' : message,
      );
    case '23505':
      return errors.alreadyExists();
    case '23503':
      return new StorageError('InvalidRequest', 404, 'The related resource does not exist');
    case '22P02':
    case '22001':
    case '22003':
    case '22021':
    case '54001':
      return new StorageError('InvalidParameter', 400, message || 'Invalid value');
    default:
      return fromRaisedStatus(error.code, message);
  }
}

/** Storage's codes for the statuses a database rule may raise; anything else is an InvalidRequest. */
const CODE_FOR_STATUS: Record<number, [code: string, error: string]> = {
  403: ['AccessDenied', 'Unauthorized'],
  404: ['NoSuchKey', 'not_found'],
  409: ['ResourceAlreadyExists', 'Duplicate'],
  413: ['EntityTooLarge', 'Payload too large'],
  415: ['InvalidMimeType', 'invalid_mime_type'],
  429: ['SlowDown', 'too_many_requests'],
};

/**
 * PostgREST's convention for a rule in the database that refuses with an HTTP status:
 * `raise sqlstate 'PT429' using message = '…'`. Storage answers it with that status and the
 * rule's message, in its own error shape.
 */
function fromRaisedStatus(sqlState: string, message: string): StorageError | null {
  const match = /^PT([1-5]\d\d)$/.exec(sqlState);
  if (!match) return null;
  const status = Number(match[1]);
  const [code, error] = CODE_FOR_STATUS[status] ?? ['InvalidRequest', 'invalid_request'];
  return new StorageError(code, status, message, error, status);
}

export function errorResponse(c: Context, error: StorageError): Response {
  return c.json(error.render(), error.httpStatus as ContentfulStatusCode);
}

/** Any failure as a storage error; an unexpected one is logged and hidden behind a 500. */
export function toStorageError(error: unknown, log: (line: string) => void, where: string): StorageError {
  if (error instanceof StorageError) return error;
  const mapped = fromDatabaseError(error);
  if (mapped) return mapped;
  log(`storage error on ${where}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return errors.internal();
}

export type Route = (handler: (c: Context) => Promise<Response>) => Handler;

/** Wraps a handler so every failure leaves as a storage error, never as the app's generic 500. */
export function routeWith(log: (line: string) => void): Route {
  return (handler) => async (c) => {
    try {
      return await handler(c);
    } catch (error) {
      return errorResponse(c, toStorageError(error, log, `${c.req.method} ${new URL(c.req.url).pathname}`));
    }
  };
}
