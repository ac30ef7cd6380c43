import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailLimiter } from '../src/auth/email-limit.ts';
import { authSettingsFromConfig } from '../src/auth/settings.ts';
import { authFetch, createUser, signIn } from './support/auth-helpers.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const repoConfig = join(import.meta.dirname, '..', '..', '..', 'supabase', 'config.toml');

const CONFIG = `
[auth]
site_url = "http://localhost:4321"
additional_redirect_urls = ["http://localhost:4321/admin/set-password"]
enable_signup = false
minimum_password_length = 10
password_requirements = "lower_upper_letters_digits"

[auth.rate_limit]
email_sent = 3
`;

const LENGTH = 'Password should be at least 10 characters.';
const CHARACTERS =
  'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe("auth: supabase/config.toml's password rules and mail limit", () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'auth-config-'));
    const configToml = join(folder, 'config.toml');
    writeFileSync(configToml, CONFIG);
    server = await startTestServer({ configToml });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads the repository config.toml as the CLI hands it to Auth', () => {
    expect(authSettingsFromConfig(repoConfig)).toMatchObject({
      signupEnabled: false,
      minimumPasswordLength: 8,
      passwordRequirements: 'letters_digits',
      emailsPerHour: 2,
      siteUrl: 'http://localhost:4321',
    });
  });

  it('refuses weak passwords on admin user creation with 422 weak_password and its reasons', async () => {
    const cases = [
      ['short', ['length', 'characters'], `${LENGTH} ${CHARACTERS}`],
      ['Sh0rt', ['length'], LENGTH],
      ['alllowercase123', ['characters'], CHARACTERS],
    ] as const;
    for (const [password, reasons, message] of cases) {
      const response = await authFetch(server, '/admin/users', {
        method: 'POST',
        bearer: server.serviceRoleKey,
        body: { email: `weak-${password}@example.com`, password, email_confirm: true },
      });
      expect(response.status, password).toBe(422);
      expect(response.body, password).toMatchObject({
        code: 'weak_password',
        msg: message,
        weak_password: { reasons },
      });
    }
    const { error } = await server.service().auth.admin.createUser({ email: 'w@example.com', password: 'abcdefghij' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['characters']);
    expect(await createUser(server, 'strong@example.com', 'Strong-Passw0rd')).toMatchObject({
      email: 'strong@example.com',
    });
  });

  it('refuses weak passwords on admin update and on the signed-in user’s own update (the reset step)', async () => {
    const user = await createUser(server, 'resetting@example.com', 'Original-Passw0rd');
    const admin = await server.service().auth.admin.updateUserById(user.id, { password: 'weakpassword' });
    expect(admin.error).toBeInstanceOf(AuthWeakPasswordError);

    const { client } = await signIn(server, 'resetting@example.com', 'Original-Passw0rd');
    const own = await client.auth.updateUser({ password: 'short' });
    expect(own.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((own.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
    expect((await client.auth.updateUser({ password: 'New-Passw0rd-1' })).error).toBeNull();
  });

  it('answers recovery in the same time for known and unknown addresses', async () => {
    await createUser(server, 'known@example.com', 'Known-Passw0rd');
    // Enough allowance for the samples; the limit itself is the next test's.
    server.ctx.auth.emailsPerHour = 1000;
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 6; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const started = performance.now();
        const { error } = await server.anon().auth.resetPasswordForEmail(`${kind}@example.com`);
        timings[kind].push(performance.now() - started);
        expect(error).toBeNull();
      }
    }
    expect(median(timings.unknown)).toBeGreaterThanOrEqual(server.ctx.auth.recoveryMinimumMs);
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(40);
    server.ctx.auth.emailsPerHour = 3;
  });

  it('refuses mail-sending requests over email_sent per hour with 429 over_email_send_rate_limit', async () => {
    // A fresh hour: the timing test above sent mails under a raised allowance.
    server.ctx.emailLimiter = new EmailLimiter();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await authFetch(server, '/recover', { method: 'POST', body: { email: `any${i}@example.com` } });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toMatchObject({ code: 'over_email_send_rate_limit' });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const { error } = await server.anon().auth.resetPasswordForEmail('known@example.com');
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
  });
});
