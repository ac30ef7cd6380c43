// What the embedded database keeps when its process dies: the backend runs in a child process
// on a data folder, a row is inserted through REST, and once the answer has arrived the child
// is killed with SIGKILL. The backend started again on the folder serves the row. A second
// process may not open a folder a live backend holds.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from '../../packages/local-supabase/src/config.ts';
import { DataDirInUseError, openEmbeddedDatabase } from '../../packages/local-supabase/src/db/database.ts';
import { migrationsDir, repoRoot } from '../lib/paths.ts';

const SLOW = 240_000;
const BACKEND = `
  const { startServer } = await import(${JSON.stringify(join(repoRoot, 'packages/local-supabase/src/index.ts'))});
  const server = await startServer({
    dataDir: process.env.DATA_DIR, port: 0, migrationsDir: process.env.MIGRATIONS_DIR, log: () => {},
  });
  process.stdout.write('READY ' + server.url + '\\n');
`;

let dataDir: string;
let child: ChildProcess | undefined;

/** Starts the backend in its own process on the data folder and answers its URL. */
async function startChild(): Promise<string> {
  const started = spawn(process.execPath, ['--input-type=module', '-e', BACKEND], {
    env: { ...process.env, DATA_DIR: dataDir, MIGRATIONS_DIR: migrationsDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  let output = '';
  for await (const chunk of started.stdout) {
    output += chunk;
    const ready = /READY (\S+)/.exec(output);
    if (ready?.[1]) return ready[1];
  }
  throw new Error(`The backend exited before it was ready (${started.exitCode})`);
}

async function killChild(signal: NodeJS.Signals) {
  const running = child;
  child = undefined;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = once(running, 'exit');
  running.kill(signal);
  await exited;
}

const service = (url: string) =>
  createClient(url, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'durability-test-'));
});
afterAll(async () => {
  await killChild('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database on a data folder', () => {
  it(
    'keeps a row whose insert was acknowledged before the process was killed',
    async () => {
      const title = `Acknowledged ${Date.now()}`;
      const first = await startChild();
      const insert = await service(first)
        .from('banners')
        .insert({ title, image_url: 'https://example.com/a.jpg', order_index: 7 })
        .select('id')
        .single();
      expect(insert.error).toBeNull();

      await expect(openEmbeddedDatabase(join(dataDir, 'pglite'))).rejects.toBeInstanceOf(DataDirInUseError);

      await killChild('SIGKILL');
      const second = await startChild();
      const { data, error } = await service(second).from('banners').select('id, title').eq('title', title);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: insert.data?.id, title }]);
    },
    SLOW,
  );

  it('flushes the write-ahead log with fsync before a commit returns', async () => {
    const db = await openEmbeddedDatabase(join(dataDir, 'settings-check'));
    try {
      const { rows } = await db.query(
        `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method') order by name`,
      );
      expect(rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
    } finally {
      await db.close();
    }
  });
});
