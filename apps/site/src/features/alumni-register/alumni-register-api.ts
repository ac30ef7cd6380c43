// The alumni registration's two calls: the form, and the link her e-mail brings her
// back with. Each is one narrow database function; the photo is uploaded first, as the profile
// update's is (features/alumni-update/alumni-api.ts).
import { browserSupabase } from '../../lib/browser-supabase.ts';
import type { ProfileChanges } from '../alumni-update/alumni-api.ts';

/**
 * The profile she writes, the columns a profile update changes (what the alumni page may show
 * besides name, year and degree: none unless she ticks them), with her e-mail and consent.
 */
export interface Registration extends ProfileChanges {
  email: string;
  consent_notice_version: number;
  language: 'en' | 'te';
  honeypot: string;
}

export async function registerAlumna(registration: Registration): Promise<void> {
  const supabase = await browserSupabase();
  // The function's optional text arguments are declared without null; null is what it stores
  // for a field left empty.
  const args = registration as unknown as Parameters<typeof supabase.rpc<'register_alumna'>>[1];
  const { error } = await supabase.rpc('register_alumna', args);
  if (error) throw error;
}

export type RegistrationStatus = 'pending' | 'approved' | 'rejected';

/** Confirms the registration of a link (or says where it stands); null for any other text. */
export async function confirmAlumniRegistration(token: string): Promise<RegistrationStatus | null> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('confirm_alumni_registration', { token });
  if (error) throw error;
  return (data as RegistrationStatus | null) ?? null;
}
