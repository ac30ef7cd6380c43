// pg_net and Vault for the tests of the production half of publishing: on PGlite the rehearsal's
// stand-ins are installed here; on the hosted-like cluster its database already has them.
import { readFileSync } from 'node:fs';
import { PLATFORM_STAND_INS_SQL } from '../../../packages/hosted-rehearsal/src/index.ts';
import type { SeminaryServer } from './seminary-server.ts';

export interface QueuedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The bytes pg_net's worker would send (none for a DELETE without a body). */
  body: Uint8Array | null;
}

export async function usePlatformStandIns(db: SeminaryServer): Promise<void> {
  const [present] = await db.sql<{ present: boolean }>(`select to_regnamespace('net') is not null as present`);
  if (!present?.present) await db.server.db.exec(readFileSync(PLATFORM_STAND_INS_SQL, 'utf8'));
}

/** Sets (or, with null, removes) a Vault secret. */
export async function setVaultSecret(db: SeminaryServer, name: string, value: string | null): Promise<void> {
  await db.sql('delete from vault.secrets where name = $1', [name]);
  if (value !== null) await db.sql('select vault.create_secret($1, $2)', [value, name]);
}

/** The requests net.http_post and net.http_delete queued, in order, taken off the queue. */
export async function takeQueuedRequests(db: SeminaryServer): Promise<QueuedRequest[]> {
  return db.sql<QueuedRequest>(
    `with taken as (delete from net.http_request_queue where id is not null returning id, method, url, headers, body)
     select method, url, headers, body from taken order by id`,
  );
}
