// The outbox's rows as the e-mails they stand for: the database queues a kind, a language and
// parameters, and send-mail writes subject and text from packages/core's mail words when it sends.
// The tests read what would be sent through that same module.
import { type QueuedMail, renderMail } from '@seminary/core/mail/render.ts';

export type WithText<T> = T & { subject: string; body_text: string };

/** The row with the subject and text its e-mail has. */
export function withText<T extends QueuedMail>(row: T): WithText<T> {
  const { subject, text } = renderMail(row);
  return { ...row, subject, body_text: text };
}
