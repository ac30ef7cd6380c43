// The forms of the site and the admin as zod schemas, shared by the site, the admin and the database
// tests. Each takes what a form holds (strings, chosen files) and gives what the database
// takes, with the messages of messages.ts. Files stay in the output for the caller to upload; the
// stored URL or object name is added after the upload.
import { z } from 'zod';
import { normaliseApplicationReference } from './admissions.ts';
import { isUnder18, todayInIndia } from './consent.ts';
import {
  ADMIN_DEGREES,
  ALUMNI_PUBLIC_FIELDS,
  DEFAULT_DOWNLOAD_TITLE,
  DEFAULT_ICON_NAME,
  EDUCATION_LEVELS,
  FIRST_GRADUATION_YEAR,
  GENDERS,
  ICON_NAMES,
  IMAGE_MIME_TYPES,
  PAYMENT_SCREENSHOT_MIME_TYPES,
  PDF_MIME_TYPE,
  PROGRAM_TYPES,
  PROGRAM_TYPES_REQUIRING_COURSE,
  type ProgramType,
  PUBLIC_DEGREES,
  SECTION_TYPES,
  START_DATES,
} from './constants.ts';
import type { Catalogue } from './i18n/catalogue.ts';
import { refusals, validationMessages } from './messages.ts';
import { titleFromFileName } from './storage.ts';
import { extractYouTubeId, isYouTubeUrl, youTubeThumbnailUrl } from './youtube.ts';

// The parts of UPI payments as the database checks them (supabase/schemas/15_payments.sql), kept
// here rather than beside the link (upi.ts) so that the forms' first script carries neither.
/** A UPI virtual payment address (VPA): a handle, @, and the payment service provider's name. */
const UPI_VPA_PATTERN = /^[A-Za-z0-9._-]{2,}@[A-Za-z][A-Za-z0-9]{1,63}$/;
const UPI_VPA_MAX_LENGTH = 100;
const UPI_PAYEE_NAME_MAX_LENGTH = 100;
/** UPI's usual limit of one lakh rupees per payment. */
const UPI_MAX_AMOUNT = 100_000;
/** The UPI transaction number (UTR) her bank gives the payment: 12 digits. */
const UPI_UTR_PATTERN = /^[0-9]{12}$/;

function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** An optional text field: blank becomes null, as the database stores an absent value. */
const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null);

/**
 * A text's Telugu version: blank becomes null like optionalText, and a form without
 * the field leaves it out, so saving such a form never blanks the Telugu text.
 */
const teluguText = z
  .string()
  .trim()
  .nullable()
  .transform((value) => value || null)
  .optional();

/** An optional choice from a list; the form's empty option becomes null. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.literal(''), z.enum(values)])
    .nullish()
    .transform((value): T[number] | null => value || null);
}

const optionalHttpUrl = z
  .union([z.literal(''), z.httpUrl({ error: validationMessages.invalidUrl })])
  .nullish()
  .transform((value) => value || null);

export const imageFileSchema = z
  .file({ error: validationMessages.selectImageFile })
  .mime([...IMAGE_MIME_TYPES], { error: validationMessages.selectImageFile });

/**
 * A form whose record shows an image: its fields, and a chosen image or, when editing, the URL of
 * the one already stored.
 */
function formWithImage<Shape extends z.ZodRawShape>(fields: Shape) {
  return z
    .object({ ...fields, image: imageFileSchema.optional(), image_url: optionalText })
    .superRefine((value: { image?: unknown; image_url?: unknown }, context) => {
      if (!value.image && !value.image_url) {
        context.addIssue({ code: 'custom', message: validationMessages.selectImageFile, path: ['image'] });
      }
    });
}

// Applications ---------------------------------------------------------------------------------

export const programTypeSchema = z.enum(PROGRAM_TYPES);

export interface CourseChoice {
  id: string;
  program_type: string;
}

/**
 * The words a form's checks say, in one language: a visitor's form on a Telugu page checks with
 * the Telugu catalogue's words, the admin and the tests with the English ones below.
 */
export type FormMessages = Pick<Catalogue, 'validationMessages' | 'refusals'>;

/** The forms whose checks speak the visitor's language, built with one language's words. */
export function formSchemas({ validationMessages, refusals }: FormMessages) {
  const required = requiredText(validationMessages.requiredFields);
  const email = required.pipe(z.email({ error: validationMessages.invalidEmail }));

  const applicantFields = {
    name: required,
    email,
    phone: optionalText,
    state: optionalText,
    city: optionalText,
    address: optionalText,
    comments: optionalText,
    program_interest: z.enum(PROGRAM_TYPES, { error: validationMessages.requiredFields }),
    course_id: optionalText,
    /** The hidden field only bots fill; passed on so the database refuses the application. */
    honeypot: optionalText,
  };

  /**
   * Residential and hybrid applicants choose one of the program's courses when it has any; a
   * course must always belong to the chosen program.
   */
  function checkCourse(courses: readonly CourseChoice[]) {
    return (value: { program_interest: ProgramType; course_id: string | null }, context: z.RefinementCtx) => {
      const programCourses = courses.filter((course) => course.program_type === value.program_interest);
      const chosen = programCourses.some((course) => course.id === value.course_id);
      const needed = PROGRAM_TYPES_REQUIRING_COURSE.includes(value.program_interest) && programCourses.length > 0;
      if ((needed && !chosen) || (value.course_id !== null && !chosen)) {
        context.addIssue({ code: 'custom', message: validationMessages.selectCourse, path: ['course_id'] });
      }
    };
  }

  function graduationYear() {
    return z
      .union([z.number(), z.string().trim()])
      .transform((value, context) => {
        const year = typeof value === 'number' ? value : Number.parseInt(value, 10);
        if (Number.isNaN(year)) {
          context.addIssue({ code: 'custom', message: validationMessages.requiredFields });
          return z.NEVER;
        }
        return year;
      })
      .refine((year) => year >= FIRST_GRADUATION_YEAR && year <= new Date().getFullYear(), {
        error: () => refusals.alumni_graduation_year({ year: new Date().getFullYear() }),
      });
  }

  function alumniProfileSchema(degrees: readonly [string, ...string[]]) {
    return z.object({
      name: required,
      graduation_year: graduationYear(),
      degree: z.enum(degrees, { error: validationMessages.requiredFields }),
      current_position: optionalText,
      organization: optionalText,
      location: optionalText,
      bio: optionalText,
      testimonial: optionalText,
      image: z
        .file({ error: validationMessages.selectImageFile })
        .mime([...IMAGE_MIME_TYPES], { error: validationMessages.selectImageFile })
        .optional(),
    });
  }

  /** The public profile update (/alumni/update), whose degree list is the public one. */
  const publicAlumniProfileSchema = alumniProfileSchema(PUBLIC_DEGREES);

  return {
    /** The single-page application form; its result is a registrations row. */
    registrationFormSchema(courses: readonly CourseChoice[]) {
      return z.object(applicantFields).superRefine(checkCourse(courses));
    },

    /**
     * Step 1 of the two-step application; with the uploaded screenshot's name it is a
     * student_registrations row. An applicant under 18 on `today` names her parent or guardian
     * (the DPDP Act asks a parent's consent for a child's data); an adult's form keeps no guardian,
     * as the database keeps none.
     */
    studentRegistrationFormSchema(courses: readonly CourseChoice[], today: string = todayInIndia()) {
      return z
        .object({
          ...applicantFields,
          date_of_birth: z
            .union([z.literal(''), z.iso.date({ error: validationMessages.requiredFields })])
            .nullish()
            .transform((value) => value || null),
          gender: optionalChoice(GENDERS),
          education_level: optionalChoice(EDUCATION_LEVELS),
          previous_institution: optionalText,
          start_date: optionalChoice(START_DATES),
          guardian_name: optionalText,
          guardian_contact: optionalText,
        })
        .superRefine(checkCourse(courses))
        .superRefine((value, context) => {
          if (isUnder18(value.date_of_birth, today) && (!value.guardian_name || !value.guardian_contact)) {
            context.addIssue({ code: 'custom', message: refusals.guardian_required, path: ['guardian_name'] });
          }
        })
        .transform((value) =>
          isUnder18(value.date_of_birth, today) ? value : { ...value, guardian_name: null, guardian_contact: null },
        );
    },

    /**
     * Her pastor or church leader, whom the school asks for a recommendation: required on the
     * site's application, whole (the database refuses a part of one, recommender_incomplete).
     */
    recommenderSchema: z.object({
      recommender_name: requiredText(refusals.recommender_incomplete).max(200, {
        error: validationMessages.requiredFields,
      }),
      recommender_church: requiredText(refusals.recommender_incomplete).max(200, {
        error: validationMessages.requiredFields,
      }),
      recommender_email: requiredText(refusals.recommender_incomplete).pipe(
        z.email({ error: validationMessages.invalidEmail }),
      ),
    }),

    /** The recommender's answers (/recommend), as submit_recommendation checks them. */
    recommendationSchema: z.object({
      known_for: requiredText(refusals.recommendation_incomplete).max(100, { error: refusals.recommendation_too_long }),
      church: requiredText(refusals.recommendation_incomplete).max(200, { error: refusals.recommendation_too_long }),
      recommendation: requiredText(refusals.recommendation_incomplete).max(2000, {
        error: refusals.recommendation_too_long,
      }),
      recommends: z
        .enum(['yes', 'no'], { error: refusals.recommendation_incomplete })
        .transform((value) => value === 'yes'),
    }),

    /**
     * The UPI transaction number she may type beside her screenshot: optional, its spaces dropped
     * (apps show it in groups), then 12 digits.
     */
    paymentUtrSchema: z
      .string()
      .nullish()
      .transform((value) => value?.replace(/\s+/g, '') || null)
      .refine((value) => value === null || UPI_UTR_PATTERN.test(value), { error: refusals.payment_utr_format }),

    /** Step 2: the payment screenshot is required and must be an image the private bucket accepts. */
    paymentScreenshotSchema: z
      .file({ error: validationMessages.requiredFields })
      .mime([...PAYMENT_SCREENSHOT_MIME_TYPES], { error: validationMessages.selectImageFile }),

    /**
     * The status page's inputs: the reference as typed (trimmed, any case) and the phone
     * number or e-mail given in the application. A well-formed but wrong reference is not told
     * apart from an unknown one: the database answers both with nothing.
     */
    applicationStatusLookupSchema: z.object({
      reference: required.transform(normaliseApplicationReference),
      contact: required,
    }),

    /**
     * The "Your data" request: what she wants done and the e-mail address she gave the
     * school; what to correct, for a correction. The database checks the same (request_my_data).
     */
    dataRequestSchema: z
      .object({
        kind: z.enum(['access', 'correction', 'erasure'], { error: refusals.data_request_kind }),
        email: requiredText(refusals.email_invalid).pipe(z.email({ error: refusals.email_invalid })),
        details: z.string().trim().max(2000, { error: refusals.data_request_details_length }).optional(),
      })
      .refine((request) => request.kind !== 'correction' || Boolean(request.details), {
        error: refusals.data_request_details,
        path: ['details'],
      })
      .transform(({ kind, email, details }) => (kind === 'correction' ? { kind, email, details } : { kind, email })),

    publicAlumniProfileSchema,
    /**
     * The alumni registration (/alumni/register): the public profile and the address her
     * confirmation link and the office's decision go to. The database checks the same (register_alumna).
     */
    alumniRegistrationSchema: publicAlumniProfileSchema.extend({ email }),
    /** The admin's add/edit dialog, whose degree list differs from the public form's. */
    adminAlumniProfileSchema: alumniProfileSchema(ADMIN_DEGREES),

    /**
     * What the directory shows of a profile the admin keeps, and how she agreed to it: staff record
     * her consent whenever they make a field of hers public (the database refuses it otherwise).
     */
    alumniPublicChoiceSchema: z
      .object({
        public_fields: z
          .array(z.enum(ALUMNI_PUBLIC_FIELDS))
          .nullish()
          .transform((fields) => fields ?? []),
        public_fields_consent: optionalText,
      })
      .refine((choice) => choice.public_fields.length === 0 || choice.public_fields_consent !== null, {
        path: ['public_fields_consent'],
        error: refusals.alumni_public_consent,
      }),

    alumniSearchSchema: z.object({ search: required }),
  };
}

/** The forms' checks in English: the admin's dialogs and the tests. */
export const {
  registrationFormSchema,
  studentRegistrationFormSchema,
  paymentUtrSchema,
  paymentScreenshotSchema,
  applicationStatusLookupSchema,
  dataRequestSchema,
  publicAlumniProfileSchema,
  alumniRegistrationSchema,
  adminAlumniProfileSchema,
  alumniPublicChoiceSchema,
  alumniSearchSchema,
} = formSchemas({ validationMessages, refusals });

/** The alumni page's filters: text on name, organization or location; exact year and degree. */
export const alumniListFilterSchema = z.object({
  text: z.string().trim().default(''),
  graduation_year: z.union([z.literal(''), z.coerce.number().int()]).default(''),
  degree: z.string().default(''),
});
export type AlumniListFilter = z.output<typeof alumniListFilterSchema>;

// Admin content --------------------------------------------------------------------------------

export const bannerFormSchema = formWithImage({
  title: requiredText(validationMessages.requiredFields),
  subtitle: optionalText,
  button_text: optionalText,
  button_link: optionalText,
  title_te: teluguText,
  subtitle_te: teluguText,
  button_text_te: teluguText,
  active: z.boolean().default(true),
  order_index: z.coerce.number().int().min(0).default(0),
});

export const teacherFormSchema = formWithImage({
  name: requiredText(validationMessages.requiredFields),
  position: requiredText(validationMessages.requiredFields),
  bio: requiredText(validationMessages.requiredFields),
  facebook_url: optionalHttpUrl,
  twitter_url: optionalHttpUrl,
  instagram_url: optionalHttpUrl,
  linkedin_url: optionalHttpUrl,
  position_te: teluguText,
  bio_te: teluguText,
});

export const campusEventFormSchema = formWithImage({
  title: requiredText(validationMessages.requiredFields),
  content: requiredText(validationMessages.requiredFields),
  title_te: teluguText,
  content_te: teluguText,
});

/** The multi-image uploads: gallery, about gallery and campus life gallery. */
export const imagesUploadSchema = z.object({
  images: z.array(imageFileSchema).min(1, { error: validationMessages.selectImageFile }),
});

export const downloadFormSchema = z
  .object({
    description: optionalText,
    category: optionalText,
    title_te: teluguText,
    description_te: teluguText,
    category_te: teluguText,
    thumbnail: imageFileSchema.optional(),
    image_url: optionalText,
    file: z
      .file({ error: validationMessages.selectPdf })
      .mime([PDF_MIME_TYPE], { error: validationMessages.selectPdf })
      .optional(),
    file_url: optionalText,
  })
  .superRefine((value, context) => {
    if (!value.thumbnail && !value.image_url) {
      context.addIssue({ code: 'custom', message: validationMessages.selectThumbnail, path: ['thumbnail'] });
    }
    if (!value.file && !value.file_url) {
      context.addIssue({ code: 'custom', message: validationMessages.selectPdf, path: ['file'] });
    }
  })
  .transform((value) => ({
    ...value,
    title: value.file ? titleFromFileName(value.file.name) : DEFAULT_DOWNLOAD_TITLE,
  }));

export const donationInfoFormSchema = z
  .object({
    title: requiredText(validationMessages.requiredFields),
    bank_name: requiredText(validationMessages.requiredFields),
    account_holder: requiredText(validationMessages.requiredFields),
    account_number: requiredText(validationMessages.requiredFields),
    ifsc_code: requiredText(validationMessages.requiredFields),
    branch: requiredText(validationMessages.requiredFields),
    title_te: teluguText,
    qr_code: imageFileSchema.optional(),
    qr_code_url: optionalText,
  })
  .superRefine((value, context) => {
    if (!value.qr_code && !value.qr_code_url) {
      context.addIssue({ code: 'custom', message: validationMessages.selectQrCode, path: ['qr_code'] });
    }
  });

export const aboutSectionFormSchema = z.object({
  section_type: z.enum(SECTION_TYPES, { error: validationMessages.requiredFields }),
  title: requiredText(validationMessages.requiredFields),
  content: z.string().default(''),
  title_te: teluguText,
  content_te: teluguText,
});

export const statisticFormSchema = z.object({
  title: requiredText(validationMessages.titleAndValueRequired),
  title_te: teluguText,
  value: z
    .union([z.number(), z.string().trim()], { error: validationMessages.titleAndValueRequired })
    .transform((value, context) => {
      const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
      if (Number.isNaN(parsed)) {
        context.addIssue({ code: 'custom', message: validationMessages.titleAndValueRequired });
        return z.NEVER;
      }
      if (parsed < 0) {
        context.addIssue({ code: 'custom', message: validationMessages.invalidNumber });
        return z.NEVER;
      }
      return parsed;
    }),
  icon_name: z
    .union([z.literal(''), z.enum(ICON_NAMES)])
    .nullish()
    .transform((value) => value || DEFAULT_ICON_NAME),
});

/**
 * The featured video: without a custom thumbnail, YouTube's own is used. A YouTube link that
 * names no video is refused either way, since the player needs the id.
 */
export const videoFormSchema = z
  .object({
    title: requiredText(validationMessages.titleAndVideoUrlRequired),
    // A blank URL reports only that it is required.
    video_url: requiredText(validationMessages.titleAndVideoUrlRequired).refine((url) => !url || isYouTubeUrl(url), {
      error: validationMessages.invalidYouTubeUrl,
    }),
    subtitle: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value ?? ''),
    description: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value ?? ''),
    thumbnail_url: optionalText,
    title_te: teluguText,
    subtitle_te: teluguText,
    description_te: teluguText,
  })
  .transform((value, context) => {
    const videoId = extractYouTubeId(value.video_url);
    if (!videoId) {
      context.addIssue({
        code: 'custom',
        message: value.thumbnail_url
          ? validationMessages.invalidYouTubeUrl
          : validationMessages.youTubeThumbnailUnavailable,
        path: ['video_url'],
      });
      return z.NEVER;
    }
    return { ...value, thumbnail_url: value.thumbnail_url ?? youTubeThumbnailUrl(videoId) };
  });

export const logoFormSchema = z.object({
  logo: z
    .file({ error: validationMessages.selectLogo })
    .mime([...IMAGE_MIME_TYPES], { error: validationMessages.selectImageFile }),
  alt_text: optionalText,
  alt_text_te: teluguText,
});

export const courseFormSchema = z.object({
  title: requiredText(validationMessages.requiredFields),
  description: requiredText(validationMessages.requiredFields),
  duration: requiredText(validationMessages.requiredFields),
  program_type: z.enum(PROGRAM_TYPES, { error: validationMessages.requiredFields }),
  schedule: optionalText,
  title_te: teluguText,
  description_te: teluguText,
  duration_te: teluguText,
  schedule_te: teluguText,
  intake: z
    .union([z.literal(''), z.coerce.number({ error: validationMessages.invalidNumber }).int().positive()], {
      error: validationMessages.invalidNumber,
    })
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});

// News posts -----------------------------------------------------------------------------------

/** A post's address, /blog/<slug>: lower-case letters and digits in words joined by single hyphens. */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Taken by the blog's later pages (/blog/page/2), as the database's check says. */
const RESERVED_POST_SLUG = 'page';

/** The address a title suggests: 'Admissions 2026 open!' → 'admissions-2026-open'. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

const LINE_BREAK = /[\r\n\u2028\u2029]/;
const singleLineMessage = 'Please keep this field on one line';

/** A required one-line text, as private.is_single_line checks it. */
function requiredLine(message: string) {
  return requiredText(message).refine((value) => !LINE_BREAK.test(value), { error: singleLineMessage });
}

const optionalLine = optionalText.refine((value) => value === null || !LINE_BREAK.test(value), {
  error: singleLineMessage,
});
const teluguLine = teluguText.refine((value) => value == null || !LINE_BREAK.test(value), {
  error: singleLineMessage,
});

/** What a post and an event are published with: a title and a summary in both languages, and an address. */
const publishedFields = {
  title: requiredLine(validationMessages.requiredFields).pipe(z.string().max(200)),
  title_te: teluguLine,
  slug: z.string().trim().default(''),
  summary: requiredLine(validationMessages.requiredFields).pipe(z.string().max(500)),
  summary_te: teluguLine,
};

/** The address as typed, or the one the title suggests when it was left blank. */
function withSlug<T extends { title: string; slug: string }>(value: T): T {
  return { ...value, slug: value.slug || slugFromTitle(value.title) };
}

/** Refuses an address that is not POST_SLUG_PATTERN's, or is the word its list's own pages take. */
function checkSlug(slug: string, reserved: string, context: z.RefinementCtx): void {
  if (!POST_SLUG_PATTERN.test(slug) || slug === reserved) {
    context.addIssue({
      code: 'custom',
      message: `The address may hold only lower-case letters, digits and single hyphens (and may not be "${reserved}")`,
      path: ['slug'],
    });
  }
}

/**
 * The admin's post form. A blank address is made from the title; the publish time is the
 * moment the post appears on the site (drafts never do); a cover needs its alt text.
 */
export const postFormSchema = z
  .object({
    ...publishedFields,
    body: z.string().default(''),
    body_te: teluguText,
    published_at: z.coerce
      .date({ error: 'Please enter the date and time to publish' })
      .transform((date) => date.toISOString()),
    draft: z.boolean().default(true),
    cover: imageFileSchema.optional(),
    cover_image_url: optionalText,
    cover_alt: optionalLine,
    cover_alt_te: teluguLine,
  })
  .transform(withSlug)
  .superRefine((post, context) => {
    checkSlug(post.slug, RESERVED_POST_SLUG, context);
    if ((post.cover || post.cover_image_url) && !post.cover_alt) {
      context.addIssue({ code: 'custom', message: 'Please describe the cover picture', path: ['cover_alt'] });
    }
  });

export const loginFormSchema = z.object({
  email: requiredText(validationMessages.requiredFields),
  password: z.string({ error: validationMessages.requiredFields }).min(1, { error: validationMessages.requiredFields }),
});

// Mail settings: the admissions office's addresses and the address e-mails come from.

/** The database keeps at most this many office addresses. */
export const MAX_OFFICE_ADDRESSES = 20;
const NAMED_ADDRESS = /^\s*[^<>]*<([^<>\s]+)>\s*$/;

export const mailSettingsFormSchema = z.object({
  office_addresses: z
    .array(z.email({ error: (issue) => `"${String(issue.input)}" is not a valid e-mail address.` }))
    .min(1, { error: 'Enter at least one office address.' })
    .max(MAX_OFFICE_ADDRESSES, { error: `Enter at most ${MAX_OFFICE_ADDRESSES} office addresses.` }),
  from_address: z
    .string()
    .trim()
    .refine((value) => z.email().safeParse(value.match(NAMED_ADDRESS)?.[1] ?? value).success, {
      error: 'The from address must be an e-mail address, such as Admissions <admissions@example.com>.',
    }),
});

// Events ---------------------------------------------------------------------------------------

/**
 * A wall-clock time in Vijayawada as a form's datetime-local field holds it ('2030-04-12T10:00')
 * and the instant it names. India keeps +05:30 all year, so the offset is fixed; the admin's own
 * computer may be in any zone, and the school's times are India's.
 */
export function indiaWallClockToInstant(value: string): string {
  return new Date(`${value}:00+05:30`).toISOString();
}

/** The other way: an instant as the wall clock in Vijayawada, for a datetime-local field. */
export function instantToIndiaWallClock(instant: string): string {
  return new Date(new Date(instant).getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

const indiaWallClock = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value), {
    error: 'Please enter a date and time',
  });
const isoDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), { error: 'Please enter a date' });

/**
 * The admin's event form. A blank address is made from the title (the same rule as posts', and
 * 'past' is the archive's); a timed event has a start and an end in India's time, an all-day one
 * its first and last day; a picture needs its alt text. Its output is the events row.
 */
export const eventFormSchema = z
  .object({
    ...publishedFields,
    place: requiredLine(validationMessages.requiredFields).pipe(z.string().max(200)),
    place_te: teluguLine,
    description: z.string().default(''),
    description_te: teluguText,
    all_day: z.boolean().default(false),
    starts_at: indiaWallClock,
    ends_at: indiaWallClock,
    start_date: isoDate,
    end_date: isoDate,
    image: imageFileSchema.optional(),
    image_url: optionalText,
    image_alt: optionalLine,
    image_alt_te: teluguLine,
  })
  .transform(withSlug)
  .superRefine((event, context) => {
    // 'past' is the archive's address, /events/past.
    checkSlug(event.slug, 'past', context);
    const [start, end, startPath, endPath] = event.all_day
      ? [event.start_date, event.end_date, 'start_date', 'end_date']
      : [event.starts_at, event.ends_at, 'starts_at', 'ends_at'];
    if (!start) context.addIssue({ code: 'custom', message: 'Please enter when the event starts', path: [startPath] });
    if (!end) context.addIssue({ code: 'custom', message: 'Please enter when the event ends', path: [endPath] });
    // Both forms sort as text in time order.
    if (start && end && end < start) {
      context.addIssue({ code: 'custom', message: 'The event cannot end before it starts', path: [endPath] });
    }
    if ((event.image || event.image_url) && !event.image_alt) {
      context.addIssue({ code: 'custom', message: 'Please describe the picture', path: ['image_alt'] });
    }
  })
  .transform(({ starts_at, ends_at, start_date, end_date, ...event }) =>
    event.all_day
      ? { ...event, start_date, end_date, starts_at: null, ends_at: null }
      : {
          ...event,
          starts_at: starts_at && indiaWallClockToInstant(starts_at),
          ends_at: ends_at && indiaWallClockToInstant(ends_at),
          start_date: null,
          end_date: null,
        },
  );

// Payment settings ---------------------------------------------------------------------------------

/** A program's application fee as typed: blank for none, else rupees (up to two decimals) within UPI's limit. */
const applicationFee = z
  .string()
  .trim()
  .transform((value) => value || null)
  .refine((value) => value === null || /^\d+(\.\d{1,2})?$/.test(value), {
    error: 'Enter the fee in rupees, such as 500 or 500.50.',
  })
  .transform((value) => (value === null ? null : Number(value)))
  .refine((value) => value === null || (value > 0 && value <= UPI_MAX_AMOUNT), {
    error: `A fee is more than 0 and at most ${UPI_MAX_AMOUNT} rupees.`,
  });

/** The administrators' UPI settings: the school's UPI ID and payee name (both or neither) and each program's fee. */
export const paymentSettingsFormSchema = z
  .object({
    upi_vpa: z
      .string()
      .trim()
      .transform((value) => value || null)
      .refine((value) => value === null || (value.length <= UPI_VPA_MAX_LENGTH && UPI_VPA_PATTERN.test(value)), {
        error: 'Enter a UPI ID such as seminary@okaxis.',
      }),
    payee_name: z
      .string()
      .trim()
      .transform((value) => value || null)
      .refine((value) => value === null || (value.length <= UPI_PAYEE_NAME_MAX_LENGTH && !LINE_BREAK.test(value)), {
        error: `Enter the payee name on one line, at most ${UPI_PAYEE_NAME_MAX_LENGTH} characters.`,
      }),
    fee_residential: applicationFee,
    fee_hybrid: applicationFee,
    fee_online: applicationFee,
  })
  .refine((settings) => (settings.upi_vpa === null) === (settings.payee_name === null), {
    error: 'Enter both the UPI ID and the payee name, or neither.',
    path: ['payee_name'],
  });
