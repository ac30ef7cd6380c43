import { beforeAll, describe, expect, it } from 'vitest';
import { authFetch, createUser, gotrueError, useAuthServer } from './support/auth-helpers.ts';

describe('auth: sign-in rate limit per client address', () => {
  const server = useAuthServer({ signInAttemptsPerWindow: 3, signInWindowSeconds: 300 });
  beforeAll(async () => {
    await createUser(server, 'limited@example.com', 'limited-pass');
  });

  it('answers 429 over_request_rate_limit once the window is used up, then lets the client back in', async () => {
    const client = server.anon();
    for (let attempt = 0; attempt < 3; attempt++) {
      const { error } = await client.auth.signInWithPassword({ email: 'limited@example.com', password: 'wrong-pass' });
      expect(error?.code).toBe('invalid_credentials');
    }
    const limited = await client.auth.signInWithPassword({ email: 'limited@example.com', password: 'limited-pass' });
    expect(limited.data.session).toBeNull();
    expect(limited.error?.code).toBe('over_request_rate_limit');
    expect(limited.error?.status).toBe(429);

    const raw = await authFetch(server, '/token?grant_type=password', {
      method: 'POST',
      body: { email: 'limited@example.com', password: 'limited-pass' },
    });
    expect(raw.status).toBe(429);
    expect(raw.body).toEqual(gotrueError('over_request_rate_limit', 'Request rate limit reached'));

    // The window passes: the attempts are moved back beyond it in the database, where they are
    // kept, rather than waited out, so a slow machine neither ends the window early nor waits.
    await server.db.query("update auth.sign_in_attempts set attempted_at = attempted_at - interval '301 seconds'");
    const later = await client.auth.signInWithPassword({ email: 'limited@example.com', password: 'limited-pass' });
    expect(later.error).toBeNull();
    expect(later.data.session?.user.email).toBe('limited@example.com');
  });
});

describe('auth: recovery codes share the sign-in allowance', () => {
  const server = useAuthServer({ signInAttemptsPerWindow: 2, signInWindowSeconds: 300 });
  beforeAll(async () => {
    await createUser(server, 'coded@example.com', 'coded-pass');
  });

  it('stops guessing of the six-digit code', async () => {
    const { data } = await server.service().auth.admin.generateLink({ type: 'recovery', email: 'coded@example.com' });
    const code = data.properties?.email_otp as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const client = server.anon();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { error } = await client.auth.verifyOtp({ email: 'coded@example.com', token: wrong, type: 'recovery' });
      expect(error?.code).toBe('otp_expired');
      expect(error?.status).toBe(403);
    }
    const { data: blocked, error } = await client.auth.verifyOtp({
      email: 'coded@example.com',
      token: code,
      type: 'recovery',
    });
    expect(blocked.session).toBeNull();
    expect(error?.code).toBe('over_request_rate_limit');
  });
});
