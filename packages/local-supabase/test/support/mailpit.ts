/** Reads the local mail catcher through Mailpit's HTTP API, as a developer's tools would. */
import nodemailer, { type Transporter } from 'nodemailer';
import type { TestServer } from './server.ts';

/** The server's mail catcher: its SMTP address and its Mailpit API. */
export function catcherOf(server: TestServer): NonNullable<TestServer['mail']> {
  if (!server.mail) throw new Error('the server was started without its mail catcher');
  return server.mail;
}

/** An SMTP client of the server's mail catcher, as the project's mail sender connects to it. */
export function catcherTransport(
  server: TestServer,
  options: { pool?: true; maxConnections?: number } = {},
): Transporter {
  const mail = catcherOf(server);
  return nodemailer.createTransport({ host: mail.smtpHost, port: mail.smtpPort, secure: false, ...options });
}

export interface MailpitAddress {
  Name: string;
  Address: string;
}

export interface MailpitSummary {
  ID: string;
  MessageID: string;
  From: MailpitAddress;
  To: MailpitAddress[];
  Subject: string;
  Snippet: string;
}

export interface MailpitMessage extends MailpitSummary {
  Text: string;
  HTML: string;
}

export async function mailpitJson<T>(apiUrl: string, path: string): Promise<T> {
  const response = await fetch(`${apiUrl}/api/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Polls Mailpit's search until a message matches (mail is sent in the background), then reads it whole. */
export async function waitForMail(apiUrl: string, query: string, timeoutMs = 5000): Promise<MailpitMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await mailpitJson<{ messages: MailpitSummary[] }>(
      apiUrl,
      `/search?query=${encodeURIComponent(query)}`,
    );
    const first = found.messages[0];
    if (first) return mailpitJson<MailpitMessage>(apiUrl, `/message/${first.ID}`);
    if (Date.now() > deadline) throw new Error(`no mail matching ${query} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
