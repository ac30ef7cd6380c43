// The words of a pastor's recommendation on the site, in English and Telugu, as plain text (a
// page passes them to its island as props, which carry no functions): the application's
// part where she names her pastor or church leader and agrees that the school writes to them,
// and the recommender's own page (/recommend). Kept beside the catalogues rather than in them:
// the pages render these at build time and hand each island only its own, so the islands'
// bundles, which carry a catalogue whole, do not grow with them. The refusals the database
// answers with are the catalogues' (refusals.recommendation_*).
import type { Locale } from './languages.ts';

export interface RecommenderWords {
  heading: string;
  /** Why the school asks, and what it will send them. */
  hint: string;
  name: string;
  church: string;
  email: string;
  /** The box she ticks beside the privacy notice. */
  consent: string;
}

export interface RecommendationFormWords {
  title: string;
  description: string;
  eyebrow: string;
  subtitle: string;
  intro: string;
  knownFor: string;
  knownForHint: string;
  church: string;
  recommendation: string;
  recommendationHint: string;
  recommends: string;
  yes: string;
  no: string;
  submit: string;
  submitting: string;
  thanksHeading: string;
  thanks: string;
  /** The page opened without a link's token. */
  noLink: string;
  /** What their answers are used for, and for how long. */
  privacy: string;
  privacyLink: string;
}

export interface RecommendationWords {
  applicant: RecommenderWords;
  form: RecommendationFormWords;
}

/** The longest recommendation the database takes (submit_recommendation). */
export const RECOMMENDATION_MAX_LENGTH = 2000;
/** The longest "how long have you known her" and church answers. */
export const RECOMMENDATION_KNOWN_FOR_MAX_LENGTH = 100;
export const RECOMMENDATION_CHURCH_MAX_LENGTH = 200;

const en: RecommendationWords = {
  applicant: {
    heading: 'Your Pastor or Church Leader',
    hint: 'We ask your pastor or church leader for a short recommendation. After you apply we e-mail them our request with your name and a link to a short form; nothing else you write here is sent to them.',
    name: 'Their name',
    church: 'Their church',
    email: 'Their e-mail',
    consent:
      'I agree that the school writes to my pastor or church leader named above to ask for a recommendation, as the privacy notice says.',
  },
  form: {
    title: 'A Recommendation',
    description: 'The recommendation form for a pastor or church leader an applicant has named.',
    eyebrow: 'Admissions',
    subtitle: 'Thank you for helping us get to know the woman who named you.',
    intro:
      'Please answer four short questions about the applicant named in our e-mail. Only our admissions office reads your answers.',
    knownFor: 'How long have you known her?',
    knownForHint: 'For example: 5 years, since she was a child.',
    church: 'Your church',
    recommendation: 'Your recommendation',
    recommendationHint: `Her faith, her service in the church and why she would do well in Bible school (at most ${RECOMMENDATION_MAX_LENGTH} characters).`,
    recommends: 'Do you recommend her for admission?',
    yes: 'Yes, I recommend her',
    no: 'No, I do not recommend her',
    submit: 'Send the recommendation',
    submitting: 'Sending…',
    thanksHeading: 'Thank you',
    thanks: 'We have received your recommendation. Our admissions office will read it with her application.',
    noLink: 'This page is opened with the link in our e-mail. Please open the link from the e-mail again.',
    privacy:
      'Your name, church, e-mail address and answers are kept with her application, for as long as it is kept, and are erased with it; you may ask us to see or erase them at any time.',
    privacyLink: 'Read our privacy notice',
  },
};

const te: RecommendationWords = {
  applicant: {
    heading: 'మీ పాస్టర్ లేదా సంఘ నాయకులు',
    hint: 'మీ పాస్టర్ లేదా సంఘ నాయకుల నుండి చిన్న సిఫారసును అడుగుతాము. మీరు దరఖాస్తు చేసిన తర్వాత, మీ పేరుతో, ఒక చిన్న ఫారం లింక్‌తో మా విన్నపాన్ని వారికి ఈమెయిల్ చేస్తాము; మీరు ఇక్కడ వ్రాసే మరేదీ వారికి పంపము.',
    name: 'వారి పేరు',
    church: 'వారి సంఘం',
    email: 'వారి ఈమెయిల్',
    consent: 'గోప్యతా ప్రకటనలో చెప్పినట్లు, సిఫారసు కోసం పైన పేర్కొన్న నా పాస్టర్‌కు లేదా సంఘ నాయకులకు సెమినరీ వ్రాయడానికి అంగీకరిస్తున్నాను.',
  },
  form: {
    title: 'సిఫారసు',
    description: 'దరఖాస్తుదారు పేర్కొన్న పాస్టర్ లేదా సంఘ నాయకుల కోసం సిఫారసు ఫారం.',
    eyebrow: 'అడ్మిషన్స్',
    subtitle: 'మిమ్మల్ని పేర్కొన్న సహోదరిని తెలుసుకోవడానికి మాకు సహాయం చేస్తున్నందుకు ధన్యవాదాలు.',
    intro: 'మా ఈమెయిల్‌లో పేర్కొన్న దరఖాస్తుదారు గురించి దయచేసి నాలుగు చిన్న ప్రశ్నలకు జవాబు ఇవ్వండి. మీ జవాబులను మా అడ్మిషన్స్ కార్యాలయం మాత్రమే చదువుతుంది.',
    knownFor: 'ఆమె మీకు ఎంత కాలంగా తెలుసు?',
    knownForHint: 'ఉదాహరణకు: 5 సంవత్సరాలు, ఆమె చిన్నప్పటి నుండి.',
    church: 'మీ సంఘం',
    recommendation: 'మీ సిఫారసు',
    recommendationHint: `ఆమె విశ్వాసం, సంఘంలో ఆమె సేవ, బైబిల్ పాఠశాలలో ఆమె ఎందుకు బాగా రాణిస్తుంది (${RECOMMENDATION_MAX_LENGTH} అక్షరాలలోపు).`,
    recommends: 'ప్రవేశం కోసం మీరు ఆమెను సిఫారసు చేస్తారా?',
    yes: 'అవును, సిఫారసు చేస్తున్నాను',
    no: 'లేదు, సిఫారసు చేయడం లేదు',
    submit: 'సిఫారసును పంపండి',
    submitting: 'పంపుతున్నాము…',
    thanksHeading: 'ధన్యవాదాలు',
    thanks: 'మీ సిఫారసు మాకు అందింది. మా అడ్మిషన్స్ కార్యాలయం దానిని ఆమె దరఖాస్తుతో కలిపి చదువుతుంది.',
    noLink: 'ఈ పేజీ మా ఈమెయిల్‌లోని లింక్‌తో తెరుచుకుంటుంది. దయచేసి ఈమెయిల్‌లోని లింక్‌ను మళ్ళీ తెరవండి.',
    privacy:
      'మీ పేరు, సంఘం, ఇ-మెయిల్ చిరునామా, జవాబులు ఆమె దరఖాస్తుతో పాటు, అది ఉన్నంత కాలం ఉంచబడి, దానితో పాటే తొలగించబడతాయి; వాటిని చూడమని లేదా తొలగించమని ఎప్పుడైనా మమ్మల్ని అడగవచ్చు.',
    privacyLink: 'మా గోప్యతా ప్రకటనను చదవండి',
  },
};

export function recommendationWords(locale: Locale): RecommendationWords {
  return locale === 'te' ? te : en;
}
