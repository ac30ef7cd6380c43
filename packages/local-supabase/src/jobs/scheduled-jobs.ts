// The database's periodic work that pg_cron does on a hosted project (scheduled by the
// migrations that define it): releasing batched visitor edits into a rebuild, publishing news
// posts whose time has come, publishing the events calendar when a new India day begins, purging
// uploads no row references, applying the retention schedule (notices, then erasure), keeping
// the audit trail to its two years and forgetting content deleted more than 30 days ago. Here a timer calls the same functions as the service role, and
// removes the files of purged objects, which only this server knows about. A database without
// those functions (another project's migrations) simply has nothing to run.
// Each job's runs (how many, the last one's time, length and error, and the next one's time) are
// in the health answer the service role gets.
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { removeVersion } from '../storage/files.ts';

export interface ScheduledJobsOptions {
  /** How often visitor edits waiting to be published are checked (pg_cron: every 30 s). */
  releaseIntervalMs?: number;
  /** How often unreferenced uploads are purged (pg_cron: hourly). */
  purgeIntervalMs?: number;
  /** How often the retention schedule is applied (pg_cron: daily). */
  retentionIntervalMs?: number;
}

/** What one run of private.apply_retention() did. */
export interface RetentionRun {
  noticesSent: number;
  recordsErased: number;
  mailBodiesPurged: number;
  trashEmptied: number;
  /** Audit trail entries past their two years (private.purge_audit_log, pg_cron daily). */
  auditEntriesPurged: number;
  /** Versions of content deleted more than 30 days ago (private.purge_content_versions, pg_cron daily). */
  contentVersionsPurged: number;
}

export interface JobsRun {
  /** Whether waiting visitor edits were released into a rebuild. */
  released: boolean;
  /** Whether a news post's time came, so the site rebuilds to show it. */
  postsPublished: boolean;
  /** Whether a new day in India began after an event ended, so the site rebuilds its calendar. */
  eventDayPublished: boolean;
  /** Objects purged, as `<bucket>/<name>`. */
  purged: string[];
  /** What the retention schedule did, when this run applied it (and the database has it). */
  retention?: RetentionRun | undefined;
}

/** One job's runs, for the health answer: a job that runs too often, or fails, shows here. */
export interface JobStatus {
  name: 'publishing' | 'purge-uploads' | 'retention';
  /** What it does. */
  does: string;
  everySeconds: number;
  /** Runs since the server started, on the timer or asked for. */
  runs: number;
  lastRunAt: string | null;
  lastRunMs: number | null;
  /** The last run's error; null once a run succeeds again. */
  lastError: string | null;
  /** The timer's next run of it (one asked for sooner comes on top). */
  nextRunAt: string | null;
}

export interface ScheduledJobs {
  /** Runs every job now, whatever its interval, after any run in progress. */
  runNow(): Promise<JobsRun>;
  /**
   * Applies the retention schedule now, then purges what it erased. The backend does this at each
   * start before it is ready, so a restored old backup (or a server that was off) drops what is
   * overdue before anyone reads it.
   */
  applyRetention(): Promise<JobsRun>;
  status(): JobStatus[];
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

const RELEASE = 'private.release_visitor_site_changes()';
const PUBLISH_DUE_POSTS = 'private.publish_due_posts()';
const PUBLISH_NEW_EVENT_DAY = 'private.publish_new_event_day()';
const PURGE = 'private.purge_unreferenced_uploads()';
const RETENTION = 'private.apply_retention()';
const AUDIT_PURGE = 'private.purge_audit_log()';
const CONTENT_VERSIONS_PURGE = 'private.purge_content_versions()';

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

// With the release, every tick (15 s): pg_cron runs it every minute, so a post appears here no later.
async function publishDuePosts(ctx: ServerContext): Promise<boolean> {
  return asServiceRole(ctx, async (tx) => {
    if (!(await exists(tx, PUBLISH_DUE_POSTS))) return false;
    const result = await tx.query<{ published: boolean }>(`select ${PUBLISH_DUE_POSTS} as published`);
    return result.rows[0]?.published === true;
  });
}

// Every tick too: pg_cron runs it at midnight in India; a tick after a missed midnight catches up.
async function publishNewEventDay(ctx: ServerContext): Promise<boolean> {
  return asServiceRole(ctx, async (tx) => {
    if (!(await exists(tx, PUBLISH_NEW_EVENT_DAY))) return false;
    const result = await tx.query<{ published: boolean }>(`select ${PUBLISH_NEW_EVENT_DAY} as published`);
    return result.rows[0]?.published === true;
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

async function applyRetention(ctx: ServerContext): Promise<RetentionRun | undefined> {
  return asServiceRole(ctx, async (tx) => {
    if (!(await exists(tx, RETENTION))) return undefined;
    const result = await tx.query<{
      notices_sent: number;
      records_erased: number;
      mail_bodies_purged: number;
      trash_emptied: number;
    }>(`select notices_sent, records_erased, mail_bodies_purged, trash_emptied from ${RETENTION}`);
    const row = result.rows[0];
    const audit = (await exists(tx, AUDIT_PURGE))
      ? (await tx.query<{ purged: number }>(`select ${AUDIT_PURGE} as purged`)).rows[0]?.purged
      : 0;
    const versions = (await exists(tx, CONTENT_VERSIONS_PURGE))
      ? (await tx.query<{ purged: number }>(`select ${CONTENT_VERSIONS_PURGE} as purged`)).rows[0]?.purged
      : 0;
    return {
      noticesSent: Number(row?.notices_sent ?? 0),
      recordsErased: Number(row?.records_erased ?? 0),
      mailBodiesPurged: Number(row?.mail_bodies_purged ?? 0),
      trashEmptied: Number(row?.trash_emptied ?? 0),
      auditEntriesPurged: Number(audit ?? 0),
      contentVersionsPurged: Number(versions ?? 0),
    };
  });
}

interface JobRecord {
  runs: number;
  lastRunAt: number | undefined;
  lastRunMs: number | undefined;
  lastError: string | undefined;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startScheduledJobs(ctx: ServerContext, options: ScheduledJobsOptions = {}): ScheduledJobs {
  const releaseIntervalMs = options.releaseIntervalMs ?? 15_000;
  const purgeIntervalMs = options.purgeIntervalMs ?? 60 * 60_000;
  const retentionIntervalMs = options.retentionIntervalMs ?? 24 * 60 * 60_000;
  let lastPurge = Date.now();
  let lastRetention = Date.now();
  let nextTick: number | undefined = Date.now() + releaseIntervalMs;
  const fresh = (): JobRecord => ({ runs: 0, lastRunAt: undefined, lastRunMs: undefined, lastError: undefined });
  const records: Record<JobStatus['name'], JobRecord> = {
    publishing: fresh(),
    'purge-uploads': fresh(),
    retention: fresh(),
  };
  // Runs one after another, never overlapping.
  let running: Promise<unknown> = Promise.resolve();

  async function timed<T>(record: JobRecord, job: () => Promise<T>): Promise<T> {
    const started = Date.now();
    record.runs++;
    record.lastRunAt = started;
    try {
      const result = await job();
      record.lastError = undefined;
      return result;
    } catch (error) {
      record.lastError = message(error);
      throw error;
    } finally {
      record.lastRunMs = Date.now() - started;
    }
  }

  const run = (jobs: { release: boolean; purge: boolean; retention: boolean }): Promise<JobsRun> => {
    const next = running.then(async () => {
      let released = false;
      let postsPublished = false;
      let eventDayPublished = false;
      if (jobs.release) {
        await timed(records.publishing, async () => {
          released = await releaseVisitorChanges(ctx);
          postsPublished = await publishDuePosts(ctx);
          eventDayPublished = await publishNewEventDay(ctx);
        });
      }
      let retention: RetentionRun | undefined;
      if (jobs.retention) {
        lastRetention = Date.now();
        retention = await timed(records.retention, () => applyRetention(ctx));
      }
      let purged: string[] = [];
      // Right after an erasure, so its files go with it rather than within the hour.
      if (jobs.purge || jobs.retention) {
        lastPurge = Date.now();
        purged = await timed(records['purge-uploads'], () => purgeUnreferencedUploads(ctx));
      }
      return { released, postsPublished, eventDayPublished, purged, retention };
    });
    running = next.catch(() => undefined);
    return next;
  };

  const timer = setInterval(() => {
    const now = Date.now();
    nextTick = now + releaseIntervalMs;
    run({
      release: true,
      purge: now - lastPurge >= purgeIntervalMs,
      retention: now - lastRetention >= retentionIntervalMs,
    }).catch((error: unknown) => {
      ctx.log(`scheduled jobs failed: ${message(error)}`);
    });
  }, releaseIntervalMs);
  timer.unref();

  /** The first tick at or after `due`. */
  const tickAfter = (due: number): number | undefined =>
    nextTick === undefined
      ? undefined
      : nextTick + Math.ceil(Math.max(0, due - nextTick) / releaseIntervalMs) * releaseIntervalMs;

  const describe = (
    name: JobStatus['name'],
    does: string,
    everyMs: number,
    nextRunAt: number | undefined,
  ): JobStatus => {
    const record = records[name];
    return {
      name,
      does,
      everySeconds: everyMs / 1000,
      runs: record.runs,
      lastRunAt: record.lastRunAt === undefined ? null : new Date(record.lastRunAt).toISOString(),
      lastRunMs: record.lastRunMs ?? null,
      lastError: record.lastError ?? null,
      nextRunAt: nextRunAt === undefined ? null : new Date(nextRunAt).toISOString(),
    };
  };

  return {
    runNow: () => run({ release: true, purge: true, retention: true }),
    applyRetention: () => run({ release: false, purge: true, retention: true }),
    status: () => [
      describe(
        'publishing',
        'releases batched visitor edits, publishes news posts whose time came and the calendar of a new day',
        releaseIntervalMs,
        nextTick,
      ),
      describe(
        'purge-uploads',
        'deletes uploaded files no row references',
        purgeIntervalMs,
        tickAfter(lastPurge + purgeIntervalMs),
      ),
      describe(
        'retention',
        'sends retention notices, erases what is due, purges old e-mail texts, the trash and the audit trail',
        retentionIntervalMs,
        tickAfter(lastRetention + retentionIntervalMs),
      ),
    ],
    async stop() {
      clearInterval(timer);
      nextTick = undefined;
      await running;
    },
  };
}
