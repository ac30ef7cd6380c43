import { randomBytes } from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';

/** Mailpit's address shape. */
export interface MailAddress {
  Name: string;
  Address: string;
}

export interface MailAttachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
}

/** One caught message, in Mailpit's field names. */
export interface CaughtMessage {
  ID: string;
  MessageID: string;
  From: MailAddress;
  To: MailAddress[];
  Cc: MailAddress[];
  /** Envelope recipients named in no header, as Mailpit reports them. */
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  /** When the catcher received it. */
  Created: string;
  /** The Date header, or the time received when there is none. */
  Date: string;
  Text: string;
  HTML: string;
  Size: number;
  Inline: MailAttachment[];
  Attachments: MailAttachment[];
  Tags: string[];
  Read: boolean;
  Raw: Buffer;
}

/** Mailpit's message summary (GET /api/v1/messages). */
export interface MessageSummary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Subject: string;
  Created: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
}

/** The most messages kept, newest first; older ones are dropped as Mailpit's max messages does. */
export const MAX_MESSAGES = 1000;
/** The most bytes of raw mail kept, so a few huge messages cannot exhaust memory either. */
export const MAX_STORED_BYTES = 64 * 1024 * 1024;
const SNIPPET_LENGTH = 250;

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) =>
      entry.group
        ? entry.group.map((member) => ({ Name: member.name, Address: member.address ?? '' }))
        : [{ Name: entry.name, Address: entry.address ?? '' }],
    ),
  );
}

/** Mailpit's IDs are opaque random strings; these are too. */
function newId(): string {
  return randomBytes(16).toString('base64url');
}

export function summaryOf(message: CaughtMessage): MessageSummary {
  const snippet = message.Text.replace(/\s+/g, ' ').trim();
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: message.Read,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    Subject: message.Subject,
    Created: message.Created,
    Tags: message.Tags,
    Size: message.Size,
    Attachments: message.Attachments.length,
    Snippet: snippet.length > SNIPPET_LENGTH ? `${snippet.slice(0, SNIPPET_LENGTH)}...` : snippet,
  };
}

/** What GET /api/v1/message/{ID} answers: everything but the raw bytes and the read flag. */
export function detailOf(message: CaughtMessage): Omit<CaughtMessage, 'Raw' | 'Read' | 'Created'> {
  const { Raw: _raw, Read: _read, Created: _created, ...detail } = message;
  return detail;
}

export interface Envelope {
  mailFrom: string;
  recipients: string[];
}

/**
 * The caught mail, in memory and newest first, bounded by count and bytes. Search follows
 * Mailpit's syntax for what the tests and the office need: `to:`, `from:`, `subject:` and plain
 * words (matched in the addresses, the subject and the text), all of which must match.
 */
export class MailStore {
  private messages: CaughtMessage[] = [];
  private bytes = 0;

  add(parsed: ParsedMail, raw: Buffer, envelope: Envelope): CaughtMessage {
    const to = addresses(parsed.to);
    const cc = addresses(parsed.cc);
    const named = new Set([...to, ...cc].map((a) => a.Address.toLowerCase()));
    const received = new Date().toISOString();
    const parts = parsed.attachments.map((attachment, index) => ({
      inline: attachment.contentDisposition === 'inline' && Boolean(attachment.contentId),
      summary: {
        PartID: String(index + 2),
        FileName: attachment.filename ?? '',
        ContentType: attachment.contentType,
        ContentID: attachment.contentId?.replace(/^<|>$/g, '') ?? '',
        Size: attachment.size,
      },
    }));
    const message: CaughtMessage = {
      ID: newId(),
      MessageID: parsed.messageId?.replace(/^<|>$/g, '') ?? '',
      From: addresses(parsed.from)[0] ?? { Name: '', Address: envelope.mailFrom },
      To: to,
      Cc: cc,
      Bcc: [
        ...addresses(parsed.bcc),
        ...envelope.recipients
          .filter((address) => !named.has(address.toLowerCase()))
          .map((address) => ({ Name: '', Address: address })),
      ],
      ReplyTo: addresses(parsed.replyTo),
      ReturnPath: envelope.mailFrom,
      Subject: parsed.subject ?? '',
      Created: received,
      Date: parsed.date?.toISOString() ?? received,
      Text: parsed.text ?? '',
      HTML: parsed.html || '',
      Size: raw.length,
      Inline: parts.filter((p) => p.inline).map((p) => p.summary),
      Attachments: parts.filter((p) => !p.inline).map((p) => p.summary),
      Tags: [],
      Read: false,
      Raw: raw,
    };
    this.messages.unshift(message);
    this.bytes += raw.length;
    while (this.messages.length > MAX_MESSAGES || (this.bytes > MAX_STORED_BYTES && this.messages.length > 1)) {
      const dropped = this.messages.pop() as CaughtMessage;
      this.bytes -= dropped.Size;
    }
    return message;
  }

  get(id: string): CaughtMessage | undefined {
    return this.messages.find((message) => message.ID === id);
  }

  /** Newest first. */
  list(query = ''): CaughtMessage[] {
    const terms = parseQuery(query);
    return terms.length === 0 ? [...this.messages] : this.messages.filter((m) => terms.every((t) => t(m)));
  }

  get total(): number {
    return this.messages.length;
  }

  get unread(): number {
    return this.messages.filter((message) => !message.Read).length;
  }

  /** Deletes the given messages, or all of them without IDs. */
  delete(ids?: string[]): void {
    const doomed = ids ? new Set(ids) : null;
    this.messages = doomed ? this.messages.filter((message) => !doomed.has(message.ID)) : [];
    this.bytes = this.messages.reduce((sum, message) => sum + message.Size, 0);
  }
}

type Term = (message: CaughtMessage) => boolean;

function addressText(list: MailAddress[]): string {
  return list.map((a) => `${a.Name} <${a.Address}>`).join(', ');
}

function parseQuery(query: string): Term[] {
  const tokens = query.match(/-?(?:\w+:)?(?:"[^"]*"|\S+)/g) ?? [];
  return tokens.map((token) => {
    const negated = token.startsWith('-');
    const body = negated ? token.slice(1) : token;
    const field = /^(to|from|subject):/i.exec(body)?.[1]?.toLowerCase();
    const value = (field ? body.slice(field.length + 1) : body).replace(/^"|"$/g, '').toLowerCase();
    const haystack = (m: CaughtMessage): string => {
      if (field === 'to') return addressText([...m.To, ...m.Cc, ...m.Bcc]);
      if (field === 'from') return addressText([m.From]);
      if (field === 'subject') return m.Subject;
      return [addressText([m.From, ...m.To, ...m.Cc, ...m.Bcc]), m.Subject, m.Text].join('\n');
    };
    return (m: CaughtMessage) => haystack(m).toLowerCase().includes(value) !== negated;
  });
}
