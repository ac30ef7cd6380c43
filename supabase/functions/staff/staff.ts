// What the `staff` function does, for administrators only:
//   list            a page of staff, with role, disabled, last sign-in
//   invite          an account for a colleague (or a role for an existing account), and an e-mail
//                   with a one-time link to set her password on the admin's set-password page
//   set_role        another role; never her own administrator role, never the last administrator
//   disable/enable  an Auth ban (sessions end, sign-in refused) and its lifting; never herself
//   send_password   an e-mail with a one-time link to set a new password
// The caller is who Auth says her token belongs to, and her role is read from the database, not
// from the token, so a role taken away counts at once. Errors are JSON { error, code } with a 4xx:
// the code says which refusal, the words are the admin catalogue's for it (or, where Auth or the
// database refused, theirs, with the code saying whose).
import { staffWords } from '@seminary/core/i18n/en/admin/staff.ts';
import { createClient } from '@supabase/supabase-js';

const ROLES = ['administrator', 'editor', 'admissions'] as const;
type Role = (typeof ROLES)[number];
const PAGE_SIZE = 25;
/** Auth's ban for a disabled account: a hundred years, lifted by "none". */
const DISABLED = '876000h';
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

type RefusalCode = keyof typeof staffWords.refusals;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: RefusalCode | 'staff_auth_refused' | 'staff_database_refused',
    message: string = staffWords.refusals[code as RefusalCode],
  ) {
    super(message);
  }
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: CORS });
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

function userIdOf(body: Record<string, unknown>): string {
  const id = body.user_id;
  if (typeof id !== 'string' || !UUID.test(id)) throw new Refusal(400, 'staff_account_unnamed');
  return id;
}

export interface StaffSettings {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export function createStaffHandler(settings: StaffSettings): (request: Request) => Promise<Response> {
  const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
  const service = createClient(settings.url, settings.serviceRoleKey, options);

  async function administrator(request: Request): Promise<string> {
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const { data, error } = await createClient(settings.url, settings.anonKey, options).auth.getUser(token);
    if (error || !data.user) throw new Refusal(401, 'staff_sign_in_again');
    const { data: role } = await service.from('staff_roles').select('role').eq('user_id', data.user.id).maybeSingle();
    if (role?.role !== 'administrator') throw new Refusal(403, 'staff_administrators_only');
    return data.user.id;
  }

  async function roleOf(userId: string): Promise<Role | null> {
    const { data, error } = await service.from('staff_roles').select('role').eq('user_id', userId).maybeSingle();
    if (error) throw error;
    return isRole(data?.role) ? data.role : null;
  }

  /** Whether she is the only administrator who can still sign in. */
  async function lastActiveAdministrator(userId: string): Promise<boolean> {
    const { data, error } = await service.rpc('is_last_active_administrator', { user_id: userId });
    if (error) throw error;
    return data === true;
  }

  async function passwordMail(kind: 'staff_invite' | 'staff_password', email: string, role: Role) {
    const { data: mail } = await service.from('mail_settings').select('site_url').eq('id', 1).single();
    const site = String(mail?.site_url ?? 'http://localhost:4321').replace(/\/+$/, '');
    const { data, error } = await service.auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: `${site}/admin/set-password` },
    });
    if (error || !data.properties?.action_link)
      throw error ? new Refusal(400, 'staff_auth_refused', error.message) : new Refusal(400, 'staff_link_not_made');
    const queued = await service.rpc('queue_staff_mail', {
      kind,
      email,
      role,
      action_link: data.properties.action_link,
    });
    if (queued.error) throw new Refusal(400, 'staff_database_refused', queued.error.message);
  }

  async function invite(body: Record<string, unknown>) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 320) throw new Refusal(400, 'staff_email_invalid');
    if (!isRole(body.role)) throw new Refusal(400, 'staff_role_unknown');
    const { data: existing } = await service.rpc('staff_user_id', { email });
    let userId = typeof existing === 'string' ? existing : null;
    if (userId && (await roleOf(userId))) throw new Refusal(409, 'staff_already_member');
    if (!userId) {
      const created = await service.auth.admin.createUser({ email, email_confirm: true });
      if (created.error || !created.data.user)
        throw created.error
          ? new Refusal(400, 'staff_auth_refused', created.error.message)
          : new Refusal(400, 'staff_account_not_made');
      userId = created.data.user.id;
    }
    const given = await service.from('staff_roles').insert({ user_id: userId, role: body.role });
    if (given.error) throw new Refusal(400, 'staff_database_refused', given.error.message);
    await passwordMail('staff_invite', email, body.role);
    return { user_id: userId };
  }

  async function setRole(caller: string, body: Record<string, unknown>) {
    const userId = userIdOf(body);
    if (!isRole(body.role)) throw new Refusal(400, 'staff_role_unknown');
    if (userId === caller && body.role !== 'administrator') {
      throw new Refusal(409, 'staff_own_administrator_role');
    }
    if (body.role !== 'administrator' && (await lastActiveAdministrator(userId))) {
      throw new Refusal(409, 'staff_last_administrator');
    }
    const { data, error } = await service
      .from('staff_roles')
      .update({ role: body.role })
      .eq('user_id', userId)
      .select('user_id');
    if (error) throw new Refusal(409, 'staff_database_refused', error.message);
    if (!data?.length) throw new Refusal(404, 'staff_not_found');
    return { user_id: userId, role: body.role };
  }

  async function setDisabled(caller: string, body: Record<string, unknown>, disabled: boolean) {
    const userId = userIdOf(body);
    if (!(await roleOf(userId))) throw new Refusal(404, 'staff_not_found');
    if (disabled && userId === caller) throw new Refusal(409, 'staff_own_account');
    if (disabled && (await lastActiveAdministrator(userId))) {
      throw new Refusal(409, 'staff_last_administrator');
    }
    const { error } = await service.auth.admin.updateUserById(userId, { ban_duration: disabled ? DISABLED : 'none' });
    if (error) throw new Refusal(400, 'staff_auth_refused', error.message);
    return { user_id: userId, disabled };
  }

  async function sendPassword(body: Record<string, unknown>) {
    const userId = userIdOf(body);
    const role = await roleOf(userId);
    if (!role) throw new Refusal(404, 'staff_not_found');
    const { data, error } = await service.auth.admin.getUserById(userId);
    if (error || !data.user?.email) throw new Refusal(404, 'staff_not_found');
    await passwordMail('staff_password', data.user.email, role);
    return { user_id: userId };
  }

  async function list(body: Record<string, unknown>) {
    const page = Number.isInteger(body.page) && Number(body.page) > 0 ? Number(body.page) : 1;
    const { data, error } = await service.rpc('staff_members', {
      page_size: PAGE_SIZE,
      page_offset: (page - 1) * PAGE_SIZE,
    });
    if (error) throw error;
    const rows = (data ?? []) as { total: number }[];
    return {
      members: rows.map(({ total: _total, ...member }) => member),
      total: Number(rows[0]?.total ?? 0),
      page,
      page_size: PAGE_SIZE,
    };
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { headers: CORS });
    try {
      if (request.method !== 'POST') throw new Refusal(405, 'staff_post_only');
      const caller = await administrator(request);
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object') throw new Refusal(400, 'staff_action_missing');
      switch (body.action) {
        case 'list':
          return json(await list(body));
        case 'invite':
          return json(await invite(body), 201);
        case 'set_role':
          return json(await setRole(caller, body));
        case 'disable':
          return json(await setDisabled(caller, body, true));
        case 'enable':
          return json(await setDisabled(caller, body, false));
        case 'send_password':
          return json(await sendPassword(body));
        default:
          throw new Refusal(400, 'staff_action_unknown');
      }
    } catch (failure) {
      if (failure instanceof Refusal) return json({ error: failure.message, code: failure.code }, failure.status);
      console.error(failure);
      return json({ error: staffWords.functionFailed }, 500);
    }
  };
}
