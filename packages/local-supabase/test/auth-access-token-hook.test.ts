// The custom access token hook of supabase/config.toml, run as Supabase Auth runs it: a Postgres
// function called as supabase_auth_admin with GoTrue's event, whose returned claims are signed.
// Each server here reads a config.toml of the test's own and creates its own hook function.
import { jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSettingsFromConfig } from '../src/auth/settings.ts';
import { LOCAL_JWT_SECRET } from '../src/config.ts';
import { claimsOf, createUser, signIn, trySignIn } from './support/auth-helpers.ts';
import { hookConfigWriter, hookDatabases } from './support/auth-hooks.ts';
import { useTestServer } from './support/server.ts';

const configWithHook = hookConfigWriter('custom_access_token');

// A roles table the hook reads with the grants Supabase's guide gives supabase_auth_admin, and a
// table it was given no grant on; the hook's answer depends on the address signing in.
const HOOK_SQL = `
create schema hook_test;
grant usage on schema hook_test to supabase_auth_admin;
create table hook_test.staff (email text primary key, staff_role text not null);
grant select on hook_test.staff to supabase_auth_admin;
create table hook_test.not_for_auth (secret text);

create function hook_test.add_staff_role(event jsonb) returns jsonb
language plpgsql stable as $$
declare
  claims jsonb := event -> 'claims';
begin
  if claims ->> 'email' like 'refused%' then
    return jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message', 'This staff account is disabled'));
  end if;
  if claims ->> 'email' like 'careless%' then
    return jsonb_build_object('claims', claims - 'session_id');
  end if;
  if claims ->> 'email' like 'nosy%' then
    perform count(*) from hook_test.not_for_auth;
  end if;
  return jsonb_build_object('claims', claims || jsonb_build_object(
    'staff_role', (select staff_role from hook_test.staff where email = claims ->> 'email'),
    'hook_ran_as', current_user,
    'hook_authentication_method', event ->> 'authentication_method',
    'hook_user_id', event ->> 'user_id',
    -- Unqualified, as on hosted: supabase_auth_admin's search_path is auth, and it may read Auth's tables.
    'hook_saw_confirmed', (select email_confirmed_at is not null from users where id = (event ->> 'user_id')::uuid)));
end
$$;
revoke execute on function hook_test.add_staff_role(jsonb) from public;
grant execute on function hook_test.add_staff_role(jsonb) to supabase_auth_admin;

-- What the database sees of a request signed with the hooked token.
create function public.my_staff_role() returns text language sql stable as
  $$ select auth.jwt() ->> 'staff_role' $$;
`;

const databases = await hookDatabases();

describe.each(databases)('auth: custom access token hook on $database', ({ databaseUrl }) => {
  const logLines: string[] = [];
  const server = useTestServer(
    {
      configToml: configWithHook('enabled', 'enabled = true\nuri = "pg-functions://postgres/hook_test/add_staff_role"'),
      extraSql: [HOOK_SQL],
      ...(databaseUrl ? { databaseUrl, databasePoolSize: 2 } : {}),
      log: (line) => logLines.push(line),
    },
    120_000,
  );
  beforeAll(async () => {
    await server.db.query(`insert into hook_test.staff values ('editor@example.com', 'editor')`);
  });

  it('signs the claims the hook returns on a password sign-in, calling it as supabase_auth_admin', async () => {
    const user = await createUser(server, 'editor@example.com', 'editor-password');
    const { client, session } = await signIn(server, 'editor@example.com', 'editor-password');

    const { payload } = await jwtVerify(session.access_token, new TextEncoder().encode(LOCAL_JWT_SECRET));
    expect(payload).toMatchObject({
      sub: user.id,
      role: 'authenticated',
      email: 'editor@example.com',
      staff_role: 'editor',
      hook_ran_as: 'supabase_auth_admin',
      hook_authentication_method: 'password',
      hook_user_id: user.id,
      hook_saw_confirmed: true,
    });
    // The claim reaches the database as any other: policies can read it from auth.jwt().
    const { data, error } = await client.rpc('my_staff_role');
    expect(error).toBeNull();
    expect(data).toBe('editor');
  });

  it('runs again on refresh, so a changed role reaches the next token', async () => {
    await createUser(server, 'office@example.com', 'office-password');
    await server.db.query(`insert into hook_test.staff values ('office@example.com', 'editor')`);
    const { client, session } = await signIn(server, 'office@example.com', 'office-password');
    expect(claimsOf(session.access_token).staff_role).toBe('editor');

    await server.db.query(`update hook_test.staff set staff_role = 'admissions' where email = 'office@example.com'`);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session?.access_token as string)).toMatchObject({
      staff_role: 'admissions',
      hook_authentication_method: 'token_refresh',
      session_id: claimsOf(session.access_token).session_id,
    });
  });

  it('runs on a recovery code, with GoTrue’s "otp" as the authentication method', async () => {
    await createUser(server, 'forgetful@example.com', 'forgetful-password');
    const link = await server.service().auth.admin.generateLink({ type: 'recovery', email: 'forgetful@example.com' });
    const verified = await server.anon().auth.verifyOtp({
      token_hash: link.data.properties?.hashed_token as string,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(claimsOf(verified.data.session?.access_token as string).hook_authentication_method).toBe('otp');
  });

  it("fails the sign-in with the hook's error status and message, and starts no session", async () => {
    const user = await createUser(server, 'refused@example.com', 'refused-password');
    const { data, error } = await trySignIn(server, 'refused@example.com', 'refused-password');
    expect(data.session).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.message).toBe('This staff account is disabled');
    const { rows } = await server.db.query('select count(*)::int as n from auth.sessions where user_id = $1', [
      user.id,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses claims that lost a required one, as GoTrue checks them against its schema', async () => {
    await createUser(server, 'careless@example.com', 'careless-password');
    const { error } = await trySignIn(server, 'careless@example.com', 'careless-password');
    expect(error?.status).toBe(500);
    expect(error?.message).toBe(
      'output claims do not conform to the expected schema: \n- (root): session_id is required\n',
    );
  });

  it("obeys the function's grants: what supabase_auth_admin may not read fails the hook", async () => {
    await createUser(server, 'nosy@example.com', 'nosy-password');
    const { error } = await trySignIn(server, 'nosy@example.com', 'nosy-password');
    expect(error?.status).toBe(500);
    expect(error?.message).toBe('Error running hook URI: pg-functions://postgres/hook_test/add_staff_role');
    expect(logLines.join('\n')).toMatch(/add_staff_role failed: permission denied for table not_for_auth/);
  });
});

describe('auth: custom access token hook naming a missing function', () => {
  const logLines: string[] = [];
  const server = useTestServer({
    configToml: configWithHook('missing', 'enabled = true\nuri = "pg-functions://postgres/public/no_such_hook"'),
    log: (line) => logLines.push(line),
  });

  it('fails every sign-in with GoTrue’s 500 naming the hook, and logs why', async () => {
    await createUser(server, 'staff@example.com', 'staff-password');
    const { data, error } = await trySignIn(server, 'staff@example.com', 'staff-password');
    expect(data.session).toBeNull();
    expect(error?.status).toBe(500);
    expect(error?.message).toBe('Error running hook URI: pg-functions://postgres/public/no_such_hook');
    expect(logLines.join('\n')).toMatch(/function public\.no_such_hook\(jsonb\) does not exist/);
  });
});

describe('auth: custom access token hook returning JSON as text', () => {
  const server = useTestServer({
    configToml: configWithHook('text', 'enabled = true\nuri = "pg-functions://postgres/public/text_hook"'),
    extraSql: [
      `create function public.text_hook(event jsonb) returns text language sql as
         $$ select jsonb_build_object('claims', (event -> 'claims') || '{"from_text": true}')::text $$;
       grant execute on function public.text_hook(jsonb) to supabase_auth_admin;`,
    ],
  });

  it('signs the claims, as GoTrue reads the result as JSON whatever its SQL type', async () => {
    await createUser(server, 'text@example.com', 'text-password');
    const { session } = await signIn(server, 'text@example.com', 'text-password');
    expect(claimsOf(session.access_token).from_text).toBe(true);
  });
});

describe('auth: custom access token hook disabled', () => {
  const server = useTestServer({
    configToml: configWithHook('disabled', 'enabled = false\nuri = "pg-functions://postgres/public/no_such_hook"'),
  });

  it('issues the usual claims and nothing else', async () => {
    await createUser(server, 'plain@example.com', 'plain-password');
    const { session } = await signIn(server, 'plain@example.com', 'plain-password');
    expect(Object.keys(claimsOf(session.access_token)).sort()).toEqual(
      [
        'aal',
        'amr',
        'app_metadata',
        'aud',
        'email',
        'exp',
        'iat',
        'is_anonymous',
        'iss',
        'phone',
        'role',
        'session_id',
        'sub',
        'user_metadata',
      ].sort(),
    );
  });
});

describe('auth: custom access token hook configuration', () => {
  it('accepts only a pg-functions URI, as the local backend runs no HTTP hooks', () => {
    const http = configWithHook('http', 'enabled = true\nuri = "http://127.0.0.1:9999/hook"');
    expect(() => authSettingsFromConfig(http)).toThrow(/pg-functions:\/\/postgres\/<schema>\/<function>/);
    const named = configWithHook(
      'named',
      'enabled = true\nuri = "pg-functions://postgres/public/custom_access_token_hook"',
    );
    expect(authSettingsFromConfig(named).accessTokenHook).toEqual({
      uri: 'pg-functions://postgres/public/custom_access_token_hook',
      functionName: '"public"."custom_access_token_hook"',
    });
  });
});
