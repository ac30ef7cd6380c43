// The production half of publishing, without a hosted project: pg_net and Vault are stood in
// for (support/platform-stand-ins.ts): net.http_post queues what it was asked to send; the
// test then delivers each request as pg_net's worker would (the body's bytes as jsonb::text)
// to the real receiver (supabase/functions/site-deploy-hook/relay.ts) on a local port, which
// forwards it to a stand-in for GitHub's API.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSiteDeployRelay, type RelayConfig, verifySignature } from '../functions/site-deploy-hook/relay.ts';
import { setVaultSecret, takeQueuedRequests, usePlatformStandIns } from './support/platform-stand-ins.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const SECRET = 'a-long-random-shared-secret';
const GITHUB_TOKEN = 'github_pat_for_tests';
const EDITOR_CLAIMS = {
  sub: '00000000-0000-4000-8000-000000000001',
  role: 'authenticated',
  staff_role: 'editor',
};

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** GitHub's API as the relay sees it: records each call and answers with `status`. */
async function startFakeGitHub() {
  const received: Received[] = [];
  let status = 204;
  const server = createServer(async (req, res) => {
    const body = (await readBody(req)).toString('utf8');
    received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
    res.writeHead(status).end(status === 204 ? undefined : 'Bad credentials');
  });
  const url = await listen(server);
  return {
    url,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The relay's fetch handler behind a plain Node HTTP server, as the Edge runtime would serve it. */
async function startReceiver(config: RelayConfig) {
  const handle = createSiteDeployRelay(config);
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const response = await handle(
      new Request(`http://receiver${req.url}`, {
        method: req.method ?? 'GET',
        headers: req.headers as Record<string, string>,
        ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
      }),
    );
    res.writeHead(response.status, { 'Content-Type': 'application/json' }).end(await response.text());
  });
  const url = await listen(server);
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('production deploy hook', () => {
  let db: SeminaryServer;
  let github: Awaited<ReturnType<typeof startFakeGitHub>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
    github = await startFakeGitHub();
    receiver = await startReceiver({
      secret: SECRET,
      github: { repository: 'school/seminary', token: GITHUB_TOKEN, apiUrl: github.url },
    });
    await usePlatformStandIns(db);
    await setVaultSecret(db, 'site_deploy_hook_url', `${receiver.url}/functions/v1/site-deploy-hook`);
    await setVaultSecret(db, 'site_deploy_hook_secret', SECRET);
  });
  afterAll(async () => {
    await receiver.close();
    await github.close();
    await db.close();
  });
  beforeEach(async () => {
    github.received.length = 0;
    github.answer(204);
    await takeQueuedRequests(db);
    await db.sql('update private.site_publish_state set changed_at = null, dispatch_pending_since = null');
  });

  const dispatch = async () =>
    (await db.sql<{ sent: boolean }>('select private.dispatch_site_deploy() as sent'))[0]?.sent;

  /** What pg_net's worker does with each queued request: send the body's bytes with the headers. */
  async function deliverQueued() {
    const queued = await takeQueuedRequests(db);
    const responses = [];
    for (const request of queued) {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: Buffer.from(request.body ?? []),
      });
      responses.push({ status: response.status, body: await response.json() });
    }
    return responses;
  }

  /** Moves the recorded change back in time, as if the edits had happened that long ago. */
  const age = (column: 'changed_at' | 'dispatch_pending_since', seconds: number) =>
    db.sql(`update private.site_publish_state set ${column} = ${column} - make_interval(secs => $1)`, [seconds]);

  it('signs exactly the bytes pg_net sends, with the shared secret', async () => {
    const [signed] = await db.sql<{ request: { body: unknown; headers: Record<string, string> }; text: string }>(
      `select private.site_deploy_request(b, $1) as request, b::text as text
       from (select '{"event_type": "content-changed", "client_payload": {"sent_at": "now"}}'::jsonb as b) x`,
      [SECRET],
    );
    const expected = createHmac('sha256', SECRET)
      .update(signed?.text ?? '')
      .digest('hex');
    expect(signed?.request.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Signature-256': `sha256=${expected}`,
    });
    const bytes = new Uint8Array(Buffer.from(signed?.text ?? '', 'utf8'));
    expect(await verifySignature(bytes, `sha256=${expected}`, SECRET)).toBe(true);
    expect(await verifySignature(bytes, `sha256=${expected}`, 'another secret')).toBe(false);
  });

  it('waits for the edits to pause, then sends one request that reaches GitHub as a repository_dispatch', async () => {
    await db.sql(`insert into public.courses (title, description, duration, program_type)
                  values ('Bible Basics', 'An introduction', '6 months', 'online')`);
    expect(await dispatch()).toBe(false);

    await age('changed_at', 25);
    await age('dispatch_pending_since', 25);
    expect(await dispatch()).toBe(true);
    // Handed over: nothing is pending until the next change.
    expect(await dispatch()).toBe(false);

    expect(await deliverQueued()).toEqual([{ status: 202, body: { deploying: 'github' } }]);
    expect(github.received).toHaveLength(1);
    const [call] = github.received;
    expect(call).toMatchObject({ method: 'POST', path: '/repos/school/seminary/dispatches' });
    expect(call?.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
    expect(JSON.parse(call?.body ?? '')).toEqual({
      event_type: 'content-changed',
      client_payload: { reason: 'content', changed_at: expect.any(String), sent_at: expect.any(String) },
    });
  });

  it('holds back during a steady stream of edits only up to the longest wait', async () => {
    const due = async (pendingSeconds: number, changedSeconds: number) =>
      (
        await db.sql<{ due: boolean }>(
          `select private.site_deploy_due(now() - make_interval(secs => $1), now() - make_interval(secs => $2), now()) as due`,
          [pendingSeconds, changedSeconds],
        )
      )[0]?.due;
    expect(await due(10, 5)).toBe(false);
    expect(await due(60, 1)).toBe(false);
    expect(await due(30, 21)).toBe(true);
    expect(await due(121, 1)).toBe(true);
  });

  it("sends at once on an admin's 'Publish now'", async () => {
    await db.server.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(EDITOR_CLAIMS),
      ]);
      await tx.query('select public.request_site_publish()');
    });
    expect(await deliverQueued()).toEqual([{ status: 202, body: { deploying: 'github' } }]);
    expect(JSON.parse(github.received[0]?.body ?? '')).toMatchObject({ client_payload: { reason: 'requested' } });
  });

  it('keeps a change pending until the hook is connected', async () => {
    await db.sql(`update public.courses set title = title || '.'`);
    await age('changed_at', 60);
    await setVaultSecret(db, 'site_deploy_hook_url', null);
    try {
      expect(await dispatch()).toBe(false);
      expect(
        await db.sql('select dispatch_pending_since is not null as pending from private.site_publish_state'),
      ).toEqual([{ pending: true }]);
    } finally {
      await setVaultSecret(db, 'site_deploy_hook_url', `${receiver.url}/functions/v1/site-deploy-hook`);
    }
    expect(await dispatch()).toBe(true);
    expect(await deliverQueued()).toEqual([{ status: 202, body: { deploying: 'github' } }]);
  });

  describe('the receiver', () => {
    const body = (sentAt = new Date().toISOString()) =>
      JSON.stringify({ event_type: 'content-changed', client_payload: { reason: 'content', sent_at: sentAt } });
    const sign = (text: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;
    const post = (text: string, signature?: string, method = 'POST') =>
      fetch(`${receiver.url}/functions/v1/site-deploy-hook`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Signature-256': signature } : {}) },
        ...(method === 'POST' ? { body: text } : {}),
      });

    it('refuses unsigned, wrongly signed, tampered and stale requests without deploying', async () => {
      const text = body();
      expect((await post(text)).status).toBe(401);
      expect((await post(text, sign(text, 'guessed'))).status).toBe(401);
      expect((await post(text.replace('content', 'contents'), sign(text))).status).toBe(401);
      const stale = body(new Date(Date.now() - 10 * 60 * 1000).toISOString());
      expect((await post(stale, sign(stale))).status).toBe(401);
      expect((await post('', undefined, 'GET')).status).toBe(405);
      expect(github.received).toEqual([]);
    });

    it('answers 502 when the deploy target refuses, so pg_net records why', async () => {
      github.answer(401);
      const text = body();
      const response = await post(text, sign(text));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: 'The deploy target answered 401: Bad credentials' });
    });

    it("calls a static host's build hook when that is the target", async () => {
      const hook = await startReceiver({ secret: SECRET, buildHookUrl: `${github.url}/build_hooks/abc123` });
      try {
        const text = body();
        const response = await fetch(hook.url, {
          method: 'POST',
          headers: { 'X-Signature-256': sign(text) },
          body: text,
        });
        expect(response.status).toBe(202);
        expect(github.received).toMatchObject([{ method: 'POST', path: '/build_hooks/abc123' }]);
      } finally {
        await hook.close();
      }
    });
  });
});
