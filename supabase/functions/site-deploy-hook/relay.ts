// The deploy hook the database calls (supabase/migrations/*_publishing.sql): it checks the
// request's signature, then starts a deploy of the static site, either a GitHub
// `repository_dispatch` (the deploy workflow) or a static host's build hook. The GitHub token
// or build hook URL stays here, in function secrets, never in the database. Web APIs only, so
// the same code runs in the Edge Function (index.ts) and under Node in the tests.

export interface RelayConfig {
  /** The shared secret, the same as Vault's `site_deploy_hook_secret`. */
  secret: string;
  /** Dispatch to GitHub Actions: `owner/name` and a token allowed to write the repository's contents. */
  github?: { repository: string; token: string; apiUrl?: string };
  /** Or a static host's build hook (Netlify, Cloudflare Pages), which needs only a POST. */
  buildHookUrl?: string;
  /** How old a request may be before it is refused as a replay. */
  maxAgeMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

export const SIGNATURE_HEADER = 'x-signature-256';
const MAX_BODY_BYTES = 16 * 1024;
const DEFAULT_MAX_AGE_MS = 5 * 60 * 1000;
/** Clocks differ a little between the database and the function. */
const CLOCK_SKEW_MS = 60 * 1000;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Whether `sha256=<hex>` is the HMAC-SHA256 of the body's bytes under the secret (compared in constant time). */
export async function verifySignature(
  body: Uint8Array<ArrayBuffer>,
  header: string | null,
  secret: string,
): Promise<boolean> {
  const signature = header?.startsWith('sha256=') ? hexToBytes(header.slice('sha256='.length)) : null;
  if (!signature || !secret) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify('HMAC', key, signature, body);
}

interface DeployRequest {
  event_type: string;
  client_payload: { sent_at: string; [key: string]: unknown };
}

function parseDeployRequest(text: string): DeployRequest | null {
  try {
    const value = JSON.parse(text) as Partial<DeployRequest>;
    if (typeof value.event_type !== 'string' || typeof value.client_payload?.sent_at !== 'string') return null;
    return value as DeployRequest;
  } catch {
    return null;
  }
}

const reply = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createSiteDeployRelay(config: RelayConfig): (request: Request) => Promise<Response> {
  const now = config.now ?? Date.now;
  const send = config.fetch ?? fetch;
  const maxAge = config.maxAgeMs ?? DEFAULT_MAX_AGE_MS;

  async function forward(deploy: DeployRequest): Promise<Response> {
    if (config.github) {
      const { repository, token, apiUrl = 'https://api.github.com' } = config.github;
      return send(`${apiUrl}/repos/${repository}/dispatches`, {
        method: 'POST',
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${token}`,
          'X-GitHub-Api-Version': '2022-11-28',
          'Content-Type': 'application/json',
          'User-Agent': 'site-deploy-hook',
        },
        body: JSON.stringify({ event_type: deploy.event_type, client_payload: deploy.client_payload }),
      });
    }
    return send(config.buildHookUrl as string, { method: 'POST' });
  }

  return async (request) => {
    if (request.method !== 'POST') return reply(405, { error: 'POST only' });
    if (!config.secret || !(config.github || config.buildHookUrl)) {
      return reply(500, { error: 'The deploy hook is not configured (docs/DEPLOY.md).' });
    }
    const body = new Uint8Array(await request.arrayBuffer());
    if (body.byteLength > MAX_BODY_BYTES) return reply(413, { error: 'Body too large' });
    if (!(await verifySignature(body, request.headers.get(SIGNATURE_HEADER), config.secret))) {
      return reply(401, { error: 'Bad signature' });
    }
    const deploy = parseDeployRequest(new TextDecoder().decode(body));
    if (!deploy) return reply(400, { error: 'Not a deploy request' });
    const age = now() - Date.parse(deploy.client_payload.sent_at);
    if (!(age <= maxAge && age >= -CLOCK_SKEW_MS)) return reply(401, { error: 'Request too old' });

    const response = await forward(deploy);
    if (!response.ok) {
      // pg_net keeps the response in net._http_response, where this explains a failed deploy.
      return reply(502, { error: `The deploy target answered ${response.status}: ${await response.text()}` });
    }
    return reply(202, { deploying: config.github ? 'github' : 'build-hook' });
  };
}
