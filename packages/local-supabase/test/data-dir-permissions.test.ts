// The data folder holds password hashes and payment screenshots. Under the most permissive
// umask (000), the backend's first start on a new folder and an upload leave nothing in it that
// another local account may read or write: folders 0700, files 0600, the lock file too. A
// data folder an older version left open (PGlite's 0666 files, stored files 0644 in 0755 folders)
// is set right on the next start.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/index.ts';
import { notOwnerOnly } from './support/owner-only.ts';
import { STORAGE_FIXTURE_SQL } from './support/storage-fixtures.ts';

const SLOW = 120_000;

/** Sets every folder under `root` to 0777 and every file to 0666, as older versions left them. */
function openToEveryone(root: string) {
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o777 : 0o666);
  }
  chmodSync(root, 0o777);
}

describe('the data folder is owner-only whatever the umask', () => {
  let work: string;
  let umask: number;
  const dataDir = () => join(work, 'school', '.data');
  const start = (extraSql: string[] = []) =>
    startServer({ dataDir: dataDir(), port: 0, mail: false, extraSql, log: () => undefined });

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'data-dir-permissions-'));
    umask = process.umask(0o000);
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'makes the data folder, the database, the lock file and stored files owner-only on a first start',
    async () => {
      const server: RunningServer = await start([STORAGE_FIXTURE_SQL]);
      try {
        const service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false } });
        const upload = await service.storage.from('docs').upload('applications/screenshot.png', 'a payment screenshot');
        expect(upload.error).toBeNull();
        expect(readdirSync(dataDir()).sort()).toEqual(['pglite', 'pglite.pid', 'storage']);
        expect(notOwnerOnly(join(work, 'school'))).toEqual([]);
      } finally {
        await server.close();
      }
    },
    SLOW,
  );

  it(
    'sets a data folder left open to everyone (database, stored files, the folder itself) back to owner-only on the next start',
    async () => {
      openToEveryone(dataDir());
      expect(notOwnerOnly(dataDir()).length).toBeGreaterThan(900);
      const server = await start();
      try {
        expect(notOwnerOnly(dataDir())).toEqual([]);
      } finally {
        await server.close();
      }
    },
    SLOW,
  );
});
