import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { errors } from './errors.ts';

/** storage-api's default `UPLOAD_SIGNED_URL_EXPIRATION_TIME`. */
export const SIGNED_UPLOAD_EXPIRES_IN = 7200;

export interface DownloadClaims {
  url: string;
  transformations?: string;
}

export interface UploadClaims {
  url: string;
  owner?: string;
  upsert: boolean;
}

/**
 * Tokens are HS256 JWTs over `{url: "bucket/key"}` signed with the project's JWT secret, as
 * storage-api signs them; they carry no role, so they never work as an API key.
 */
function sign(secret: Uint8Array, claims: Record<string, unknown>, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secret);
}

export function signDownload(secret: Uint8Array, claims: DownloadClaims, expiresIn: number): Promise<string> {
  return sign(secret, { ...claims }, expiresIn);
}

export function signUpload(secret: Uint8Array, claims: UploadClaims, expiresIn: number): Promise<string> {
  return sign(secret, { ...claims }, expiresIn);
}

/** Messages as storage-api's jsonwebtoken reports them. */
async function verify(secret: Uint8Array, token: string | undefined): Promise<Record<string, unknown>> {
  if (!token) throw errors.invalidJwt('jwt must be provided');
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return payload as Record<string, unknown>;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw errors.invalidJwt('jwt expired');
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) throw errors.invalidJwt('invalid signature');
    throw errors.invalidJwt('jwt malformed');
  }
}

/**
 * A download token must name exactly this object. An upload token (it carries `upsert`) is
 * refused here, so handing someone an upload URL does not also let them read the object.
 */
export async function verifyDownload(secret: Uint8Array, token: string | undefined, url: string) {
  const payload = await verify(secret, token);
  if (payload.url !== url || 'upsert' in payload) throw errors.invalidSignature();
  return { exp: typeof payload.exp === 'number' ? payload.exp : 0 };
}

export async function verifyUpload(secret: Uint8Array, token: string | undefined, url: string) {
  const payload = await verify(secret, token);
  if (payload.url !== url || typeof payload.upsert !== 'boolean') throw errors.invalidSignature();
  return { owner: typeof payload.owner === 'string' ? payload.owner : undefined, upsert: payload.upsert };
}
