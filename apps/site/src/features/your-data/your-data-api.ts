// The "Your data" page's calls: the request, and the two links her e-mails
// bring her. Each is one narrow database function; nothing here can read anyone's data without
// a token the database sent to the address on file.
import type { Json } from '@seminary/core/database.types';
import type { DataRequestKind } from '@seminary/core/mail/parameters.ts';
import { browserSupabase } from '../../lib/browser-supabase.ts';

export async function requestMyData(request: {
  kind: DataRequestKind;
  email: string;
  language: 'en' | 'te';
  details?: string;
}): Promise<void> {
  const supabase = await browserSupabase();
  const { error } = await supabase.rpc('request_my_data', request);
  if (error) throw error;
}

export interface ConfirmedRequest {
  kind: DataRequestKind;
  status: 'open' | 'completed' | 'refused';
  dueAt: Date | null;
}

/** Confirms the request of a confirmation link (or says where it stands); null for any other text. */
export async function confirmDataRequest(token: string): Promise<ConfirmedRequest | null> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('confirm_data_request', { token });
  if (error) throw error;
  const row = data?.[0];
  if (!row) return null;
  return {
    kind: row.kind as DataRequestKind,
    status: row.status as ConfirmedRequest['status'],
    dueAt: row.due_at ? new Date(row.due_at) : null,
  };
}

/** Her data as one JSON document, for a copy link's token; null for any other text. */
export async function dataRequestCopy(token: string): Promise<Json | null> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('data_request_copy', { token });
  if (error) throw error;
  return data ?? null;
}
