import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './errors.ts';

/** GoTrue uses Go's bcrypt.DefaultCost. */
const BCRYPT_COST = 10;

/** bcrypt reads only the first 72 bytes; a longer password would match anything sharing them. */
const MAX_PASSWORD_BYTES = 72;

/**
 * Compared against when the email is unknown, so that an unknown address costs as long as a
 * wrong password and the timing does not reveal which accounts exist.
 */
const DECOY_HASH = '$2b$10$SNw9eoG5MvikdzKEOVTO3.3pVQYVk3TUkdKic9gubKoDzhTkmZe4a';

function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}

/** GoTrue's checkPasswordStrength: too long is a validation error, too short a weak password. */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  if (passwordTooLong(password)) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < minimumLength) {
    const message = `Password should be at least ${minimumLength} characters.`;
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'], message } });
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** True only for a stored hash that matches; a missing hash still spends a bcrypt comparison. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (passwordTooLong(password)) return false;
  if (!hash) {
    await bcrypt.compare(password, DECOY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    // A stored value that is not a bcrypt hash (e.g. an imported one) never matches.
    return false;
  }
}
