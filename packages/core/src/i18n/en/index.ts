// The English catalogue: every word the product shows in English, by part. The site's words that
// its islands read whole (../en.ts, with the spec's screen texts and messages), the words the
// site's pages render at build time and hand their island as props, the e-mails (../../mail) and
// the admin, which is English only. Each part stays its own module so that what runs in a
// browser or under Deno imports only its part: a site island the site catalogue of its page's
// language, the send-mail function the mail words. The Telugu catalogue (../te/index.ts) has
// the same keys but the admin's and the office's (type-checked in ../catalogue.ts).
import { en as mail } from '../../mail/en.ts';
import { office as officeMail } from '../../mail/office.ts';
import { en as site } from '../en.ts';
import { admin } from './admin/index.ts';
import { alumniRegister } from './alumni-register.ts';
import { privacyNotice } from './privacy-notice.ts';
import { recommendation } from './recommendation.ts';
import { yourData } from './your-data.ts';

export const english = {
  site,
  alumniRegister,
  yourData,
  privacyNotice,
  recommendation,
  mail,
  /** The e-mails to the school's own people, in the office's language. */
  officeMail,
  admin,
};
