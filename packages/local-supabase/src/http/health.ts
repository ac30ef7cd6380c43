// GET /health: whether the server is up, for anyone (a monitor, a proxy's health check); and, to a
// caller with the service role key, what it is doing: its activity counts (requests, database
// statements by who sent them, notification listeners), its scheduled jobs' last and next runs,
// and the reports of what the process that started it runs beside it (npm start's mail worker
// and publisher). Work nobody asked for shows there as counts that rise and runs that come too
// often, without a profiler.
import type { Context } from 'hono';
import { resolveCaller } from './caller.ts';
import type { ServerContext } from './context.ts';

/** One part of the detailed answer; it may read what it reports (a failure is reported, not thrown). */
export type StatusReport = () => unknown;

/** Names the answer's own fields take. */
const OWN_FIELDS = new Set(['status', 'database', 'startedAt', 'activity']);

export class ServerStatus {
  private readonly startedAt = new Date().toISOString();
  private readonly reports = new Map<string, StatusReport>();

  /** Adds a part to the detailed answer under `name`. */
  report(name: string, report: StatusReport): void {
    if (OWN_FIELDS.has(name) || this.reports.has(name)) throw new Error(`The health answer already has a '${name}'.`);
    this.reports.set(name, report);
  }

  async details(): Promise<Record<string, unknown>> {
    const parts = await Promise.all(
      [...this.reports].map(async ([name, report]) => {
        try {
          return [name, await report()] as const;
        } catch (error) {
          return [name, { error: error instanceof Error ? error.message : String(error) }] as const;
        }
      }),
    );
    return { startedAt: this.startedAt, ...Object.fromEntries(parts) };
  }
}

export async function healthAnswer(ctx: ServerContext, c: Context): Promise<Response> {
  await ctx.db.query('select 1');
  const answer = { status: 'ok', database: ctx.db.kind };
  const caller = await resolveCaller(ctx, {
    authorization: c.req.header('authorization'),
    apikey: c.req.header('apikey'),
  });
  // Anyone else, a wrong key included, gets the short answer: health checks send none.
  if (!caller.ok || caller.caller.role !== 'service_role') return c.json(answer);
  return c.json({ ...answer, ...(await ctx.status.details()), activity: ctx.activity.counts() });
}
