// `npm start`: the whole product on this machine. The local backend on a persistent embedded
// database (seeded on first start), the local accounts, then the site and the admin built
// against it and served together.
import { mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ensureUser, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, startServer } from '@seminary/local-supabase';
import { adminExists, buildAdmin, buildSite, siteExists } from './lib/build-apps.ts';
import { localAdmin, localStaff } from './lib/local-accounts.ts';
import { configToml, dataDir, migrationsDir, seedFile } from './lib/paths.ts';
import { startStaticServer } from './lib/static-server.ts';

const backendPort = Number(process.env.SUPABASE_PORT ?? 54321);
const webPort = Number(process.env.PORT ?? 4321);

const backend = await startServer({
  dataDir,
  port: backendPort,
  migrationsDir,
  seedFile,
  configToml,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
});
await ensureUser(backend.db, { ...localAdmin, appMetadata: { role: 'admin' } });
await ensureUser(backend.db, localStaff);

const lines = [
  '',
  `Local Supabase backend: ${backend.url} (REST /rest/v1, Auth /auth/v1, Storage /storage/v1)`,
  `  anon key:         ${LOCAL_ANON_KEY}`,
  `  service_role key: ${LOCAL_SERVICE_ROLE_KEY}`,
  `  database:         ${process.env.DATABASE_URL ? 'DATABASE_URL' : join(dataDir, 'pglite')}`,
  `Local admin account: ${localAdmin.email} / ${localAdmin.password}`,
  `Non-admin account:   ${localStaff.email} / ${localStaff.password}`,
];

let web: Awaited<ReturnType<typeof startStaticServer>> | undefined;
if (siteExists() && adminExists()) {
  const www = join(dataDir, 'www');
  mkdirSync(www, { recursive: true });
  const target = { supabaseUrl: backend.url, anonKey: LOCAL_ANON_KEY, siteUrl: `http://localhost:${webPort}` };
  await buildAdmin({ ...target, outDir: join(www, 'admin') });
  const next = join(www, `site-${Date.now()}`);
  await buildSite({ ...target, outDir: next });
  // The served folder is a symlink replaced in one rename, so a visitor never sees a half-written site.
  const link = join(www, 'site');
  const tmpLink = join(www, 'site.next');
  rmSync(tmpLink, { force: true });
  symlinkSync(next, tmpLink);
  renameSync(tmpLink, link);
  web = await startStaticServer({ siteDir: link, adminDir: join(www, 'admin'), port: webPort });
  lines.push(`Site:  http://localhost:${webPort}/`, `Admin: http://localhost:${webPort}/admin/`);
} else {
  lines.push('The site and admin apps are not built yet; the backend runs alone.');
}
process.stdout.write(`${lines.join('\n')}\n\nPress Ctrl+C to stop.\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([web?.close(), backend.close()]).finally(() => process.exit(0));
  });
}
