// Sends what the database's mail outbox holds (supabase/schemas/10_mail.sql): claims due messages
// with a lease, writes each from its kind, language and parameters in the words of packages/core's
// mail catalogue, hands it to a transport, and reports each outcome back, so a failure is
// retried with backoff and stays visible (status, last_error) and nothing is lost. A message keeps
// one Message-ID across attempts: if a sender stops after sending but before completing, the lease
// runs out and the message is sent again with the same Message-ID, which receivers can use to drop
// the copy. Web APIs only: the Edge Function (index.ts) and the local mail worker
// (scripts/lib/mail-worker.ts) run this same code.
//
// The words come from packages/core, outside supabase/functions: Node finds `@seminary/core` in the
// workspace, Deno through this function's deno.json, whose import map points the prefix at
// packages/core/src. An import map entry is also what `supabase functions deploy` needs to take
// those files along: bundling in Docker mounts the local paths an import map names, and bundling
// through the API (--use-api) follows the imports, import map included, from the project's root.
import { type QueuedMail, renderMail } from '@seminary/core/mail/render.ts';

export interface OutgoingMail {
  /** The outbox row's id. */
  id: number;
  /** The same for every attempt at this message: `<outbox-<id>@seminary.local>`. */
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Sends one message; throws (or rejects) when it could not. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** A claimed outbox row, as claim_mail returns it. */
interface ClaimedMail extends QueuedMail {
  id: number;
  from_address: string;
  to_addresses: string[];
}

interface RpcAnswer<T> {
  data: T | null;
  error: { message: string } | null;
}

/** What the drain needs of a supabase-js client made with the service role key. */
export interface MailOutboxClient {
  rpc(fn: 'claim_mail', args: { batch: number }): PromiseLike<RpcAnswer<ClaimedMail[]>>;
  rpc(fn: 'complete_mail', args: { id: number; error?: string }): PromiseLike<RpcAnswer<unknown>>;
}

export interface DrainOptions {
  /** Messages claimed at a time. */
  batch?: number;
  /** Stop after this many batches, so one call ends even while mail keeps arriving. */
  maxBatches?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export const outboxMessageId = (id: number) => `<outbox-${id}@seminary.local>`;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'Sending failed.';

/** Sends every message due now; resolves with how many were sent and how many failed this time. */
export async function drainMailOutbox(
  client: MailOutboxClient,
  send: MailTransport,
  options: DrainOptions = {},
): Promise<DrainResult> {
  const batch = options.batch ?? 10;
  const maxBatches = options.maxBatches ?? 20;
  const result: DrainResult = { sent: 0, failed: 0 };

  for (let round = 0; round < maxBatches; round++) {
    const claimed = await client.rpc('claim_mail', { batch });
    if (claimed.error) throw new Error(`claim_mail: ${claimed.error.message}`);
    const rows = claimed.data ?? [];

    for (const row of rows) {
      let failure: string | undefined;
      try {
        const { subject, text } = renderMail(row);
        await send({
          id: row.id,
          messageId: outboxMessageId(row.id),
          from: row.from_address,
          to: row.to_addresses,
          subject,
          text,
        });
      } catch (error) {
        failure = errorText(error);
      }
      const completed = await client.rpc(
        'complete_mail',
        failure === undefined ? { id: row.id } : { id: row.id, error: failure },
      );
      if (completed.error) throw new Error(`complete_mail: ${completed.error.message}`);
      if (failure === undefined) result.sent++;
      else result.failed++;
    }
    if (rows.length < batch) break;
  }
  return result;
}
