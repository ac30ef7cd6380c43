// The words of a pastor's recommendation on the site, as plain text (a page passes them to its
// island as props, which carry no functions): the application's part where she names her pastor
// or church leader and agrees that the school writes to them, and the recommender's own page
// (/recommend). The pages render these at build time and hand each island only its own part, so
// the islands' bundles, which carry a site catalogue whole, do not grow with them. The refusals
// the database answers with are the site catalogue's (refusals.recommendation_*).
import { RECOMMENDATION_MAX_LENGTH } from '../../admissions.ts';

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

export const recommendation: RecommendationWords = {
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
