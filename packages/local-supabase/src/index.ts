import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { EmailLimiter } from './auth/email-limit.ts';
import { authSettingsFromConfig } from './auth/settings.ts';
import { DEFAULT_HOST, DEFAULT_PORT, defaultAuthSettings, LOCAL_JWT_SECRET, type ServerOptions } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openMigratedMemoryDatabase } from './db/snapshot.ts';
import {
  createFunctionsGateway,
  type FunctionsGateway,
  functionSettingsFromConfig,
  functionsDirBeside,
} from './functions/gateway.ts';
import { Activity, type ActivityCounts } from './http/activity.ts';
import { clientIpOf, createApp, requestInfoOf } from './http/app.ts';
import { parseTrustedProxies, trustedProxies } from './http/client-address.ts';
import type { ServerContext } from './http/context.ts';
import { ServerStatus, type StatusReport } from './http/health.ts';
import { type ScheduledJobs, startScheduledJobs } from './jobs/scheduled-jobs.ts';
import { apiKeysFor } from './keys.ts';
import { type MailCatcher, startMailCatcher } from './mail/catcher.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { makeOwnerOnly, OWNER_FOLDER } from './owner-only.ts';
import { apiSettingsFromConfig, storeApiSettings } from './rest/api-settings.ts';
import { seedBucketsFromConfig } from './storage/seed-buckets.ts';

export { ensureUser } from './auth/users.ts';
export * from './config.ts';
export type { Database, Queryable } from './db/database.ts';
export type { ActivityCounts } from './http/activity.ts';
export type { ServerContext } from './http/context.ts';
export type { StatusReport } from './http/health.ts';
export type { JobRun, JobStatus, JobsRun, ScheduledJobs } from './jobs/scheduled-jobs.ts';
export { type ApiKeys, apiKeysFor, jwtSecretProblem } from './keys.ts';

export interface RunningServer {
  /** Base URL to hand to createClient(), e.g. http://127.0.0.1:54321 */
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  ctx: ServerContext;
  /** The timer running the jobs in cron.job, as pg_cron does on a hosted project; tests run them at will. */
  jobs: ScheduledJobs;
  /**
   * Adds a part to the health answer the service role gets (GET /health): what the starting
   * process runs beside the server (a mail worker, a publisher).
   */
  report(name: string, report: StatusReport): void;
  /** Requests answered, statements sent by whom, and notification listeners, since the start. */
  activity(): ActivityCounts;
  /** The local mail catcher (absent with `mail: false`): SMTP in, Mailpit's API and the inbox page at apiUrl. */
  mail?: { smtpHost: string; smtpPort: number; apiUrl: string; close(): Promise<void> } | undefined;
  close(): Promise<void>;
}

/** Addresses that listen on every interface, loopback among them. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** The sender GoTrue uses when `[auth.email.smtp]` names none, as under `supabase start`. */
const LOCAL_ADMIN_EMAIL = 'admin@email.com';

/** As `supabase start`: the catcher's HTTP API on the API port + 3 and its SMTP on + 4; free ports for port 0. */
async function startLocalMail(
  options: ServerOptions,
  host: string,
  log: (line: string) => void,
): Promise<MailCatcher | undefined> {
  if (options.mail === false) return undefined;
  const base = options.port ?? DEFAULT_PORT;
  return startMailCatcher({
    host,
    smtpPort: options.mail?.smtpPort ?? (base === 0 ? 0 : base + 4),
    httpPort: options.mail?.httpPort ?? (base === 0 ? 0 : base + 3),
    log,
  });
}

/** Whether the Data API's sessions load pg-safeupdate (`session_preload_libraries`, as hosted's authenticator). */
async function loadsSafeupdate(db: Database): Promise<boolean> {
  if (db.kind === 'pglite') return false;
  const { rows } = await db.query<{ loaded: boolean }>(
    `select current_setting('safeupdate.enabled', true) is not null as loaded`,
  );
  return rows[0]?.loaded === true;
}

/**
 * The Edge Functions gateway, when there is a functions folder to serve: the one given, or the one
 * beside config.toml. Nothing runs until a function's first request.
 */
function startFunctionsGateway(
  ctx: ServerContext,
  options: ServerOptions,
  keys: { anonKey: string; serviceRoleKey: string },
  apiUrl: () => string,
): FunctionsGateway | undefined {
  const functionsDir =
    options.functionsDir ?? (options.configToml ? functionsDirBeside(options.configToml) : undefined);
  if (!functionsDir) return undefined;
  return createFunctionsGateway(ctx, {
    functionsDir,
    envFile: options.functionsEnvFile ?? join(functionsDir, '.env'),
    settings: options.configToml
      ? functionSettingsFromConfig(options.configToml)
      : { noJwt: new Set(), disabled: new Set() },
    platformEnv: () => ({
      SUPABASE_URL: apiUrl(),
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
      ...(options.databaseUrl ? { SUPABASE_DB_URL: options.databaseUrl } : {}),
    }),
    keyJwts: new Map([
      ['anon', keys.anonKey],
      ['service_role', keys.serviceRoleKey],
    ]),
  });
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[local-supabase] ${line}\n`));
  const host = options.host ?? DEFAULT_HOST;
  const memory = options.memory ?? !options.dataDir;
  // The data folder holds password hashes and payment screenshots: the backend's account alone
  // may enter it, however it was made (an older version, a copy, a restore by hand).
  if (!memory && options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true, mode: OWNER_FOLDER });
    chmodSync(options.dataDir, OWNER_FOLDER);
  }
  // Before anything opens: a secret that cannot be used stops the start here.
  const keys = await apiKeysFor(options.jwtSecret);
  const inMemory = memory && !options.databaseUrl;
  const db = inMemory
    ? await openMigratedMemoryDatabase(options.migrationsDir)
    : await openDatabase({
        ...(options.databaseUrl ? { databaseUrl: options.databaseUrl, poolSize: options.databasePoolSize, log } : {}),
        ...(!memory && options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
      });
  const apiDb =
    options.databaseUrl && options.apiDatabaseUrl
      ? await openDatabase({ databaseUrl: options.apiDatabaseUrl, poolSize: options.databasePoolSize, log })
      : db;
  const closeDatabases = async () => {
    if (apiDb !== db) await apiDb.close();
    await db.close();
  };
  let temporaryStorage: string | undefined;
  let storageDir = options.storageDir;
  if (!storageDir) {
    if (memory || !options.dataDir) {
      temporaryStorage = mkdtempSync(join(tmpdir(), 'local-supabase-storage-'));
      storageDir = temporaryStorage;
    } else {
      storageDir = join(options.dataDir, 'storage');
      // Files an older version stored 0644 in 0755 folders (new ones are made owner-only).
      if (existsSync(storageDir)) makeOwnerOnly(storageDir);
    }
  }

  // Every statement is counted by who sent it (http/activity.ts); the migrations' are not.
  const activity = new Activity();
  const status = new ServerStatus();
  const proxies = trustedProxies(options.trustedProxies ?? parseTrustedProxies(process.env.TRUSTED_PROXIES));
  const requestDb = activity.counting(db, 'requests');
  const ctx: ServerContext = {
    db: requestDb,
    apiDb: apiDb === db ? requestDb : activity.counting(apiDb, 'requests'),
    jwtSecret: new TextEncoder().encode(options.jwtSecret ?? LOCAL_JWT_SECRET),
    newStyleKeys: keys.newStyleKeys,
    publicUrl: '',
    auth: {
      ...defaultAuthSettings,
      ...(options.configToml ? authSettingsFromConfig(options.configToml) : {}),
      ...options.auth,
    },
    storageDir,
    log,
    clientIp: (c) => clientIpOf(c, proxies),
    requestInfo: (c) => requestInfoOf(c, clientIpOf(c, proxies)),
    emailLimiter: new EmailLimiter(),
    activity,
    status,
  };
  let catcher: MailCatcher | undefined;
  try {
    catcher = await startLocalMail(options, host, log);
  } catch (error) {
    await closeDatabases();
    if (temporaryStorage) rmSync(temporaryStorage, { recursive: true, force: true });
    throw error;
  }
  const smtp =
    ctx.auth.smtp ??
    (catcher ? { host: catcher.smtpHost, port: catcher.smtpPort, adminEmail: LOCAL_ADMIN_EMAIL } : undefined);
  const mailer: Mailer | undefined = smtp ? createMailer(smtp, log) : undefined;
  ctx.mailer = mailer;
  // Functions reach this API over loopback, as under the CLI they reach its gateway inside Docker's
  // network, whatever public URL clients use (a reverse proxy's, which the loopback-only sandbox refuses).
  let loopbackUrl = '';
  const functions = startFunctionsGateway(ctx, options, keys, () => loopbackUrl);
  const app = createApp(ctx, functions?.routes);
  // Listen before seeding: seeded file URLs must carry the port actually bound (tests use port 0).
  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: options.port ?? DEFAULT_PORT, hostname: host }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    await functions?.close();
    await mailer?.close();
    await catcher?.close();
    await closeDatabases();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  ctx.publicUrl = options.publicUrl ?? url;
  loopbackUrl = `http://${WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host}:${port}`;

  let jobs: ScheduledJobs | undefined;
  const stop = async () => {
    await jobs?.stop();
    await functions?.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
    await mailer?.close();
    await catcher?.close();
    await closeDatabases();
    if (temporaryStorage) rmSync(temporaryStorage, { recursive: true, force: true });
  };
  try {
    const { seeded } = await migrate(db, {
      migrationsDir: options.migrationsDir,
      seedFile: options.seedFile,
      seedPushedDatabase: options.seedPushedDatabase || inMemory,
      guardUnfilteredWrites: !(await loadsSafeupdate(apiDb)),
      extraSql: options.extraSql,
      seedSettings: { 'seed.storage_public_url': `${ctx.publicUrl}/storage/v1/object/public` },
      log,
    });
    if (options.configToml) await storeApiSettings(db, apiSettingsFromConfig(options.configToml));
    if (options.configToml) await seedBucketsFromConfig(ctx, options.configToml, { uploadObjects: seeded });
    const scheduled = await startScheduledJobs({ ...ctx, db: activity.counting(db, 'scheduledJobs') }, options.jobs);
    jobs = scheduled;
    status.report('scheduledJobs', () => scheduled.status());
    // Every scheduled job once before the backend is ready: a server that was off missed their
    // times (pg_cron on an always-on hosted project did not), and a restored old backup, or a
    // database left off for days, holds work overdue, such as people whose data is due for erasure.
    await jobs.runNow();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    port,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    db: activity.counting(db, 'embedder'),
    ctx,
    jobs,
    report: (name, report) => status.report(name, report),
    activity: () => activity.counts(),
    mail: catcher,
    close: stop,
  };
}
