import bcrypt from 'bcryptjs';
import type { AuthSettings, PasswordRequirements } from '../config.ts';
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

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** GoTrue's character sets per password_requirements: a password needs one character of each. */
const REQUIRED_SETS: Record<PasswordRequirements, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/**
 * GoTrue's checkPasswordStrength: too long is a validation error; too short or missing a
 * required kind of character is a weak password, with every reason and message at once.
 */
export function checkPasswordStrength(
  password: string,
  rules: Pick<AuthSettings, 'minimumPasswordLength' | 'passwordRequirements'>,
): void {
  if (passwordTooLong(password)) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < rules.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minimumPasswordLength} characters.`);
  }
  const sets = REQUIRED_SETS[rules.passwordRequirements];
  if (sets.some((set) => ![...password].some((ch) => set.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (reasons.length > 0) {
    const message = messages.join(' ');
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons, message } });
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
