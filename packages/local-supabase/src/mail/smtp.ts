import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailStore } from './store.ts';

/** The largest message accepted, as SMTP's SIZE extension announces it. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * An SMTP server that accepts any sender and recipient without authentication (as the
 * Supabase CLI's Mailpit does) and keeps every message in the store.
 */
export function createSmtpServer(store: MailStore, log: (line: string) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'local-supabase mail catcher',
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'local' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const envelope = {
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            };
            const message = store.add(parsed, raw, envelope);
            log(`mail: caught "${message.Subject}" for ${envelope.recipients.join(', ')}`);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
}
