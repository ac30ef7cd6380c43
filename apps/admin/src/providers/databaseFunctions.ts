// The admin's actions that are not a row's create, update or delete: each is one database
// function (or one read react-admin's methods cannot say), offered as a method of the data
// provider, so the screens reach the database only through react-admin's useDataProvider. The
// database keeps the rules: who may act, what is recorded in the audit trail and the histories,
// and which e-mail goes out.
import { APPLICATION_STATUSES, type ApplicationStatus } from '@seminary/core/admissions';
import type { Json, Tables } from '@seminary/core/database.types';
import type { PaymentSettings } from '@seminary/core/upi';
import { HttpError } from 'react-admin';
import { supabase } from './supabaseClient.ts';

export type StatusChange = Tables<'application_status_history'>;
export type MailSettings = Tables<'mail_settings'>;
export type DataRequestRecords = { applications: number; enquiries: number; in_trash: number };
export type VerifiedPayment = Tables<'verified_payments'>;

/** A bank statement's credit as import_statement_credits and confirm_payment read it. */
export interface StatementCreditInput {
  /** YYYY-MM-DD. */
  date: string;
  amount_paise: number;
  narration: string;
  utr: string | null;
  /** An application reference the office's browser found in the narration. */
  reference: string | null;
}

/**
 * What import_statement_credits did with each credit, which it names by its place in the list
 * sent (0 first): verified now, already verified (by an earlier import or confirmation),
 * proposed for the office to confirm, or matched to nothing.
 */
export interface StatementImportSummary {
  matched: { credit: number; application_id: string; receipt_number: string; matched_by: 'reference' | 'utr' }[];
  already_verified: { credit: number; application_id: string | null }[];
  proposed: {
    credit: number;
    candidates: { application_id: string; reference: string; name: string; applied_at: string }[];
  }[];
  unmatched: number[];
}

/** The site's publishing state, as public.get_site_publish_state() returns it. */
export interface PublishState {
  status: 'idle' | 'building' | 'failed';
  last_published_at: string | null;
  last_error: string | null;
  /** A change or a 'Publish now' came after the last build started. */
  pending: boolean;
}

/** A refusal of the database or the REST API, as react-admin's error with its code in the body. */
export function databaseError(error: { message: string; code?: string; details?: string }, status = 400): HttpError {
  return new HttpError(error.message, status, error);
}

function toPublishState(data: unknown): PublishState {
  const value = (data ?? {}) as Partial<PublishState>;
  return {
    status: value.status === 'building' || value.status === 'failed' ? value.status : 'idle',
    last_published_at: value.last_published_at ?? null,
    last_error: value.last_error ?? null,
    pending: value.pending === true,
  };
}

/** The payment settings' columns the admin shows; the database checks them again (15_payments.sql). */
const PAYMENT_SETTINGS = 'upi_vpa, payee_name, fee_residential, fee_hybrid, fee_online';

export interface DatabaseFunctions {
  /** Moves an application to a status, with an internal note kept in its history. */
  setApplicationStatus(applicationId: string, status: ApplicationStatus, note: string): Promise<void>;
  /** Every status change of an application, oldest first. */
  getStatusHistory(applicationId: string): Promise<StatusChange[]>;
  /** How many applications have each status: one counting query per status, no rows loaded. */
  countApplicationsByStatus(): Promise<Record<ApplicationStatus, number>>;
  /** Makes her alumni profile (published with the site's next build) and tells her, with the note if any. */
  approveAlumniRegistration(registrationId: string, note: string): Promise<void>;
  /** Tells her the school will not list her, and why; her registration's details are erased. */
  rejectAlumniRegistration(registrationId: string, note: string): Promise<void>;
  /** How many applications and enquiries (live, and in the trash) are on file under a data request's address. */
  getDataRequestRecords(requestId: string): Promise<DataRequestRecords>;
  /** Does what she asked and tells her; returns how many records an erasure removed. */
  completeDataRequest(requestId: string): Promise<number>;
  /** Tells her the school will not do what she asked, and why. */
  refuseDataRequest(requestId: string, reason: string): Promise<void>;
  /** The office's mail settings: who is told of a new application or enquiry, and the sender. */
  getMailSettings(): Promise<MailSettings>;
  saveMailSettings(officeAddresses: string[], fromAddress: string): Promise<MailSettings>;
  /** The school's UPI ID, payee name and each program's application fee (administrators change them). */
  getPaymentSettings(): Promise<PaymentSettings>;
  savePaymentSettings(settings: PaymentSettings): Promise<PaymentSettings>;
  /** Puts a failed e-mail back in the queue, to be sent again now. */
  retryMail(id: number): Promise<void>;
  getSitePublishState(): Promise<PublishState>;
  /** Asks for a build of the site now; returns the state it leaves. */
  requestSitePublish(): Promise<PublishState>;
  /** The tables whose changes the audit trail records, by name (administrators only). */
  auditedTables(): Promise<string[]>;
  /** Matches a statement's credits with applications and verifies those it can (at most 5000 credits). */
  importStatementCredits(credits: StatementCreditInput[]): Promise<StatementImportSummary>;
  /** Verifies a proposed credit as her application's payment; returns its receipt. */
  confirmPayment(applicationId: string, credit: StatementCreditInput): Promise<VerifiedPayment>;
}

export const databaseFunctions: DatabaseFunctions = {
  async setApplicationStatus(applicationId, status, note) {
    const trimmed = note.trim();
    const { error } = await supabase.rpc('set_application_status', {
      application_id: applicationId,
      status,
      ...(trimmed ? { note: trimmed } : {}),
    });
    if (error) throw databaseError(error);
  },
  async getStatusHistory(applicationId) {
    const { data, error } = await supabase
      .from('application_status_history')
      .select('*')
      .eq('application_id', applicationId)
      .order('changed_at', { ascending: true })
      .order('id', { ascending: true });
    if (error) throw databaseError(error);
    return data;
  },
  async countApplicationsByStatus() {
    const counts = await Promise.all(
      APPLICATION_STATUSES.map(async (status) => {
        const { count, error } = await supabase
          .from('student_registrations')
          .select('id', { count: 'exact', head: true })
          .eq('status', status);
        if (error) throw databaseError(error);
        return [status, count ?? 0] as const;
      }),
    );
    return Object.fromEntries(counts) as Record<ApplicationStatus, number>;
  },
  async approveAlumniRegistration(registrationId, note) {
    const { error } = await supabase.rpc('approve_alumni_registration', { registration_id: registrationId, note });
    if (error) throw databaseError(error);
  },
  async rejectAlumniRegistration(registrationId, note) {
    const { error } = await supabase.rpc('reject_alumni_registration', { registration_id: registrationId, note });
    if (error) throw databaseError(error);
  },
  async getDataRequestRecords(requestId) {
    const { data, error } = await supabase.rpc('data_request_records', { request_id: requestId });
    if (error) throw databaseError(error);
    return data?.[0] ?? { applications: 0, enquiries: 0, in_trash: 0 };
  },
  async completeDataRequest(requestId) {
    const { data, error } = await supabase.rpc('complete_data_request', { request_id: requestId });
    if (error) throw databaseError(error);
    return data ?? 0;
  },
  async refuseDataRequest(requestId, reason) {
    const { error } = await supabase.rpc('refuse_data_request', { request_id: requestId, reason });
    if (error) throw databaseError(error);
  },
  async getMailSettings() {
    const { data, error } = await supabase.from('mail_settings').select('*').eq('id', 1).single();
    if (error) throw databaseError(error);
    return data;
  },
  async saveMailSettings(officeAddresses, fromAddress) {
    const { data, error } = await supabase
      .from('mail_settings')
      .update({ office_addresses: officeAddresses, from_address: fromAddress.trim() })
      .eq('id', 1)
      .select()
      .single();
    if (error) throw databaseError(error);
    return data;
  },
  async getPaymentSettings() {
    const { data, error } = await supabase.from('payment_settings').select(PAYMENT_SETTINGS).eq('id', 1).single();
    if (error) throw databaseError(error);
    return data;
  },
  async savePaymentSettings(settings) {
    const { data, error } = await supabase
      .from('payment_settings')
      .update(settings)
      .eq('id', 1)
      .select(PAYMENT_SETTINGS)
      .single();
    if (error) throw databaseError(error);
    return data;
  },
  async retryMail(id) {
    const { error } = await supabase.rpc('retry_mail', { id });
    if (error) throw databaseError(error);
  },
  async getSitePublishState() {
    const { data, error } = await supabase.rpc('get_site_publish_state');
    if (error) throw databaseError(error);
    return toPublishState(data);
  },
  async requestSitePublish() {
    const { data, error } = await supabase.rpc('request_site_publish');
    if (error) throw databaseError(error);
    return toPublishState(data);
  },
  async auditedTables() {
    const { data, error } = await supabase.rpc('audited_tables');
    if (error) throw databaseError(error);
    return data;
  },
  async importStatementCredits(credits) {
    const { data, error } = await supabase.rpc('import_statement_credits', { credits: credits as unknown as Json });
    if (error) throw databaseError(error);
    return data as unknown as StatementImportSummary;
  },
  async confirmPayment(applicationId, credit) {
    const { data, error } = await supabase.rpc('confirm_payment', {
      application_id: applicationId,
      credit: credit as unknown as Json,
    });
    if (error) throw databaseError(error);
    return data;
  },
};
