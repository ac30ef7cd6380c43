// Who the school is and how to reach it: the one place the site's name, contact details,
// social links and introduction come from. The shared facts (name, city, founding year,
// contact) live in core so the admin and the seed agree with the site.
import { SCHOOL } from '@seminary/core/constants';

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'youtube';

export const siteConfig = {
  name: SCHOOL.name,
  locale: 'en_IN',
  contact: {
    phones: SCHOOL.contact.phones,
    email: SCHOOL.contact.email,
    address: SCHOOL.contact.address,
  },
  /** Links the school has not set up yet stay empty, and the footer shows them as placeholders. */
  social: {
    facebook: '',
    twitter: '',
    instagram: '',
    youtube: '',
  } satisfies Record<SocialNetwork, string>,
  /** The school's introduction on the home page: founded 1984 in Vijayawada, about 40 women enrolled. */
  intro: {
    heading: 'Rooted in Vijayawada since 1984',
    paragraphs: [
      'Founded in 1984, we are the oldest Bible school in Vijayawada. For four decades we have trained women to know the Scriptures, to grow in prayer and to serve the church, the family and the community.',
      'About 40 women are enrolled today in our three-year undergraduate program, taught in English and Telugu, and in our graduate distance program in English.',
    ],
  },
} as const;
