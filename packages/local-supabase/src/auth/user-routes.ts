import { Hono } from 'hono';
import type { ServerContext } from '../http/context.ts';
import { AuthError, emailExists, isUniqueViolation, phoneUnsupported, validationFailed } from './errors.ts';
import { requireUser } from './guards.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { optionalObject, optionalString, readJsonBody } from './request.ts';
import { endSessions, LOGOUT_SCOPES, type LogoutScope } from './tokens.ts';
import {
  findUserByEmail,
  findUserById,
  loadUserJson,
  mergeMetadata,
  normalizeEmail,
  type UserRow,
  updateUser,
} from './users.ts';

/** The signed-in user's own endpoints: GET/PUT /user and POST /logout. */
export function createUserRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.get('/user', async (c) => {
    const { user } = await requireUser(ctx, c);
    return c.json(await loadUserJson(ctx.db, user));
  });

  // app_metadata is not read from the body: it carries authorization data only admins may set.
  app.put('/user', async (c) => {
    const { user, sessionId } = await requireUser(ctx, c);
    const body = await readJsonBody(c);
    if (optionalString(body, 'phone')) throw phoneUnsupported();
    const password = optionalString(body, 'password');
    const rawEmail = optionalString(body, 'email');
    const email = rawEmail === undefined ? undefined : normalizeEmail(rawEmail);
    const data = optionalObject(body, 'data');

    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkPasswordStrength(password, ctx.auth);
      if (await verifyPassword(password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password);
    }

    const updated = await ctx.db
      .transaction(async (tx) => {
        const current = (await findUserById(tx, user.id)) as UserRow;
        const emailChanged = email !== undefined && email !== current.email;
        if (emailChanged && (await findUserByEmail(tx, email))) throw emailExists();
        const row = await updateUser(tx, user.id, {
          // Mailer autoconfirm is on locally, so a new address applies at once, as in GoTrue.
          email: emailChanged ? email : undefined,
          confirmEmail: emailChanged,
          encryptedPassword: passwordHash,
          userMetadata: data ? mergeMetadata(current.raw_user_meta_data, data) : undefined,
        });
        // A changed password signs out every other session, which may belong to whoever knew the old one.
        if (passwordHash) await endSessions(tx, user.id, 'others', sessionId);
        return loadUserJson(tx, row);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailExists() : error;
      });
    return c.json(updated);
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') || 'global';
    if (!(LOGOUT_SCOPES as readonly string[]).includes(scope)) {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await requireUser(ctx, c);
    await endSessions(ctx.db, user.id, scope as LogoutScope, sessionId);
    return c.body(null, 204);
  });

  return app;
}
