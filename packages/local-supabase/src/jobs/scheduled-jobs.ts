// The database's periodic work that pg_cron does on a hosted project (scheduled by the
// migrations that define it): releasing batched visitor edits into a rebuild, and purging
// uploads no row references. Here a timer calls the same functions as the service role, and
// removes the files of purged objects, which only this server knows about. A database without
// those functions (another project's migrations) simply has nothing to run.
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { removeVersion } from '../storage/files.ts';

export interface ScheduledJobsOptions {
  /** How often visitor edits waiting to be published are checked (pg_cron: every 30 s). */
  releaseIntervalMs?: number;
  /** How often unreferenced uploads are purged (pg_cron: hourly). */
  purgeIntervalMs?: number;
}

export interface JobsRun {
  /** Whether waiting visitor edits were released into a rebuild. */
  released: boolean;
  /** Objects purged, as `<bucket>/<name>`. */
  purged: string[];
}

export interface ScheduledJobs {
  /** Runs every job now, whatever its interval, after any run in progress. */
  runNow(): Promise<JobsRun>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

const RELEASE = 'private.release_visitor_site_changes()';
const PURGE = 'private.purge_unreferenced_uploads()';

async function asServiceRole<T>(ctx: ServerContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ role: 'service_role' }),
    ]);
    return fn(tx);
  });
}

async function exists(tx: Queryable, procedure: string): Promise<boolean> {
  const result = await tx.query<{ found: boolean }>('select to_regprocedure($1) is not null as found', [procedure]);
  return result.rows[0]?.found === true;
}

async function releaseVisitorChanges(ctx: ServerContext): Promise<boolean> {
  return asServiceRole(ctx, async (tx) => {
    if (!(await exists(tx, RELEASE))) return false;
    const result = await tx.query<{ released: boolean }>(`select ${RELEASE} as released`);
    return result.rows[0]?.released === true;
  });
}

async function purgeUnreferencedUploads(ctx: ServerContext): Promise<string[]> {
  const purged = await asServiceRole(ctx, async (tx) => {
    if (!(await exists(tx, PURGE))) return [];
    const result = await tx.query<{ bucket_id: string; name: string; version: string | null }>(
      `select bucket_id, name, version from ${PURGE}`,
    );
    return result.rows;
  });
  // After the commit: a rolled-back purge must leave every file in place.
  for (const object of purged) await removeVersion(ctx.storageDir, object.bucket_id, object.name, object.version);
  return purged.map((object) => `${object.bucket_id}/${object.name}`);
}

export function startScheduledJobs(ctx: ServerContext, options: ScheduledJobsOptions = {}): ScheduledJobs {
  const releaseIntervalMs = options.releaseIntervalMs ?? 15_000;
  const purgeIntervalMs = options.purgeIntervalMs ?? 60 * 60_000;
  let lastPurge = Date.now();
  // Runs one after another, never overlapping.
  let running: Promise<unknown> = Promise.resolve();

  const run = (purge: boolean): Promise<JobsRun> => {
    const next = running.then(async () => {
      const released = await releaseVisitorChanges(ctx);
      let purged: string[] = [];
      if (purge) {
        lastPurge = Date.now();
        purged = await purgeUnreferencedUploads(ctx);
      }
      return { released, purged };
    });
    running = next.catch(() => undefined);
    return next;
  };

  const timer = setInterval(() => {
    run(Date.now() - lastPurge >= purgeIntervalMs).catch((error: unknown) => {
      ctx.log(`scheduled jobs failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, releaseIntervalMs);
  timer.unref();

  return {
    runNow: () => run(true),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
