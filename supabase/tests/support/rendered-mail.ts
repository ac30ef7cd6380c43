// The outbox's rows as the e-mails they stand for: the database queues a kind, a language and
// parameters, and send-mail writes subject and text from packages/core's mail words when it sends.
// The tests read what would be sent through that same module.
import { type QueuedMail, renderMail } from '@seminary/core/mail/render.ts';
import type { SeminaryServer } from './seminary-server.ts';

export type WithText<T> = T & { subject: string; body_text: string };

/** The row with the subject and text its e-mail has. */
export function withText<T extends QueuedMail>(row: T): WithText<T> {
  const { subject, text } = renderMail(row);
  return { ...row, subject, body_text: text };
}

/** An outbox row as the tests read it: what the e-mail is and whom it goes to. */
export interface OutboxMail {
  kind: string;
  to_addresses: string[];
  language: string;
  parameters: unknown;
}
export type Mail = WithText<OutboxMail>;

/** The e-mails queued to an address whose kind starts with kindPrefix, oldest first, as they read. */
export async function mailsQueuedTo(db: SeminaryServer, email: string, kindPrefix: string): Promise<Mail[]> {
  return (
    await db.sql<OutboxMail>(
      `select kind, to_addresses, language, parameters from public.mail_outbox
       where $1 = any(to_addresses) and kind like $2 || '%' order by id`,
      [email, kindPrefix],
    )
  ).map(withText);
}
