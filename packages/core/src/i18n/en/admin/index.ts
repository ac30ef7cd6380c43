// The admin's words, in English only (the school's staff work in English): the spec's fixed
// admin texts and per-screen errors (../../../texts.ts, ../../../messages.ts), and each screen's
// own words, one module per screen or shared part. A screen imports its own module, so the
// admin's sign-in chunk carries no other screen's words.
import { screenErrors } from '../../../messages.ts';
import { texts } from '../../../texts.ts';
import { aboutSectionsWords } from './about-sections.ts';
import { alumniProfilesWords } from './alumni-profiles.ts';
import { alumniRegistrationsWords } from './alumni-registrations.ts';
import { auditLogWords } from './audit-log.ts';
import { bankStatementsWords } from './bank-statements.ts';
import { bannersWords } from './banners.ts';
import { campusLifeWords } from './campus-life.ts';
import { componentsWords } from './components.ts';
import { coursesWords } from './courses.ts';
import { dashboardWords } from './dashboard.ts';
import { dataRequestsWords } from './data-requests.ts';
import { donationInfoWords } from './donation-info.ts';
import { downloadsWords } from './downloads.ts';
import { eventsWords } from './events.ts';
import { galleryWords } from './gallery.ts';
import { layoutWords } from './layout.ts';
import { loginWords } from './login.ts';
import { mailWords } from './mail.ts';
import { paymentSettingsWords } from './payment-settings.ts';
import { postsWords } from './posts.ts';
import { privacyNoticeWords } from './privacy-notice.ts';
import { publishingWords } from './publishing.ts';
import { registrationsWords } from './registrations.ts';
import { siteLogoWords } from './site-logo.ts';
import { staffWords } from './staff.ts';
import { statisticsWords } from './statistics.ts';
import { studentRegistrationsWords } from './student-registrations.ts';
import { teachersWords } from './teachers.ts';
import { videosWords } from './videos.ts';

export const admin = {
  /** The spec's fixed texts of the admin screens, word for word. */
  fixed: texts.admin,
  errors: screenErrors.admin,
  aboutSections: aboutSectionsWords,
  alumniProfiles: alumniProfilesWords,
  alumniRegistrations: alumniRegistrationsWords,
  auditLog: auditLogWords,
  bankStatements: bankStatementsWords,
  banners: bannersWords,
  campusLife: campusLifeWords,
  components: componentsWords,
  courses: coursesWords,
  dashboard: dashboardWords,
  dataRequests: dataRequestsWords,
  donationInfo: donationInfoWords,
  downloads: downloadsWords,
  events: eventsWords,
  gallery: galleryWords,
  layout: layoutWords,
  login: loginWords,
  mail: mailWords,
  paymentSettings: paymentSettingsWords,
  posts: postsWords,
  privacyNotice: privacyNoticeWords,
  publishing: publishingWords,
  registrations: registrationsWords,
  siteLogo: siteLogoWords,
  staff: staffWords,
  statistics: statisticsWords,
  studentRegistrations: studentRegistrationsWords,
  teachers: teachersWords,
  videos: videosWords,
};
