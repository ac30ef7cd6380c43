// The outbox's messages over SMTP with nodemailer: a provider's SMTP relay in production, the
// local backend's mail catcher on this machine. Deno resolves `nodemailer` through this
// function's deno.json (npm:nodemailer), Node through the workspace's node_modules.
import nodemailer from 'nodemailer';
import type { MailTransport } from './drain.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean;
  /** Never upgrade with STARTTLS: for a local catcher without a certificate. */
  ignoreTLS?: boolean;
  user?: string;
  pass?: string;
  /** Sends as this address, whatever the outbox row says (a provider that allows one sender). */
  from?: string;
}

export interface SmtpTransport {
  send: MailTransport;
  close(): void;
}

export function createSmtpTransport(settings: SmtpSettings): SmtpTransport {
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure ?? settings.port === 465,
    ignoreTLS: settings.ignoreTLS ?? false,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from: settings.from ?? mail.from,
        ...(settings.from && settings.from !== mail.from ? { replyTo: mail.from } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
      });
    },
    close: () => transporter.close(),
  };
}
