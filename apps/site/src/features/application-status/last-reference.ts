// The reference of the application last submitted on this device, kept in localStorage so the
// home page the success screen returns to can keep it in view until the applicant dismisses it.
const KEY = 'seminary:application-reference';

export function rememberReference(reference: string): void {
  try {
    localStorage.setItem(KEY, reference);
  } catch {
    // Storage refused (private mode, full): the success screen has shown the reference.
  }
}

export function lastReference(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetReference(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
