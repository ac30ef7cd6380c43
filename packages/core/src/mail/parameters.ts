// What the database queues for each kind of e-mail (public.mail_outbox: kind, language,
// parameters): the values the words are filled with, never the words. The database's check
// (private.mail_parameters_fit in supabase/schemas/10_mail.sql) holds each kind to these keys, so
// an e-mail to an address nobody has proven cannot carry anything a visitor wrote.

export const MAIL_KINDS = [
  'application_office',
  'application_applicant',
  'status_applicant',
  'receipt_applicant',
  'enquiry_office',
  'retention_notice',
  'data_request_confirm',
  'data_request_office',
  'data_request_answer',
  'staff_invite',
  'staff_password',
  'alumni_registration_confirm',
  'alumni_registration_office',
  'alumni_registration_answer',
  'recommendation_request',
  'recommendation_reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The language an e-mail is written in: the applicant's own, English for the office and staff. */
export type MailLanguage = 'en' | 'te';

/** The school's name and its site's address, as the mail settings said when the e-mail was queued. */
interface FromTheSchool {
  school: string;
  site: string;
}

export type ApplicationStatus = 'received' | 'under_review' | 'accepted' | 'not_accepted' | 'withdrawn';
export type DataRequestKind = 'access' | 'correction' | 'erasure';
export type StaffRole = 'administrator' | 'editor' | 'admissions';

/** What a visitor typed into a form: only the office's e-mails carry it, quoted. */
interface VisitorsForm {
  name: string;
  email: string;
  phone: string | null;
  city: string | null;
  state: string | null;
  comments: string | null;
  /** The program's code (residential, hybrid, online) or null. */
  program: string | null;
  /** The chosen course's title, or null. */
  course: string | null;
  /** The form's language. */
  language: MailLanguage;
}

export interface MailParameters {
  application_office: VisitorsForm & { site: string; id: string; reference: string; start_date: string | null };
  application_applicant: FromTheSchool & { reference: string; token: string };
  status_applicant: FromTheSchool & {
    reference: string;
    token: string;
    status: Extract<ApplicationStatus, 'accepted' | 'not_accepted' | 'withdrawn'>;
  };
  /** Her payment is verified and its receipt ready on her status page. */
  receipt_applicant: FromTheSchool & { reference: string; token: string; receipt_number: string };
  enquiry_office: VisitorsForm & { site: string; address: string | null };
  retention_notice: FromTheSchool & {
    about: 'enquiry' | 'application' | 'payment_screenshot';
    /** The application's reference; null for an enquiry. */
    reference: string | null;
    /** When the enquiry or application came (ISO 8601). */
    received_at: string;
    /** When it will be erased (ISO 8601). */
    erase_on: string;
  };
  data_request_confirm: FromTheSchool & { request: DataRequestKind; token: string; response_days: number };
  data_request_office: FromTheSchool & { request: DataRequestKind; due_at: string };
  data_request_answer: FromTheSchool &
    (
      | { answer: 'copy'; token: string }
      | { answer: 'corrected' }
      | { answer: 'erased'; records: number; mail_days: number }
      | { answer: 'refused'; request: DataRequestKind; reason: string }
    );
  staff_invite: FromTheSchool & { role: StaffRole; action_link: string };
  staff_password: FromTheSchool & { role: StaffRole; action_link: string };
  alumni_registration_confirm: FromTheSchool & { token: string };
  alumni_registration_office: FromTheSchool;
  alumni_registration_answer: FromTheSchool &
    ({ decision: 'approved'; note: string | null } | { decision: 'rejected'; note: string });
  /**
   * To the pastor or church leader she named, with her consent: her name (nothing else she wrote),
   * the recommendation form's token and when its link stops working (ISO 8601).
   */
  recommendation_request: FromTheSchool & { applicant: string; token: string; expires_at: string };
  /** The one reminder, 7 days on, with a new link to the same form until the same day. */
  recommendation_reminder: FromTheSchool & { applicant: string; token: string; expires_at: string };
}
