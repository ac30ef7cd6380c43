// Who the school is and how to reach it: the one place the site's name, contact details and
// social links come from (its tagline, description and introduction are words, in core's
// catalogue). The shared facts (name, city, founding year, contact) live in core so the admin
// and the seed agree with the site.
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
} as const;
