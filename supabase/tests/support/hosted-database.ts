// The `supabase-hosted` Vitest project runs the database tests a second time, against a
// PostgreSQL cluster laid out as hosted Supabase's (packages/hosted-rehearsal) instead of PGlite.
// Its global setup pushes the migrations with the real Supabase CLI, as `postgres`, twice: into
// the project database `postgres` with the seed (the rehearsal of a school's deploy, checked by
// tests/hosted/), and into a template that each test server clones. The servers run every Data
// API request as `authenticator`, so safeupdate and the API roles' timeouts hold as on hosted.
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import {
  type ClonedDatabase,
  cloneDatabase,
  type HostedCluster,
  type PushResult,
  sqlAsSuperuser,
  startHostedCluster,
  supabaseDbPush,
} from '../../../packages/hosted-rehearsal/src/index.ts';
import { cronStandInSql } from '../../../packages/local-supabase/src/db/migrate.ts';
import { timedSetup } from '../../../scripts/lib/test-timings.ts';

export interface HostedDatabaseInfo {
  port: number;
  /** The pushed, unseeded database test servers clone. */
  template: string;
  /** The project database the rehearsal pushed the migrations and the seed into. */
  project: string;
  /** Migration versions each push recorded, in order. */
  pushedToProject: string[];
  pushedToTemplate: string[];
  /** What `supabase db push --include-seed` printed for the project database. */
  projectPushOutput: string;
  /** Milliseconds from nothing to a cluster with both databases pushed. */
  setupMs: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    hostedDatabase: HostedDatabaseInfo | undefined;
  }
}

const TEMPLATE = 'project_template';

/** Vitest globalSetup of the supabase-hosted project. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const cluster: HostedCluster = await timedSetup('vitest', 'hosted-like cluster started', () => startHostedCluster());
  try {
    const project_: PushResult = await timedSetup('vitest', 'supabase db push with the seed, as a school deploys', () =>
      supabaseDbPush(cluster.port, 'postgres', { includeSeed: true }),
    );
    await cluster.createProjectDatabase(TEMPLATE);
    // A hosted project's database has pg_cron, and its migrations schedule their jobs there.
    await installCronStandIn(cluster.port, TEMPLATE);
    const template = await timedSetup('vitest', "supabase db push into the test servers' template", () =>
      supabaseDbPush(cluster.port, TEMPLATE),
    );
    project.provide('hostedDatabase', {
      port: cluster.port,
      template: TEMPLATE,
      project: 'postgres',
      pushedToProject: project_.applied,
      pushedToTemplate: template.applied,
      projectPushOutput: project_.output,
      setupMs: Date.now() - started,
    });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}

/**
 * This cluster's pg_cron serves the database `postgres` only, so a project database of it gets
 * the local backend's stand-in for pg_cron's interface, granted to `postgres` as hosted grants
 * pg_cron's: the migrations schedule their jobs in it, and test servers run them, as on PGlite.
 */
export async function installCronStandIn(port: number, database: string): Promise<void> {
  await sqlAsSuperuser(
    port,
    database,
    `${cronStandInSql}
     grant usage on schema cron to postgres;
     grant all on all tables in schema cron to postgres;
     grant all on all sequences in schema cron to postgres;
     grant execute on all functions in schema cron to postgres;`,
  );
}

/** The hosted-like cluster when this test runs in the supabase-hosted project, else undefined. */
export function hostedDatabase(): HostedDatabaseInfo | undefined {
  return inject('hostedDatabase');
}

/** A fresh copy of the pushed template for one test server; drop() removes it. */
export function cloneHostedDatabase(info: HostedDatabaseInfo): Promise<ClonedDatabase> {
  return cloneDatabase(info.port, info.template);
}
