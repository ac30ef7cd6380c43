// The editors' decisions on alumni registrations: each is one database
// function, which also e-mails her the decision, so the screen never writes a registration itself.
import type { Tables } from '@seminary/core/database.types';
import { HttpError } from 'react-admin';
import { supabase } from '../../providers/supabaseClient.ts';

export type AlumniRegistration = Tables<'alumni_registrations'>;

function failure(error: { message: string; code?: string }, status = 400): HttpError {
  return new HttpError(error.message, status, error);
}

/** Makes her profile (published with the site's next build) and tells her, with the note if any. */
export async function approveRegistration(registrationId: string, note: string): Promise<void> {
  const { error } = await supabase.rpc('approve_alumni_registration', { registration_id: registrationId, note });
  if (error) throw failure(error);
}

/** Tells her the school will not list her, and why; her profile is erased. */
export async function rejectRegistration(registrationId: string, note: string): Promise<void> {
  const { error } = await supabase.rpc('reject_alumni_registration', { registration_id: registrationId, note });
  if (error) throw failure(error);
}
