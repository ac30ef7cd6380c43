// What pg_cron does on a hosted project: runs the jobs in `cron.job` at their schedules. The
// migrations schedule them with `cron.schedule(...)` (db/cron.sql is pg_cron's interface where the
// database has no pg_cron), and this timer runs whatever they scheduled, knowing none of it: each
// job's command, in its own transaction, as the job's `username` (the role that scheduled it: the
// migrations' role, `postgres` here and on hosted), as pg_cron does.
//
// Like pg_cron it wakes every second, runs each active job whose time came ('N seconds' after its
// last start, or the next minute its five cron fields name, in UTC as pg_cron's default
// cron.timezone), never two jobs at once and never one while it still runs, and logs a failure
// and runs the job again at its next time. It rereads `cron.job` when the table changes (a
// NOTIFY from its trigger), as pg_cron reloads on a change.
//
// Unlike pg_cron, a local server is off most of the time: at each start, before the backend is
// ready, it runs every job once (`runNow`), so what came due while it was off is done before
// anyone reads the data (an erasure a schedule demands, say).
//
// Only this server keeps the storage's files: the object rows a job deletes are noted in its
// transaction (db/cron.sql) and their files removed once it has committed.
//
// Where the database has the real pg_cron (a developer's PostgreSQL that preloads it), pg_cron
// runs the jobs: the timer stays off, and `runNow`, `run` and the start's catch-up still run them.
import { Cron } from 'croner';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { removeVersion } from '../storage/files.ts';

export interface ScheduledJobsOptions {
  /**
   * Schedules (pg_cron's forms) that replace named jobs' own in this server's timer, for a test
   * that cannot wait a minute: `{ 'a-job': '2 seconds' }`. The database keeps the jobs' own.
   */
  schedules?: Record<string, string>;
}

/** One run of one job. */
export interface JobRun {
  name: string;
  /** What the command returned. */
  rows: Record<string, unknown>[];
  ms: number;
  error: string | null;
}

export interface JobsRun {
  /** The jobs run, in the order of their ids. */
  jobs: JobRun[];
  /** Objects whose rows the jobs deleted, as `<bucket>/<name>`: their files are gone too. */
  removedFiles: string[];
}

/** One job's runs, for the health answer: a job that runs too often, or fails, shows here. */
export interface JobStatus {
  /** Its `jobname` in cron.job (`job <jobid>` for an unnamed one). */
  name: string;
  /** Its command. */
  does: string;
  schedule: string;
  /** Seconds between two runs ('N seconds'), or between the schedule's next two times. */
  everySeconds: number;
  /** Runs since the server started, on the timer or asked for. */
  runs: number;
  lastRunAt: string | null;
  lastRunMs: number | null;
  /** The last run's error; null once a run succeeds again. */
  lastError: string | null;
  /** The timer's next run of it; null when the timer is off or the schedule unreadable. */
  nextRunAt: string | null;
}

export interface ScheduledJobs {
  /**
   * Runs every active job now, in the order of their ids, after any run in progress; rejects,
   * once all have run, when one failed.
   */
  runNow(): Promise<JobsRun>;
  /** Runs the named job now (active or not); rejects when it fails or there is none. */
  run(name: string): Promise<JobsRun>;
  status(): JobStatus[];
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** How often the timer looks for due jobs: pg_cron's own granularity. */
const TICK_MS = 1000;

type Schedule = { seconds: number } | { cron: Cron };

/**
 * pg_cron's schedules: '[1-59] seconds', or five cron fields ('$' is the month's last day), or
 * a macro such as '@daily'. Undefined for anything else.
 */
export function parseSchedule(text: string): Schedule | undefined {
  const seconds = /^\s*(\d+)\s+seconds?\s*$/i.exec(text);
  if (seconds) {
    const n = Number(seconds[1]);
    return n >= 1 && n <= 59 ? { seconds: n } : undefined;
  }
  const trimmed = text.trim();
  const fields = trimmed.split(/\s+/);
  const macro = /^@(yearly|annually|monthly|weekly|daily|hourly)$/i.test(trimmed);
  if (!macro && fields.length !== 5) return undefined;
  const pattern = macro ? trimmed : fields.map((field, i) => (i === 2 ? field.replace('$', 'L') : field)).join(' ');
  try {
    return { cron: new Cron(pattern, { timezone: 'Etc/UTC', paused: true }) };
  } catch {
    return undefined;
  }
}

/** The schedule's next time after `after` (ms); `lastStart` is when the job last began, if it did. */
function nextTime(schedule: Schedule, after: number, lastStart: number | undefined): number | undefined {
  if ('seconds' in schedule) return Math.max(after, (lastStart ?? after) + schedule.seconds * 1000);
  return schedule.cron.nextRun(new Date(after))?.getTime();
}

function everySecondsOf(schedule: Schedule | undefined): number {
  if (!schedule) return 0;
  if ('seconds' in schedule) return schedule.seconds;
  const [first, second] = schedule.cron.nextRuns(2);
  return first && second ? (second.getTime() - first.getTime()) / 1000 : 0;
}

interface JobRow {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
  username: string;
  active: boolean;
}

interface Job {
  id: string;
  name: string;
  command: string;
  username: string;
  active: boolean;
  /** The schedule the timer follows (an override's, or the row's). */
  scheduleText: string;
  schedule: Schedule | undefined;
  next: number | undefined;
}

interface JobRecord {
  runs: number;
  lastRunAt: number | undefined;
  lastRunMs: number | undefined;
  lastError: string | undefined;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function startScheduledJobs(
  ctx: ServerContext,
  options: ScheduledJobsOptions = {},
): Promise<ScheduledJobs> {
  const overrides = options.schedules ?? {};
  const found = await ctx.db.query<{ present: boolean; real: boolean }>(
    `select to_regclass('cron.job') is not null as present,
            exists (select 1 from pg_extension where extname = 'pg_cron') as real`,
  );
  const present = found.rows[0]?.present === true;
  // The real pg_cron runs its jobs itself; this timer runs those of the stand-in.
  const timed = present && found.rows[0]?.real !== true;

  let jobs: Job[] = [];
  const records = new Map<string, JobRecord>();
  const recordOf = (name: string): JobRecord => {
    let record = records.get(name);
    if (!record) {
      record = { runs: 0, lastRunAt: undefined, lastRunMs: undefined, lastError: undefined };
      records.set(name, record);
    }
    return record;
  };
  let stopped = false;

  async function reload(): Promise<void> {
    if (!present) return;
    // pg_cron's table holds the jobs of every database of the cluster; the stand-in's holds this
    // database's, whatever name it had when they were scheduled (a copy, a restored backup).
    // Ordered by the job's number, not by its text (the output column): job 10 runs after job 9.
    const result = await ctx.db.query<JobRow>(
      `select j.jobid::text as jobid, j.jobname, j.schedule, j.command, j.username, j.active
       from cron.job j where $1 or j.database = current_database() order by j.jobid`,
      [timed],
    );
    const before = new Map(jobs.map((job) => [job.id, job]));
    const now = Date.now();
    jobs = result.rows.map((row) => {
      const name = row.jobname ?? `job ${row.jobid}`;
      const scheduleText = (Object.hasOwn(overrides, name) ? overrides[name] : undefined) ?? row.schedule;
      const previous = before.get(row.jobid);
      const schedule = previous?.scheduleText === scheduleText ? previous.schedule : parseSchedule(scheduleText);
      const job: Job = {
        id: row.jobid,
        name,
        command: row.command,
        username: row.username,
        active: row.active,
        scheduleText,
        schedule,
        next: undefined,
      };
      if (!schedule) {
        recordOf(name).lastError = `invalid schedule: ${scheduleText}`;
      } else if (timed && row.active) {
        job.next =
          previous?.scheduleText === scheduleText && previous.next !== undefined
            ? previous.next
            : nextTime(schedule, now, undefined);
      }
      return job;
    });
  }

  /** Runs one job in its own transaction, then removes the files of the objects it deleted. */
  async function runJob(job: Job, removedFiles: string[]): Promise<JobRun> {
    const record = recordOf(job.name);
    const started = Date.now();
    record.runs++;
    record.lastRunAt = started;
    if (job.schedule) job.next = timed && job.active ? nextTime(job.schedule, started, started) : undefined;
    try {
      const { rows, deleted } = await ctx.db.transaction(async (tx: Queryable) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('local_supabase.note_deleted_object_files', 'on', true)`,
          [job.username],
        );
        const result = await tx.query<Record<string, unknown>>(job.command);
        await tx.query('set local role none');
        const noted = await tx.query<{ bucket_id: string; name: string; version: string }>(
          `delete from storage.deleted_object_files where txid = txid_current() returning bucket_id, name, version`,
        );
        return { rows: result.rows, deleted: noted.rows };
      });
      // After the commit: a rolled-back job leaves every file in place.
      for (const object of deleted) {
        await removeVersion(ctx.storageDir, object.bucket_id, object.name, object.version);
        removedFiles.push(`${object.bucket_id}/${object.name}`);
      }
      record.lastError = undefined;
      record.lastRunMs = Date.now() - started;
      return { name: job.name, rows, ms: record.lastRunMs, error: null };
    } catch (error) {
      record.lastError = message(error);
      record.lastRunMs = Date.now() - started;
      ctx.log(`scheduled job ${job.name} failed: ${record.lastError}`);
      return { name: job.name, rows: [], ms: record.lastRunMs, error: record.lastError };
    } finally {
      // A job whose schedule came due while it ran runs at its next time after, as in pg_cron.
      if (job.schedule && job.next !== undefined && job.next <= Date.now()) {
        job.next = nextTime(job.schedule, Date.now(), started);
      }
    }
  }

  // Runs one after another, never overlapping.
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(async () => {
      busy = true;
      try {
        return await work();
      } finally {
        busy = false;
      }
    });
    running = next.catch(() => undefined);
    return next;
  };

  const runAll = async (pick: (job: Job) => boolean): Promise<JobsRun> => {
    await reload();
    const removedFiles: string[] = [];
    const runs: JobRun[] = [];
    for (const job of jobs.filter(pick)) runs.push(await runJob(job, removedFiles));
    return { jobs: runs, removedFiles };
  };

  const failedIn = (result: JobsRun): JobsRun => {
    const failed = result.jobs.filter((run) => run.error !== null);
    if (failed.length === 0) return result;
    throw Object.assign(
      new Error(
        `scheduled job${failed.length > 1 ? 's' : ''} failed: ${failed.map((r) => `${r.name}: ${r.error}`).join('; ')}`,
      ),
      { result },
    );
  };

  let unlisten: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  if (timed) {
    await reload();
    unlisten = await ctx.db.listen('cron_job_changed', () => {
      if (!stopped) serially(reload).catch((error: unknown) => ctx.log(`scheduled jobs: ${message(error)}`));
    });
    timer = setInterval(() => {
      if (busy || stopped) return;
      const now = Date.now();
      const due = (job: Job) => job.active && job.next !== undefined && job.next <= now;
      if (!jobs.some(due)) return;
      serially(async () => {
        for (const job of jobs.filter(due)) if (!stopped) await runJob(job, []);
      }).catch((error: unknown) => ctx.log(`scheduled jobs: ${message(error)}`));
    }, TICK_MS);
    timer.unref();
  }

  return {
    runNow: () => serially(() => runAll((job) => job.active)).then(failedIn),
    run: (name) =>
      serially(async () => {
        const result = await runAll((job) => job.name === name);
        if (result.jobs.length === 0) throw new Error(`no scheduled job is named '${name}'`);
        return result;
      }).then(failedIn),
    status: () =>
      jobs.map((job) => {
        const record = recordOf(job.name);
        return {
          name: job.name,
          does: job.command,
          schedule: job.scheduleText,
          everySeconds: everySecondsOf(job.schedule),
          runs: record.runs,
          lastRunAt: record.lastRunAt === undefined ? null : new Date(record.lastRunAt).toISOString(),
          lastRunMs: record.lastRunMs ?? null,
          lastError: record.lastError ?? null,
          nextRunAt: job.next === undefined || stopped ? null : new Date(job.next).toISOString(),
        };
      }),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      await unlisten?.();
    },
  };
}
