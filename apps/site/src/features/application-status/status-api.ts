// The status page's calls: the narrow security-definer lookups, which answer with the status,
// the time of its last change and her checklist, or with nothing for any wrong reference, contact
// or token; her status link also answers her receipt.
import {
  type ApplicationStatus,
  type ChecklistEntry,
  isApplicationStatus,
  readChecklist,
} from '@seminary/core/admissions';
import { browserSupabase } from '../../lib/browser-supabase.ts';

export interface ApplicationStatusAnswer {
  status: ApplicationStatus;
  changedAt: Date;
  /** What has been received and what is missing, in the database's order. */
  checklist: ChecklistEntry[];
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
  return { status: row.status, changedAt: new Date(row.status_changed_at), checklist: readChecklist(row.checklist) };
}

/** Her receipt, once the office has matched her fee to a bank credit. */
export interface ApplicationReceipt {
  number: string;
  /** The credit's date, YYYY-MM-DD. */
  paidOn: string;
  /** In rupees. */
  amount: number;
}

export interface ApplicationStatusByToken extends ApplicationStatusAnswer {
  reference: string;
  receipt: ApplicationReceipt | null;
}

/** The status for the token of a link in her e-mails, or null for any other token. */
export async function lookupApplicationStatusByToken(token: string): Promise<ApplicationStatusByToken | null> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('application_status_by_token', { token });
  if (error) throw error;
  const row = data?.[0];
  if (!row || !isApplicationStatus(row.status)) return null;
  return {
    reference: row.reference,
    status: row.status,
    changedAt: new Date(row.status_changed_at),
    checklist: readChecklist(row.checklist),
    receipt:
      row.receipt_number && row.paid_on && row.amount !== null
        ? { number: row.receipt_number, paidOn: row.paid_on, amount: Number(row.amount) }
        : null,
  };
}
