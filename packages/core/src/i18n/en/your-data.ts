// The words of the "Your data" page and its footer link. The page renders the static parts at
// build time and hands the island only its own language's `island` words.
import type { DataRequestKind } from '../../mail/parameters.ts';

export type { DataRequestKind };

export interface YourDataIslandWords {
  formHeading: string;
  requiredNote: string;
  kindLegend: string;
  kinds: Record<DataRequestKind, { label: string; hint: string }>;
  email: string;
  emailHint: string;
  details: string;
  detailsHint: string;
  why: string;
  submit: string;
  sending: string;
  sent: { heading: string; text: string };
  unexpected: string;
  confirming: string;
  confirmed: Record<DataRequestKind, string>;
  /** With {date}: a text, not a function, since the page hands the words to the island as props. */
  dueBy: string;
  answered: string;
  linkNotValid: string;
  copy: {
    loading: string;
    heading: string;
    intro: string;
    download: string;
    print: string;
    applications: string;
    enquiries: string;
    deleted: string;
    recommendationsYouGave: string;
    emails: string;
    none: string;
    statusHistory: string;
    linkNotValid: string;
  };
}

export interface YourDataWords {
  footerLink: string;
  page: {
    title: string;
    description: string;
    eyebrow: string;
    subtitle: string;
    rightsHeading: string;
    rights: readonly string[];
    howHeading: string;
    how: readonly string[];
    alumniHeading: string;
    alumni: string;
    alumniUpdate: string;
    privacyLink: string;
    /** The privacy page's link here, under "How to ask". */
    askLink: string;
  };
  island: YourDataIslandWords;
}

export const yourData: YourDataWords = {
  footerLink: 'Your data',
  page: {
    title: 'Your data',
    description:
      'Ask the seminary for a copy of the personal data it holds about you, to correct it, or to erase it and withdraw your consent.',
    eyebrow: 'Privacy',
    subtitle: 'See, correct or erase what we hold about you.',
    rightsHeading: 'Your rights',
    rights: [
      'See a copy of the personal data we hold about you: what you gave us in an application or an enquiry, its status history and the e-mails we sent you.',
      'Have it corrected when something is wrong or out of date.',
      'Have it erased. This also withdraws your consent: once it is erased, we no longer use it for anything.',
    ],
    howHeading: 'How it works',
    how: [
      'Enter the e-mail address you gave us. If we hold data under it, we send a link to that address, so only its owner can ask.',
      'Open the link within 24 hours to confirm. The page it opens tells you the date by which the admissions office will answer you, by e-mail.',
      'Nobody else learns from this page whether we hold anything about you: the answer here is always the same.',
    ],
    alumniHeading: 'Alumni profiles',
    alumni:
      'Our alumni profiles hold no e-mail address. Correct your profile yourself on the profile update page; to have it removed, write to our grievance officer as the privacy notice says.',
    alumniUpdate: 'Update your alumni profile',
    privacyLink: 'Read our privacy notice',
    askLink: 'Ask for a copy, a correction or an erasure on the "Your data" page',
  },
  island: {
    formHeading: 'Ask about your data',
    requiredNote: 'Fields marked * are required.',
    kindLegend: 'What would you like us to do?',
    kinds: {
      access: { label: 'Send me a copy of my data', hint: 'You can save it as a file or print it.' },
      correction: { label: 'Correct my data', hint: 'Tell us what is wrong and what is right.' },
      erasure: {
        label: 'Erase my data and withdraw my consent',
        hint: 'Your applications and enquiries, their files, history and our e-mails about them.',
      },
    },
    email: 'The e-mail address you gave us',
    emailHint: 'We use it only to confirm this request and to answer it.',
    details: 'What should we correct?',
    detailsHint: 'For example: "My city is Guntur, not Vijayawada." At most 2000 characters.',
    why: 'We keep your request with this address only until our answer is no longer needed, as our privacy notice says for e-mails; after that, only what was asked and when.',
    submit: 'Send request',
    sending: 'Sending...',
    sent: {
      heading: 'Please check your e-mail',
      text: 'If we hold data under this address, we have sent a link to it. Open it within 24 hours to confirm your request. If nothing arrives, we hold nothing under this address, or the e-mail is in your spam folder.',
    },
    unexpected: 'Something went wrong. Please try again later.',
    confirming: 'Confirming your request...',
    confirmed: {
      access: 'Your request for a copy of your data is confirmed.',
      correction: 'Your request to correct your data is confirmed.',
      erasure: 'Your request to erase your data is confirmed.',
    },
    dueBy: 'We will answer by e-mail by {date}.',
    answered: 'We have answered this request: please see our e-mail.',
    linkNotValid: 'This link is not valid or has expired. You can ask again below.',
    copy: {
      loading: 'Loading your data...',
      heading: 'A copy of your data',
      intro: 'This is the personal data we hold about you today. Save it as a file, or print it (or save it as a PDF).',
      download: 'Download (JSON)',
      print: 'Print or save as PDF',
      applications: 'Applications',
      enquiries: 'Enquiries',
      deleted: 'Deleted by the school, still in its trash',
      recommendationsYouGave: 'Recommendations you gave',
      emails: 'E-mails we sent you',
      none: 'None.',
      statusHistory: 'Status history',
      linkNotValid:
        'This link is not valid or has expired (copies can be opened for 14 days). You can ask again below.',
    },
  },
};
