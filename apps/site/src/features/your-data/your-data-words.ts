// The words of the "Your data" page, in English and Telugu. Like the privacy
// notice's words (features/privacy/notice-words.ts) they live beside the page, which renders the
// static parts at build time and hands the island only its own language's words.
import type { Locale } from '@seminary/core/i18n/languages';

export const YOUR_DATA_ROUTE = '/your-data';

export type DataRequestKind = 'access' | 'correction' | 'erasure';

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

const en: YourDataWords = {
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
      emails: 'E-mails we sent you',
      none: 'None.',
      statusHistory: 'Status history',
      linkNotValid:
        'This link is not valid or has expired (copies can be opened for 14 days). You can ask again below.',
    },
  },
};

const te: YourDataWords = {
  footerLink: 'మీ వివరాలు',
  page: {
    title: 'మీ వివరాలు',
    description: 'సెమినరీ దగ్గర ఉన్న మీ వ్యక్తిగత వివరాల ప్రతిని, వాటి సవరణను, లేదా వాటి తొలగింపు మరియు మీ సమ్మతి ఉపసంహరణను అడగండి.',
    eyebrow: 'గోప్యత',
    subtitle: 'మా దగ్గర ఉన్న మీ వివరాలను చూడండి, సరిదిద్దండి లేదా తొలగించండి.',
    rightsHeading: 'మీ హక్కులు',
    rights: [
      'మా దగ్గర ఉన్న మీ వ్యక్తిగత వివరాల ప్రతిని చూడవచ్చు: దరఖాస్తులో లేదా విచారణలో మీరు ఇచ్చినవి, దాని స్థితి చరిత్ర, మేము మీకు పంపిన ఈమెయిల్‌లు.',
      'ఏదైనా తప్పుగా లేదా పాతదిగా ఉంటే సరిదిద్దించుకోవచ్చు.',
      'వాటిని తొలగించమని అడగవచ్చు. దీనితో మీ సమ్మతి కూడా ఉపసంహరించబడుతుంది: తొలగించిన తరువాత మేము వాటిని దేనికీ ఉపయోగించము.',
    ],
    howHeading: 'ఇది ఎలా పనిచేస్తుంది',
    how: [
      'మీరు మాకు ఇచ్చిన ఈమెయిల్ చిరునామాను నమోదు చేయండి. దాని క్రింద మా దగ్గర వివరాలు ఉంటే, ఆ చిరునామాకు ఒక లింక్ పంపుతాము, కాబట్టి దాని యజమాని మాత్రమే అడగగలరు.',
      'నిర్ధారించడానికి 24 గంటల్లోగా లింక్‌ను తెరవండి. అది తెరిచే పేజీ, అడ్మిషన్స్ కార్యాలయం ఈమెయిల్ ద్వారా ఏ తేదీలోగా జవాబిస్తుందో చెబుతుంది.',
      'మా దగ్గర మీ గురించి ఏదైనా ఉందో లేదో ఈ పేజీ నుండి ఇంకెవరూ తెలుసుకోలేరు: ఇక్కడ జవాబు ఎప్పుడూ ఒకటే.',
    ],
    alumniHeading: 'పూర్వ విద్యార్థినుల ప్రొఫైల్‌లు',
    alumni:
      'మా పూర్వ విద్యార్థినుల ప్రొఫైల్‌లలో ఈమెయిల్ చిరునామా ఉండదు. మీ ప్రొఫైల్‌ను ప్రొఫైల్ నవీకరణ పేజీలో మీరే సరిదిద్దవచ్చు; దాన్ని తొలగించాలంటే, గోప్యతా ప్రకటనలో చెప్పినట్లుగా మా ఫిర్యాదుల అధికారికి వ్రాయండి.',
    alumniUpdate: 'మీ పూర్వ విద్యార్థిని ప్రొఫైల్‌ను నవీకరించండి',
    privacyLink: 'మా గోప్యతా ప్రకటనను చదవండి',
    askLink: '"మీ వివరాలు" పేజీలో ప్రతిని, సవరణను లేదా తొలగింపును అడగండి',
  },
  island: {
    formHeading: 'మీ వివరాల గురించి అడగండి',
    requiredNote: '* గుర్తు ఉన్నవి తప్పనిసరి.',
    kindLegend: 'మేము ఏమి చేయాలని మీరు కోరుకుంటున్నారు?',
    kinds: {
      access: { label: 'నా వివరాల ప్రతిని పంపండి', hint: 'దాన్ని ఫైల్‌గా దాచుకోవచ్చు లేదా ముద్రించుకోవచ్చు.' },
      correction: { label: 'నా వివరాలను సరిదిద్దండి', hint: 'ఏది తప్పో, ఏది సరైనదో మాకు చెప్పండి.' },
      erasure: {
        label: 'నా వివరాలను తొలగించి, నా సమ్మతిని ఉపసంహరించండి',
        hint: 'మీ దరఖాస్తులు, విచారణలు, వాటి ఫైళ్లు, చరిత్ర, వాటి గురించి మా ఈమెయిల్‌లు.',
      },
    },
    email: 'మీరు మాకు ఇచ్చిన ఈమెయిల్ చిరునామా',
    emailHint: 'దీనిని ఈ అభ్యర్థనను నిర్ధారించడానికి, జవాబివ్వడానికి మాత్రమే ఉపయోగిస్తాము.',
    details: 'మేము ఏమి సరిదిద్దాలి?',
    detailsHint: 'ఉదాహరణకు: "నా ఊరు విజయవాడ కాదు, గుంటూరు." గరిష్ఠంగా 2000 అక్షరాలు.',
    why: 'మా గోప్యతా ప్రకటన ఈమెయిల్‌ల గురించి చెప్పినంత కాలం మాత్రమే మీ అభ్యర్థనను ఈ చిరునామాతో ఉంచుతాము; ఆ తరువాత ఏమి, ఎప్పుడు అడిగారో మాత్రమే.',
    submit: 'అభ్యర్థన పంపండి',
    sending: 'పంపుతున్నాము...',
    sent: {
      heading: 'దయచేసి మీ ఈమెయిల్ చూడండి',
      text: 'ఈ చిరునామా క్రింద మా దగ్గర వివరాలు ఉంటే, దానికి ఒక లింక్ పంపాము. మీ అభ్యర్థనను నిర్ధారించడానికి 24 గంటల్లోగా దాన్ని తెరవండి. ఏమీ రాకపోతే, ఈ చిరునామా క్రింద మా దగ్గర ఏమీ లేదు, లేదా ఈమెయిల్ మీ స్పామ్ ఫోల్డర్‌లో ఉంది.',
    },
    unexpected: 'ఏదో పొరపాటు జరిగింది. దయచేసి కొంతసేపటి తరువాత మళ్ళీ ప్రయత్నించండి.',
    confirming: 'మీ అభ్యర్థనను నిర్ధారిస్తున్నాము...',
    confirmed: {
      access: 'మీ వివరాల ప్రతి కోసం మీ అభ్యర్థన నిర్ధారించబడింది.',
      correction: 'మీ వివరాలను సరిదిద్దమని మీ అభ్యర్థన నిర్ధారించబడింది.',
      erasure: 'మీ వివరాలను తొలగించమని మీ అభ్యర్థన నిర్ధారించబడింది.',
    },
    dueBy: '{date} లోగా ఈమెయిల్ ద్వారా జవాబిస్తాము.',
    answered: 'ఈ అభ్యర్థనకు జవాబిచ్చాము: దయచేసి మా ఈమెయిల్ చూడండి.',
    linkNotValid: 'ఈ లింక్ సరైనది కాదు లేదా గడువు ముగిసింది. క్రింద మళ్ళీ అడగవచ్చు.',
    copy: {
      loading: 'మీ వివరాలను లోడ్ చేస్తున్నాము...',
      heading: 'మీ వివరాల ప్రతి',
      intro: 'ఈ రోజు మా దగ్గర ఉన్న మీ వ్యక్తిగత వివరాలు ఇవి. దీన్ని ఫైల్‌గా దాచుకోండి, లేదా ముద్రించండి (లేదా PDF గా దాచుకోండి).',
      download: 'డౌన్‌లోడ్ (JSON)',
      print: 'ముద్రించండి లేదా PDF గా దాచుకోండి',
      applications: 'దరఖాస్తులు',
      enquiries: 'విచారణలు',
      deleted: 'పాఠశాల తొలగించినవి, ఇంకా దాని చెత్తబుట్టలో ఉన్నవి',
      emails: 'మేము మీకు పంపిన ఈమెయిల్‌లు',
      none: 'ఏమీ లేవు.',
      statusHistory: 'స్థితి చరిత్ర',
      linkNotValid: 'ఈ లింక్ సరైనది కాదు లేదా గడువు ముగిసింది (ప్రతులను 14 రోజుల వరకు తెరవవచ్చు). క్రింద మళ్ళీ అడగవచ్చు.',
    },
  },
};

export function yourDataWords(locale: Locale): YourDataWords {
  return locale === 'te' ? te : en;
}
