// The outbox's messages through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email),
// for a project that would rather not use SMTP. Each message carries its outbox id as Resend's
// Idempotency-Key, so a resend after a sender stopped between sending and completing (within
// Resend's 24 hours) is recognised and not delivered twice. Web APIs only.
import type { MailTransport } from './drain.ts';

export interface ResendSettings {
  apiKey: string;
  /** Sends as this address, whatever the outbox row says (the row's address becomes Reply-To). */
  from?: string;
  apiUrl?: string;
  fetch?: typeof fetch;
}

export function createResendTransport(settings: ResendSettings): MailTransport {
  const send = settings.fetch ?? fetch;
  const url = `${settings.apiUrl ?? 'https://api.resend.com'}/emails`;
  return async (mail) => {
    const response = await send(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `outbox-${mail.id}`,
      },
      body: JSON.stringify({
        from: settings.from ?? mail.from,
        ...(settings.from && settings.from !== mail.from ? { reply_to: mail.from } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: { 'Message-ID': mail.messageId },
      }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      throw new Error(`Resend answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
  };
}
