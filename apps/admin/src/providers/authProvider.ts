import { accessAreaOf, isStaffRole, roleMayUse, type StaffRole } from '@seminary/core/staff-roles';
import { supabaseAuthProvider } from 'ra-supabase';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { supabase } from './supabaseClient.ts';

/** The pages a signed-out user may open; ra-supabase only knows them at the site's root. */
const PASSWORD_PAGES = ['set-password', 'forgot-password'];

function isOnPasswordPage(): boolean {
  const base = import.meta.env.BASE_URL;
  return PASSWORD_PAGES.some((page) => window.location.pathname === `${base}${page}`);
}

function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const base64 = payload
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(payload.length / 4) * 4, '=');
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The staff role in the access token: the claim the custom access token hook adds and
 * row-level security trusts, not anything of the user object.
 */
export function roleFromAccessToken(accessToken: string): StaffRole | null {
  const role = decodeJwtPayload(accessToken).staff_role;
  return isStaffRole(role) ? role : null;
}

async function currentRole(): Promise<StaffRole | null> {
  const { data } = await supabase.auth.getSession();
  return data.session ? roleFromAccessToken(data.session.access_token) : null;
}

const baseAuthProvider = supabaseAuthProvider(supabase, {});

export const authProvider: AuthProvider = {
  ...baseAuthProvider,
  async checkAuth(params) {
    if (isOnPasswordPage()) return;
    return baseAuthProvider.checkAuth(params);
  },
  async getPermissions() {
    return currentRole();
  },
  // react-admin's access control: menus, buttons and routes ask it (useCanAccess, <CanAccess>).
  // A resource is an admin section's path or a table; the database refuses the same anyway.
  async canAccess({ resource }) {
    return roleMayUse(await currentRole(), accessAreaOf(resource ?? ''));
  },
  async getIdentity(): Promise<UserIdentity> {
    const { data } = await supabase.auth.getSession();
    const user = data.session?.user;
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.email ?? user.id };
  },
  // The forgot-password form sends only the address; the link must land on this admin's
  // set-password page (under /admin/), which the backend's redirect allow-list names.
  async resetPassword(params: { email: string; redirectTo?: string }) {
    const redirectTo =
      params.redirectTo ?? new URL('set-password', window.location.origin + import.meta.env.BASE_URL).href;
    return baseAuthProvider.resetPassword({ ...params, redirectTo });
  },
};
