// What the tests of Supabase Auth's hooks share: a config.toml of their own naming the hook, and
// the databases the hook runs on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { startPostgres } from './postgres-server.ts';

/**
 * Writes config.toml files holding only the section of one hook (`[auth.hook.<hook>]`), as the
 * project's would, into a folder removed after the file's tests; returns the writer, which names
 * each file and returns its path.
 */
export function hookConfigWriter(hook: string): (name: string, section: string) => string {
  const folder = mkdtempSync(join(tmpdir(), `${hook}-hook-`));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return (name, section) => {
    const file = join(folder, `${name}.toml`);
    writeFileSync(file, `[auth]\nenabled = true\n\n[auth.hook.${hook}]\n${section}\n`);
    return file;
  };
}

/**
 * PGlite, and PostgreSQL when there is one (see postgres-server.ts; stopped after the file's
 * tests): on PostgreSQL the role switch and the timeout of a hook call must stay inside the issuing
 * transaction, leaving each pooled connection as it was.
 */
export async function hookDatabases(): Promise<{ database: string; databaseUrl: string | undefined }[]> {
  const postgres = await startPostgres();
  afterAll(() => postgres?.stop());
  return [
    { database: 'PGlite', databaseUrl: undefined },
    ...(postgres ? [{ database: 'PostgreSQL', databaseUrl: postgres.url }] : []),
  ];
}
