// The public profile update goes through the database's two alumni functions: a search by
// name, and an update that changes only the editable columns and keeps the previous version.
// Both see a profile as the public directory does: a field she hid is null here too.
import type { AlumniPublicField } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import { STORAGE, uniqueObjectPath } from '@seminary/core/storage';
import { browserSupabase } from '../../lib/browser-supabase.ts';

export type AlumniProfile = Tables<'alumni_directory'> & { public_fields: AlumniPublicField[] };

export async function searchAlumni(search: string): Promise<AlumniProfile[]> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('search_alumni', { search });
  if (error) throw error;
  if (data.length === 0) return [];
  // Which fields each shows (visitors may read only that, and the id, of a profile itself).
  const choices = await supabase
    .from('alumni_profiles')
    .select('id, public_fields')
    .in(
      'id',
      data.map((profile) => profile.id),
    );
  if (choices.error) throw choices.error;
  const chosen = new Map(choices.data.map((row) => [row.id, row.public_fields as AlumniPublicField[]]));
  return data.map((profile) => ({ ...profile, public_fields: chosen.get(profile.id) ?? [] }));
}

export class PhotoUploadError extends Error {
  /** Storage answered 429: this connection has uploaded as many photos as an hour allows. */
  readonly tooManyUploads: boolean;
  constructor(error: { message: string; status?: unknown }) {
    super(error.message, { cause: error });
    this.tooManyUploads = error.status === 429;
  }
}

/** Uploads a new photo to alumni-images/alumni/ under a random name and returns its public URL. */
export async function uploadAlumniPhoto(file: File): Promise<string> {
  const supabase = await browserSupabase();
  const bucket = supabase.storage.from(STORAGE.alumniImages.bucket);
  const path = uniqueObjectPath(STORAGE.alumniImages, file.name);
  const { error } = await bucket
    .upload(path, file, { contentType: file.type, upsert: false })
    .catch((failure: Error) => ({ error: failure }));
  if (error) throw new PhotoUploadError(error);
  return bucket.getPublicUrl(path).data.publicUrl;
}

export interface ProfileChanges {
  name: string;
  graduation_year: number;
  degree: string;
  current_position: string | null;
  organization: string | null;
  location: string | null;
  bio: string | null;
  testimonial: string | null;
  image_url: string | null;
  public_fields: AlumniPublicField[];
}

/** Her consent to the page's privacy notice, which the database records with the edit. */
export interface ProfileConsent {
  consent_notice_version: number;
  consent_language: string;
}

export async function updateAlumniProfile(
  profileId: string,
  changes: ProfileChanges,
  consent: ProfileConsent,
): Promise<Tables<'alumni_directory'>> {
  const supabase = await browserSupabase();
  // The function's optional text arguments are declared without null; null is what it stores
  // for a field left empty.
  const args = { profile_id: profileId, ...changes, ...consent } as unknown as Parameters<
    typeof supabase.rpc<'update_alumni_profile'>
  >[1];
  const { data, error } = await supabase.rpc('update_alumni_profile', args);
  if (error) throw error;
  return data;
}
