import { supabaseAuthProvider } from 'ra-supabase';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { supabase } from './supabaseClient.ts';

/** The admin role, as the database's private.is_admin() reads it from the access token. */
export const ADMIN_ROLE = 'admin';

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

/** The role in the token's app_metadata: the claim row-level security trusts, not the user object. */
export function roleFromAccessToken(accessToken: string): string | null {
  const appMetadata = decodeJwtPayload(accessToken).app_metadata;
  if (typeof appMetadata !== 'object' || appMetadata === null) return null;
  const role = (appMetadata as Record<string, unknown>).role;
  return typeof role === 'string' ? role : null;
}

const baseAuthProvider = supabaseAuthProvider(supabase, {});

export const authProvider: AuthProvider = {
  ...baseAuthProvider,
  async checkAuth(params) {
    if (isOnPasswordPage()) return;
    return baseAuthProvider.checkAuth(params);
  },
  async getPermissions() {
    const { data } = await supabase.auth.getSession();
    return data.session ? roleFromAccessToken(data.session.access_token) : null;
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
