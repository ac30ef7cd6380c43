// The fixed messages for errors and validation in English, exactly as users see them: the
// errors of failed requests, the per-screen errors, the forms' checks and the database's refusals
// by code. Apart from texts.ts's screen texts because the forms' checks (validation.ts) and the
// admin need these without the site's catalogue; the Telugu catalogue has the same keys.

/** What a failed request shows, by kind of failure (see errors.ts). */
export const errorMessages = {
  network: 'Network connection error. Please check your internet connection and try again.',
  noVideos: 'No videos available at the moment.',
  courseHasStudentRegistrations:
    'Cannot delete this course because there are student registrations associated with it. Please delete or reassign the registrations first, then try again.',
  referencedByOtherRecords:
    'Cannot delete this item because it is referenced by other records. Please remove the related records first.',
  unexpected: 'An unexpected error occurred.',
} as const;

/** Section 8's per-screen messages. */
export const screenErrors = {
  courses: {
    load: 'Failed to load courses. Please try again later.',
    save: 'Failed to save course. Please try again.',
  },
  banners: {
    load: 'Failed to load banners',
    fetch: 'Error fetching banners',
    save: 'Error saving banner',
    delete: 'Error deleting banner',
    reorder: 'Error reordering banners',
    uploadImage: 'Error uploading image',
  },
  application: {
    submit: 'An error occurred while submitting your registration',
    uploadPaymentScreenshot: 'Failed to upload payment screenshot',
  },
  alumni: {
    noneFound: 'No alumni profiles found matching your search',
    search: 'Error searching for alumni profiles',
    uploadImage: 'Error uploading profile image. Please try again.',
    update: 'An error occurred while updating your profile',
  },
  login: 'An error occurred',
  admin: {
    gallery: {
      fetch: 'Error fetching gallery items',
      upload: 'Error uploading images',
      delete: 'Error deleting gallery item',
    },
    teachers: {
      fetch: 'Error fetching teachers',
      save: 'Error saving teacher',
      delete: 'Error deleting teacher',
    },
    campusLife: {
      fetchEvents: 'Error fetching events',
      fetchGallery: 'Error fetching gallery images',
      saveEvent: 'Error saving event',
      deleteEvent: 'Error deleting event',
      uploadGallery: 'Error uploading gallery images',
      deleteGalleryImage: 'Error deleting gallery image',
    },
    downloads: {
      load: 'Failed to load downloads',
      upload: 'Error uploading files',
      save: 'Error saving download item',
      delete: 'Error deleting download item',
    },
    donations: {
      fetch: 'Error fetching donation information',
      uploadQrCode: 'Error uploading QR code',
      save: 'Error saving donation information',
      delete: 'Error deleting donation information',
    },
    about: {
      fetchSections: 'Error fetching sections',
      fetchGallery: 'Error fetching gallery',
      saveSection: 'Error saving section',
      deleteSection: 'Error deleting section',
      uploadImages: 'Error uploading images',
      deleteImage: 'Error deleting image',
    },
    statistics: {
      fetch: 'Error fetching statistics',
      save: 'Error saving statistic',
      delete: 'Error deleting statistic',
    },
    videos: {
      fetch: 'Error fetching videos',
      delete: 'Error deleting video',
      save: 'Error saving video',
    },
    logo: {
      fetch: 'Error fetching logo',
      upload: 'Error uploading logo',
    },
    alumni: {
      fetch: 'Error fetching alumni profiles',
      save: 'Error saving alumni profile',
      uploadImage: 'Error uploading image',
      delete: 'Error deleting alumni profile',
    },
    registrations: {
      load: 'Failed to load data. Please try again later.',
      updateContactStatus: 'Failed to update contact status. Please try again.',
      delete: 'Failed to delete registration. Please try again.',
    },
  },
  auth: {
    sessionMissing: 'Auth session missing!',
  },
} as const;

/** The forms' validation messages, used by the schemas in validation.ts. */
export const validationMessages = {
  requiredFields: 'Please fill in all required fields',
  selectCourse: 'Please select a course',
  selectThumbnail: 'Please select a thumbnail image',
  selectPdf: 'Please select a PDF file',
  selectQrCode: 'Please select a QR code image',
  titleAndValueRequired: 'Title and value are required',
  titleAndVideoUrlRequired: 'Title and video URL are required',
  invalidYouTubeUrl: 'Please enter a valid YouTube URL',
  youTubeThumbnailUnavailable: 'Could not extract thumbnail from YouTube URL',
  selectLogo: 'Please select a logo image',
  selectImageFile: 'Please select an image file',
  /** Beyond the forms' required wording: the URL fields' and the graduation year's own checks. */
  invalidUrl: 'Please enter a valid URL',
  invalidEmail: 'Please enter a valid email address',
  invalidNumber: 'Please enter a whole number',
} as const;

/**
 * What the database says when it refuses a request, by the code its `raise` puts in the hint
 * (supabase/schemas); PostgREST passes the hint on, and refusals.ts turns it into these words.
 * The database's own message is the English text for logs and API callers; a person sees these.
 * A code that takes parameters gets them from the raise's detail, a JSON object.
 */
export const refusals = {
  /** HTTP 429 (SQLSTATE PT429) from the application limits (per email and per client address per hour). */
  too_many_applications: 'Too many applications. Please try again later.',
  /** HTTP 429 (SQLSTATE PT429) from the per-client-address hourly limit on alumni profile edits. */
  too_many_profile_updates: 'Too many profile updates. Please try again later.',
  /**
   * HTTP 429 (SQLSTATE PT429) from the per-client-address hourly limit on visitors' payment
   * screenshot and alumni photo uploads; the site shows it for any 429 on an upload.
   */
  too_many_uploads: 'Too many uploads. Please try again later.',
  /**
   * HTTP 429 (SQLSTATE PT429) from application_status_lookup after 10 failed lookups from one
   * client address within an hour, so that nobody can guess references by trying.
   */
  too_many_status_lookups: 'Too many attempts. Please try again in an hour.',
  /** SQLSTATE 22023: an application names no payment screenshot uploaded within the last hour. */
  payment_screenshot_missing: 'The payment screenshot was not found. Please upload it again.',
  /**
   * HTTP 429 (SQLSTATE PT429) from reserve_application_reference: the client address's hourly
   * reservations, or the live ones in all, are used up; the form then offers the QR image alone.
   */
  too_many_payment_references: 'Too many payment references. Please try again later.',
  /** SQLSTATE 22023 from submit_application: a UPI transaction number (UTR) is 12 digits. */
  payment_utr_format: 'The UPI transaction number must be 12 digits.',
  /** SQLSTATE 22023 from submit_application: the reservation's secret is not one the database gives. */
  payment_reference_invalid: 'The payment reference is not valid. Please reload the page.',
  /** SQLSTATE 23505: an application names a payment screenshot another application names. */
  payment_screenshot_taken: 'This payment screenshot belongs to another application. Please upload it again.',
  /** SQLSTATE P0001 when the honeypot field is filled; it reads like any failed submission. */
  submission_refused: 'An error occurred while submitting your registration',
  alumni_required_fields: 'Name, graduation year and degree are required.',
  alumni_graduation_year: ({ year }: { year: number }) => `Graduation year must be between 1980 and ${year}.`,
  alumni_degree: 'Please choose a degree from the list.',
  alumni_field_length: 'Name, degree, position, organization and location must each be at most 200 characters.',
  alumni_story_length: 'The bio must be at most 2000 characters and the testimonial at most 1000.',
  alumni_photo: 'The photo must be an image uploaded to the alumni photo folder.',
  alumni_not_found: 'Alumni profile not found.',
  /** SQLSTATE 22023: a choice of what the directory shows names a field it does not have. */
  alumni_public_field_unknown: 'Unknown field to show.',
  /** SQLSTATE 22023: staff made a field of hers public without saying how she agreed. */
  alumni_public_consent: 'Please record how she agreed to show these fields on the alumni page.',
  /** SQLSTATE 22023 from register_alumna: a field with a line break or control character. */
  alumni_single_line: 'Name, position, organization and location must each be one line, without control characters.',
  alumni_registration_not_found: 'No such registration.',
  alumni_registration_decided: 'This registration has already been decided.',
  /** HTTP 429 (SQLSTATE PT429): 5 registrations an hour per client address, 3 a day per e-mail address. */
  too_many_alumni_registrations: 'Too many registrations. Please try again tomorrow.',
  /** SQLSTATE 23514: a visitor's form without consent to the privacy notice. */
  consent_required: 'Please read the privacy notice and tick the box to agree to it.',
  /** SQLSTATE 23514: the form names a notice replaced more than a day ago, or none the school published. */
  notice_changed:
    'Our privacy notice has changed since this page was opened. Please reload the page, read it and send the form again.',
  /** SQLSTATE 23514: an applicant under 18 without her parent's or guardian's name, contact and consent. */
  guardian_required: "An applicant under 18 needs her parent's or guardian's name, contact and consent.",
  /** SQLSTATE 23514: a recommender named without a name, church or e-mail address. */
  recommender_incomplete: "Please give your pastor's or church leader's name, church and e-mail address.",
  /** SQLSTATE 23514: a recommender named without her agreement that the school writes to them. */
  recommender_consent_required: 'Please tick the box to agree that we write to your pastor or church leader.',
  /** HTTP 404 (SQLSTATE PT404) from submit_recommendation: not a link the school sent, or past its 30 days. */
  recommendation_link_invalid:
    'This recommendation link is not valid or has expired. Please ask the applicant to contact our admissions office.',
  /** HTTP 400 (SQLSTATE 22023): a question of the recommendation left unanswered. */
  recommendation_incomplete: 'Please answer every question of the recommendation.',
  /** HTTP 400 (SQLSTATE 22001): an answer past its length, or a line break in a one-line answer. */
  recommendation_too_long:
    'Please keep "how long" to 100 characters, the church to one line of 200 and the recommendation to 2000.',
  /** HTTP 409 (SQLSTATE PT409): the link's recommendation has already come. */
  recommendation_already_received: 'This recommendation has already been received. Thank you.',
  /** HTTP 429 (SQLSTATE PT429): 5 an hour per client address, 3 a day per link. */
  too_many_recommendation_attempts: 'Too many attempts. Please try again later.',
  email_invalid: 'Please enter a valid e-mail address.',
  language_unknown: 'The language is English (en) or Telugu (te).',
  note_too_long: 'Please keep the note to at most 2000 characters.',
  reason_required: 'Please give her the reason, in at most 2000 characters.',
  /** SQLSTATE 22023 from request_my_data, the "Your data" form. */
  data_request_kind: 'Choose whether to see, correct or erase your data.',
  data_request_details: 'Please say what should be corrected.',
  data_request_details_length: 'Please describe the correction in at most 2000 characters.',
  /** HTTP 429 (SQLSTATE PT429): 5 requests an hour per client address, 3 a day per e-mail address. */
  too_many_data_requests: 'Too many requests. Please try again tomorrow.',
  data_request_not_found: 'No such request.',
  data_request_answered: 'This request has already been answered.',
  administrators_only_data_requests: 'Only administrators answer requests about personal data.',
  administrators_only_erasure: "Only administrators can erase a person's data.",
  erasure_reason_unknown: 'An erasure is made on request or by the retention schedule.',
  erasure_subject: 'Name exactly one e-mail address, application, enquiry or alumni profile.',
  last_administrator: 'The school must keep at least one administrator: make someone else an administrator first.',
  application_not_object: 'The application must be a JSON object.',
  application_status_unknown: 'Unknown application status.',
  application_missing: 'This application no longer exists.',
  admissions_only_status: "Only admissions staff can change an application's status.",
  admissions_only_restore: 'Only admissions staff can restore registrations.',
  deleted_registration_missing: 'This deleted registration no longer exists.',
  editors_only_alumni_registrations: 'Only editors can decide alumni registrations.',
  admissions_only_mail_retry: 'Only admissions staff can retry an e-mail.',
  mail_missing: 'This e-mail no longer exists.',
  staff_mail_incomplete: 'A staff e-mail needs its kind, a role, an address and a link.',
  staff_only_publish_state: 'Only staff may see the publishing state.',
  editors_only_publish: 'Only editors may publish the site.',
  build_status_unknown: 'Unknown build status.',
  editors_only_restore_content: 'Only editors can restore content.',
  content_version_missing: 'This version no longer exists.',
  editors_only_content_history: 'Only editors can read the content history.',
  editors_only_deleted_content: 'Only editors can read deleted content.',
  history_table_unknown: 'This table keeps no history.',
  history_page_range: 'A page is numbered from 1 and holds 1 to 100 versions.',
  deleted_page_range: 'A page is numbered from 1 and holds 1 to 100 records.',
  audit_trail_unchangeable: 'The audit trail cannot be changed.',
  administrators_only_audit_trail: 'Only administrators read the audit trail.',
  staff_only_access_log: 'Only staff report what they export or open.',
  access_log_action_unknown: 'Report an export, a signed link or a read of an application or enquiry.',
  signed_upload_refused: 'Visitors upload files directly, without a signed upload URL.',
  statement_credit_invalid: ({ credit }: { credit: number }) => `Credit ${credit} of the statement is not valid.`,
  admissions_only_statement_import: 'Only the admissions office imports bank statements.',
  statement_credits_not_a_list: "The statement's credits are not a list.",
  statement_too_many_credits: 'A statement may hold at most 5000 credits. Import it in parts.',
  admissions_only_payment_confirm: 'Only the admissions office confirms payments.',
  payment_already_verified: 'This application or this UTR already has a verified payment.',
} as const;
