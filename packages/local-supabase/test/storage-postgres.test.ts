// Storage on a real PostgreSQL (DATABASE_URL, or a throwaway Debian PostgreSQL 15), where
// request transactions really run side by side: writers of one key must not each replace the
// same old version and leave the other's file behind.
import { afterAll, describe, it } from 'vitest';
import { startPostgres } from './support/postgres-server.ts';
import { useTestServer } from './support/server.ts';
import { expectOneVersionAfterConcurrentUpserts, STORAGE_FIXTURE_SQL } from './support/storage-fixtures.ts';

const postgres = await startPostgres();
afterAll(() => postgres?.stop());

describe.skipIf(!postgres)('storage on a real PostgreSQL', () => {
  const server = useTestServer(
    { databaseUrl: postgres?.url, databasePoolSize: 8, extraSql: [STORAGE_FIXTURE_SQL] },
    120_000,
  );

  it('keeps exactly the stored version after concurrent upserts of one key', async () => {
    await expectOneVersionAfterConcurrentUpserts(server);
  });
});
