// An application's status and history as the admin reads and changes them. The
// database keeps the rules: only admins change a status, and every change is recorded with who
// and when by set_application_status.
import { APPLICATION_STATUSES, type ApplicationStatus } from '@seminary/core/admissions';
import type { Tables } from '@seminary/core/database.types';
import { HttpError } from 'react-admin';
import { supabase } from '../../providers/supabaseClient.ts';

export type StatusChange = Tables<'application_status_history'>;

function failure(error: { message: string; code?: string }): HttpError {
  return new HttpError(error.message, 400, error);
}

/** Moves an application to a status, with an internal note kept in its history. */
export async function setApplicationStatus(applicationId: string, status: ApplicationStatus, note: string) {
  const trimmed = note.trim();
  const { error } = await supabase.rpc('set_application_status', {
    application_id: applicationId,
    status,
    ...(trimmed ? { note: trimmed } : {}),
  });
  if (error) throw failure(error);
}

/** Every status change of an application, oldest first. */
export async function loadStatusHistory(applicationId: string): Promise<StatusChange[]> {
  const { data, error } = await supabase
    .from('application_status_history')
    .select('*')
    .eq('application_id', applicationId)
    .order('changed_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw failure(error);
  return data;
}

/** How many applications have each status: one counting query per status, no rows loaded. */
export async function countApplicationsByStatus(): Promise<Record<ApplicationStatus, number>> {
  const counts = await Promise.all(
    APPLICATION_STATUSES.map(async (status) => {
      const { count, error } = await supabase
        .from('student_registrations')
        .select('id', { count: 'exact', head: true })
        .eq('status', status);
      if (error) throw failure(error);
      return [status, count ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ApplicationStatus, number>;
}
