import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from '../src/http/client-address.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { type TestServer, useTestServer } from './support/server.ts';

async function seenAddress(server: TestServer, forwardedFor?: string): Promise<string> {
  const response = await fetch(`${server.url}/rest/v1/rpc/whoami`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: '{}',
  });
  return ((await response.json()) as { ip: string }).ip;
}

async function signInAttemptAddresses(server: TestServer): Promise<string[]> {
  const { rows } = await server.db.query<{ ip: string }>('select ip from auth.sign_in_attempts order by attempted_at');
  return rows.map((row) => row.ip);
}

async function failedSignIn(server: TestServer, forwardedFor: string): Promise<number> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
  });
  await response.text();
  return response.status;
}

describe('the gateway: CORS and client addresses', () => {
  describe('with no trusted proxy (the default)', () => {
    const server = useTestServer({ extraSql: [REST_SCHEMA_SQL], trustedProxies: [] });

    it('answers CORS as hosted Supabase: any origin, no credentials, the headers supabase-js sends', async () => {
      const preflight = await fetch(`${server.url}/rest/v1/programs`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'apikey, authorization, x-client-info, content-profile, prefer',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').split(',');
      for (const header of ['apikey', 'authorization', 'x-client-info', 'content-profile', 'prefer', 'x-upsert']) {
        expect(allowed).toContain(header);
      }
      expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');

      const read = await fetch(`${server.url}/rest/v1/programs`, {
        headers: { apikey: server.anonKey, origin: 'https://evil.example' },
      });
      expect(read.headers.get('access-control-allow-origin')).toBe('*');
      expect(read.headers.get('access-control-allow-credentials')).toBeNull();
      expect(read.headers.get('access-control-expose-headers')).toContain('Content-Range');
      await read.text();
    });

    it('takes the address from the socket: a forged X-Forwarded-For changes nothing', async () => {
      expect(await seenAddress(server)).toBe('127.0.0.1');
      expect(await seenAddress(server, '203.0.113.9')).toBe('127.0.0.1');
      expect(await seenAddress(server, '203.0.113.9, 198.51.100.7')).toBe('127.0.0.1');

      await failedSignIn(server, '203.0.113.9');
      await failedSignIn(server, '198.51.100.8');
      expect(await signInAttemptAddresses(server)).toEqual(['127.0.0.1', '127.0.0.1']);
    });

    it('limits sign-ins per socket address, however many addresses the client claims', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push(await failedSignIn(server, `203.0.113.${i + 10}`));
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('behind a trusted proxy', () => {
    const server = useTestServer({ extraSql: [REST_SCHEMA_SQL], trustedProxies: ['127.0.0.1', '10.0.0.0/8'] });

    it('takes the right-most address that is not a trusted proxy, so a prepended one is ignored', async () => {
      expect(await seenAddress(server)).toBe('127.0.0.1');
      expect(await seenAddress(server, '203.0.113.9')).toBe('203.0.113.9');
      // The client wrote 198.51.100.7 itself; the proxy appended the address it saw.
      expect(await seenAddress(server, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
      expect(await seenAddress(server, '198.51.100.7, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
      expect(await seenAddress(server, 'not-an-address, 10.1.2.3')).toBe('10.1.2.3');

      await failedSignIn(server, '198.51.100.7, 203.0.113.20');
      expect(await signInAttemptAddresses(server)).toEqual(['203.0.113.20']);
    });
  });

  it('reads trusted proxies as addresses or CIDR ranges, IPv4-mapped peers included', () => {
    const proxies = trustedProxies(['10.0.0.0/8', '::1', '192.168.1.1']);
    expect(clientAddress('::ffff:10.2.3.4', '203.0.113.1', proxies)).toBe('203.0.113.1');
    expect(clientAddress('::1', '2001:db8::5, 10.0.0.1', proxies)).toBe('2001:db8::5');
    expect(clientAddress('192.168.1.2', '203.0.113.1', proxies)).toBe('192.168.1.2');
    expect(clientAddress('10.0.0.1', '10.0.0.2, 10.0.0.3', proxies)).toBe('10.0.0.2');
    expect(() => trustedProxies(['example.com'])).toThrow(/not an IP address/);
    expect(() => trustedProxies(['10.0.0.0/40'])).toThrow(/prefix length/);
  });
});
