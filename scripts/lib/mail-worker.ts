// The local stand-in for the send-mail Edge Function: runs the same drain
// (supabase/functions/send-mail/drain.ts) against the local backend, with the service role key,
// sending over SMTP to the local mail catcher. It drains every few seconds, and at once when
// the database announces new mail (pg_notify 'mail_outbox').

import type { Database as LocalDatabase } from '@seminary/local-supabase';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../packages/core/src/database.types.ts';
import { type DrainResult, drainMailOutbox } from '../../supabase/functions/send-mail/drain.ts';
import { createSmtpTransport } from '../../supabase/functions/send-mail/smtp-transport.ts';

export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

export interface MailWorkerOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  smtp: { host: string; port: number };
  /** The backend's database, to hear about new mail at once; without it the worker only polls. */
  db?: Pick<LocalDatabase, 'listen'>;
  intervalMs?: number;
  log?: (line: string) => void;
}

export interface MailWorker {
  /** Sends what is due now (waits for a drain already running, then drains again). */
  drain(): Promise<DrainResult>;
  close(): Promise<void>;
}

export async function startMailWorker(options: MailWorkerOptions): Promise<MailWorker> {
  const log = options.log ?? ((line) => process.stderr.write(`[mail] ${line}\n`));
  const interval = options.intervalMs ?? 2_000;
  const client = createClient<Database>(options.supabaseUrl, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const transport = createSmtpTransport({ ...options.smtp, ignoreTLS: true });

  let running: Promise<DrainResult> | undefined;
  let followUp: Promise<DrainResult> | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const drainOnce = async (): Promise<DrainResult> => {
    const result = await drainMailOutbox(client, transport.send);
    if (result.sent || result.failed) log(`sent ${result.sent}, failed ${result.failed} (retried later)`);
    return result;
  };

  function drain(): Promise<DrainResult> {
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
        return closed ? { sent: 0, failed: 0 } : drain();
      });
    return followUp;
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(() => {
      drain()
        .catch((error: Error) => log(error.message))
        .finally(schedule);
    }, interval);
    timer.unref();
  }

  const unlisten = options.db
    ? await options.db.listen(MAIL_OUTBOX_CHANNEL, () => {
        void drain().catch((error: Error) => log(error.message));
      })
    : undefined;
  schedule();

  return {
    drain,
    async close() {
      closed = true;
      clearTimeout(timer);
      await unlisten?.();
      await running?.catch(() => undefined);
      await followUp?.catch(() => undefined);
      transport.close();
    },
  };
}
