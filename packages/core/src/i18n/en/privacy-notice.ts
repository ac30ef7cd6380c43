// The words of the privacy notice's site parts: the short itemised notice beside each form's
// submit button, its consent boxes, the /privacy page's headings and the footer's link. The pages
// render them at build time and hand each form island only its own notice, so the islands'
// bundles, which carry the site catalogue (../en.ts) whole, do not grow with them. The notice's
// own texts and the grievance contact are the school's, edited in the admin (public.privacy_notice).
/** The forms that collect personal data, each with its own short notice. */
export type NoticeForm = 'apply' | 'enquiry' | 'alumniUpdate' | 'alumniRegister';

/** The retention schedule's periods the short notices state (public.retention_settings). */
export interface RetentionPeriods {
  enquiry_months: number;
  not_accepted_application_months: number;
  payment_screenshot_days: number;
}

interface FormItems {
  collected: string;
  purpose: string;
  /** From the schedule, so a period an admin changes changes every form's notice with it. */
  kept: (periods: RetentionPeriods) => string;
}

export interface NoticeWords {
  footerLink: string;
  form: {
    heading: string;
    labels: { collected: string; purpose: string; kept: string; rights: string; contact: string };
    rights: string;
    readFull: string;
    consent: string;
    items: Record<NoticeForm, FormItems>;
    guardian: { heading: string; hint: string; name: string; contact: string; consent: string };
  };
  page: {
    title: string;
    description: string;
    eyebrow: string;
    subtitle: string;
    sections: {
      collected: string;
      purposes: string;
      retention: string;
      rights: string;
      requests: string;
      grievanceOfficer: string;
      complaints: string;
    };
    email: string;
    phone: string;
    version: (version: string, date: string) => string;
  };
}

export const privacyNotice: NoticeWords = {
  footerLink: 'Privacy Notice',
  form: {
    heading: 'How we use your details',
    labels: {
      collected: 'What we collect',
      purpose: 'Why',
      kept: 'How long',
      rights: 'Your rights',
      contact: 'Questions or complaints',
    },
    rights:
      'See, correct or erase your details, withdraw your consent at any time, and complain to our grievance officer or, after that, the Data Protection Board of India.',
    readFull: 'Read our full privacy notice',
    consent: 'I have read this notice and agree to the school using my details as it says.',
    items: {
      apply: {
        collected:
          'Your contact details, date of birth, education, the program you choose and your payment screenshot (and, if you are under 18, your parent’s or guardian’s name and contact); your pastor’s or church leader’s name, church and e-mail address, and the recommendation they send us.',
        purpose: 'To consider your application, tell you our decision and let you check its status.',
        kept: (periods) =>
          `Until ${periods.not_accepted_application_months} months after our decision if you are not admitted (the payment screenshot ${periods.payment_screenshot_days} days); if you are admitted, as part of your student record.`,
      },
      enquiry: {
        collected: 'Your name, contact details, where you live, the program you are interested in and your comments.',
        purpose: 'To answer your enquiry, and for nothing else.',
        kept: (periods) => `${periods.enquiry_months} months after we receive it.`,
      },
      alumniUpdate: {
        collected: 'The profile details you enter here, including your photo.',
        purpose: 'To show your profile in our alumni network, where everyone can read it.',
        kept: () => 'As long as you are listed in the alumni network; ask us and we remove it.',
      },
      alumniRegister: {
        collected: 'The profile details you enter here, including your photo, and your e-mail address.',
        purpose:
          'To confirm your address, let our office review your profile, tell you our decision and, once approved, show your profile in our alumni network, where everyone can read it. Your e-mail address is never shown.',
        kept: () =>
          'Nothing, if you do not confirm your address within 24 hours. If we approve you, your profile as long as you are listed; if not, your profile is erased at once. Your address, with our decision, until our e-mails are erased.',
      },
    },
    guardian: {
      heading: 'Parent or Guardian',
      hint: 'You are under 18, so a parent or guardian must agree to your application. They read the privacy notice with you before you submit.',
      name: 'Parent’s or guardian’s name',
      contact: 'Parent’s or guardian’s phone or e-mail',
      consent:
        'I am her parent or guardian; I have read this notice and agree to the school using her details as it says.',
    },
  },
  page: {
    title: 'Privacy Notice',
    description:
      'What personal data the seminary collects on its website, why, how long it keeps it, your rights and whom to contact.',
    eyebrow: 'Your data',
    subtitle: 'What we collect, why, how long we keep it, and your rights.',
    sections: {
      collected: 'What we collect',
      purposes: 'Why we use it',
      retention: 'How long we keep it',
      rights: 'Your rights',
      requests: 'How to ask',
      grievanceOfficer: 'Grievance officer',
      complaints: 'If you are not satisfied',
    },
    email: 'E-mail',
    phone: 'Phone',
    version: (version, date) => `Version ${version}, last changed on ${date}.`,
  },
};
