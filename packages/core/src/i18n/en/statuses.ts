// Each status of an application in words, as the status page, her e-mails and the admin say it
// (the spec's words). A module of its own, one per language, so that a page or the mail renderer
// loads only its own language's.
import type { ApplicationStatus } from '../../admissions.ts';

export const applicationStatuses: Record<ApplicationStatus, string> = {
  received: 'Received',
  under_review: 'Under review',
  accepted: 'Accepted',
  not_accepted: 'Not accepted',
  withdrawn: 'Withdrawn',
};
