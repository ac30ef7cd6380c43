import { Hono } from 'hono';
import type { ServerContext } from '../http/context.ts';
import { AuthError, emailExists, isUniqueViolation, phoneUnsupported, validationFailed } from './errors.ts';
import { requireServiceRole } from './guards.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { allowedRedirect, issueRecovery } from './recovery.ts';
import { isUuid, type JsonObject, optionalBoolean, optionalObject, optionalString, readJsonBody } from './request.ts';
import { endSessions } from './tokens.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  loadUserJson,
  mergeMetadata,
  normalizeEmail,
  parseBanDuration,
  USER_COLUMNS,
  type UserRow,
  updateUser,
  usersJson,
} from './users.ts';

/** GoTrue's default page size for GET /admin/users. */
const DEFAULT_PER_PAGE = 50;

function pageParam(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw validationFailed('Bad Pagination Parameters');
  return Number(value);
}

function userIdParam(id: string): string {
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  return id;
}

const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

async function passwordHashFrom(ctx: ServerContext, body: JsonObject): Promise<string | undefined> {
  const password = optionalString(body, 'password');
  if (password === undefined) return undefined;
  checkPasswordStrength(password, ctx.auth);
  return hashPassword(password);
}

function banSecondsFrom(body: JsonObject): number | null | undefined {
  const banDuration = optionalString(body, 'ban_duration');
  return banDuration === undefined ? undefined : parseBanDuration(banDuration);
}

/** GoTrue's /admin API for the service_role key. */
export function createAdminRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await requireServiceRole(ctx, c);
    await next();
  });

  app.get('/users', async (c) => {
    const page = pageParam(c.req.query('page'), 1);
    const perPage = pageParam(c.req.query('per_page'), DEFAULT_PER_PAGE);
    const { total, users } = await ctx.db.transaction(async (tx) => {
      const count = await tx.query<{ total: number }>('select count(*)::int as total from auth.users');
      const { rows } = await tx.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users order by created_at desc, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      return { total: count.rows[0]?.total ?? 0, users: await usersJson(tx, rows) };
    });
    // auth-js reads the page number right after the first `=`, so `page` must come first.
    const link = (n: number, rel: string) =>
      `<${ctx.publicUrl}/auth/v1/admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
    const lastPage = Math.ceil(total / perPage);
    const links = page < lastPage ? [link(page + 1, 'next'), link(lastPage, 'last')] : [link(lastPage, 'last')];
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/users', async (c) => {
    const body = await readJsonBody(c);
    if (optionalString(body, 'phone')) throw phoneUnsupported();
    const email = normalizeEmail(optionalString(body, 'email'));
    const emailConfirmed = optionalBoolean(body, 'email_confirm') ?? false;
    const appMetadata = optionalObject(body, 'app_metadata');
    const userMetadata = optionalObject(body, 'user_metadata');
    const banSeconds = banSecondsFrom(body);
    const passwordHash = (await passwordHashFrom(ctx, body)) ?? null;
    const user = await ctx.db
      .transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) throw emailExists();
        const created = await insertUser(tx, {
          email,
          passwordHash,
          emailConfirmed,
          appMetadata,
          userMetadata,
          banSeconds,
        });
        return loadUserJson(tx, created);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailExists() : error;
      });
    return c.json(user);
  });

  app.get('/users/:id', async (c) => {
    const user = await findUserById(ctx.db, userIdParam(c.req.param('id')));
    if (!user) throw userNotFound();
    return c.json(await loadUserJson(ctx.db, user));
  });

  app.put('/users/:id', async (c) => {
    const id = userIdParam(c.req.param('id'));
    const body = await readJsonBody(c);
    if (optionalString(body, 'phone')) throw phoneUnsupported();
    const rawEmail = optionalString(body, 'email');
    const email = rawEmail === undefined ? undefined : normalizeEmail(rawEmail);
    const appMetadata = optionalObject(body, 'app_metadata');
    const userMetadata = optionalObject(body, 'user_metadata');
    const banSeconds = banSecondsFrom(body);
    const passwordHash = await passwordHashFrom(ctx, body);
    const user = await ctx.db
      .transaction(async (tx) => {
        const current = await findUserById(tx, id);
        if (!current) throw userNotFound();
        const emailChanged = email !== undefined && email !== current.email;
        if (emailChanged && (await findUserByEmail(tx, email))) throw emailExists();
        const updated = await updateUser(tx, id, {
          email: emailChanged ? email : undefined,
          confirmEmail: optionalBoolean(body, 'email_confirm'),
          encryptedPassword: passwordHash,
          appMetadata: appMetadata ? mergeMetadata(current.raw_app_meta_data, appMetadata) : undefined,
          userMetadata: userMetadata ? mergeMetadata(current.raw_user_meta_data, userMetadata) : undefined,
          banSeconds,
        });
        // A reset password or a ban must not leave anyone signed in with the old credentials.
        if (passwordHash || updated.banned) await endSessions(tx, id, 'global', null);
        return loadUserJson(tx, updated);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailExists() : error;
      });
    return c.json(user);
  });

  app.delete('/users/:id', async (c) => {
    const id = userIdParam(c.req.param('id'));
    const body = await readJsonBody(c);
    if (optionalBoolean(body, 'should_soft_delete')) {
      throw validationFailed('Soft deletion is not supported by this server');
    }
    const { affectedRows } = await ctx.db.query('delete from auth.users where id = $1', [id]);
    if (affectedRows === 0) throw userNotFound();
    return c.json({});
  });

  app.post('/generate_link', async (c) => {
    const body = await readJsonBody(c);
    const type = optionalString(body, 'type');
    if (type !== 'recovery') throw validationFailed(`Unsupported link type "${type ?? ''}": only recovery links`);
    const email = normalizeEmail(optionalString(body, 'email'));
    const redirectTo = allowedRedirect(ctx.auth, c.req.query('redirect_to') ?? optionalString(body, 'redirect_to'));
    const user = await findUserByEmail(ctx.db, email);
    if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    const response = await ctx.db.transaction(async (tx) => {
      const link = await issueRecovery(tx, ctx, user, redirectTo);
      return {
        ...(await loadUserJson(tx, link.user)),
        action_link: link.actionLink,
        email_otp: link.otp,
        hashed_token: link.token,
        redirect_to: link.redirectTo,
        verification_type: 'recovery',
      };
    });
    return c.json(response);
  });

  return app;
}
