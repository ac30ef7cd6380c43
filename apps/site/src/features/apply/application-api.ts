// The application's calls: the course list, the latest donation details and the school's UPI
// details (public reads), the reference reserved for her payment, the payment screenshot upload
// and the submit. Visitors cannot read applications back; the submit answers with the new
// application's reference only.
import type { Tables, TablesInsert } from '@seminary/core/database.types';
import { paymentScreenshotObjectName, STORAGE } from '@seminary/core/storage';
import type { PaymentSettings } from '@seminary/core/upi';
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

/** The school's UPI ID, payee name and fees (one row; nothing set means no UPI link). */
export async function loadPaymentSettings(): Promise<PaymentSettings | null> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase
    .from('payment_settings')
    .select('upi_vpa, payee_name, fee_residential, fee_hybrid, fee_online')
    .eq('id', 1)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** A reference held for her payment, with the secret the submit claims it with. */
export interface ReferenceReservation {
  reference: string;
  token: string;
  expiresAt: string;
}

/** Reserves the reference her application will carry, so the payment's note can name it. */
export async function reserveReference(): Promise<ReferenceReservation> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('reserve_application_reference');
  if (error) throw error;
  const [reserved] = data;
  if (!reserved) throw new Error('No reference was reserved');
  return { reference: reserved.reference, token: reserved.token, expiresAt: reserved.expires_at };
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
 * the first one's reference and makes no second application. With a reservation's secret, the
 * application carries the reference her payment named.
 */
export async function submitApplication(
  application: TablesInsert<'student_registrations'>,
  idempotencyKey: string,
  reservationToken: string | null,
): Promise<string> {
  const supabase = await browserSupabase();
  const { data, error } = await supabase.rpc('submit_application', {
    application,
    idempotency_key: idempotencyKey,
    ...(reservationToken ? { reference_reservation: reservationToken } : {}),
  });
  if (error) throw error;
  return data;
}
