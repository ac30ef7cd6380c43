// The real local backend of a test file, started in its process, with a staff account signed in
// through the admin's own Supabase client. The admin's modules that read the backend's address
// are imported after it, by the test.
import type { StaffRole } from '@seminary/core/staff-roles';
import { vi } from 'vitest';
import { ensureStaffAccount } from '../../../scripts/lib/staff-accounts.ts';
import { type SeminaryServer, startSeminaryServer } from '../../../supabase/tests/support/seminary-server.ts';

export async function signedInBackend(
  account: { email: string; password: string },
  role: StaffRole,
): Promise<SeminaryServer> {
  const db = await startSeminaryServer({ seed: false });
  await ensureStaffAccount(db.server.db, account, role);
  vi.stubEnv('VITE_SUPABASE_URL', db.server.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', db.server.anonKey);
  const { supabase } = await import('../src/providers/supabaseClient.ts');
  const { error } = await supabase.auth.signInWithPassword(account);
  if (error) throw error;
  return db;
}

export async function closeBackend(db: SeminaryServer | undefined) {
  vi.unstubAllEnvs();
  await db?.close();
}
