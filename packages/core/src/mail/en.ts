// The English words of the e-mails the school writes to a person in her language (an applicant,
// a woman asking about her data, a graduate): subjects and bodies, with the values (links, dates
// and numbers as render.ts writes them) filled in. The Telugu ones (te.ts) have the same shape.
// Nothing here is hers: these e-mails may reach an address nobody has proven.
import { applicationStatuses } from '../i18n/en/statuses.ts';
import type { DataRequestKind } from './parameters.ts';

export const en = {
  /** The last lines of the data-request and alumni e-mails. */
  signOff: (school: string) => `\n\nWith best wishes,\n${school}\n`,
  /** Each status as the status page names it (../admissions.ts). */
  statusWords: applicationStatuses,
  /** What she asked the school, after "asked {school} ...". */
  requestWords: {
    access: 'to send you a copy of the data we hold about you',
    correction: 'to correct your data',
    erasure: 'to erase your data',
  } satisfies Record<DataRequestKind, string>,

  applicationApplicant: {
    subject: (v: { school: string; reference: string }) => `Your application to ${v.school}: ${v.reference}`,
    body: (v: { school: string; reference: string; statusLink: string; statusPage: string }) =>
      'Dear applicant,\n\n' +
      `Thank you for applying to ${v.school}. We have received your application.\n\n` +
      `Your reference number: ${v.reference}\n\n` +
      'See the status of your application at any time with this link (it is yours alone; ' +
      `please do not share it):\n${v.statusLink}\n\n` +
      'What happens next: the admissions office will review your application and contact you. ' +
      `You can also check its status on ${v.statusPage} with your reference number and the phone number ` +
      'or e-mail address you gave.\n\n' +
      'If you did not apply, you can ignore this e-mail.\n\n' +
      `With best wishes,\nThe Admissions Office\n${v.school}\n`,
  },

  receiptApplicant: {
    subject: (v: { reference: string; receiptNumber: string }) =>
      `Your application ${v.reference}: payment received, receipt ${v.receiptNumber}`,
    body: (v: { school: string; reference: string; receiptNumber: string; statusLink: string }) =>
      `Dear applicant,\n\nWe have received your application fee and matched it to your application. ` +
      `Your receipt is ready.\n\nReference: ${v.reference}\nReceipt number: ${v.receiptNumber}\n\n` +
      `See and print your receipt (or save it as a PDF) on your status page with this link (it is yours alone):\n` +
      `${v.statusLink}\n\nWith best wishes,\nThe Admissions Office\n${v.school}\n`,
  },

  statusApplicant: {
    news: {
      accepted: () =>
        'We are glad to tell you that your application has been accepted. ' +
        'The admissions office will contact you soon about the next steps.',
      not_accepted: (school: string) =>
        'After careful review, we are sorry that we cannot offer you a place this time. ' +
        `Thank you for your interest in ${school}.`,
      withdrawn: () => 'Your application has been withdrawn. If you did not expect this, please reply to this e-mail.',
    },
    subject: (v: { reference: string; status: string }) => `Your application ${v.reference}: ${v.status}`,
    body: (v: { school: string; reference: string; status: string; news: string; statusLink: string }) =>
      `Dear applicant,\n\n${v.news}\n\nReference: ${v.reference}\nStatus: ${v.status}\n\n` +
      `See the status at any time with this link (it is yours alone):\n${v.statusLink}\n\n` +
      `With best wishes,\nThe Admissions Office\n${v.school}\n`,
  },

  retentionNotice: {
    what: {
      enquiry: (v: { receivedOn: string }) => `the enquiry you sent us on ${v.receivedOn}, and our e-mails about it.`,
      application: (v: { reference: string }) =>
        `your application ${v.reference} and everything we hold with it (the form, the payment screenshot, its status ` +
        'history and our e-mails about it).',
      payment_screenshot: (v: { reference: string }) =>
        `the payment screenshot you sent with your application ${v.reference}. Your application itself stays.`,
    },
    subject: (v: { school: string; eraseOn: string }) => `${v.school}: your data will be erased on ${v.eraseOn}`,
    body: (v: { school: string; eraseOn: string; what: string; privacyPage: string }) =>
      'Dear friend,\n\n' +
      `As our privacy notice says, ${v.school} keeps personal data only as long as it is needed. ` +
      `On ${v.eraseOn} we will erase ${v.what}\n\n` +
      'You need not do anything. If you have a question about this, reply to this e-mail before that date, ' +
      `or contact us as our privacy notice says:\n${v.privacyPage}\n\n` +
      'If you never wrote to us, you can ignore this e-mail.\n\n' +
      `With best wishes,\nThe Admissions Office\n${v.school}\n`,
  },

  dataRequestConfirm: {
    subject: (v: { school: string }) => `${v.school}: please confirm your request about your data`,
    body: (v: { school: string; request: string; confirmLink: string; responseDays: string }) =>
      'Dear friend,\n\n' +
      `Someone asked ${v.school}, on our website, ${v.request}. If it was you, please confirm it with this link ` +
      `within 24 hours:\n${v.confirmLink}\n\n` +
      `We answer within ${v.responseDays} days of your confirmation.\n\n` +
      'If you did not ask, you can ignore this e-mail: nothing will happen.',
  },

  dataRequestAnswer: {
    copy: {
      subject: (v: { school: string }) => `${v.school}: a copy of your data`,
      body: (v: { school: string; copyLink: string }) =>
        'Dear friend,\n\n' +
        `As you asked, here is a copy of the data ${v.school} holds about you. Open it with this link within ` +
        `14 days; you can save it as a file or print it:\n${v.copyLink}\n\n` +
        'The link is yours alone: please do not share it.',
    },
    corrected: {
      subject: (v: { school: string }) => `${v.school}: your data has been corrected`,
      body: (v: { school: string; yourDataPage: string }) =>
        `Dear friend,\n\nAs you asked, ${v.school} has corrected your data. If something is still not right, ` +
        `please ask again on our website:\n${v.yourDataPage}`,
    },
    erased: {
      subject: (v: { school: string }) => `${v.school}: your data has been erased`,
      body: (v: { school: string; records: string; mailDays: string }) =>
        `Dear friend,\n\nAs you asked, ${v.school} has erased the data it held about you: ${v.records} record(s), with ` +
        'their files, history and our e-mails about them. Your consent to their use is withdrawn with them.\n\n' +
        'We keep only a note that an erasure was made, without your name or address. This e-mail itself is ' +
        `erased from our system after ${v.mailDays} days.`,
    },
    refused: {
      subject: (v: { school: string }) => `${v.school}: about your request`,
      body: (v: { school: string; request: string; reason: string; privacyPage: string }) =>
        `Dear friend,\n\n${v.school} cannot do what you asked (${v.request}), for this reason:\n\n${v.reason}\n\n` +
        `If you disagree, please contact our grievance officer, as our privacy notice says:\n${v.privacyPage}\n` +
        'If we cannot settle it, you may complain to the Data Protection Board of India.',
    },
  },

  alumniRegistrationConfirm: {
    subject: (v: { school: string }) => `${v.school}: please confirm your alumni registration`,
    body: (v: { school: string; confirmLink: string }) =>
      'Dear friend,\n\n' +
      `Someone asked, on the website of ${v.school}, to join our alumni network with this e-mail address. ` +
      `If it was you, please confirm it with this link within 24 hours:\n${v.confirmLink}\n\n` +
      'Our office then reviews the profile and writes to you before it appears on the website.\n\n' +
      'If you did not ask, you can ignore this e-mail: nothing will be kept.',
  },

  /**
   * To the pastor or church leader she named, whose address nobody has proven: the school's words,
   * her name and the link only.
   */
  recommendationRequest: {
    subject: (v: { school: string; applicant: string }) => `${v.school}: a recommendation for ${v.applicant}`,
    body: (v: { school: string; applicant: string; formLink: string; lastDay: string }) =>
      'Dear pastor or church leader,\n\n' +
      `${v.applicant} has applied to ${v.school}, a Bible school for women, and named you as her pastor or ` +
      'church leader. She agreed that we write to you to ask for your recommendation.\n\n' +
      'Please answer four short questions (how long you have known her, your church, your recommendation, and ' +
      `whether you recommend her) on this page, until ${v.lastDay}:\n${v.formLink}\n\n` +
      'The link is for you alone: please do not share it. If you do not know her, or do not wish to answer, ' +
      'you can ignore this e-mail.',
  },
  recommendationReminder: {
    subject: (v: { school: string; applicant: string }) =>
      `${v.school}: a reminder about the recommendation for ${v.applicant}`,
    body: (v: { school: string; applicant: string; formLink: string; lastDay: string }) =>
      'Dear pastor or church leader,\n\n' +
      `A week ago we asked for your recommendation of ${v.applicant}, who has applied to ${v.school}. ` +
      'If you have a few minutes, please answer on this page; this is our only reminder, and the link works ' +
      `until ${v.lastDay}:\n${v.formLink}\n\n` +
      'The link is for you alone: please do not share it. If you do not wish to answer, you can ignore this e-mail.',
  },

  alumniRegistrationAnswer: {
    approved: {
      subject: (v: { school: string }) => `${v.school}: welcome to the alumni network`,
      body: (v: { school: string; alumniPage: string; note: string | null }) =>
        `Dear friend,\n\n${v.school} has approved your alumni profile. It appears on our alumni page with the ` +
        `website's next update:\n${v.alumniPage}\n\nYou can change it at any time on the alumni update page.` +
        (v.note === null ? '' : `\n\nA note from our office:\n\n${v.note}`),
    },
    rejected: {
      subject: (v: { school: string }) => `${v.school}: about your alumni registration`,
      body: (v: { school: string; note: string; privacyPage: string }) =>
        `Dear friend,\n\n${v.school} cannot add your profile to the alumni network, for this reason:\n\n` +
        `${v.note}\n\nThe profile you sent has been erased. If you disagree, please contact our ` +
        `grievance officer, as our privacy notice says:\n${v.privacyPage}`,
    },
  },
};
