// `npm run admin:create -- EMAIL [--password P]`: creates an administrator account, or makes an
// existing account an administrator, on the project at SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY
// (by default the backend on this machine, with the key derived from JWT_SECRET when it is set,
// so the school's service key never has to be shown or copied). It is for the first account:
// administrators invite the others on the admin's Staff screen. The role lives in
// public.staff_roles, which only the service role writes; the custom access token hook puts it in
// her tokens, and the database's policies read nothing else.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createSupabaseClient } from '../packages/core/src/supabase-client.ts';
import { DEFAULT_HOST, DEFAULT_PORT } from '../packages/local-supabase/src/config.ts';
import { apiKeysFor } from '../packages/local-supabase/src/keys.ts';

const USAGE = 'Usage: npm run admin:create -- EMAIL [--password PASSWORD]';
const USERS_PER_PAGE = 1000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Letters and digits, as config.toml's password_requirements asks. */
function generatePassword(): string {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const email = positionals[0]?.trim().toLowerCase();
if (!email || positionals.length > 1 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail(USAGE);

const url = process.env.SUPABASE_URL ?? `http://${DEFAULT_HOST}:${process.env.SUPABASE_PORT ?? DEFAULT_PORT}`;
const serviceRoleKey =
  process.env.SUPABASE_SERVICE_ROLE_KEY ??
  (await apiKeysFor(process.env.JWT_SECRET).catch((error: Error) => fail(error.message))).serviceRoleKey;
const supabase = createSupabaseClient(url, serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

async function findUserByEmail(address: string) {
  for (let page = 1; ; page++) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: USERS_PER_PAGE });
    if (error) fail(`Could not list users at ${url}: ${error.message}`);
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === address);
    if (user || data.users.length < USERS_PER_PAGE) return user;
  }
}

async function makeAdministrator(userId: string) {
  const { error } = await supabase.from('staff_roles').upsert({ user_id: userId, role: 'administrator' });
  if (error) fail(`Could not make ${email} an administrator: ${error.message}`);
}

const existing = await findUserByEmail(email);
if (existing) {
  if (values.password) {
    const { error } = await supabase.auth.admin.updateUserById(existing.id, { password: values.password });
    if (error) fail(`Could not set the password of ${email}: ${error.message}`);
  }
  await makeAdministrator(existing.id);
  process.stdout.write(
    `${email} is now an administrator${values.password ? ' with the given password' : '; the password is unchanged'}.\n` +
      'A session signed in before this takes the role when its token is next refreshed.\n',
  );
} else {
  const password = values.password ?? generatePassword();
  const { data, error } = await supabase.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) fail(`Could not create ${email}: ${error?.message ?? 'no user returned'}`);
  await makeAdministrator(data.user.id);
  process.stdout.write(`Created administrator ${email}.\n`);
  if (!values.password) process.stdout.write(`Password: ${password}\n`);
}
