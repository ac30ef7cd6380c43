// Supabase Edge Function `send-mail` (Deno): sends the admissions e-mails waiting in the mail
// outbox. pg_cron calls it every 30 seconds through pg_net (docs/DEPLOY.md); each call sends what is
// due and returns. Deployed with `supabase functions deploy send-mail --no-verify-jwt`: the caller
// proves itself with SEND_MAIL_SECRET, as the database holds it in Vault. Function secrets:
//   SEND_MAIL_SECRET                      the shared secret (Vault's send_mail_secret)
//   SMTP_HOST, SMTP_PORT (465 by default) the provider's SMTP relay; Edge Functions may not connect
//                                         to ports 25 and 587, so 465 (TLS) or a provider's alternative port
//   SMTP_USER, SMTP_PASS                  its credentials
//   SMTP_SECURE                           'true' for TLS from the first byte on a port other than 465;
//                                         otherwise STARTTLS when the server offers it, plain SMTP when
//                                         it does not (a local mail catcher)
//   SMTP_FROM                             optional: send as this address (the admin's From becomes Reply-To)
// or, instead of SMTP, Resend's HTTP API:
//   RESEND_API_KEY, and optionally MAIL_FROM (as SMTP_FROM)
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by the platform.
import { createClient } from '@supabase/supabase-js';
import { drainMailOutbox, type MailOutboxClient, type MailTransport } from './drain.ts';
import { createResendTransport } from './resend-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

interface Sender {
  send: MailTransport;
  close(): void;
}

const env = (name: string) => Deno.env.get(name)?.trim() || undefined;

const reply = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Compares the presented secret with the expected one in time independent of where they differ. */
async function sameSecret(presented: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(presented), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') return reply(405, { error: 'POST only' });
  const secret = env('SEND_MAIL_SECRET');
  const host = env('SMTP_HOST');
  const resendApiKey = env('RESEND_API_KEY');
  const supabaseUrl = env('SUPABASE_URL');
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!secret || !(host || resendApiKey) || !supabaseUrl || !serviceRoleKey) {
    return reply(500, { error: 'send-mail is not configured (docs/DEPLOY.md).' });
  }
  const presented = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!(await sameSecret(presented, secret))) return reply(401, { error: 'Unauthorized' });

  const client = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const transport = resendApiKey ? resendTransport(resendApiKey) : smtpTransport(host as string);
  try {
    const result = await drainMailOutbox(client as unknown as MailOutboxClient, transport.send);
    return reply(200, { ...result });
  } catch (error) {
    return reply(502, { error: error instanceof Error ? error.message : String(error) });
  } finally {
    transport.close();
  }
});

function resendTransport(apiKey: string): Sender {
  const from = env('MAIL_FROM');
  return { send: createResendTransport({ apiKey, ...(from ? { from } : {}) }), close: () => undefined };
}

function smtpTransport(host: string): Sender {
  const user = env('SMTP_USER');
  const pass = env('SMTP_PASS');
  const from = env('SMTP_FROM');
  const secure = env('SMTP_SECURE');
  return createSmtpTransport({
    host,
    port: Number(env('SMTP_PORT') ?? 465),
    ...(secure ? { secure: secure === 'true' } : {}),
    ...(user ? { user } : {}),
    ...(pass ? { pass } : {}),
    ...(from ? { from } : {}),
  });
}
