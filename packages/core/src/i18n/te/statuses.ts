// The Telugu of ../en/statuses.ts.
import type { ApplicationStatus } from '../../admissions.ts';

export const applicationStatuses: Record<ApplicationStatus, string> = {
  received: 'స్వీకరించబడింది',
  under_review: 'పరిశీలనలో ఉంది',
  accepted: 'ఆమోదించబడింది',
  not_accepted: 'ఆమోదించబడలేదు',
  withdrawn: 'ఉపసంహరించబడింది',
};
