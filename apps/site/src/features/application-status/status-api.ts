// The status page's one call: the narrow security-definer lookup, which answers with the status
// and the time of its last change, or with nothing for any wrong reference or contact.
import { type ApplicationStatus, isApplicationStatus } from '@seminary/core/admissions';
import { browserSupabase } from '../../lib/browser-supabase.ts';

export interface ApplicationStatusAnswer {
  status: ApplicationStatus;
  changedAt: Date;
}

export async function lookupApplicationStatus(
  reference: string,
  contact: string,
): Promise<ApplicationStatusAnswer | null> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('application_status_lookup', { reference, contact });
  if (error) throw error;
  const row = data?.[0];
  if (!row || !isApplicationStatus(row.status)) return null;
  return { status: row.status, changedAt: new Date(row.status_changed_at) };
}
