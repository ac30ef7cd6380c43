import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authFetch, claimsOf, createUser, gotrueError, signIn, useAuthServer } from './support/auth-helpers.ts';

const SITE = 'http://localhost:4321';

describe('auth: password recovery', () => {
  const server = useAuthServer({ siteUrl: SITE, redirectUrls: [`${SITE}/admin`, 'myapp://callback'] });

  /** Asks for a recovery email and returns the link the server printed. */
  async function requestLink(email: string, redirectTo?: string): Promise<string> {
    const before = server.logLines.length;
    const { data, error } = await server.anon().auth.resetPasswordForEmail(email, redirectTo ? { redirectTo } : {});
    expect(error).toBeNull();
    expect(data).toEqual({});
    const printed = server.logLines.slice(before).join('\n');
    const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(printed)?.[1];
    expect(link).toBeDefined();
    return link as string;
  }

  async function follow(link: string): Promise<{ status: number; location: URL }> {
    const response = await fetch(link, { redirect: 'manual' });
    return { status: response.status, location: new URL(response.headers.get('location') as string) };
  }

  it('sends the browser back with a session, which can then set a new password', async () => {
    const user = await createUser(server, 'forgetful@example.com', 'forgotten-password');
    const link = await requestLink('forgetful@example.com', `${SITE}/admin/set-password`);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(url.searchParams.get('type')).toBe('recovery');
    expect(url.searchParams.get('redirect_to')).toBe(`${SITE}/admin/set-password`);

    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/admin/set-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('expires_in')).toBe('3600');
    const accessToken = fragment.get('access_token') as string;
    expect(claimsOf(accessToken).sub).toBe(user.id);
    expect(claimsOf(accessToken).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect(Number(fragment.get('expires_at'))).toBe(claimsOf(accessToken).exp);

    const client = server.anon();
    const set = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: fragment.get('refresh_token') as string,
    });
    expect(set.error).toBeNull();
    const updated = await client.auth.updateUser({ password: 'remembered-password' });
    expect(updated.error).toBeNull();
    await signIn(server, 'forgetful@example.com', 'remembered-password');
    const old = await server
      .anon()
      .auth.signInWithPassword({ email: 'forgetful@example.com', password: 'forgotten-password' });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it('uses a link once; a second visit redirects with otp_expired', async () => {
    await createUser(server, 'once@example.com', 'once-password');
    const link = await requestLink('once@example.com');
    expect((await follow(link)).status).toBe(303);
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/`);
    expect(location.hash).toBe(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
  });

  it('answers {} for an unknown address and prints nothing', async () => {
    const before = server.logLines.length;
    const { data, error } = await server.anon().auth.resetPasswordForEmail('stranger@example.com');
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(server.logLines.slice(before).join('\n')).not.toContain('/verify');
  });

  it('keeps tokens only as SHA-256 hashes, and a new request replaces the old link', async () => {
    await createUser(server, 'hashed@example.com', 'hashed-password');
    const first = await requestLink('hashed@example.com');
    const second = await requestLink('hashed@example.com');
    const token = new URL(second).searchParams.get('token') as string;
    const { rows } = await server.db.query<{ token_hash: string }>(
      `select token_hash from auth.one_time_tokens t join auth.users u on u.id = t.user_id
        where u.email = 'hashed@example.com'`,
    );
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect((await follow(first)).location.hash).toContain('error_code=otp_expired');
    expect((await follow(second)).location.hash).toContain('access_token=');
  });

  it('expires a link after one hour', async () => {
    await createUser(server, 'late@example.com', 'late-password');
    const link = await requestLink('late@example.com');
    await server.db.query(
      `update auth.one_time_tokens set created_at = now() - interval '61 minutes'
        where user_id = (select id from auth.users where email = 'late@example.com')`,
    );
    expect((await follow(link)).location.hash).toContain('error_code=otp_expired');
  });

  it('never redirects outside the site URL and the allow list', async () => {
    await createUser(server, 'redirect@example.com', 'redirect-password');
    for (const hostile of [
      'https://evil.example/steal',
      'http://localhost:4321.evil.example/',
      'javascript:alert(1)',
    ]) {
      const link = await requestLink('redirect@example.com', hostile);
      expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE);
    }
    const allowed = await requestLink('redirect@example.com', 'myapp://callback/reset');
    expect(new URL(allowed).searchParams.get('redirect_to')).toBe('myapp://callback/reset');

    const tampered = new URL(await requestLink('redirect@example.com'));
    tampered.searchParams.set('redirect_to', 'https://evil.example/steal');
    const { location } = await follow(tampered.href);
    expect(location.origin).toBe(SITE);
    expect(location.hash).toContain('access_token=');
  });

  it('verifies a token_hash or an email and code with POST /verify, once', async () => {
    await createUser(server, 'posted@example.com', 'posted-password');
    const admin = server.service().auth.admin;
    const byHash = await admin.generateLink({ type: 'recovery', email: 'posted@example.com' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.user?.email).toBe('posted@example.com');
    expect(byHash.data.properties?.verification_type).toBe('recovery');
    expect(byHash.data.properties?.redirect_to).toBe(SITE);
    expect(byHash.data.properties?.email_otp).toMatch(/^\d{6}$/);
    const hashedToken = byHash.data.properties?.hashed_token as string;
    expect(byHash.data.properties?.action_link).toBe(
      `${server.url}/auth/v1/verify?token=${hashedToken}&type=recovery&redirect_to=${encodeURIComponent(SITE)}`,
    );

    const client = server.anon();
    const verified = await client.auth.verifyOtp({ token_hash: hashedToken, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe('posted@example.com');
    const reused = await server.anon().auth.verifyOtp({ token_hash: hashedToken, type: 'recovery' });
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.message).toBe('Token has expired or is invalid');

    const byCode = await admin.generateLink({ type: 'recovery', email: 'posted@example.com' });
    const code = byCode.data.properties?.email_otp as string;
    const withCode = await server.anon().auth.verifyOtp({ email: 'posted@example.com', token: code, type: 'recovery' });
    expect(withCode.error).toBeNull();
    expect(withCode.data.session?.user.email).toBe('posted@example.com');

    const unsupported = await authFetch(server, '/verify', {
      method: 'POST',
      body: { type: 'signup', token_hash: hashedToken },
    });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body).toEqual(gotrueError('validation_failed', 'Unsupported verification type'));
  });

  it('generate_link refuses an unknown address and other link types', async () => {
    const admin = server.service().auth.admin;
    const unknown = await admin.generateLink({ type: 'recovery', email: 'ghost@example.com' });
    expect(unknown.error?.code).toBe('user_not_found');
    expect(unknown.error?.status).toBe(404);
    await createUser(server, 'typed@example.com', 'typed-password');
    const magic = await admin.generateLink({ type: 'magiclink', email: 'typed@example.com' });
    expect(magic.error?.code).toBe('validation_failed');
    const asAnon = await server.anon().auth.admin.generateLink({ type: 'recovery', email: 'typed@example.com' });
    expect(asAnon.error?.code).toBe('not_admin');
  });
});
