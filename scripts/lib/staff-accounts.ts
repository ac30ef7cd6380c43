// A staff account on a backend this process runs (npm start, the benchmarks, the end-to-end
// stack): the Auth user, and her role in public.staff_roles, which the custom access token hook
// puts in her tokens. Without a role the account signs in and may do nothing.

import { type Database, ensureUser } from '@seminary/local-supabase';
import type { StaffRole } from '../../packages/core/src/staff-roles.ts';

export async function ensureStaffAccount(
  db: Database,
  account: { email: string; password: string; createOnly?: boolean },
  role: StaffRole | null,
): Promise<{ id: string; created: boolean }> {
  const user = await ensureUser(db, account);
  // An account made only when missing keeps the role its administrators gave it since.
  if (account.createOnly && !user.created) return user;
  if (role) {
    await db.query(
      `insert into public.staff_roles (user_id, role) values ($1, $2)
       on conflict (user_id) do update set role = excluded.role`,
      [user.id, role],
    );
  } else {
    await db.query('delete from public.staff_roles where user_id = $1', [user.id]);
  }
  return user;
}
