// The Telugu catalogue: the English one's parts (../en/index.ts) but the admin and the office's
// e-mails, which are English only, each part of the same type as its English original.

import { te as mail } from '../../mail/te.ts';
import type { Words } from '../catalogue.ts';
import { te as site } from '../te.ts';
import { alumniRegister } from './alumni-register.ts';
import { privacyNotice } from './privacy-notice.ts';
import { recommendation } from './recommendation.ts';
import { yourData } from './your-data.ts';

export const telugu: Words = { site, alumniRegister, yourData, privacyNotice, recommendation, mail };
