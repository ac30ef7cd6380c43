// The school's scheduled jobs, as the migrations schedule them with cron.schedule (pg_cron on a
// hosted project, the local backend's stand-in here), read back from one run of them all: the
// backend runs whatever cron.job holds and returns what each command returned; this says what that
// means for the school.
import type { JobsRun, RunningServer } from '../../../packages/local-supabase/src/index.ts';

/** What one run of private.apply_retention() and the daily purges beside it did. */
export interface RetentionRun {
  noticesSent: number;
  recordsErased: number;
  mailBodiesPurged: number;
  trashEmptied: number;
  /** Audit trail entries past their two years (the job purge-audit-log). */
  auditEntriesPurged: number;
  /** Versions of content deleted more than 30 days ago (the job purge-content-versions). */
  contentVersionsPurged: number;
}

export interface SchoolJobsRun {
  /** Whether waiting visitor edits were released into a rebuild. */
  released: boolean;
  /** Whether a news post's time came, so the site rebuilds to show it. */
  postsPublished: boolean;
  /** Whether a new day in India began after an event ended, so the site rebuilds its calendar. */
  eventDayPublished: boolean;
  /** Objects purged, as `<bucket>/<name>`: their rows deleted by a job, their files removed. */
  purged: string[];
  /** What the retention schedule did, when the database schedules it. */
  retention?: RetentionRun | undefined;
}

/** The first row of a job's run, or undefined when the database has no such job. */
function firstRow(run: JobsRun, job: string): Record<string, unknown> | undefined {
  return run.jobs.find((each) => each.name === job)?.rows[0];
}

const count = (value: unknown) => Number(value ?? 0);

/** Reads one run of every scheduled job as what it did for the school. */
export function schoolJobsRun(run: JobsRun): SchoolJobsRun {
  const retention = firstRow(run, 'apply-retention');
  return {
    released: firstRow(run, 'release-visitor-site-changes')?.release_visitor_site_changes === true,
    postsPublished: firstRow(run, 'publish-due-posts')?.publish_due_posts === true,
    eventDayPublished: firstRow(run, 'publish-new-event-day')?.publish_new_event_day === true,
    purged: run.removedFiles,
    retention: retention && {
      noticesSent: count(retention.notices_sent),
      recordsErased: count(retention.records_erased),
      mailBodiesPurged: count(retention.mail_bodies_purged),
      trashEmptied: count(retention.trash_emptied),
      auditEntriesPurged: count(firstRow(run, 'purge-audit-log')?.purge_audit_log),
      contentVersionsPurged: count(firstRow(run, 'purge-content-versions')?.purge_content_versions),
    },
  };
}

/** Runs every scheduled job now, as the backend does at its start, and says what they did. */
export async function runScheduledJobs(server: Pick<RunningServer, 'jobs'>): Promise<SchoolJobsRun> {
  return schoolJobsRun(await server.jobs.runNow());
}
