// The site's typecheck: `astro check` syncs the content collections before checking, and the
// collections load from the database, so it runs against a throwaway in-memory seeded backend.
import { spawn } from 'node:child_process';
import { LOCAL_ANON_KEY, startServer } from '@seminary/local-supabase';
import { configToml, migrationsDir, seedFile, siteDir } from './lib/paths.ts';

const backend = await startServer({ port: 0, memory: true, migrationsDir, seedFile, configToml, log: () => {} });
const code = await new Promise<number>((resolve) => {
  const child = spawn('pnpm', ['exec', 'astro', 'check'], {
    cwd: siteDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      PUBLIC_SUPABASE_URL: backend.url,
      PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  child.once('error', () => resolve(1));
  child.once('exit', (exitCode) => resolve(exitCode ?? 1));
});
await backend.close();
process.exit(code);
