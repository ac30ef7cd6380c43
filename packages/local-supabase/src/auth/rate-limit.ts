import type { AuthSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AuthError } from './errors.ts';

/**
 * Counts one credential-guessing attempt (password sign-in, sign-up, code verification) for the
 * client address and refuses it with 429 once the window already holds the allowed number.
 * Refused attempts are not counted, so a client regains access once old attempts age out.
 */
export async function countSignInAttempt(
  db: Database,
  ip: string,
  settings: Pick<AuthSettings, 'signInAttemptsPerWindow' | 'signInWindowSeconds'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from auth.sign_in_attempts where attempted_at < now() - make_interval(secs => $1::float8)', [
      settings.signInWindowSeconds,
    ]);
    const { rows } = await tx.query<{ attempts: number }>(
      'select count(*)::int as attempts from auth.sign_in_attempts where ip = $1',
      [ip],
    );
    if ((rows[0]?.attempts ?? 0) >= settings.signInAttemptsPerWindow) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    await tx.query('insert into auth.sign_in_attempts (ip) values ($1)', [ip]);
  });
}
