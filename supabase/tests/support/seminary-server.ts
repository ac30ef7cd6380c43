// A fresh in-memory backend with the school's migrations (and, by default, its seed), plus a
// supabase-js client for each kind of caller the security model names.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { Database } from '../../../packages/core/src/database.types.ts';
import { paymentScreenshotObjectName, STORAGE } from '../../../packages/core/src/storage.ts';
import type { ServerOptions } from '../../../packages/local-supabase/src/config.ts';
import {
  signUserToken,
  startTestServer,
  type TestServer,
} from '../../../packages/local-supabase/test/support/server.ts';
import { cloneHostedDatabase, hostedDatabase } from './hosted-database.ts';

export const supabaseDir = join(import.meta.dirname, '..', '..');
export const migrationsDir = join(supabaseDir, 'migrations');
export const seedFile = join(supabaseDir, 'seed.sql');
export const configFile = join(supabaseDir, 'config.toml');
export const seedStorageDir = join(supabaseDir, 'seed', 'storage');

export type Client = SupabaseClient<Database>;

export const CALLERS = ['visitor', 'user', 'editor', 'admissions', 'admin', 'service'] as const;
export type Caller = (typeof CALLERS)[number];

/** What the database notified on some channels, as the local publisher hears it. */
export interface Notifications {
  received: { channel: string; payload: string }[];
  /**
   * Waits until every notification committed so far has arrived. PostgreSQL delivers them
   * asynchronously, in commit order, so one more, committed after them, arrives last (PGlite
   * delivers them at once).
   */
  settled(): Promise<void>;
}

export interface SeminaryServer {
  server: TestServer;
  /** The anon key: a visitor of the public site. */
  visitor: Client;
  /** A signed-in account without the admin role. */
  user: Client;
  /** A signed-in editor: site content and publishing. */
  editor: Client;
  /** A signed-in member of the admissions office: enquiries, applications and their e-mails. */
  admissions: Client;
  /** A signed-in administrator: everything. */
  admin: Client;
  /** The service_role key: scripts and seeding. */
  service: Client;
  client(caller: Caller): Client;
  /** Starts collecting what the database notifies on the channels. */
  notifications(channels: string[]): Promise<Notifications>;
  /** SQL as the database owner, for setting up and inspecting what the API may not touch. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The same in a transaction that deletes storage rows as the Storage API may (storage.allow_delete_query). */
  sqlAsStorageApi<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * A backend with the school's migrations: in memory on PGlite, or, in the supabase-hosted
 * project, on a fresh clone of the database `supabase db push` laid out on the hosted-like
 * cluster, with the Data API's requests running as `authenticator`.
 */
export async function startSchoolTestServer(options: ServerOptions & { migrationsDir: string }): Promise<TestServer> {
  const hosted = hostedDatabase();
  if (!hosted) return startTestServer(options);
  const database = await cloneHostedDatabase(hosted);
  try {
    const server = await startTestServer({
      ...options,
      databaseUrl: database.url('supabase_admin'),
      apiDatabaseUrl: database.url('authenticator'),
      databasePoolSize: 4,
      seedPushedDatabase: true,
    });
    return {
      ...server,
      async close() {
        await server.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * A backend with the school's migrations and no seed that takes each request's client address
 * from X-Forwarded-For, trusted because the test names its own loopback as the proxy: for the
 * limits counted per client address.
 */
export function startServerBehindProxy(): Promise<TestServer> {
  return startSchoolTestServer({ migrationsDir, configToml: configFile, trustedProxies: ['127.0.0.1'] });
}

/** A client of that backend whose requests come from `address`, signed in with `token` if given. */
export function clientBehindProxy(server: TestServer, address: string, token?: string): Client {
  return createClient<Database>(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'X-Forwarded-For': address, ...(token ? { Authorization: `Bearer ${token}` } : {}) } },
  });
}

export async function startSeminaryServer(options: { seed?: boolean } = {}): Promise<SeminaryServer> {
  const server = await startSchoolTestServer({
    migrationsDir,
    // Creates the buckets and, on a seeded database, uploads the files the seed's URLs point to.
    configToml: configFile,
    ...(options.seed === false ? {} : { seedFile }),
  });
  // Clients from this package's supabase-js, typed with the generated schema.
  const client = (key: string, token?: string): Client =>
    createClient<Database>(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
    });
  const clients = {
    visitor: client(server.anonKey),
    user: client(
      server.anonKey,
      await signUserToken({ sub: randomUUID(), email: 'staff@example.com', app_metadata: {} }),
    ),
    // Staff, with the role claim the custom access token hook puts in Auth's tokens.
    editor: client(
      server.anonKey,
      await signUserToken({ sub: randomUUID(), email: 'editor@example.com', staff_role: 'editor' }),
    ),
    admissions: client(
      server.anonKey,
      await signUserToken({ sub: randomUUID(), email: 'office@example.com', staff_role: 'admissions' }),
    ),
    admin: client(
      server.anonKey,
      await signUserToken({ sub: randomUUID(), email: 'admin@example.com', staff_role: 'administrator' }),
    ),
    service: client(server.serviceRoleKey),
  };
  return {
    server,
    ...clients,
    client: (caller) => clients[caller],
    sql: async <T>(text: string, params: unknown[] = []) => (await server.db.query<T>(text, params)).rows,
    notifications: (channels) => collectNotifications(server, channels),
    sqlAsStorageApi: <T>(text: string, params: unknown[] = []) =>
      server.db.transaction(async (tx) => {
        await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
        return (await tx.query<T>(text, params)).rows;
      }),
    close: () => server.close(),
  };
}

let barriers = 0;

async function collectNotifications(server: TestServer, channels: string[]): Promise<Notifications> {
  const received: Notifications['received'] = [];
  for (const channel of channels) {
    await server.db.listen(channel, (payload) => received.push({ channel, payload }));
  }
  const barrierChannel = `test_barrier_${++barriers}`;
  const waiting = new Map<string, () => void>();
  await server.db.listen(barrierChannel, (payload) => waiting.get(payload)?.());
  let sent = 0;
  return {
    received,
    async settled() {
      const barrier = String(++sent);
      const arrived = new Promise<void>((resolve) => waiting.set(barrier, resolve));
      await server.db.query('select pg_notify($1, $2)', [barrierChannel, barrier]);
      await arrived;
      waiting.delete(barrier);
    },
  };
}

/** The content tables of supabase/schemas/06_content.sql: the site's entities, which editors write. */
export const SITE_CONTENT_TABLES = [
  'site_logo',
  'banners',
  'statistics',
  'teachers',
  'videos',
  'gallery',
  'about_sections',
  'about_gallery',
  'courses',
  'campus_life',
  'campus_life_gallery',
  'alumni_profiles',
  'downloads',
  'donation_info',
];

/** A one-pixel PNG: the image the tests upload wherever a picture or a screenshot is wanted. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const png = (): Blob => new Blob([PNG], { type: 'image/png' });

/** The id of one of the seed's courses, for an application to name. */
export async function someCourseId(db: SeminaryServer): Promise<string> {
  return (await db.sql<{ id: string }>('select id from public.courses limit 1'))[0]?.id ?? '';
}

/** Uploads a payment screenshot as the service role and returns its object name. */
export async function uploadPaymentScreenshot(db: SeminaryServer): Promise<string> {
  const name = paymentScreenshotObjectName('receipt.png');
  const { error } = await db.service.storage.from(STORAGE.paymentScreenshots.bucket).upload(name, png());
  expect(error).toBeNull();
  return name;
}

/**
 * The site's application form as submit_application (or an insert) takes it: Asha's, naming a
 * payment screenshot stored just now as an upload leaves it, with the fields the test adds or
 * changes (the notice she agreed to among them: which one, if any, is each test's to say).
 */
export async function applicationForm<Fields extends Record<string, unknown>>(
  sql: (text: string, params: unknown[]) => Promise<unknown>,
  fields: Fields,
) {
  const screenshot = `${randomUUID()}.png`;
  await sql(`insert into storage.objects (bucket_id, name) values ('payment-screenshots', $1)`, [screenshot]);
  return {
    name: 'Asha Kiran',
    email: `${randomUUID()}@example.com`,
    program_interest: 'residential',
    payment_screenshot_url: screenshot,
    ...fields,
  };
}

type ApplicationFields = Omit<
  Database['public']['Tables']['student_registrations']['Insert'],
  'payment_screenshot_url'
>;

/**
 * An application with a screenshot uploaded for it, submitted through the API as the service role
 * (so its e-mails are queued as the site's submit queues them).
 */
export async function submitApplication(
  db: SeminaryServer,
  fields: ApplicationFields,
): Promise<{ id: string; reference: string; screenshot: string }> {
  const screenshot = await uploadPaymentScreenshot(db);
  const { data, error } = await db.service
    .from('student_registrations')
    .insert({ ...fields, payment_screenshot_url: screenshot })
    .select('id, reference')
    .single();
  expect(error).toBeNull();
  return { id: data?.id ?? '', reference: data?.reference ?? '', screenshot };
}

/** An enquiry submitted through the API as the service role; returns its id. */
export async function submitEnquiry(
  db: SeminaryServer,
  fields: Database['public']['Tables']['registrations']['Insert'],
): Promise<string> {
  const { data, error } = await db.service.from('registrations').insert(fields).select('id').single();
  expect(error).toBeNull();
  return data?.id ?? '';
}

/** Which of the API's roles and Auth's own may execute a function (by its signature). */
export async function rolesThatMayExecute(db: SeminaryServer, signature: string): Promise<string[]> {
  const rows = await db.sql<{ role: string }>(
    `select r as role from unnest(array['anon', 'authenticated', 'service_role', 'supabase_auth_admin']) r
     where has_function_privilege(r, $1, 'execute') order by r`,
    [signature],
  );
  return rows.map((row) => row.role);
}
