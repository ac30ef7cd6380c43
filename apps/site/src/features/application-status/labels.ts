// The status page's and the home notice's words (issue 14; the spec quotes none for them).
export const statusLabels = {
  pageTitle: 'Application Status',
  intro:
    'Enter the reference number you received when you applied and the phone number or e-mail address you gave in your application.',
  reference: 'Reference number',
  referenceHint: 'For example APP-2026-00042',
  contact: 'Phone number or e-mail',
  contactHint: 'The one you gave in your application',
  check: 'Check Status',
  checking: 'Checking...',
  notFound:
    'We could not find an application with this reference number and phone number or e-mail. Please check both and try again.',
  result: 'Your application',
  status: 'Status',
  lastChanged: 'Last updated',
  unexpected: 'Could not check the status right now. Please try again.',
  noticeHeading: 'Your application has been received',
  noticeReference: 'Your reference number is',
  noticeLink: 'Check your application status',
  dismiss: 'Dismiss',
} as const;

export const STATUS_ROUTE = '/apply/status';

/** The status page with the reference filled in. */
export function statusUrl(reference: string): string {
  return `${STATUS_ROUTE}?${new URLSearchParams({ ref: reference })}`;
}
