// `npm run backend [-- --memory] [--port N]`: the local Supabase-compatible backend alone.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from './index.ts';
import { jwtSecretProblem } from './keys.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

const { values } = parseArgs({
  options: {
    memory: { type: 'boolean', default: false },
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const jwtSecret = process.env.JWT_SECRET;
const problem = jwtSecret === undefined ? undefined : jwtSecretProblem(jwtSecret);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}

const server = await startServer({
  memory: values.memory,
  dataDir: values['data-dir'] ?? join(repoRoot, '.data'),
  port: values.port ? Number(values.port) : Number(process.env.SUPABASE_PORT ?? 54321),
  ...(values.host ? { host: values.host } : {}),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(jwtSecret === undefined ? {} : { jwtSecret }),
  migrationsDir: join(repoRoot, 'supabase', 'migrations'),
  seedFile: join(repoRoot, 'supabase', 'seed.sql'),
  configToml: join(repoRoot, 'supabase', 'config.toml'),
});

const where = process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : values.memory ? 'in memory' : '.data/';
process.stdout.write(
  [
    `Local Supabase backend listening on ${server.url} (database: ${where})`,
    `  REST     ${server.url}/rest/v1`,
    `  Auth     ${server.url}/auth/v1`,
    `  Storage  ${server.url}/storage/v1`,
    `  Functions ${server.url}/functions/v1/<name> (supabase/functions, under Deno)`,
    `  anon key          ${server.anonKey}`,
    // The school's service_role key opens every row: it stays out of logs (admin:create derives it).
    jwtSecret === undefined
      ? `  service_role key  ${server.serviceRoleKey}`
      : '  service_role key  derived from JWT_SECRET, not shown',
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
