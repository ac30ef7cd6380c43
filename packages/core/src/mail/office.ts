// The words of the e-mails to the school's own people, in English, the office's language: the
// office's notices (what a visitor wrote comes quoted, see render.ts) and the staff's invitations.
import type { StaffRole } from './parameters.ts';

/** A visitor's form, as the office's notices list it. */
interface FormFields {
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  comments: string;
}

export const office = {
  programWords: { residential: 'Residential', hybrid: 'Hybrid', online: 'Online' } as Record<string, string>,
  languageWords: { en: 'English', te: 'Telugu' },
  requestWords: {
    access: 'to send her a copy of the data the school holds about her',
    correction: 'to correct her data',
    erasure: 'to erase her data',
  },
  roleWords: {
    administrator: 'an administrator (everything, including staff and settings)',
    editor: "an editor (the website's content and publishing)",
    admissions: 'a member of the admissions office (enquiries, applications and their e-mails)',
  } satisfies Record<StaffRole, string>,

  applicationOffice: {
    subject: (v: { reference: string; name: string }) => `New application ${v.reference} from ${v.name}`,
    body: (
      v: FormFields & {
        reference: string;
        program: string;
        course: string;
        startDate: string;
        language: string;
        recordPage: string;
      },
    ) =>
      'A new application has arrived.\n\n' +
      `Reference: ${v.reference}\nProgram: ${v.program}\nCourse: ${v.course}\nStart date: ${v.startDate}\nLanguage: ${v.language}\n\n` +
      `Open it in the admin: ${v.recordPage}\n\n` +
      'What the applicant wrote in the form (her own words, not checked by the school; ' +
      'the e-mail address is not proven to be hers):\n\n' +
      `Name:\n${v.name}\nEmail:\n${v.email}\nPhone:\n${v.phone}\nCity:\n${v.city}\nState:\n${v.state}\nComments:\n${v.comments}\n`,
  },

  enquiryOffice: {
    subject: (v: { name: string }) => `New enquiry from ${v.name}`,
    body: (v: FormFields & { program: string; course: string; language: string; listPage: string; address: string }) =>
      'A new enquiry has arrived.\n\n' +
      `Program: ${v.program}\nCourse: ${v.course}\nLanguage: ${v.language}\n\n` +
      `Open it in the admin: ${v.listPage}\n\n` +
      'What the visitor wrote in the form (their own words, not checked by the school; ' +
      'the e-mail address is not proven to be hers):\n\n' +
      `Name:\n${v.name}\nEmail:\n${v.email}\nPhone:\n${v.phone}\nCity:\n${v.city}\nState:\n${v.state}\nAddress:\n${v.address}\nComments:\n${v.comments}\n`,
  },

  dataRequestOffice: {
    subject: (v: { school: string }) => `${v.school}: a request about personal data to answer`,
    body: (v: { request: string; dueOn: string; listPage: string }) =>
      `A person confirmed, through the e-mail address on file, a request ${v.request}.\n\n` +
      `Please answer it by ${v.dueOn}. Open it in the admin: ${v.listPage}`,
  },

  alumniRegistrationOffice: {
    subject: (v: { school: string }) => `${v.school}: an alumni registration to review`,
    body: (v: { listPage: string }) =>
      'A graduate confirmed her e-mail address and asks to join the alumni network.\n\n' +
      `Please review her profile in the admin: ${v.listPage}`,
  },

  staffInvite: {
    subject: (v: { school: string }) => `You are invited to the admin of ${v.school}`,
    body: (v: { school: string; role: string; actionLink: string; signInPage: string }) =>
      `Hello,\n\nAn administrator of ${v.school} has given you an account on the website's admin, as ${v.role}.\n\n` +
      `Choose your password with this link (it works once, within an hour):\n${v.actionLink}\n\n` +
      `Then sign in at ${v.signInPage} with this e-mail address.\n\n` +
      `If you did not expect this, you can ignore this e-mail.\n\n${v.school}\n`,
  },

  staffPassword: {
    subject: (v: { school: string }) => `Set your password for the admin of ${v.school}`,
    body: (v: { school: string; role: string; actionLink: string }) =>
      `Hello,\n\nAn administrator of ${v.school} asked for a new password for your admin account (${v.role}).\n\n` +
      `Choose it with this link (it works once, within an hour):\n${v.actionLink}\n\n` +
      `If you did not expect this, tell an administrator; your present password stays until the link is used.\n\n${v.school}\n`,
  },
};
