// The words of the privacy notice's site parts, in English and Telugu: the short
// itemised notice beside each form's submit button, its consent boxes, the /privacy page's
// headings and the footer's link. They live here, not in core's catalogues, because the pages
// render them at build time and hand each form island only its own notice: the islands'
// bundles, which carry core's catalogues whole, do not grow with them. The notice's own texts
// and the grievance contact are the school's, edited in the admin (public.privacy_notice).
import type { Locale } from '@seminary/core/i18n/languages';

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

const en: NoticeWords = {
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

const te: NoticeWords = {
  footerLink: 'గోప్యతా ప్రకటన',
  form: {
    heading: 'మీ వివరాలను మేము ఎలా వాడుతాము',
    labels: {
      collected: 'మేము సేకరించేవి',
      purpose: 'ఎందుకు',
      kept: 'ఎంత కాలం',
      rights: 'మీ హక్కులు',
      contact: 'ప్రశ్నలు లేదా ఫిర్యాదులు',
    },
    rights:
      'మీ వివరాలను చూడవచ్చు, సరిదిద్దించుకోవచ్చు, తొలగింపజేయవచ్చు, మీ సమ్మతిని ఎప్పుడైనా ఉపసంహరించుకోవచ్చు, మా ఫిర్యాదుల అధికారికి, ఆ తరువాత భారత డేటా పరిరక్షణ బోర్డుకు ఫిర్యాదు చేయవచ్చు.',
    readFull: 'మా పూర్తి గోప్యతా ప్రకటనను చదవండి',
    consent: 'ఈ ప్రకటనను చదివాను; ఇందులో చెప్పినట్లు సెమినరీ నా వివరాలను వాడడానికి అంగీకరిస్తున్నాను.',
    items: {
      apply: {
        collected:
          'మీ సంప్రదింపు వివరాలు, పుట్టిన తేదీ, చదువు, మీరు ఎంచుకున్న ప్రోగ్రామ్, చెల్లింపు స్క్రీన్‌షాట్ (మీ వయసు 18 లోపు అయితే మీ తల్లిదండ్రుల లేదా సంరక్షకుల పేరు, సంప్రదింపు వివరాలు కూడా); మీ పాస్టర్ లేదా సంఘ నాయకుల పేరు, సంఘం, ఇ-మెయిల్ చిరునామా, వారు మాకు పంపే సిఫారసు.',
        purpose: 'మీ దరఖాస్తును పరిశీలించడానికి, మా నిర్ణయాన్ని తెలపడానికి, దాని స్థితిని మీరు చూసుకోవడానికి.',
        kept: (periods) =>
          `మీకు ప్రవేశం రాకపోతే మా నిర్ణయం తరువాత ${periods.not_accepted_application_months} నెలల వరకు (చెల్లింపు స్క్రీన్‌షాట్ ${periods.payment_screenshot_days} రోజులు); ప్రవేశం వస్తే మీ విద్యార్థి రికార్డులో భాగంగా.`,
      },
      enquiry: {
        collected: 'మీ పేరు, సంప్రదింపు వివరాలు, మీరు ఉండే ప్రాంతం, మీకు ఆసక్తి ఉన్న ప్రోగ్రామ్, మీ వ్యాఖ్యలు.',
        purpose: 'మీ విచారణకు జవాబు ఇవ్వడానికి మాత్రమే.',
        kept: (periods) => `అందిన ${periods.enquiry_months} నెలల వరకు.`,
      },
      alumniUpdate: {
        collected: 'మీరు ఇక్కడ ఇచ్చే ప్రొఫైల్ వివరాలు, మీ ఫోటోతో సహా.',
        purpose: 'అందరూ చదవగలిగే మా పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో మీ ప్రొఫైల్‌ను చూపించడానికి.',
        kept: () => 'మీరు పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో ఉన్నంత కాలం; మీరు అడిగితే తీసివేస్తాము.',
      },
      alumniRegister: {
        collected: 'మీరు ఇక్కడ ఇచ్చే ప్రొఫైల్ వివరాలు, మీ ఫోటోతో సహా, మీ ఈమెయిల్ చిరునామా.',
        purpose:
          'మీ చిరునామాను నిర్ధారించడానికి, మా కార్యాలయం మీ ప్రొఫైల్‌ను పరిశీలించడానికి, మా నిర్ణయం తెలపడానికి, ఆమోదించిన తర్వాత అందరూ చదవగలిగే మా పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో మీ ప్రొఫైల్‌ను చూపించడానికి. మీ ఈమెయిల్ చిరునామా ఎప్పుడూ కనిపించదు.',
        kept: () =>
          '24 గంటల్లోగా మీ చిరునామాను నిర్ధారించకపోతే ఏమీ ఉంచము. ఆమోదిస్తే, మీరు నెట్‌వర్క్‌లో ఉన్నంత కాలం మీ ప్రొఫైల్; లేకపోతే మీ ప్రొఫైల్ వెంటనే తొలగించబడుతుంది. మా నిర్ణయంతో మీ చిరునామా, మా ఈమెయిల్‌లు తొలగించే వరకు.',
      },
    },
    guardian: {
      heading: 'తల్లిదండ్రులు లేదా సంరక్షకులు',
      hint: 'మీ వయసు 18 లోపు కాబట్టి మీ దరఖాస్తుకు తల్లిదండ్రులు లేదా సంరక్షకులు అంగీకరించాలి. దరఖాస్తు పంపే ముందు వారు మీతో కలిసి గోప్యతా ప్రకటనను చదవాలి.',
      name: 'తల్లిదండ్రుల లేదా సంరక్షకుల పేరు',
      contact: 'తల్లిదండ్రుల లేదా సంరక్షకుల ఫోన్ లేదా ఇ-మెయిల్',
      consent: 'నేను ఆమె తల్లి/తండ్రి లేదా సంరక్షకుడిని; ఈ ప్రకటనను చదివాను, ఇందులో చెప్పినట్లు సెమినరీ ఆమె వివరాలను వాడడానికి అంగీకరిస్తున్నాను.',
    },
  },
  page: {
    title: 'గోప్యతా ప్రకటన',
    description: 'సెమినరీ తన వెబ్‌సైట్‌లో ఏ వ్యక్తిగత వివరాలను సేకరిస్తుంది, ఎందుకు, ఎంత కాలం ఉంచుతుంది, మీ హక్కులు, ఎవరిని సంప్రదించాలి.',
    eyebrow: 'మీ వివరాలు',
    subtitle: 'మేము ఏమి సేకరిస్తాము, ఎందుకు, ఎంత కాలం ఉంచుతాము, మీ హక్కులు ఏమిటి.',
    sections: {
      collected: 'మేము సేకరించేవి',
      purposes: 'ఎందుకు వాడుతాము',
      retention: 'ఎంత కాలం ఉంచుతాము',
      rights: 'మీ హక్కులు',
      requests: 'ఎలా అడగాలి',
      grievanceOfficer: 'ఫిర్యాదుల అధికారి',
      complaints: 'మీకు తృప్తి లేకపోతే',
    },
    email: 'ఇ-మెయిల్',
    phone: 'ఫోన్',
    version: (version, date) => `సంచిక ${version}, చివరిగా మార్చినది ${date}.`,
  },
};

export function noticeWords(locale: Locale): NoticeWords {
  return locale === 'te' ? te : en;
}
