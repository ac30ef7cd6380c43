// Storage on a real PostgreSQL (DATABASE_URL, or a throwaway Debian PostgreSQL 15), where
// request transactions really run side by side: writers of one key must not each replace the
// same old version and leave the other's file behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresDatabase, startPostgres } from './support/postgres-server.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { filesUnder, STORAGE_FIXTURE_SQL } from './support/storage-fixtures.ts';

const postgres = await startPostgres();
afterAll(() => postgres?.stop());

describe.skipIf(!postgres)('storage on a real PostgreSQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    const db = postgres as PostgresDatabase;
    server = await startTestServer({ databaseUrl: db.url, databasePoolSize: 8, extraSql: [STORAGE_FIXTURE_SQL] });
  }, 120_000);
  afterAll(() => server?.close());

  it('keeps exactly the stored version after concurrent upserts of one key', async () => {
    const docs = server.service().storage.from('docs');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => docs.upload('race.txt', `writer ${i}`, { upsert: true })),
    );
    expect(results.map((r) => r.error)).toEqual(Array(12).fill(null));
    const row = await server.db.query<{ version: string }>(
      "select version from storage.objects where bucket_id = 'docs' and name = 'race.txt'",
    );
    const onDisk = (await filesUnder(server.ctx.storageDir)).filter((f) => f.startsWith('docs/race.txt/'));
    expect(onDisk).toEqual([`docs/race.txt/${row.rows[0]?.version}`]);
  });
});
