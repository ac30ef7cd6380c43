// The application's calls: the course list and the latest donation details (public reads),
// the payment screenshot upload and the submit. Visitors cannot read applications back; the
// submit answers with the new application's reference only.
import type { Tables, TablesInsert } from '@seminary/core/database.types';
import { paymentScreenshotObjectName, STORAGE } from '@seminary/core/storage';
import { browserSupabase } from '../../lib/browser-supabase.ts';

export type CourseOption = Pick<Tables<'courses'>, 'id' | 'title' | 'program_type'>;

export async function loadCourseOptions(): Promise<CourseOption[]> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.from('courses').select('id, title, program_type').order('title');
  if (error) throw error;
  return data;
}

export async function loadLatestDonationInfo(): Promise<Tables<'donation_info'> | null> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase
    .from('donation_info')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw error;
  return data[0] ?? null;
}

export class ScreenshotUploadError extends Error {
  /** Storage answered 429: this connection has uploaded as many screenshots as an hour allows. */
  readonly tooManyUploads: boolean;
  constructor(error: { message: string; status?: unknown }) {
    super(error.message, { cause: error });
    this.tooManyUploads = error.status === 429;
  }
}

/** Uploads the screenshot to the private bucket and returns its object name. */
export async function uploadPaymentScreenshot(file: File): Promise<string> {
  const supabase = await browserSupabase();
  const name = paymentScreenshotObjectName(file.name);
  const { error } = await supabase.storage
    .from(STORAGE.paymentScreenshots.bucket)
    .upload(name, file, { contentType: file.type, upsert: false });
  if (error) throw new ScreenshotUploadError(error);
  return name;
}

/**
 * Submits the application through the database's submit_application, which gives it its
 * reference. The idempotency key is the draft's: a submit retried after a lost answer returns
 * the first one's reference and makes no second application.
 */
export async function submitApplication(
  application: TablesInsert<'student_registrations'>,
  idempotencyKey: string,
): Promise<string> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('submit_application', {
    application,
    idempotency_key: idempotencyKey,
  });
  if (error) throw error;
  return data;
}
