// The local stand-in for the send-mail Edge Function: runs the same drain
// (supabase/functions/send-mail/drain.ts) against the local backend, with the service role key,
// sending over SMTP to the local mail catcher. It drains when it starts, at once when the
// database announces new mail (pg_notify 'mail_outbox'), and when the outbox says a message
// falls due (a retry after its backoff, a lease that ran out); with nothing due it sends no
// request at all. Where announcements can be missed it also looks every `intervalMs`, as pg_cron
// calls the Edge Function on a hosted project.

import type { Database as LocalDatabase } from '@seminary/local-supabase';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../packages/core/src/database.types.ts';
import { type DrainResult, drainMailOutbox } from '../../supabase/functions/send-mail/drain.ts';
import { createSmtpTransport } from '../../supabase/functions/send-mail/smtp-transport.ts';

export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

/**
 * The shortest wait for a message due now that the last drain did not take: the database's clock
 * may be a little behind this process's, or another sender holds it; waking at once would ask again
 * and again within the same millisecond.
 */
const MIN_WAIT_MS = 1_000;
/** The longest single wait before the outbox is asked again (a timer beyond about 24.8 days would fire at once). */
const MAX_WAIT_MS = 60 * 60_000;

export interface MailWorkerOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  smtp: { host: string; port: number };
  /** The backend's database, to hear about new mail at once; without it the worker only polls. */
  db?: Pick<LocalDatabase, 'listen' | 'kind'>;
  /**
   * How often it looks for mail nobody announced, and how long it waits after a drain failed.
   * It looks only without `db`, or on PostgreSQL, whose listener misses announcements made while
   * its connection is down; PGlite announces every commit to this very process.
   */
  intervalMs?: number;
  log?: (line: string) => void;
}

/** What the worker is doing, for the backend's health answer. */
export interface MailWorkerStatus {
  draining: boolean;
  /** Drains since start. */
  drains: number;
  lastDrain: { at: string; ms: number; sent: number; failed: number; error?: string } | null;
  /** When the worker drains next unasked; null when nothing is due and nothing needs a look. */
  nextDrainAt: string | null;
  /** The outbox now: messages waiting to be sent (or being sent), the earliest due, and those given up. */
  backlog: { waiting: number; nextDueAt: string | null; failed: number };
}

export interface MailWorker {
  /** Sends what is due now (after a drain already running, drains once more). */
  drain(): Promise<DrainResult>;
  status(): Promise<MailWorkerStatus>;
  close(): Promise<void>;
}

const WAITING = ['pending', 'sending'];
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function startMailWorker(options: MailWorkerOptions): Promise<MailWorker> {
  const log = options.log ?? ((line) => process.stderr.write(`[mail] ${line}\n`));
  const interval = options.intervalMs ?? 30_000;
  const polls = options.db === undefined || options.db.kind !== 'pglite';
  const client = createClient<Database>(options.supabaseUrl, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const transport = createSmtpTransport({ ...options.smtp, ignoreTLS: true });

  let running: Promise<DrainResult> | undefined;
  let followUp: Promise<DrainResult> | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let nextDrainAt: number | undefined;
  let drains = 0;
  let lastDrain: MailWorkerStatus['lastDrain'] = null;

  /** The earliest time a waiting message is due, if one waits. */
  async function nextDue(): Promise<number | undefined> {
    const { data, error } = await client
      .from('mail_outbox')
      .select('next_attempt_at')
      .in('status', WAITING)
      .order('next_attempt_at')
      .limit(1);
    if (error) throw new Error(`mail_outbox: ${error.message}`);
    const due = data[0]?.next_attempt_at;
    return due === undefined ? undefined : Date.parse(due);
  }

  function wakeAt(at: number | undefined) {
    clearTimeout(timer);
    timer = undefined;
    nextDrainAt = undefined;
    if (closed || at === undefined) return;
    const wait = Math.min(Math.max(at - Date.now(), MIN_WAIT_MS), MAX_WAIT_MS);
    nextDrainAt = Date.now() + wait;
    timer = setTimeout(() => {
      timer = undefined;
      nextDrainAt = undefined;
      drain().catch((error: Error) => log(error.message));
    }, wait);
    timer.unref();
  }

  const drainOnce = async (): Promise<DrainResult> => {
    const started = Date.now();
    const record = (result: DrainResult, error?: unknown) => {
      lastDrain = {
        at: new Date(started).toISOString(),
        ms: Date.now() - started,
        ...result,
        ...(error === undefined ? {} : { error: message(error) }),
      };
    };
    drains++;
    // This drain decides when the next one is due.
    wakeAt(undefined);
    let result: DrainResult = { sent: 0, failed: 0 };
    try {
      result = await drainMailOutbox(client, transport.send);
      if (result.sent || result.failed) log(`sent ${result.sent}, failed ${result.failed} (retried later)`);
      const due = await nextDue();
      const look = polls ? Date.now() + interval : undefined;
      wakeAt(due === undefined ? look : Math.min(due, look ?? due));
      record(result);
      return result;
    } catch (error) {
      record(result, error);
      wakeAt(Date.now() + interval);
      throw error;
    }
  };

  function drain(): Promise<DrainResult> {
    if (closed) return Promise.resolve({ sent: 0, failed: 0 });
    if (!running) {
      running = drainOnce().finally(() => {
        running = undefined;
      });
      return running;
    }
    // Mail announced while a drain runs may have come after its last claim: one more drain
    // follows, shared by everyone who asks meanwhile. That drain asks for none itself, so a
    // follow-up never begets another unless mail is announced again.
    followUp ??= running
      .catch(() => undefined)
      .then(() => {
        followUp = undefined;
        return drain();
      });
    return followUp;
  }

  const unlisten = options.db
    ? await options.db.listen(MAIL_OUTBOX_CHANNEL, () => {
        drain().catch((error: Error) => log(error.message));
      })
    : undefined;
  // What waited while nothing was sending (a stop, a restored backup) goes now, and the outbox says when to look next.
  drain().catch((error: Error) => log(error.message));

  return {
    drain,
    async status() {
      const [waiting, failed] = await Promise.all([
        client
          .from('mail_outbox')
          .select('next_attempt_at', { count: 'exact' })
          .in('status', WAITING)
          .order('next_attempt_at')
          .limit(1),
        client.from('mail_outbox').select('id', { count: 'exact', head: true }).eq('status', 'failed'),
      ]);
      if (waiting.error) throw new Error(`mail_outbox: ${waiting.error.message}`);
      if (failed.error) throw new Error(`mail_outbox: ${failed.error.message}`);
      return {
        draining: running !== undefined,
        drains,
        lastDrain,
        nextDrainAt: nextDrainAt === undefined ? null : new Date(nextDrainAt).toISOString(),
        backlog: {
          waiting: waiting.count ?? 0,
          nextDueAt: waiting.data[0]?.next_attempt_at ?? null,
          failed: failed.count ?? 0,
        },
      };
    },
    async close() {
      closed = true;
      wakeAt(undefined);
      await unlisten?.();
      await running?.catch(() => undefined);
      await followUp?.catch(() => undefined);
      transport.close();
    },
  };
}
