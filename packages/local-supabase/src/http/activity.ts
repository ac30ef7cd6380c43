// What the server has done since it started, counted as it happens: the requests it answered, the
// statements it sent to the database and who sent them, and the notification channels it listens
// on. A server that keeps working while nothing arrives shows it here as counts that rise between
// two looks at its health answer, no profiler needed.
import type { Database, Queryable, QueryResult } from '../db/database.ts';

/**
 * Who sent a statement: a request's handler (REST, Auth, Storage, and the schema cache they read),
 * the scheduled jobs, or the process that started the server through `RunningServer.db` (npm
 * start's publisher, mail worker and accounts).
 */
export type StatementSource = 'requests' | 'scheduledJobs' | 'embedder';

export interface ActivityCounts {
  requests: number;
  statements: Record<StatementSource, number>;
  /** Subscribers to each notification channel (channels without one are left out). */
  listeners: Record<string, number>;
}

export class Activity {
  private requests = 0;
  private readonly statements: Record<StatementSource, number> = { requests: 0, scheduledJobs: 0, embedder: 0 };
  private readonly listeners = new Map<string, number>();

  countRequest() {
    this.requests++;
  }

  counts(): ActivityCounts {
    return {
      requests: this.requests,
      statements: { ...this.statements },
      listeners: Object.fromEntries([...this.listeners].sort(([a], [b]) => a.localeCompare(b))),
    };
  }

  /** The same database, with every statement sent through it counted as `source`'s. */
  counting(db: Database, source: StatementSource): Database {
    const count = () => {
      this.statements[source]++;
    };
    const counted = (target: Queryable): Queryable => ({
      query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
        count();
        return target.query<T>(sql, params);
      },
      exec(sql: string) {
        count();
        return target.exec(sql);
      },
    });
    const subscribe = async (channel: string, onPayload: (payload: string) => void) => {
      count();
      const unlisten = await db.listen(channel, onPayload);
      this.listeners.set(channel, (this.listeners.get(channel) ?? 0) + 1);
      let listening = true;
      return async () => {
        if (listening) {
          listening = false;
          const left = (this.listeners.get(channel) ?? 1) - 1;
          if (left > 0) this.listeners.set(channel, left);
          else this.listeners.delete(channel);
        }
        await unlisten();
      };
    };
    return {
      kind: db.kind,
      ...counted(db),
      transaction: (fn) => db.transaction((tx) => fn(counted(tx))),
      listen: subscribe,
      close: () => db.close(),
    };
  }
}
