import type { PostgresHook } from './auth/postgres-hook.ts';
import type { ScheduledJobsOptions } from './jobs/scheduled-jobs.ts';
import type { SmtpTarget } from './mail/mailer.ts';

// The Supabase CLI's well-known local secrets: tools and habits that know `supabase start`
// work unchanged against this server. They protect nothing and must never reach production.
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export const DEFAULT_PORT = 54321;
export const DEFAULT_HOST = '127.0.0.1';

/** The roles PostgREST may switch to; anything else in a token is refused. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

/**
 * Request body limits. Hosted Supabase documents none for REST and Auth beyond its gateway's;
 * these are far above what any client of this API sends (a form, a batch of gallery rows) and
 * small enough that a flood of large bodies cannot exhaust memory. Storage takes each bucket's
 * file_size_limit, under GLOBAL_FILE_SIZE_LIMIT.
 */
export const REST_BODY_LIMIT = 1024 * 1024;
export const AUTH_BODY_LIMIT = 64 * 1024;

/** PostgREST's db-max-rows on Supabase: the most rows one read returns. */
export const MAX_ROWS = 1000;

export interface AuthSettings {
  /** Sign-up through /signup; hosted school projects keep it off. */
  signupEnabled: boolean;
  /** Access-token lifetime in seconds (GoTrue's jwt_expiry). */
  jwtExpiry: number;
  /** A used refresh token may be presented again within this many seconds (GoTrue default 10). */
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  /** GoTrue's password_requirements: the character classes a new password must contain ('' for none). */
  passwordRequirements: PasswordRequirements;
  /** Mails Auth may send per hour, project-wide (`[auth.rate_limit] email_sent`). */
  emailsPerHour: number;
  /**
   * Password recovery answers no sooner than this, whether or not the address has an account,
   * so its timing does not tell which addresses do.
   */
  recoveryMinimumMs: number;
  /** Where recovery links send the browser when the request names no redirect. */
  siteUrl: string;
  /** Allowed redirect targets besides siteUrl (prefix match, as GoTrue's allow list). */
  redirectUrls: string[];
  /** Password sign-ins per client address per window before 429. */
  signInAttemptsPerWindow: number;
  signInWindowSeconds: number;
  /** `[auth.email.smtp]`: Auth's mail goes to this server instead of the local mail catcher. */
  smtp?: SmtpTarget | undefined;
  /** `[auth.hook.custom_access_token]` when enabled: every access token's claims pass through it. */
  accessTokenHook?: PostgresHook | undefined;
  /** `[auth.hook.password_verification_attempt]` when enabled: told of each password checked at sign-in. */
  passwordVerificationHook?: PostgresHook | undefined;
}

export const PASSWORD_REQUIREMENTS = [
  '',
  'letters_digits',
  'lower_upper_letters_digits',
  'lower_upper_letters_digits_symbols',
] as const;
export type PasswordRequirements = (typeof PASSWORD_REQUIREMENTS)[number];

export const defaultAuthSettings: AuthSettings = {
  signupEnabled: false,
  jwtExpiry: 3600,
  refreshTokenReuseInterval: 10,
  minimumPasswordLength: 6,
  passwordRequirements: '',
  // GoTrue's own default; config.toml usually says less (the CLI template and hosted built-in SMTP: 2).
  emailsPerHour: 30,
  recoveryMinimumMs: 250,
  siteUrl: 'http://localhost:4321',
  redirectUrls: ['http://localhost:4321', 'http://127.0.0.1:4321'],
  signInAttemptsPerWindow: 30,
  signInWindowSeconds: 300,
};

export interface ServerOptions {
  port?: number;
  host?: string;
  /** Public URL clients use; defaults to http://host:port. */
  publicUrl?: string;
  /** Persist PGlite here; omitted with `memory: true`. */
  dataDir?: string;
  memory?: boolean;
  /** Use a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /**
   * With databaseUrl: the connection the Data API's requests (REST and RPC) use, as hosted's
   * PostgREST logs in as `authenticator` and takes that role's session settings (its preloaded
   * safeupdate among them). Defaults to databaseUrl.
   */
  apiDatabaseUrl?: string;
  /** With databaseUrl: connections kept for requests (default `DB_POOL_SIZE`, else 10). */
  databasePoolSize?: number;
  /** Where uploaded files live; defaults to <dataDir>/storage or a temporary folder in memory mode. */
  storageDir?: string;
  /** SQL files applied in order after the bootstrap (supabase/migrations/*.sql). */
  migrationsDir?: string;
  /** Applied once on a fresh database. */
  seedFile?: string;
  /** Also seed a database whose migrations `supabase db push` applied (see MigrateOptions). */
  seedPushedDatabase?: boolean;
  /** supabase/config.toml: its [storage.buckets.*] are created, and their objects_path uploaded on a fresh database. */
  configToml?: string;
  /**
   * Edge Functions served at /functions/v1/<name> under Deno; defaults to the functions folder
   * beside configToml (supabase/functions), as `supabase functions serve` finds them.
   */
  functionsDir?: string;
  /** The functions' secrets; defaults to the .env in functionsDir, the CLI's convention. */
  functionsEnvFile?: string;
  /** Extra SQL applied after migrations (tests use it for a schema of their own). */
  extraSql?: string[];
  /**
   * The school's own secret (JWT_SECRET, at least 32 characters): tokens are signed with it and
   * only the keys derived from it are accepted (see keys.ts). Without it, the local secret and keys.
   */
  jwtSecret?: string;
  auth?: Partial<AuthSettings>;
  /** Log lines (recovery links, requests) go here; defaults to stderr. */
  log?: (line: string) => void;
  /**
   * Proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client; defaults to the
   * TRUSTED_PROXIES environment variable (comma-separated), else none: the socket's peer is the client.
   */
  trustedProxies?: string[];
  /**
   * The local mail catcher (Mailpit's SMTP and HTTP API, as `supabase start` runs it); by default
   * on the server's port + 4 (SMTP) and + 3 (HTTP), free ports when the server's port is 0.
   */
  mail?: false | { smtpPort?: number; httpPort?: number };
  /** The scheduled jobs' timer: a test shortens named jobs' schedules (`{ schedules: { 'a-job': '2 seconds' } }`). */
  jobs?: ScheduledJobsOptions;
}
