import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** auth-js reads `code` from the body only when the response names an API version this recent. */
const API_VERSION = '2024-01-01';

/** An error GoTrue would answer with: an HTTP status, an `error_code` and a message. */
export class AuthError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  /** Extra body fields, e.g. `weak_password: {reasons}`. */
  readonly extra: Record<string, unknown>;

  constructor(status: ContentfulStatusCode, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);

export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

export const badJwt = (detail: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);

export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

export const phoneUnsupported = () => new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');

export const otpInvalid = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * Both error formats at once: the 2024-01-01 one (`code` string plus the version header) and
 * the legacy one (`error_code`, `msg`), so every auth-js version reads the same code.
 */
function errorResponse(c: Context, error: AuthError): Response {
  c.header('X-Supabase-Api-Version', API_VERSION);
  c.header('X-Sb-Error-Code', error.code);
  return c.json(
    { code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra },
    error.status,
  );
}

export function authErrorHandler(log: (line: string) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    log(`auth: unexpected error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return errorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'));
  };
}

/** A Postgres unique violation, as both PGlite and node-postgres report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
