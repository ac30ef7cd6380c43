import { defaultAuthSettings } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { validationFailed } from './errors.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import type { JsonObject } from './request.ts';

type Timestamp = Date | string | null;

/** An auth.users row, with `banned` worked out by the database clock. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp;
  invited_at: Timestamp;
  confirmation_sent_at: Timestamp;
  recovery_sent_at: Timestamp;
  email_change: string | null;
  email_change_sent_at: Timestamp;
  last_sign_in_at: Timestamp;
  raw_app_meta_data: JsonObject;
  raw_user_meta_data: JsonObject;
  created_at: Timestamp;
  updated_at: Timestamp;
  phone: string | null;
  phone_confirmed_at: Timestamp;
  confirmed_at: Timestamp;
  banned_until: Timestamp;
  deleted_at: Timestamp;
  is_anonymous: boolean;
  banned: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  email: string | null;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at, confirmed_at,
  banned_until, deleted_at, is_anonymous, coalesce(banned_until > now(), false) as banned`;

const EMAIL_PROVIDER_METADATA = { provider: 'email', providers: ['email'] };

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = $1`, [email]);
  return rows[0] ?? null;
}

/** GoTrue stores addresses lower-cased and trimmed; anything without one `@` is refused. */
export function normalizeEmail(raw: string | undefined): string {
  const email = raw?.trim().toLowerCase() ?? '';
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

/** GoTrue's metadata update: keys are merged in, and a key set to null is removed. */
export function mergeMetadata(existing: JsonObject, updates: JsonObject): JsonObject {
  const merged: JsonObject = { ...existing };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function iso(value: Timestamp): string | undefined {
  if (value === null || value === undefined) return undefined;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function identityJson(identity: IdentityRow): JsonObject {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at) ?? null,
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** GoTrue's User JSON: optional timestamps are left out when null, email and phone are "" when unset. */
function userJson(user: UserRow, identities: IdentityRow[]): JsonObject {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    invited_at: iso(user.invited_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: user.banned ? iso(user.banned_until) : undefined,
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

export async function usersJson(q: Queryable, users: UserRow[]): Promise<JsonObject[]> {
  if (users.length === 0) return [];
  const { rows } = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = any($1::uuid[]) order by created_at`,
    [users.map((user) => user.id)],
  );
  return users.map((user) =>
    userJson(
      user,
      rows.filter((identity) => identity.user_id === user.id),
    ),
  );
}

export async function loadUserJson(q: Queryable, user: UserRow): Promise<JsonObject> {
  const [json] = await usersJson(q, [user]);
  return json as JsonObject;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  appMetadata?: JsonObject | undefined;
  userMetadata?: JsonObject | undefined;
  /** Seconds from now; omitted for a user who is not banned. */
  banSeconds?: number | null | undefined;
}

/** A user with an `email` identity, as GoTrue creates one; the email must be normalized and free. */
export async function insertUser(tx: Queryable, input: NewUser): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, banned_until)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
             case when $3::boolean then now() end, $4::jsonb, $5::jsonb,
             case when $6::float8 is not null then now() + make_interval(secs => $6::float8) end)
     returning ${USER_COLUMNS}`,
    [
      input.email,
      input.passwordHash,
      input.emailConfirmed,
      JSON.stringify(mergeMetadata(EMAIL_PROVIDER_METADATA, input.appMetadata ?? {})),
      JSON.stringify(input.userMetadata ?? {}),
      input.banSeconds ?? null,
    ],
  );
  const user = rows[0] as UserRow;
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1::text, $1::uuid, $2::jsonb, 'email')`,
    [
      user.id,
      JSON.stringify({ sub: user.id, email: input.email, email_verified: input.emailConfirmed, phone_verified: false }),
    ],
  );
  return user;
}

export interface UserChanges {
  email?: string | undefined;
  encryptedPassword?: string | undefined;
  /** Marks the email confirmed now, unless it already was. */
  confirmEmail?: boolean | undefined;
  /** The full new value (merge with mergeMetadata first). */
  appMetadata?: JsonObject | undefined;
  userMetadata?: JsonObject | undefined;
  /** Seconds from now; null lifts a ban. */
  banSeconds?: number | null | undefined;
  signedIn?: boolean | undefined;
  recoverySent?: boolean | undefined;
}

export async function updateUser(tx: Queryable, id: string, changes: UserChanges): Promise<UserRow> {
  const sets = ['updated_at = now()'];
  const params: unknown[] = [id];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (changes.email !== undefined) sets.push(`email = ${param(changes.email)}`);
  if (changes.encryptedPassword !== undefined) sets.push(`encrypted_password = ${param(changes.encryptedPassword)}`);
  if (changes.confirmEmail) sets.push('email_confirmed_at = coalesce(email_confirmed_at, now())');
  if (changes.appMetadata) sets.push(`raw_app_meta_data = ${param(JSON.stringify(changes.appMetadata))}::jsonb`);
  if (changes.userMetadata) sets.push(`raw_user_meta_data = ${param(JSON.stringify(changes.userMetadata))}::jsonb`);
  if (changes.banSeconds !== undefined) {
    sets.push(
      changes.banSeconds === null
        ? 'banned_until = null'
        : `banned_until = now() + make_interval(secs => ${param(changes.banSeconds)}::float8)`,
    );
  }
  if (changes.signedIn) sets.push('last_sign_in_at = now()');
  if (changes.recoverySent) sets.push('recovery_sent_at = now()');
  const { rows } = await tx.query<UserRow>(
    `update auth.users set ${sets.join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    params,
  );
  const user = rows[0] as UserRow;
  if (changes.email !== undefined || changes.confirmEmail || changes.signedIn) {
    await tx.query(
      `update auth.identities
          set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
              last_sign_in_at = case when $4::boolean then now() else last_sign_in_at end,
              updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [id, user.email, user.email_confirmed_at !== null, changes.signedIn ?? false],
    );
  }
  return user;
}

const DURATION_UNITS: Record<string, number> = {
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  μs: 1e-6,
  ms: 1e-3,
  s: 1,
  m: 60,
  h: 3600,
};

/** A Go duration string as GoTrue's `ban_duration` takes it ("24h", "1h30m"), in seconds; "none" is null. */
export function parseBanDuration(value: string): number | null {
  if (value === 'none') return null;
  const part = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/gy;
  let seconds = 0;
  let consumed = 0;
  for (let match = part.exec(value); match; match = part.exec(value)) {
    seconds += Number(match[1]) * (DURATION_UNITS[match[2] as string] as number);
    consumed = part.lastIndex;
  }
  if (consumed === 0 || consumed !== value.length) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${value}"`);
  }
  return seconds;
}

export interface EnsureUserOptions {
  email: string;
  password: string;
  appMetadata?: JsonObject;
  userMetadata?: JsonObject;
  /** Leave an existing user as it is: its owner may have changed the password since it was made. */
  createOnly?: boolean;
}

/**
 * Creates a confirmed email user, or brings an existing one up to date: the password (only
 * when it changed, so signed-in sessions survive a restart) and the given app_metadata keys.
 * With `createOnly`, an existing user is left alone.
 */
export async function ensureUser(db: Database, options: EnsureUserOptions): Promise<{ id: string; created: boolean }> {
  const email = normalizeEmail(options.email);
  checkPasswordStrength(options.password, defaultAuthSettings);
  const existing = await findUserByEmail(db, email);
  if (existing && options.createOnly) return { id: existing.id, created: false };
  const passwordHash =
    existing && (await verifyPassword(options.password, existing.encrypted_password))
      ? undefined
      : await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) {
      const created = await insertUser(tx, {
        email,
        passwordHash: passwordHash ?? (await hashPassword(options.password)),
        emailConfirmed: true,
        appMetadata: options.appMetadata,
        userMetadata: options.userMetadata,
      });
      return { id: created.id, created: true };
    }
    if (options.createOnly) return { id: user.id, created: false };
    await updateUser(tx, user.id, {
      encryptedPassword: passwordHash,
      confirmEmail: true,
      appMetadata: mergeMetadata(user.raw_app_meta_data, options.appMetadata ?? {}),
    });
    return { id: user.id, created: false };
  });
}
