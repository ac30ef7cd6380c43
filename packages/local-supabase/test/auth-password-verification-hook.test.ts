// The password verification attempt hook of supabase/config.toml, run as Supabase Auth's password
// grant runs it: a Postgres function called as supabase_auth_admin with `{user_id, valid}` for an
// account whose password was checked, whose decision can refuse the sign-in. Each server here
// reads a config.toml of the test's own and creates its own hook function.
import { describe, expect, it } from 'vitest';
import { authSettingsFromConfig } from '../src/auth/settings.ts';
import { createUser, signIn, trySignIn } from './support/auth-helpers.ts';
import { hookConfigWriter, hookDatabases } from './support/auth-hooks.ts';
import { useTestServer } from './support/server.ts';

const configWithHook = hookConfigWriter('password_verification_attempt');

// The hook keeps every event it is given, with the role it ran as, and answers by the address of
// the account tried (read unqualified from auth.users, as on hosted, where supabase_auth_admin's
// search_path is auth).
const HOOK_SQL = `
create schema hook_test;
grant usage on schema hook_test to supabase_auth_admin;
create table hook_test.attempts (id serial primary key, event jsonb not null, ran_as text not null);
grant insert, select on hook_test.attempts to supabase_auth_admin;
grant usage on sequence hook_test.attempts_id_seq to supabase_auth_admin;

create function hook_test.on_password_attempt(event jsonb) returns jsonb
language plpgsql as $$
declare
  address text := (select email from users where id = (event ->> 'user_id')::uuid);
begin
  insert into hook_test.attempts (event, ran_as) values (event, current_user);
  if address like 'locked%' then
    return jsonb_build_object('decision', 'reject', 'message', 'This account is locked for an hour.');
  end if;
  if address like 'quiet%' then
    return '{"decision": "reject"}';
  end if;
  if address like 'evicted%' and not (event ->> 'valid')::boolean then
    return jsonb_build_object('decision', 'reject', 'should_logout_user', true);
  end if;
  if address like 'slow%' then
    return jsonb_build_object('error', jsonb_build_object('http_code', 429, 'message', 'Wait a minute'));
  end if;
  if address like 'garbled%' then
    return '["continue"]';
  end if;
  return jsonb_build_object('decision', 'continue');
end
$$;
revoke execute on function hook_test.on_password_attempt(jsonb) from public;
grant execute on function hook_test.on_password_attempt(jsonb) to supabase_auth_admin;
`;

const databases = await hookDatabases();

describe.each(databases)('auth: password verification attempt hook on $database', ({ databaseUrl }) => {
  const logLines: string[] = [];
  const server = useTestServer(
    {
      configToml: configWithHook(
        'enabled',
        'enabled = true\nuri = "pg-functions://postgres/hook_test/on_password_attempt"',
      ),
      extraSql: [HOOK_SQL],
      ...(databaseUrl ? { databaseUrl, databasePoolSize: 2 } : {}),
      log: (line) => logLines.push(line),
    },
    120_000,
  );

  const attemptsOf = async (userId: string) =>
    (
      await server.db.query<{ event: unknown; ran_as: string }>(
        `select event, ran_as from hook_test.attempts where event ->> 'user_id' = $1 order by id`,
        [userId],
      )
    ).rows;

  it('tells it of a wrong password as supabase_auth_admin, keeps what it wrote, and refuses as usual', async () => {
    const user = await createUser(server, 'reader@example.com', 'reader-password');
    const { data, error } = await trySignIn(server, 'reader@example.com', 'a-wrong-guess');
    expect(data.session).toBeNull();
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    // Its own transaction: the refusal that follows does not roll the hook's write back.
    expect(await attemptsOf(user.id)).toEqual([
      { event: { user_id: user.id, valid: false }, ran_as: 'supabase_auth_admin' },
    ]);
  });

  it('tells it of a right password, and the sign-in goes on', async () => {
    const user = await createUser(server, 'writer@example.com', 'writer-password');
    await signIn(server, 'writer@example.com', 'writer-password');
    expect(await attemptsOf(user.id)).toEqual([
      { event: { user_id: user.id, valid: true }, ran_as: 'supabase_auth_admin' },
    ]);
  });

  it('is not called for an unknown address or a banned account, as GoTrue stops before it', async () => {
    const banned = await createUser(server, 'banned@example.com', 'banned-password', { ban_duration: '24h' });
    const { rows: before } = await server.db.query<{ n: number }>('select count(*)::int as n from hook_test.attempts');
    expect((await trySignIn(server, 'nobody@example.com', 'any-password')).error?.code).toBe('invalid_credentials');
    expect((await trySignIn(server, 'banned@example.com', 'banned-password')).error?.code).toBe('user_banned');
    expect((await trySignIn(server, 'banned@example.com', 'a-wrong-guess')).error?.code).toBe('invalid_credentials');
    const { rows: after } = await server.db.query<{ n: number }>('select count(*)::int as n from hook_test.attempts');
    expect(after).toEqual(before);
    expect(await attemptsOf(banned.id)).toEqual([]);
  });

  it("refuses on a 'reject' decision, even the right password, with 400 invalid_credentials and its message", async () => {
    const user = await createUser(server, 'locked@example.com', 'locked-password');
    const { data, error } = await trySignIn(server, 'locked@example.com', 'locked-password');
    expect(data.session).toBeNull();
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'This account is locked for an hour.',
    });
    const { rows } = await server.db.query('select 1 from auth.sessions where user_id = $1', [user.id]);
    expect(rows).toEqual([]);
  });

  it("gives GoTrue's own message when a rejection has none", async () => {
    await createUser(server, 'quiet@example.com', 'quiet-password');
    const { error } = await trySignIn(server, 'quiet@example.com', 'quiet-password');
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'Further password verification attempts will be rejected.',
    });
  });

  it('ends every session of the account when a rejection asks should_logout_user', async () => {
    const user = await createUser(server, 'evicted@example.com', 'evicted-password');
    const { client } = await signIn(server, 'evicted@example.com', 'evicted-password');
    expect((await trySignIn(server, 'evicted@example.com', 'a-wrong-guess')).error?.code).toBe('invalid_credentials');
    const { rows } = await server.db.query('select 1 from auth.sessions where user_id = $1', [user.id]);
    expect(rows).toEqual([]);
    expect((await client.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
  });

  it("fails the sign-in with the hook's error status and message", async () => {
    await createUser(server, 'slow@example.com', 'slow-password');
    const { data, error } = await trySignIn(server, 'slow@example.com', 'slow-password');
    expect(data.session).toBeNull();
    expect({ status: error?.status, message: error?.message }).toEqual({ status: 429, message: 'Wait a minute' });
  });

  it('fails it with 500 naming the hook when the output is no object, and logs why', async () => {
    await createUser(server, 'garbled@example.com', 'garbled-password');
    const { error } = await trySignIn(server, 'garbled@example.com', 'garbled-password');
    expect({ status: error?.status, message: error?.message }).toEqual({
      status: 500,
      message: 'Error running hook URI: pg-functions://postgres/hook_test/on_password_attempt',
    });
    expect(logLines.join('\n')).toMatch(/on_password_attempt failed: the output is array, not an object/);
  });
});

describe('auth: password verification attempt hook naming a missing function', () => {
  const logLines: string[] = [];
  const server = useTestServer({
    configToml: configWithHook('missing', 'enabled = true\nuri = "pg-functions://postgres/public/no_such_hook"'),
    log: (line) => logLines.push(line),
  });

  it('fails the sign-in of an existing account with 500 naming the hook, and an unknown address as usual', async () => {
    await createUser(server, 'staff@example.com', 'staff-password');
    const { error } = await trySignIn(server, 'staff@example.com', 'staff-password');
    expect({ status: error?.status, message: error?.message }).toEqual({
      status: 500,
      message: 'Error running hook URI: pg-functions://postgres/public/no_such_hook',
    });
    expect(logLines.join('\n')).toMatch(/function public\.no_such_hook\(jsonb\) does not exist/);
    const unknown = await trySignIn(server, 'stranger@example.com', 'staff-password');
    expect(unknown.error?.code).toBe('invalid_credentials');
  });
});

describe('auth: password verification attempt hook configuration', () => {
  it('reads the enabled hook, and accepts only a pg-functions URI', () => {
    const named = configWithHook(
      'named',
      'enabled = true\nuri = "pg-functions://postgres/public/password_verification_attempt_hook"',
    );
    expect(authSettingsFromConfig(named).passwordVerificationHook).toEqual({
      uri: 'pg-functions://postgres/public/password_verification_attempt_hook',
      functionName: '"public"."password_verification_attempt_hook"',
    });
    const disabled = configWithHook('off', 'enabled = false\nuri = "pg-functions://postgres/public/no_such_hook"');
    expect(authSettingsFromConfig(disabled).passwordVerificationHook).toBeUndefined();
    const http = configWithHook('http', 'enabled = true\nuri = "http://127.0.0.1:9999/hook"');
    expect(() => authSettingsFromConfig(http)).toThrow(
      /\[auth\.hook\.password_verification_attempt\] uri must be pg-functions:\/\/postgres\/<schema>\/<function>/,
    );
  });
});
