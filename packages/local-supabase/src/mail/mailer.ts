import nodemailer from 'nodemailer';

/** Where mail goes out: the local catcher, or the SMTP server `[auth.email.smtp]` names. */
export interface SmtpTarget {
  host: string;
  port: number;
  user?: string | undefined;
  pass?: string | undefined;
  /** The sender's address (`admin_email`). */
  adminEmail: string;
  /** The sender's display name (`sender_name`). */
  senderName?: string | undefined;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /**
   * Sends in the background: a request that mails answers without waiting for the SMTP
   * exchange, so its timing says nothing about whether a mail went out. A failure is logged.
   */
  send(mail: OutgoingMail): void;
  /** Waits for every mail handed over so far to be sent or to fail. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(target: SmtpTarget, log: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({
    host: target.host,
    port: target.port,
    // Port 465 speaks TLS from the start; others upgrade with STARTTLS when the server offers it.
    secure: target.port === 465,
    ...(target.user ? { auth: { user: target.user, pass: target.pass ?? '' } } : {}),
  });
  const from = target.senderName ? { name: target.senderName, address: target.adminEmail } : target.adminEmail;
  const pending = new Set<Promise<void>>();
  return {
    send(mail) {
      const sending = transport
        .sendMail({ from, ...mail })
        .then(() => undefined)
        .catch((error: Error) => log(`mail: sending "${mail.subject}" to ${mail.to} failed: ${error.message}`))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settle() {
      await Promise.all([...pending]);
    },
    async close() {
      await this.settle();
      transport.close();
    },
  };
}
