// An outbox row as the e-mail it stands for: its kind's words (en.ts, te.ts, office.ts) in its
// language, filled with its parameters. send-mail renders each message when it sends it, on Deno
// (supabase/functions/send-mail) and under Node (the local mail worker); the admin renders the
// subjects it lists. Web APIs only, and relative imports with their extensions, so Deno can
// run this module as it is.
import { en } from './en.ts';
import { office } from './office.ts';
import type { MailKind, MailLanguage, MailParameters } from './parameters.ts';
import { te } from './te.ts';

/** What the outbox holds of a message: its kind, its language and its parameters. */
export interface QueuedMail {
  kind: string;
  language: string;
  parameters: unknown;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

const people = { en, te };

/** Throws for a kind this module does not know: the sender records it as the message's error. */
function parametersOf<K extends MailKind>(mail: QueuedMail, kind: K): MailParameters[K] {
  if (typeof mail.parameters !== 'object' || mail.parameters === null) {
    throw new Error(`The ${kind} e-mail has no parameters (its text was erased).`);
  }
  return mail.parameters as MailParameters[K];
}

const languageOf = (mail: QueuedMail): MailLanguage => (mail.language === 'te' ? 'te' : 'en');

/** The site's address without a trailing slash, and the path prefix of a language's pages. */
function pages(site: string, language: MailLanguage) {
  const root = site.replace(/\/+$/, '');
  return { root, localized: root + (language === 'te' ? '/te' : '') };
}

const KOLKATA = 'Asia/Kolkata';
const englishDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: KOLKATA,
});
const numericDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: KOLKATA,
});

/** A date as the e-mails give it, the school's calendar day: "5 March 2025", or "05-03-2025" in Telugu. */
export function schoolDate(at: string, language: MailLanguage): string {
  const date = new Date(at);
  const part = (format: Intl.DateTimeFormat, type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return language === 'te'
    ? `${part(numericDate, 'day')}-${part(numericDate, 'month')}-${part(numericDate, 'year')}`
    : `${part(englishDate, 'day')} ${part(englishDate, 'month')} ${part(englishDate, 'year')}`;
}

/**
 * A visitor's text for the office's e-mail: every line of it prefixed with "> ", so none can pass
 * for a line of the school's (such as "Open it in the admin:"). CR LF, CR and the Unicode line
 * breaks become one line break each; other controls go. Empty is "-".
 */
export function quotedVisitorText(value: string | null | undefined): string {
  const trimmed = (value ?? '').replace(/^ +| +$/g, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these line breaks are what it turns into one.
  const lines = (trimmed === '' ? '-' : trimmed).replace(/\r\n|[\r\u000b\u000c\u0085\u2028\u2029]/g, '\n');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const printable = lines.replace(/[\u0001-\u0009\u000e-\u001f\u007f-\u009f]/g, '');
  return `> ${printable.replaceAll('\n', '\n> ')}`;
}

const programWords = (program: string | null) => (program === null ? '-' : (office.programWords[program] ?? program));

function visitorsForm(v: MailParameters['application_office'] | MailParameters['enquiry_office']) {
  return {
    name: quotedVisitorText(v.name),
    email: quotedVisitorText(v.email),
    phone: quotedVisitorText(v.phone),
    city: quotedVisitorText(v.city),
    state: quotedVisitorText(v.state),
    comments: quotedVisitorText(v.comments),
    program: programWords(v.program),
    course: v.course ?? '-',
    language: office.languageWords[v.language === 'te' ? 'te' : 'en'],
  };
}

/** The e-mail an outbox row stands for. Throws for an unknown kind or erased parameters. */
export function renderMail(mail: QueuedMail): RenderedMail {
  const language = languageOf(mail);
  const words = people[language];
  const kind = mail.kind as MailKind;
  switch (kind) {
    case 'application_office': {
      const v = parametersOf(mail, kind);
      const { root } = pages(v.site, 'en');
      return {
        subject: office.applicationOffice.subject(v),
        text: office.applicationOffice.body({
          ...visitorsForm(v),
          reference: v.reference,
          startDate: v.start_date ?? '-',
          // The application's own address in the admin, where its dialog opens over the list.
          recordPage: `${root}/admin/student-registrations/${encodeURIComponent(v.id)}`,
        }),
      };
    }
    case 'enquiry_office': {
      const v = parametersOf(mail, kind);
      return {
        subject: office.enquiryOffice.subject(v),
        text: office.enquiryOffice.body({
          ...visitorsForm(v),
          address: quotedVisitorText(v.address),
          listPage: `${pages(v.site, 'en').root}/admin/registrations`,
        }),
      };
    }
    case 'application_applicant': {
      const v = parametersOf(mail, kind);
      const statusPage = `${pages(v.site, language).localized}/apply/status`;
      return {
        subject: words.applicationApplicant.subject(v),
        text: words.applicationApplicant.body({ ...v, statusPage, statusLink: `${statusPage}?token=${v.token}` }),
      };
    }
    case 'status_applicant': {
      const v = parametersOf(mail, kind);
      const status = words.statusWords[v.status];
      return {
        subject: words.statusApplicant.subject({ reference: v.reference, status }),
        text: words.statusApplicant.body({
          school: v.school,
          reference: v.reference,
          status,
          news: words.statusApplicant.news[v.status](v.school),
          statusLink: `${pages(v.site, language).localized}/apply/status?token=${v.token}`,
        }),
      };
    }
    case 'receipt_applicant': {
      const v = parametersOf(mail, kind);
      return {
        subject: words.receiptApplicant.subject({ reference: v.reference, receiptNumber: v.receipt_number }),
        text: words.receiptApplicant.body({
          school: v.school,
          reference: v.reference,
          receiptNumber: v.receipt_number,
          statusLink: `${pages(v.site, language).localized}/apply/status?token=${v.token}`,
        }),
      };
    }
    case 'retention_notice': {
      const v = parametersOf(mail, kind);
      const eraseOn = schoolDate(v.erase_on, language);
      const what =
        v.about === 'enquiry'
          ? words.retentionNotice.what.enquiry({ receivedOn: schoolDate(v.received_at, language) })
          : words.retentionNotice.what[v.about]({ reference: v.reference ?? '' });
      return {
        subject: words.retentionNotice.subject({ school: v.school, eraseOn }),
        text: words.retentionNotice.body({
          school: v.school,
          eraseOn,
          what,
          privacyPage: `${pages(v.site, language).localized}/privacy`,
        }),
      };
    }
    case 'data_request_confirm': {
      const v = parametersOf(mail, kind);
      return {
        subject: words.dataRequestConfirm.subject(v),
        text:
          words.dataRequestConfirm.body({
            school: v.school,
            request: words.requestWords[v.request],
            confirmLink: `${pages(v.site, language).localized}/your-data?confirm=${v.token}`,
            responseDays: String(v.response_days),
          }) + words.signOff(v.school),
      };
    }
    case 'data_request_office': {
      const v = parametersOf(mail, kind);
      return {
        subject: office.dataRequestOffice.subject(v),
        text:
          office.dataRequestOffice.body({
            request: office.requestWords[v.request],
            dueOn: schoolDate(v.due_at, 'en'),
            listPage: `${pages(v.site, 'en').root}/admin/data-requests`,
          }) + en.signOff(v.school),
      };
    }
    case 'data_request_answer': {
      const v = parametersOf(mail, kind);
      const { localized } = pages(v.site, language);
      const answers = words.dataRequestAnswer;
      let text: string;
      if (v.answer === 'copy')
        text = answers.copy.body({ school: v.school, copyLink: `${localized}/your-data?copy=${v.token}` });
      else if (v.answer === 'corrected')
        text = answers.corrected.body({ school: v.school, yourDataPage: `${localized}/your-data` });
      else if (v.answer === 'erased')
        text = answers.erased.body({ school: v.school, records: String(v.records), mailDays: String(v.mail_days) });
      else
        text = answers.refused.body({
          school: v.school,
          request: words.requestWords[v.request],
          reason: v.reason,
          privacyPage: `${localized}/privacy`,
        });
      return { subject: answers[v.answer].subject(v), text: text + words.signOff(v.school) };
    }
    case 'staff_invite': {
      const v = parametersOf(mail, kind);
      return {
        subject: office.staffInvite.subject(v),
        text: office.staffInvite.body({
          school: v.school,
          role: office.roleWords[v.role],
          actionLink: v.action_link,
          signInPage: `${pages(v.site, 'en').root}/admin/`,
        }),
      };
    }
    case 'staff_password': {
      const v = parametersOf(mail, kind);
      return {
        subject: office.staffPassword.subject(v),
        text: office.staffPassword.body({
          school: v.school,
          role: office.roleWords[v.role],
          actionLink: v.action_link,
        }),
      };
    }
    case 'alumni_registration_confirm': {
      const v = parametersOf(mail, kind);
      return {
        subject: words.alumniRegistrationConfirm.subject(v),
        text:
          words.alumniRegistrationConfirm.body({
            school: v.school,
            confirmLink: `${pages(v.site, language).localized}/alumni/register?confirm=${v.token}`,
          }) + words.signOff(v.school),
      };
    }
    case 'alumni_registration_office': {
      const v = parametersOf(mail, kind);
      return {
        subject: office.alumniRegistrationOffice.subject(v),
        text:
          office.alumniRegistrationOffice.body({ listPage: `${pages(v.site, 'en').root}/admin/alumni-registrations` }) +
          en.signOff(v.school),
      };
    }
    case 'alumni_registration_answer': {
      const v = parametersOf(mail, kind);
      const { localized } = pages(v.site, language);
      const answers = words.alumniRegistrationAnswer;
      const text =
        v.decision === 'approved'
          ? answers.approved.body({ school: v.school, alumniPage: `${localized}/alumni`, note: v.note })
          : answers.rejected.body({ school: v.school, note: v.note, privacyPage: `${localized}/privacy` });
      return { subject: answers[v.decision].subject(v), text: text + words.signOff(v.school) };
    }
    case 'recommendation_request':
    case 'recommendation_reminder': {
      const v = parametersOf(mail, kind);
      const asked = kind === 'recommendation_request' ? words.recommendationRequest : words.recommendationReminder;
      return {
        subject: asked.subject(v),
        text:
          asked.body({
            school: v.school,
            applicant: v.applicant,
            formLink: `${pages(v.site, language).localized}/recommend?token=${v.token}`,
            lastDay: schoolDate(v.expires_at, language),
          }) + words.signOff(v.school),
      };
    }
    default:
      throw new Error(`No words for e-mails of kind ${String(mail.kind)}.`);
  }
}
