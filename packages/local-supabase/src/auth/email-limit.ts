import { AuthError } from './errors.ts';

const HOUR_MS = 3_600_000;

/**
 * The project-wide allowance of mails per hour, as GoTrue keeps it: in the server's memory,
 * counted on every request to a mail-sending endpoint (whether or not the address has an
 * account, so that running out says nothing about which addresses exist).
 */
export class EmailLimiter {
  private sent: number[] = [];

  take(perHour: number, now = Date.now()): void {
    this.sent = this.sent.filter((at) => at > now - HOUR_MS);
    if (this.sent.length >= perHour) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
    }
    this.sent.push(now);
  }
}
