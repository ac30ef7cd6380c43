// The words of /alumni/register, in English and Telugu. Like the "Your data"
// page's (features/your-data/your-data-words.ts) they live beside the page, which renders the
// static parts at build time and hands the island only its own language's words, as plain texts
// (an island's props cannot carry functions).
import type { Locale } from '@seminary/core/i18n/languages';

export interface AlumniRegisterIslandWords {
  formHeading: string;
  requiredNote: string;
  choose: string;
  sections: { personal: string; education: string; position: string; story: string };
  fields: {
    name: string;
    email: string;
    emailHint: string;
    location: string;
    photo: string;
    photoHint: string;
    graduationYear: string;
    degree: string;
    currentPosition: string;
    organization: string;
    bio: string;
    testimonial: string;
    testimonialHint: string;
  };
  submit: string;
  sending: string;
  sent: { heading: string; text: string };
  confirming: string;
  /** What her link answers, by the registration's state. */
  confirmed: { pending: string; approved: string; rejected: string };
  linkNotValid: string;
  uploadFailed: string;
  tooManyUploads: string;
  unexpected: string;
}

export interface AlumniRegisterWords {
  page: { title: string; description: string; eyebrow: string; subtitle: string; steps: readonly string[] };
  island: AlumniRegisterIslandWords;
}

const en: AlumniRegisterWords = {
  page: {
    title: 'Register as Alumni',
    description:
      'Graduates of the seminary: join the alumni network with your profile, class year, ministry and testimonial.',
    eyebrow: 'Alumni Network',
    subtitle: 'Studied with us? Join the alumni network and let others see where God has led you.',
    steps: [
      'Fill in your profile and send it.',
      'Open the link we e-mail you within 24 hours to confirm your address.',
      'Our office reviews your profile and writes to you; once approved, it appears on the alumni page.',
    ],
  },
  island: {
    formHeading: 'Your alumni profile',
    requiredNote: 'Fields marked * are required.',
    choose: 'Select…',
    sections: {
      personal: 'Personal Information',
      education: 'Education',
      position: 'Current Position',
      story: 'Bio & Testimonial',
    },
    fields: {
      name: 'Full Name',
      email: 'E-mail',
      emailHint: 'We send a link to confirm it, and our decision. It is never shown on the website.',
      location: 'Location',
      photo: 'Photo',
      photoHint: 'Optional. A picture of you, at most 5 MB.',
      graduationYear: 'Graduation Year',
      degree: 'Degree',
      currentPosition: 'Position',
      organization: 'Organization',
      bio: 'Bio',
      testimonial: 'Testimonial',
      testimonialHint: 'Optional. A sentence or two about what your time at the seminary meant to you.',
    },
    submit: 'Register',
    sending: 'Sending...',
    sent: {
      heading: 'Please check your e-mail',
      text: 'We have sent a link to your address. Open it within 24 hours to confirm your registration; until then we keep nothing for review, and after that nothing at all. If nothing arrives, please look in your spam folder.',
    },
    confirming: 'Confirming your registration...',
    confirmed: {
      pending:
        'Thank you: your e-mail address is confirmed. Our office will review your profile and write to you when it is decided.',
      approved: 'Your profile has been approved. It appears on the alumni page with the website’s next update.',
      rejected: 'Our office has decided about your registration: please see our e-mail.',
    },
    linkNotValid: 'This link is not valid or has expired. You can register again below.',
    uploadFailed: 'Error uploading profile image. Please try again.',
    tooManyUploads: 'Too many uploads. Please try again later.',
    unexpected: 'Something went wrong. Please try again later.',
  },
};

const te: AlumniRegisterWords = {
  page: {
    title: 'పూర్వ విద్యార్థిగా నమోదు',
    description: 'సెమినరీ పట్టభద్రులారా: మీ ప్రొఫైల్, బ్యాచ్ సంవత్సరం, పరిచర్య, సాక్ష్యంతో పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో చేరండి.',
    eyebrow: 'పూర్వ విద్యార్థుల నెట్‌వర్క్',
    subtitle: 'మాతో చదువుకున్నారా? పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో చేరి, దేవుడు మిమ్మల్ని ఎక్కడికి నడిపించాడో అందరికీ తెలియజేయండి.',
    steps: [
      'మీ ప్రొఫైల్ వివరాలు నింపి పంపండి.',
      'మేము ఈమెయిల్ చేసే లింక్‌ను 24 గంటల్లోగా తెరిచి మీ చిరునామాను నిర్ధారించండి.',
      'మా కార్యాలయం మీ ప్రొఫైల్‌ను పరిశీలించి మీకు తెలియజేస్తుంది; ఆమోదించిన తర్వాత అది పూర్వ విద్యార్థుల పేజీలో కనిపిస్తుంది.',
    ],
  },
  island: {
    formHeading: 'మీ పూర్వ విద్యార్థి ప్రొఫైల్',
    requiredNote: '* గుర్తు ఉన్నవి తప్పనిసరి.',
    choose: 'ఎంచుకోండి…',
    sections: {
      personal: 'వ్యక్తిగత సమాచారం',
      education: 'విద్య',
      position: 'ప్రస్తుత హోదా',
      story: 'పరిచయం & సాక్ష్యం',
    },
    fields: {
      name: 'పూర్తి పేరు',
      email: 'ఇ-మెయిల్',
      emailHint: 'దాన్ని నిర్ధారించే లింక్, మా నిర్ణయం దానికే పంపుతాము. ఇది వెబ్‌సైట్‌లో ఎప్పుడూ కనిపించదు.',
      location: 'ప్రాంతం',
      photo: 'ఫోటో',
      photoHint: 'ఐచ్ఛికం. మీ ఫోటో, 5 MB వరకు.',
      graduationYear: 'పట్టభద్రత సంవత్సరం',
      degree: 'డిగ్రీ',
      currentPosition: 'హోదా',
      organization: 'సంస్థ',
      bio: 'పరిచయం',
      testimonial: 'సాక్ష్యం',
      testimonialHint: 'ఐచ్ఛికం. సెమినరీలో మీ సమయం మీకు ఏమిటో ఒకటి రెండు వాక్యాల్లో.',
    },
    submit: 'నమోదు చేయండి',
    sending: 'పంపుతోంది...',
    sent: {
      heading: 'దయచేసి మీ ఈమెయిల్ చూడండి',
      text: 'మీ చిరునామాకు ఒక లింక్ పంపాము. మీ నమోదును నిర్ధారించడానికి 24 గంటల్లోగా దాన్ని తెరవండి; అప్పటి వరకు పరిశీలనకు ఏదీ ఉంచము, ఆ తర్వాత ఏమీ ఉంచము. ఏమీ రాకపోతే, మీ స్పామ్ ఫోల్డర్‌లో చూడండి.',
    },
    confirming: 'మీ నమోదును నిర్ధారిస్తోంది...',
    confirmed: {
      pending: 'ధన్యవాదాలు: మీ ఈమెయిల్ చిరునామా నిర్ధారించబడింది. మా కార్యాలయం మీ ప్రొఫైల్‌ను పరిశీలించి, నిర్ణయం తీసుకున్నప్పుడు మీకు తెలియజేస్తుంది.',
      approved: 'మీ ప్రొఫైల్ ఆమోదించబడింది. వెబ్‌సైట్ తదుపరి నవీకరణతో అది పూర్వ విద్యార్థుల పేజీలో కనిపిస్తుంది.',
      rejected: 'మీ నమోదు గురించి మా కార్యాలయం నిర్ణయం తీసుకుంది: దయచేసి మా ఈమెయిల్ చూడండి.',
    },
    linkNotValid: 'ఈ లింక్ చెల్లదు లేదా దాని గడువు ముగిసింది. కింద మళ్లీ నమోదు చేసుకోవచ్చు.',
    uploadFailed: 'ప్రొఫైల్ చిత్రాన్ని అప్‌లోడ్ చేయడంలో లోపం. దయచేసి మళ్లీ ప్రయత్నించండి.',
    tooManyUploads: 'చాలా ఎక్కువ అప్‌లోడ్‌లు. దయచేసి కాసేపటి తర్వాత ప్రయత్నించండి.',
    unexpected: 'ఏదో పొరపాటు జరిగింది. దయచేసి కాసేపటి తర్వాత ప్రయత్నించండి.',
  },
};

export function alumniRegisterWords(locale: Locale): AlumniRegisterWords {
  return locale === 'te' ? te : en;
}
