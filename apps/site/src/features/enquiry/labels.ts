// The enquiry's own words where the spec quotes none (its quoted texts are in core).
export const enquiryLabels = {
  heading: 'Send an Enquiry',
  formHeading: 'Your Details',
  intro:
    'Not ready to apply yet? Tell us who you are and what you would like to study, and our admissions team will get in touch. No fee is needed.',
  send: 'Send Enquiry',
  sending: 'Sending...',
  choose: 'Select…',
  requiredNote: 'Fields marked * are required.',
  redirecting: 'Taking you back to the home page in a few seconds…',
} as const;

/** Where the enquiry lives, and the link to it from /apply and the program pages. */
export const ENQUIRY_ROUTE = '/apply/enquiry';
export const enquiryLinkText = 'Not ready to apply? Send an enquiry';
