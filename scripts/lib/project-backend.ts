// The project's backend as the tests and benchmarks start it, apart from `npm start`'s.
import { type RunningServer, type ServerOptions, startServer } from '@seminary/local-supabase';
import { configToml, migrationsDir, seedFile } from './paths.ts';

/**
 * A backend in memory on a free port, migrated and seeded from supabase/ and configured by its
 * config.toml, logging nothing; `options` add to these or replace them.
 */
export function startProjectBackend(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({ memory: true, port: 0, migrationsDir, seedFile, configToml, log: () => undefined, ...options });
}
