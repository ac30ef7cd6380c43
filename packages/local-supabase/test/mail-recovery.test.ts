import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSettingsFromConfig } from '../src/auth/settings.ts';
import { createUser, startAuthServer, useAuthServer } from './support/auth-helpers.ts';
import { catcherOf, mailpitJson, waitForMail } from './support/mailpit.ts';
import { madeBeforeAll } from './support/server.ts';

const SITE = 'http://localhost:4321';

describe('mail: password recovery goes out over SMTP to the local catcher', () => {
  const server = useAuthServer({ siteUrl: SITE, redirectUrls: [`${SITE}/admin`] });
  let api: string;
  beforeAll(() => {
    api = catcherOf(server).apiUrl;
  });

  it('delivers GoTrue’s recovery mail with a link that signs the user in', async () => {
    const user = await createUser(server, 'mailed@example.com', 'forgotten-password');
    const started = performance.now();
    const { error } = await server
      .anon()
      .auth.resetPasswordForEmail('mailed@example.com', { redirectTo: `${SITE}/admin/set-password` });
    expect(error).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);

    const mail = await waitForMail(api, 'to:mailed@example.com');
    expect(mail.Subject).toBe('Reset Your Password');
    expect(mail.From).toEqual({ Name: '', Address: 'admin@email.com' });
    expect(mail.To).toEqual([{ Name: '', Address: 'mailed@example.com' }]);
    const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(mail.Text)?.[1] as string;
    expect(link.startsWith(`${server.url}/auth/v1/verify?`)).toBe(true);
    expect(mail.HTML).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.Text).toMatch(/enter the code: \d{6}/);

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/admin/set-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    const { data } = await server.anon().auth.getUser(fragment.get('access_token') as string);
    expect(data.user?.id).toBe(user.id);
  });

  it('sends nothing for an address without an account, answering the same', async () => {
    const before = (await mailpitJson<{ total: number }>(api, '/messages')).total;
    const { data, error } = await server.anon().auth.resetPasswordForEmail('nobody-here@example.com');
    expect(error).toBeNull();
    expect(data).toEqual({});
    // A recovery for a real account, asked after it, arrives after anything the first would have sent.
    await createUser(server, 'after-nobody@example.com', 'some-password');
    await server.anon().auth.resetPasswordForEmail('after-nobody@example.com');
    await waitForMail(api, 'to:after-nobody@example.com');
    expect((await mailpitJson<{ total: number }>(api, '/messages')).total).toBe(before + 1);
  });
});

describe('mail: [auth.email.smtp] sends Auth mail to the named server instead', () => {
  // A second backend's catcher stands in for the project's SMTP server.
  const catcherServer = useAuthServer();
  const server = madeBeforeAll(
    () => {
      const smtp = catcherOf(catcherServer);
      return startAuthServer({
        smtp: { host: smtp.smtpHost, port: smtp.smtpPort, adminEmail: 'office@example.com', senderName: 'Seminary' },
      });
    },
    { undo: (made) => made.close() },
  );

  it('delivers there, from the configured sender', async () => {
    await createUser(server, 'configured@example.com', 'forgotten-password');
    await server.anon().auth.resetPasswordForEmail('configured@example.com');
    const mail = await waitForMail(catcherOf(catcherServer).apiUrl, 'to:configured@example.com');
    expect(mail.From).toEqual({ Name: 'Seminary', Address: 'office@example.com' });
    const own = await mailpitJson<{ total: number }>(server.mail?.apiUrl as string, '/messages');
    expect(own.total).toBe(0);
  });

  it('logs a failed send and still answers as always', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const unreachable = await startAuthServer({
      smtp: { host: '127.0.0.1', port: closed, adminEmail: 'a@example.com' },
    });
    try {
      await createUser(unreachable, 'lost@example.com', 'forgotten-password');
      const { error } = await unreachable.anon().auth.resetPasswordForEmail('lost@example.com');
      expect(error).toBeNull();
      await expect
        .poll(() =>
          unreachable.logLines.some((line) =>
            /mail: sending "Reset Your Password" to lost@example.com failed/.test(line),
          ),
        )
        .toBe(true);
    } finally {
      await unreachable.close();
    }
  });
});

describe('mail: supabase/config.toml [auth.email.smtp]', () => {
  it('is read as the CLI reads it, env(NAME) included, and ignored when disabled', () => {
    const dir = mkdtempSync(join(tmpdir(), 'smtp-config-'));
    const file = join(dir, 'config.toml');
    try {
      process.env.H8_TEST_SMTP_PASS = 'from-the-environment';
      writeFileSync(
        file,
        '[auth.email.smtp]\nenabled = true\nhost = "smtp.example.com"\nport = 465\nuser = "resend"\npass = "env(H8_TEST_SMTP_PASS)"\nadmin_email = "office@example.com"\nsender_name = "Seminary"\n',
      );
      expect(authSettingsFromConfig(file).smtp).toEqual({
        host: 'smtp.example.com',
        port: 465,
        user: 'resend',
        pass: 'from-the-environment',
        adminEmail: 'office@example.com',
        senderName: 'Seminary',
      });
      writeFileSync(
        file,
        '[auth.email.smtp]\nenabled = false\nhost = "smtp.example.com"\nadmin_email = "a@example.com"\n',
      );
      expect(authSettingsFromConfig(file).smtp).toBeUndefined();
      writeFileSync(file, '[auth.email.smtp]\nhost = "smtp.example.com"\n');
      expect(() => authSettingsFromConfig(file)).toThrow('[auth.email.smtp] admin_email');
    } finally {
      delete process.env.H8_TEST_SMTP_PASS;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
