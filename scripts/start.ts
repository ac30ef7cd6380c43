// `npm start`: the whole product on this machine. The local backend on a persistent embedded
// database (seeded on first start), the local accounts, then the site and the admin built
// against it and served together; the publisher rebuilds the site after every content change.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { jwtSecretProblem, startServer } from '@seminary/local-supabase';
import { adminExists, buildAdmin, siteExists } from './lib/build-apps.ts';
import { startAccounts } from './lib/local-accounts.ts';
import { type MailWorker, startMailWorker } from './lib/mail-worker.ts';
import { configToml, dataDir, migrationsDir, seedFile } from './lib/paths.ts';
import { astroSiteBuilder } from './lib/publish-build.ts';
import { createPublisher, type Publisher } from './lib/publisher.ts';
import { ensureStaffAccount } from './lib/staff-accounts.ts';
import { startStaticServer } from './lib/static-server.ts';

const backendPort = Number(process.env.SUPABASE_PORT ?? 54321);
const webPort = Number(process.env.PORT ?? 4321);
// The school's own secret on its server (README: "Running it on the school's own server").
const jwtSecret = process.env.JWT_SECRET;
const secretProblem = jwtSecret === undefined ? undefined : jwtSecretProblem(jwtSecret);
if (secretProblem) {
  process.stderr.write(`${secretProblem}\n`);
  process.exit(1);
}

const backend = await startServer({
  dataDir,
  port: backendPort,
  migrationsDir,
  seedFile,
  configToml,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(jwtSecret === undefined ? {} : { jwtSecret }),
}).catch((error: unknown) => {
  // A database from before supabase/migrations restarted from its baseline is not half-migrated.
  if ((error as Error).name !== 'UnknownMigrationHistory') throw error;
  process.stderr.write(
    process.env.DATABASE_URL
      ? 'npm start: the database at DATABASE_URL was made by migrations this checkout no longer has (the history restarted from a baseline): point DATABASE_URL at a new, empty database and start again.\n'
      : `npm start: ${dataDir} holds a database made by migrations this checkout no longer has (the history restarted from a baseline): move it aside (mv .data .data-before-baseline) and start again.\n`,
  );
  process.exit(1);
});
const accountLines: string[] = [];
for (const account of startAccounts(process.env)) {
  const { created } = await ensureStaffAccount(backend.db, account, account.role);
  // A password from the settings file stays out of the journal.
  accountLines.push(
    account.createOnly
      ? `Admin account:       ${account.email} (${created ? 'created' : 'exists, left as it is'})`
      : `${`${account.role ?? 'no role'} account:`.padEnd(26)} ${account.email} / ${account.password}`,
  );
}
if (accountLines.length === 0) {
  accountLines.push('No account made at start: `npm run admin:create -- EMAIL` makes the first admin.');
}

// Application e-mails: the send-mail Edge Function's drain, run here against the mail catcher,
// with the local site's address in the status page links.
let mailWorker: MailWorker | undefined;
if (backend.mail) {
  await backend.db.query('update public.mail_settings set site_url = $1', [`http://localhost:${webPort}`]);
  const worker = await startMailWorker({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    smtp: { host: backend.mail.smtpHost, port: backend.mail.smtpPort },
    db: backend.db,
  });
  mailWorker = worker;
  // In the health answer the service role gets: its backlog and when it drains next.
  backend.report('mailWorker', () => worker.status());
}

const lines = [
  '',
  `Local Supabase backend: ${backend.url} (REST /rest/v1, Auth /auth/v1, Storage /storage/v1)`,
  `  anon key:         ${backend.anonKey}`,
  // The school's service_role key opens every row: it stays out of the journal (admin:create derives it).
  `  service_role key: ${jwtSecret === undefined ? backend.serviceRoleKey : 'derived from JWT_SECRET, not shown'}`,
  `  database:         ${process.env.DATABASE_URL ? 'DATABASE_URL' : join(dataDir, 'pglite')}`,
  ...(backend.mail
    ? [`Local mail inbox:    ${backend.mail.apiUrl} (SMTP ${backend.mail.smtpHost}:${backend.mail.smtpPort})`]
    : []),
  ...accountLines,
];

let web: Awaited<ReturnType<typeof startStaticServer>> | undefined;
let publisher: Publisher | undefined;
if (siteExists() && adminExists()) {
  const www = join(dataDir, 'www');
  const target = { supabaseUrl: backend.url, anonKey: backend.anonKey, siteUrl: `http://localhost:${webPort}` };
  await buildAdmin({ ...target, outDir: join(www, 'admin') });
  const sitePublisher = createPublisher({
    db: backend.db,
    wwwDir: www,
    build: astroSiteBuilder({ ...target, cacheDir: join(dataDir, 'astro-cache') }),
  });
  publisher = sitePublisher;
  backend.report('publisher', () => sitePublisher.status());
  // Listening first, so an edit made while the first build runs is published after it.
  await publisher.start();
  const first = await publisher.publish();
  if (!first.ok && !existsSync(publisher.siteDir)) {
    // Nothing to serve yet; the error is printed above.
    await publisher.close();
    await mailWorker?.close();
    await backend.close();
    process.exit(1);
  }
  web = await startStaticServer({ siteDir: publisher.siteDir, adminDir: join(www, 'admin'), port: webPort });
  lines.push(
    `Site:  http://localhost:${webPort}/`,
    `Admin: http://localhost:${webPort}/admin/`,
    first.ok
      ? 'Publishing: content edits are rebuilt into the site within seconds.'
      : 'Publishing: this build failed (above); the previous build is served until one succeeds.',
  );
} else {
  lines.push('The site and admin apps are not built yet; the backend runs alone.');
}
process.stdout.write(`${lines.join('\n')}\n\nPress Ctrl+C to stop.\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([web?.close(), publisher?.close(), mailWorker?.close()])
      .then(() => backend.close())
      .finally(() => process.exit(0));
  });
}
