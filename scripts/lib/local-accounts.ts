import type { StaffRole } from '../../packages/core/src/staff-roles.ts';

// The local accounts `npm start` and the end-to-end tests create. Local only: a hosted
// project, or the school's own server, gets its first admin from `npm run admin:create -- EMAIL`.
interface Account {
  email: string;
  password: string;
}

function adminOf(env: NodeJS.ProcessEnv): Account {
  return { email: env.ADMIN_EMAIL ?? 'admin@example.com', password: env.ADMIN_PASSWORD ?? 'admin1234' };
}

/** Signed in without a role: shows that signing in alone grants nothing. */
function staffOf(env: NodeJS.ProcessEnv): Account {
  return { email: env.STAFF_EMAIL ?? 'staff@example.com', password: env.STAFF_PASSWORD ?? 'staff1234' };
}

/** An editor: the site's content, not the applications. */
function editorOf(env: NodeJS.ProcessEnv): Account {
  return { email: env.EDITOR_EMAIL ?? 'editor@example.com', password: env.EDITOR_PASSWORD ?? 'editor1234' };
}

/** The admissions office: applications and enquiries, not the site's content. */
function admissionsOf(env: NodeJS.ProcessEnv): Account {
  return { email: env.ADMISSIONS_EMAIL ?? 'office@example.com', password: env.ADMISSIONS_PASSWORD ?? 'office1234' };
}

export const localAdmin = adminOf(process.env);
export const localStaff = staffOf(process.env);
export const localEditor = editorOf(process.env);
export const localAdmissions = admissionsOf(process.env);

export interface StartAccount extends Account {
  /** Her staff role, or null for an account that may do nothing. */
  role: StaffRole | null;
  /** Made only when missing, then left to its owner (never reset to this password). */
  createOnly: boolean;
}

/**
 * The accounts `npm start` makes. On this machine, the two local accounts, reset on every start.
 * With the school's own JWT_SECRET the server faces the internet, where a default password is a
 * way in: only the admin ADMIN_EMAIL and ADMIN_PASSWORD name, if both are set, made once and
 * then left alone, since its owner may change the password; otherwise none.
 */
export function startAccounts(env: NodeJS.ProcessEnv): StartAccount[] {
  if (env.JWT_SECRET === undefined) {
    return [
      { ...adminOf(env), role: 'administrator', createOnly: false },
      { ...editorOf(env), role: 'editor', createOnly: false },
      { ...admissionsOf(env), role: 'admissions', createOnly: false },
      { ...staffOf(env), role: null, createOnly: false },
    ];
  }
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return [];
  return [{ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, role: 'administrator', createOnly: true }];
}
