// DNS rebinding against the mail catcher: a page on rebind.attacker.example whose name is then
// pointed at 127.0.0.1 sends its requests to the catcher's port with its own name in Host. The
// catcher answers such requests 403 without a byte of mail, and loopback names as before.
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { catcherOf, catcherTransport } from './support/mailpit.ts';
import { useTestServer } from './support/server.ts';

interface RawResponse {
  status: number;
  body: string;
}

/** A GET with the Host header exactly as given (fetch sets its own); PORT stands for the catcher's port. */
function getWithHost(port: number, path: string, host: string | undefined) {
  const headers = host === undefined ? {} : { host: host.replace('PORT', String(port)) };
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'GET', path, setHost: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SECRET_LINK = 'http://127.0.0.1/auth/v1/verify?token=recovery-secret-42';

describe('the mail catcher under DNS rebinding', () => {
  const server = useTestServer();
  let port: number;
  let messageId: string;

  beforeAll(async () => {
    port = Number(new URL(catcherOf(server).apiUrl).port);
    const transport = catcherTransport(server);
    await transport.sendMail({
      from: 'admin@email.com',
      to: 'ruth@example.com',
      subject: 'Reset your password',
      text: `Follow this link: ${SECRET_LINK}`,
    });
    transport.close();
    const list = await getWithHost(port, '/api/v1/messages', `127.0.0.1:${port}`);
    messageId = (JSON.parse(list.body) as { messages: { ID: string }[] }).messages[0]?.ID ?? '';
    expect(messageId).not.toBe('');
  });

  // Node's HTTP server itself answers 400 to an HTTP/1.1 request with no Host, and Hono to a
  // Host no URL can hold; every other name reaches the catcher's check.
  it.each([
    ['rebind.attacker.example', 403],
    ['rebind.attacker.example:PORT', 403],
    ['127.0.0.1.attacker.example', 403],
    ['localhost.attacker.example', 403],
    ['localhost.', 403],
    ['0.0.0.0', 403],
    ['127.0.0.2', 403],
    ['', 403],
    ['[::ffff:127.0.0.1]', 400],
    [undefined, 400],
  ])('refuses Host %j (%i) with no mail', async (host, status) => {
    for (const path of ['/api/v1/messages', `/api/v1/message/${messageId}`, `/api/v1/message/${messageId}/raw`, '/']) {
      const answer = await getWithHost(port, path, host);
      expect(answer.status, path).toBe(status);
      expect(answer.body).not.toContain('recovery-secret-42');
      expect(answer.body).not.toContain('Reset your password');
    }
  });

  it('refuses to delete mail for another Host', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'DELETE',
          path: '/api/v1/messages',
          headers: { host: 'rebind.attacker.example' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer).toBe(403);
    const list = await getWithHost(port, '/api/v1/messages', 'localhost');
    expect(JSON.parse(list.body)).toMatchObject({ total: 1 });
  });

  it.each(['127.0.0.1', '127.0.0.1:PORT', 'localhost', 'LOCALHOST:PORT', '[::1]', '[::1]:PORT'])(
    'answers Host %j',
    async (host) => {
      const answer = await getWithHost(port, `/api/v1/message/${messageId}`, host);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('recovery-secret-42');
    },
  );
});
