// The staff roles (administrator, editor, admissions), as the database enforces them
// (supabase/schemas/02_staff_roles.sql) and the admin shows them: the role each admin section
// belongs to. The database has the last word; this only keeps the admin from offering what a
// role's token would be refused.

export const STAFF_ROLES = ['administrator', 'editor', 'admissions'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  admissions: 'Admissions',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * What an admin resource needs: `content` is the editors' (site content, publishing), `admissions`
 * the admissions office's (enquiries, applications, the outbox), `settings` the administrators'
 * (mail and privacy settings, data requests, staff), `staff` any role (the dashboard).
 */
export type AccessArea = 'content' | 'admissions' | 'settings' | 'staff';

export function roleMayUse(role: StaffRole | null, area: AccessArea): boolean {
  if (role === null) return false;
  if (role === 'administrator' || area === 'staff') return true;
  if (area === 'content') return role === 'editor';
  if (area === 'admissions') return role === 'admissions';
  return false;
}

/** The admin's sections and settings that are not the site's content, by their path or table. */
const AREAS: Record<string, AccessArea> = {
  dashboard: 'staff',
  registrations: 'admissions',
  'student-registrations': 'admissions',
  'bank-statements': 'admissions',
  // The tables behind it, which react-admin's list controllers ask about in their turn.
  student_registrations: 'admissions',
  deleted_registrations: 'admissions',
  mail: 'admissions',
  mail_outbox: 'admissions',
  verified_payments: 'admissions',
  mail_settings: 'settings',
  payments: 'settings',
  payment_settings: 'settings',
  privacy: 'settings',
  'data-requests': 'settings',
  staff: 'settings',
  audit: 'settings',
  audit_log: 'settings',
};

/** The area of an admin section (its path) or table: the site's content unless listed above. */
export function accessAreaOf(resource: string): AccessArea {
  return AREAS[resource] ?? 'content';
}
