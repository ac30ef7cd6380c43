// The office's answers to "Your data" requests: each is one database
// function, which also e-mails her the answer, so the screen never writes a request itself.
import type { Tables } from '@seminary/core/database.types';
import { HttpError } from 'react-admin';
import { supabase } from '../../providers/supabaseClient.ts';

export type DataRequest = Tables<'data_requests'>;
export type DataRequestKind = 'access' | 'correction' | 'erasure';

function failure(error: { message: string; code?: string }, status = 400): HttpError {
  return new HttpError(error.message, status, error);
}

/** How many applications and enquiries (live, and in the trash) are on file under its address. */
export async function recordsOnFile(
  requestId: string,
): Promise<{ applications: number; enquiries: number; in_trash: number }> {
  const { data, error } = await supabase.rpc('data_request_records', { request_id: requestId });
  if (error) throw failure(error);
  return data?.[0] ?? { applications: 0, enquiries: 0, in_trash: 0 };
}

/** Does what she asked and tells her; returns how many records an erasure removed. */
export async function completeDataRequest(requestId: string): Promise<number> {
  const { data, error } = await supabase.rpc('complete_data_request', { request_id: requestId });
  if (error) throw failure(error);
  return data ?? 0;
}

/** Tells her the school will not do what she asked, and why. */
export async function refuseDataRequest(requestId: string, reason: string): Promise<void> {
  const { error } = await supabase.rpc('refuse_data_request', { request_id: requestId, reason });
  if (error) throw failure(error);
}
