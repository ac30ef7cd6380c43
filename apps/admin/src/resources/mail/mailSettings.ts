// The office's mail settings: who is told of a new application or enquiry, and the
// address the e-mails come from. core's mailSettingsFormSchema checks them here, the database again.
import type { Tables } from '@seminary/core/database.types';
import { HttpError } from 'react-admin';
import { supabase } from '../../providers/supabaseClient.ts';

export type MailSettings = Tables<'mail_settings'>;

/** The office addresses as typed, one a line or separated by commas. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

function failure(error: { message: string; code?: string }): HttpError {
  return new HttpError(error.message, 400, error);
}

export async function loadMailSettings(): Promise<MailSettings> {
  const { data, error } = await supabase.from('mail_settings').select('*').eq('id', 1).single();
  if (error) throw failure(error);
  return data;
}

export async function saveMailSettings(officeAddresses: string[], fromAddress: string): Promise<MailSettings> {
  const { data, error } = await supabase
    .from('mail_settings')
    .update({ office_addresses: officeAddresses, from_address: fromAddress.trim() })
    .eq('id', 1)
    .select()
    .single();
  if (error) throw failure(error);
  return data;
}

/** Puts a failed e-mail back in the queue, to be sent again now. */
export async function retryMail(id: number): Promise<void> {
  const { error } = await supabase.rpc('retry_mail', { id });
  if (error) throw failure(error);
}
