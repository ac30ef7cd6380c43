// The admissions pipeline's shared vocabulary: an application's reference number and
// status, as the database stores them and as applicants and staff read them. The database
// (supabase/migrations) makes references and keeps statuses; the site, the admin and the tests
// read these names from here.

import { applicationStatuses } from './i18n/en/statuses.ts';

export const APPLICATION_STATUSES = ['received', 'under_review', 'accepted', 'not_accepted', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Each status in words, as staff see it (in English). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = applicationStatuses;

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * Her checklist's items, as the database names them (private.application_checklist in
 * supabase/schemas/08_admissions.sql, which says which are done and when): the status page shows
 * each with its words from the catalogue (site.statusLookup.checklist), and the office's list
 * filters by the ones missing.
 */
export const CHECKLIST_ITEMS = ['form', 'payment', 'recommendation', 'decision'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** The items an application can lack: her form is there from the start. */
export const MISSABLE_CHECKLIST_ITEMS = CHECKLIST_ITEMS.filter(
  (item): item is Exclude<ChecklistItem, 'form'> => item !== 'form',
);

/** One item of her checklist: done since `at` (an ISO time), or still missing. */
export interface ChecklistEntry {
  item: ChecklistItem;
  done: boolean;
  at: string | null;
}

/** The status functions' `checklist`, in its order, keeping the items this code has words for. */
export function readChecklist(value: unknown): ChecklistEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { item, done, at } = entry as Record<string, unknown>;
    if (!(CHECKLIST_ITEMS as readonly unknown[]).includes(item) || typeof done !== 'boolean') return [];
    return [{ item: item as ChecklistItem, done, at: typeof at === 'string' ? at : null }];
  });
}

/**
 * `APP-<year>-<six random characters>`, random so that nobody can guess another applicant's, of
 * an alphabet without 0/O and 1/I so it can be read over the phone; references given before,
 * `APP-<year>-<five or more digits>`, stay valid.
 */
export const APPLICATION_REFERENCE_PATTERN = /^APP-\d{4}-(\d{5,}|[2-9A-HJ-NP-Z]{6})$/;

/** A reference as an applicant may type it: spaces trimmed, any case. */
export function normaliseApplicationReference(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * Where her pastor's recommendation stands (supabase/schemas/17_recommendations.sql): none named
 * (an application from before it was asked), requested, reminded after 7 days, received, or
 * expired (30 days passed without an answer).
 */
export type RecommendationState = 'none' | 'requested' | 'reminded' | 'received' | 'expired';

export interface RecommendationDates {
  recommender_email: string | null;
  recommendation_requested_at: string | null;
  recommendation_reminded_at: string | null;
  recommendation_expires_at: string | null;
  recommendation_received_at: string | null;
}

export function recommendationState(row: RecommendationDates, now: Date = new Date()): RecommendationState {
  if (row.recommendation_received_at) return 'received';
  if (!row.recommender_email || !row.recommendation_requested_at) return 'none';
  if (row.recommendation_expires_at && Date.parse(row.recommendation_expires_at) <= now.getTime()) return 'expired';
  return row.recommendation_reminded_at ? 'reminded' : 'requested';
}

/** Each state in words, as staff see it. */
export const RECOMMENDATION_STATE_LABELS: Record<RecommendationState, string> = {
  none: 'No recommender named',
  requested: 'Requested',
  reminded: 'Reminded',
  received: 'Received',
  expired: 'Expired without an answer',
};

/** The longest recommendation the database takes (submit_recommendation). */
export const RECOMMENDATION_MAX_LENGTH = 2000;
/** The longest "how long have you known her" and church answers. */
export const RECOMMENDATION_KNOWN_FOR_MAX_LENGTH = 100;
export const RECOMMENDATION_CHURCH_MAX_LENGTH = 200;
