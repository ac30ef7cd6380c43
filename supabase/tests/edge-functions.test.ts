// The Edge Functions as hosted runs them: each served by Deno with its own deno.json
// (support/edge-function.ts) and driven over HTTP. site-deploy-hook gets the request the
// database's dispatch_site_deploy queues for pg_net and forwards it to a stand-in for GitHub's
// API; send-mail drains a local backend's mail outbox into its mail catcher, read back through
// Mailpit's API.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailpitSummary, mailpitJson } from '../../packages/local-supabase/test/support/mailpit.ts';
import { type ServedFunction, serveEdgeFunction } from './support/edge-function.ts';
import { setVaultSecret, takeQueuedRequests, usePlatformStandIns } from './support/platform-stand-ins.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

/** The first run on a fresh clone downloads the functions' npm packages into Deno's cache. */
const DENO_START_MS = 120_000;

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

/** GitHub's REST API as the hook sees it: records each call and accepts it as GitHub does, with 204. */
async function startGitHubStandIn() {
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Status and body, the body as text when it is not JSON (a crash's 500), so a failure shows which. */
async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

describe('Edge Functions served by Deno', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(async () => {
    await db?.close();
  });

  describe('site-deploy-hook', () => {
    const SECRET = 'deploy-hook-secret-for-tests';
    const GITHUB_TOKEN = 'github_pat_for_tests';
    let github: Awaited<ReturnType<typeof startGitHubStandIn>>;
    let hook: ServedFunction;

    beforeAll(async () => {
      github = await startGitHubStandIn();
      hook = await serveEdgeFunction('site-deploy-hook', {
        secrets: {
          SITE_DEPLOY_HOOK_SECRET: SECRET,
          GITHUB_REPOSITORY: 'school/seminary',
          GITHUB_DISPATCH_TOKEN: GITHUB_TOKEN,
          GITHUB_API_URL: github.url,
        },
        readsEnv: [
          'SITE_DEPLOY_HOOK_SECRET',
          'GITHUB_REPOSITORY',
          'GITHUB_DISPATCH_TOKEN',
          'GITHUB_API_URL',
          'SITE_BUILD_HOOK_URL',
        ],
      });
      // pg_net queues the request (the test sends it as pg_net's worker would); Vault holds the hook.
      await usePlatformStandIns(db);
      await setVaultSecret(db, 'site_deploy_hook_url', new URL('/functions/v1/site-deploy-hook', hook.url).href);
      await setVaultSecret(db, 'site_deploy_hook_secret', SECRET);
    }, DENO_START_MS);
    afterAll(async () => {
      await hook?.close();
      await github?.close();
    });
    beforeEach(() => {
      github.received.length = 0;
    });

    /** 'Publish now' as the database handles it: the signed request it hands to pg_net. */
    async function queueDeployRequest() {
      await db.sql('select private.dispatch_site_deploy(true)');
      const [queued] = await takeQueuedRequests(db);
      // The deploy request is a signed POST: its body is what the signature covers.
      if (!queued?.body) throw new Error('The database queued no deploy request with a body.');
      return { ...queued, body: queued.body };
    }

    const post = (url: string, headers: Record<string, string>, body: Uint8Array) =>
      fetch(url, { method: 'POST', headers, body: Buffer.from(body) });

    it("forwards the database's signed request to GitHub as a repository_dispatch", async () => {
      const queued = await queueDeployRequest();
      const response = await post(queued.url, queued.headers, queued.body);

      expect(await answer(response)).toEqual({
        status: 202,
        body: { deploying: 'github' },
      });
      expect(github.received).toHaveLength(1);
      const [call] = github.received;
      expect(call).toMatchObject({
        method: 'POST',
        path: '/repos/school/seminary/dispatches',
        authorization: `Bearer ${GITHUB_TOKEN}`,
      });
      const sent = JSON.parse(Buffer.from(queued.body).toString('utf8'));
      expect(JSON.parse(call?.body ?? '')).toEqual({
        event_type: 'content-changed',
        client_payload: {
          reason: 'requested',
          changed_at: sent.client_payload.changed_at,
          sent_at: sent.client_payload.sent_at,
        },
      });
    });

    it('refuses a request not signed with the shared secret, or altered after signing, and reaches nothing', async () => {
      const queued = await queueDeployRequest();
      const text = Buffer.from(queued.body).toString('utf8');
      const signedWith = (secret: string) => `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;
      const altered = new TextEncoder().encode(text.replace('requested', 'content'));
      const attempts = [
        post(queued.url, { ...queued.headers, 'X-Signature-256': signedWith('a guessed secret') }, queued.body),
        post(queued.url, { 'Content-Type': 'application/json' }, queued.body),
        post(queued.url, queued.headers, altered),
      ];

      for (const response of await Promise.all(attempts)) {
        expect(await answer(response)).toEqual({
          status: 401,
          body: { error: 'Bad signature' },
        });
      }
      expect(github.received).toEqual([]);
    });
  });

  describe('send-mail', () => {
    const SECRET = 'send-mail-secret-for-tests';
    let sender: ServedFunction;
    let apiUrl = '';

    beforeAll(async () => {
      const mail = db.server.mail;
      if (!mail) throw new Error('The test backend runs without its mail catcher.');
      apiUrl = mail.apiUrl;
      sender = await serveEdgeFunction('send-mail', {
        secrets: {
          SUPABASE_URL: db.server.url,
          SUPABASE_SERVICE_ROLE_KEY: db.server.serviceRoleKey,
          SEND_MAIL_SECRET: SECRET,
          SMTP_HOST: mail.smtpHost,
          SMTP_PORT: String(mail.smtpPort),
        },
        readsEnv: [
          'SUPABASE_URL',
          'SUPABASE_SERVICE_ROLE_KEY',
          'SEND_MAIL_SECRET',
          'SMTP_HOST',
          'SMTP_PORT',
          'SMTP_USER',
          'SMTP_PASS',
          'SMTP_SECURE',
          'SMTP_FROM',
          'RESEND_API_KEY',
          'MAIL_FROM',
        ],
      });
    }, DENO_START_MS);
    afterAll(async () => {
      await sender?.close();
    });

    /** An enquiry from the public site's form, which the database answers with a message in the outbox. */
    async function enquire() {
      const name = `Mercy ${randomUUID().slice(0, 8)}`;
      const { error } = await db.visitor.from('registrations').insert({
        name,
        email: `${randomUUID()}@example.com`,
        phone: '+91 94400 77889',
        state: 'Andhra Pradesh',
        city: 'Machilipatnam',
        program_interest: 'online',
        // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
        consent_notice_version: 2,
      });
      expect(error).toBeNull();
      const [row] = await db.sql<{ id: number }>(
        `select id from public.mail_outbox where kind = 'enquiry_office' and parameters ->> 'name' = $1`,
        [name],
      );
      if (!row) throw new Error('The enquiry put no message in the outbox.');
      return { id: row.id, subject: `New enquiry from ${name}` };
    }

    const call = (authorization?: string) =>
      fetch(sender.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body: '{}',
      });
    const caught = async () => (await mailpitJson<{ messages: MailpitSummary[] }>(apiUrl, '/messages')).messages;
    const status = async (id: number) =>
      (await db.sql<{ status: string }>('select status from public.mail_outbox where id = $1', [id]))[0]?.status;

    it('refuses a call without the secret or with a wrong one, and sends nothing', async () => {
      const message = await enquire();
      const before = await caught();

      for (const response of [await call(), await call(`Bearer ${SECRET}-guessed`)]) {
        expect(await answer(response)).toEqual({
          status: 401,
          body: { error: 'Unauthorized' },
        });
      }
      expect(await caught()).toEqual(before);
      expect(await status(message.id)).toBe('pending');
    });

    it('sends what the outbox holds to the SMTP server and marks it sent', async () => {
      const message = await enquire();
      const due = (
        await db.sql<{ n: number }>(`select count(*)::int as n from public.mail_outbox where status = 'pending'`)
      )[0]?.n;

      const response = await call(`Bearer ${SECRET}`);

      expect(await answer(response)).toEqual({
        status: 200,
        body: { sent: due, failed: 0 },
      });
      expect(await caught()).toContainEqual(
        expect.objectContaining({
          MessageID: `outbox-${message.id}@seminary.local`,
          From: expect.objectContaining({ Address: 'admissions@example.com' }),
          To: [expect.objectContaining({ Address: 'admissions@example.com' })],
          Subject: message.subject,
        }),
      );
      expect(await status(message.id)).toBe('sent');
    });
  });
});
