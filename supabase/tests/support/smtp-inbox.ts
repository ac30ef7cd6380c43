// A real SMTP server on a free port that keeps what it receives, parsed, for tests of the mail
// sender. smtp-server and mailparser are the local backend's dependencies, so they are loaded
// from that package.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

const localSupabase = createRequire(
  join(import.meta.dirname, '..', '..', '..', 'packages', 'local-supabase', 'package.json'),
);

interface SmtpServerInstance {
  server: { address(): AddressInfo | string | null };
  listen(port: number, host: string, callback: () => void): void;
  close(callback: () => void): void;
}
type SmtpServerClass = new (options: {
  authOptional: boolean;
  disabledCommands: string[];
  logger: boolean;
  onData(stream: Readable, session: unknown, callback: (error?: Error | null) => void): void;
}) => SmtpServerInstance;

interface ParsedAddress {
  value: { address?: string }[];
}
interface ParsedMail {
  messageId?: string;
  subject?: string;
  text?: string;
  from?: ParsedAddress;
  to?: ParsedAddress | ParsedAddress[];
}

const { SMTPServer } = localSupabase('smtp-server') as { SMTPServer: SmtpServerClass };
const { simpleParser } = localSupabase('mailparser') as { simpleParser(source: Readable): Promise<ParsedMail> };

export interface ReceivedMail {
  messageId: string;
  from: string[];
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpInbox {
  host: string;
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

const addresses = (field: ParsedAddress | ParsedAddress[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((f) => f.value.map((v) => v.address ?? ''));

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            messageId: mail.messageId ?? '',
            from: addresses(mail.from),
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port: address.port,
    messages,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
