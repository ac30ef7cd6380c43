// The application kept on the device while it is being filled in, so none is lost: every field, the
// step, the chosen screenshot, the screenshot's object name once uploaded, and the idempotency
// key that makes a retried submit return the first one's reference instead of a second
// application; and the reference reserved for her payment with the UPI transaction number she
// typed, so a payment made before a reload still names the reference she submits with. IndexedDB holds the screenshot as the File itself; a draft is deleted after a
// successful submit or when the applicant discards it.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { ReferenceReservation } from './application-api.ts';
import { type ApplicationValues, emptyApplication } from './application-values.ts';

export interface ApplicationDraft {
  version: 1;
  values: ApplicationValues;
  step: 1 | 2;
  screenshot: File | null;
  /** The screenshot's name in the private bucket once this draft's upload succeeded. */
  uploadedScreenshotName: string | null;
  idempotencyKey: string;
  reservation: ReferenceReservation | null;
  /** The UPI transaction number as typed. */
  paymentUtr: string;
}

/** The IndexedDB database, its store and the draft's key (the end-to-end tests read them too). */
export const DRAFT_STORAGE = { database: 'seminary-apply', store: 'drafts', key: 'application' } as const;

let store: UseStore | undefined;
const draftStore = () => {
  store ??= createStore(DRAFT_STORAGE.database, DRAFT_STORAGE.store);
  return store;
};

export function newDraft(): ApplicationDraft {
  return {
    version: 1,
    values: emptyApplication,
    step: 1,
    screenshot: null,
    uploadedScreenshotName: null,
    idempotencyKey: crypto.randomUUID(),
    reservation: null,
    paymentUtr: '',
  };
}

function restoredReservation(stored: unknown): ReferenceReservation | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { reference, token, expiresAt } = stored as Record<string, unknown>;
  return typeof reference === 'string' && typeof token === 'string' && typeof expiresAt === 'string'
    ? { reference, token, expiresAt }
    : null;
}

/** Whether the applicant has entered anything worth keeping. */
export function hasContent(draft: ApplicationDraft): boolean {
  return draft.screenshot !== null || Object.values(draft.values).some((value) => value.trim() !== '');
}

function restoredValues(stored: unknown): ApplicationValues {
  const values = { ...emptyApplication };
  if (typeof stored !== 'object' || stored === null) return values;
  for (const field of Object.keys(values) as (keyof ApplicationValues)[]) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The saved draft, or null when there is none (or it is unreadable: private browsing, an old shape). */
export async function loadDraft(): Promise<ApplicationDraft | null> {
  try {
    const stored = await get<Partial<ApplicationDraft>>(DRAFT_STORAGE.key, draftStore());
    if (stored?.version !== 1 || typeof stored.idempotencyKey !== 'string') return null;
    return {
      version: 1,
      values: restoredValues(stored.values),
      step: stored.step === 2 ? 2 : 1,
      screenshot: stored.screenshot instanceof File ? stored.screenshot : null,
      uploadedScreenshotName: typeof stored.uploadedScreenshotName === 'string' ? stored.uploadedScreenshotName : null,
      idempotencyKey: stored.idempotencyKey,
      reservation: restoredReservation(stored.reservation),
      paymentUtr: typeof stored.paymentUtr === 'string' ? stored.paymentUtr : '',
    };
  } catch (error) {
    console.error('Could not read the saved application', error);
    return null;
  }
}

// A browser without IndexedDB (some private modes) still lets the applicant apply; the draft is
// a safety net, not a requirement.
export async function saveDraft(draft: ApplicationDraft): Promise<void> {
  try {
    await set(DRAFT_STORAGE.key, draft, draftStore());
  } catch (error) {
    console.error('Could not save the application on this device', error);
  }
}

export async function deleteDraft(): Promise<void> {
  try {
    await del(DRAFT_STORAGE.key, draftStore());
  } catch (error) {
    console.error('Could not delete the saved application', error);
  }
}
