import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { type AuthSettings, PASSWORD_REQUIREMENTS, type PasswordRequirements } from '../config.ts';
import type { SmtpTarget } from '../mail/mailer.ts';
import { parseAccessTokenHookUri } from './access-token-hook.ts';
import { parsePasswordVerificationHookUri } from './password-verification-hook.ts';

type Table = Record<string, unknown>;

function table(value: unknown, where: string): Table {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${where} must be a table`);
  return value as Table;
}

function integer(value: unknown, where: string): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'bigint' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new Error(`${where} must be a whole number`);
  return n;
}

/**
 * The `[auth]` settings of supabase/config.toml that Supabase Auth enforces, read as the CLI
 * hands them to GoTrue: sign-up, token lifetimes, redirect URLs, password rules and the mail
 * rate limit, the SMTP server its mail goes to, the custom access token hook and the password
 * verification attempt hook. Absent keys keep the server's defaults.
 */
export function authSettingsFromConfig(configToml: string): Partial<AuthSettings> {
  const auth = table(parse(readFileSync(configToml, 'utf8')).auth, '[auth]');
  const rateLimit = table(auth.rate_limit, '[auth.rate_limit]');
  const settings: Partial<AuthSettings> = {};
  if (typeof auth.enable_signup === 'boolean') settings.signupEnabled = auth.enable_signup;
  if (typeof auth.site_url === 'string') settings.siteUrl = auth.site_url;
  if (Array.isArray(auth.additional_redirect_urls)) {
    settings.redirectUrls = auth.additional_redirect_urls.filter((url): url is string => typeof url === 'string');
  }
  const jwtExpiry = integer(auth.jwt_expiry, '[auth] jwt_expiry');
  if (jwtExpiry !== undefined) settings.jwtExpiry = jwtExpiry;
  const reuse = integer(auth.refresh_token_reuse_interval, '[auth] refresh_token_reuse_interval');
  if (reuse !== undefined) settings.refreshTokenReuseInterval = reuse;
  const minimum = integer(auth.minimum_password_length, '[auth] minimum_password_length');
  // GoTrue never accepts fewer than 6 characters, whatever the configuration says.
  if (minimum !== undefined) settings.minimumPasswordLength = Math.max(minimum, 6);
  if (auth.password_requirements !== undefined) {
    if (!(PASSWORD_REQUIREMENTS as readonly unknown[]).includes(auth.password_requirements)) {
      throw new Error(`[auth] password_requirements must be one of ${PASSWORD_REQUIREMENTS.join(', ')}`);
    }
    settings.passwordRequirements = auth.password_requirements as PasswordRequirements;
  }
  const emails = integer(rateLimit.email_sent, '[auth.rate_limit] email_sent');
  if (emails !== undefined) settings.emailsPerHour = emails;
  const smtp = smtpFromConfig(table(table(auth.email, '[auth.email]').smtp, '[auth.email.smtp]'));
  if (smtp) settings.smtp = smtp;
  const hooks = table(auth.hook, '[auth.hook]');
  const accessTokenHook = enabledHookUri(hooks, 'custom_access_token');
  if (accessTokenHook !== undefined) settings.accessTokenHook = parseAccessTokenHookUri(accessTokenHook);
  const passwordHook = enabledHookUri(hooks, 'password_verification_attempt');
  if (passwordHook !== undefined) settings.passwordVerificationHook = parsePasswordVerificationHookUri(passwordHook);
  return settings;
}

/** The uri of `[auth.hook.<name>]` when it is enabled. */
function enabledHookUri(hooks: Table, name: string): string | undefined {
  const hook = table(hooks[name], `[auth.hook.${name}]`);
  if (hook.enabled !== true) return undefined;
  if (typeof hook.uri !== 'string') throw new Error(`[auth.hook.${name}] uri must name the function`);
  return hook.uri;
}

/** The CLI's `env(NAME)` form: the value of that environment variable. */
function resolveEnv(value: unknown, where: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`${where} must be a string`);
  const name = /^env\((\w+)\)$/.exec(value.trim())?.[1];
  return name ? process.env[name] : value;
}

/** `[auth.email.smtp]`: the SMTP server Auth's mail goes to, when enabled and named. */
function smtpFromConfig(smtp: Table): SmtpTarget | undefined {
  if (smtp.enabled === false) return undefined;
  const host = resolveEnv(smtp.host, '[auth.email.smtp] host');
  if (!host) return undefined;
  const port = integer(smtp.port, '[auth.email.smtp] port') ?? 587;
  const adminEmail = resolveEnv(smtp.admin_email, '[auth.email.smtp] admin_email');
  if (!adminEmail) throw new Error('[auth.email.smtp] admin_email must name the sender address');
  return {
    host,
    port,
    user: resolveEnv(smtp.user, '[auth.email.smtp] user'),
    pass: resolveEnv(smtp.pass, '[auth.email.smtp] pass'),
    adminEmail,
    senderName: resolveEnv(smtp.sender_name, '[auth.email.smtp] sender_name'),
  };
}
