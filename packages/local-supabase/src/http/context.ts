import type { Context } from 'hono';
import type { EmailLimiter } from '../auth/email-limit.ts';
import type { ApiRole, AuthSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Activity } from './activity.ts';
import type { RequestInfo } from './caller.ts';
import type { ServerStatus } from './health.ts';

/** Everything the REST, Auth and Storage routes share. */
export interface ServerContext {
  db: Database;
  /** Where the Data API's requests run: `db`, or the connection of `apiDatabaseUrl`. */
  apiDb: Database;
  jwtSecret: Uint8Array;
  /** The opaque `sb_` keys accepted and the role of each: the local ones, or none with a secret of the school's own. */
  newStyleKeys: ReadonlyMap<string, ApiRole>;
  /** The URL clients reach this server at, e.g. http://127.0.0.1:54321 (no trailing slash). */
  publicUrl: string;
  auth: AuthSettings;
  /** Root folder of stored files: <storageDir>/<bucket>/<object path>. */
  storageDir: string;
  log: (line: string) => void;
  /** The client's address: the socket's, or the one trusted proxies forwarded (see clientAddress). */
  clientIp: (c: Context) => string;
  /** Method, path and lower-cased headers for `request.*` settings, with the client address in X-Forwarded-For. */
  requestInfo: (c: Context) => RequestInfo;
  /** Counts the mails Auth sends against `[auth.rate_limit] email_sent`. */
  emailLimiter: EmailLimiter;
  /** Sends Auth's mail (recovery links) over SMTP: to the local catcher, or to `[auth.email.smtp]`. */
  mailer?: Mailer | undefined;
  /** Requests answered and statements sent, counted for the health answer. */
  activity: Activity;
  /** The health answer's reports: the scheduled jobs', and those the starting process adds. */
  status: ServerStatus;
}
