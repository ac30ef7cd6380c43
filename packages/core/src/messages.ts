// The fixed messages for errors and validation, exactly as users see them: the translated
// errors of failed requests, the per-screen errors and the schemas' and the database's messages. Apart
// from texts.ts's screen texts because a browser island needs these whatever its language (its
// catalogue translates them from English, i18n/languages.ts) and the screen texts only in English.

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
      fetch: 'Error fetching downloads',
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

/** Messages the database raises (migrations), shown by the forms as the server's message. */
export const serverMessages = {
  /** HTTP 429 (SQLSTATE PT429) from the application limits (per email and per client address per hour). */
  tooManyApplications: 'Too many applications. Please try again later.',
  /** HTTP 429 (SQLSTATE PT429) from the per-client-address hourly limit on alumni profile edits. */
  tooManyProfileUpdates: 'Too many profile updates. Please try again later.',
  /**
   * HTTP 429 (SQLSTATE PT429) from the per-client-address hourly limit on visitors' payment
   * screenshot and alumni photo uploads; the site shows it for any 429 on an upload.
   */
  tooManyUploads: 'Too many uploads. Please try again later.',
  /**
   * HTTP 429 (SQLSTATE PT429) from application_status_lookup after 10 failed lookups from one
   * client address within an hour, so that nobody can guess references by trying.
   */
  tooManyStatusLookups: 'Too many attempts. Please try again in an hour.',
  /** SQLSTATE 22023: an application names no payment screenshot uploaded within the last hour. */
  paymentScreenshotMissing: 'The payment screenshot was not found. Please upload it again.',
  /**
   * HTTP 429 (SQLSTATE PT429) from reserve_application_reference: the client address's hourly
   * reservations, or the live ones in all, are used up; the form then offers the QR image alone.
   */
  tooManyPaymentReferences: 'Too many payment references. Please try again later.',
  /** SQLSTATE 22023 from submit_application: a UPI transaction number (UTR) is 12 digits. */
  paymentUtrFormat: 'The UPI transaction number must be 12 digits.',
  /** SQLSTATE 22023 from submit_application: the reservation's secret is not one the database gives. */
  paymentReferenceInvalid: 'The payment reference is not valid. Please reload the page.',
  /** SQLSTATE 23505: an application names a payment screenshot another application names. */
  paymentScreenshotTaken: 'This payment screenshot belongs to another application. Please upload it again.',
  /** SQLSTATE P0001 when the honeypot field is filled; it reads like any failed submission. */
  applicationRefused: 'An error occurred while submitting your registration',
  alumniRequiredFields: 'Name, graduation year and degree are required.',
  alumniGraduationYear: (currentYear: number) => `Graduation year must be between 1980 and ${currentYear}.`,
  alumniDegree: 'Please choose a degree from the list.',
  alumniPhoto: 'The photo must be an image uploaded to the alumni photo folder.',
  alumniNotFound: 'Alumni profile not found.',
  /** SQLSTATE 22023: a choice of what the directory shows names a field it does not have. */
  alumniPublicFieldUnknown: 'Unknown field to show.',
  /** SQLSTATE 22023: staff made a field of hers public without saying how she agreed. */
  alumniPublicConsent: 'Please record how she agreed to show these fields on the alumni page.',
  /** SQLSTATE 23514: a visitor's form without consent to the privacy notice. */
  consentRequired: 'Please read the privacy notice and tick the box to agree to it.',
  /** SQLSTATE 23514: the form names a notice replaced more than a day ago, or none the school published. */
  noticeChanged:
    'Our privacy notice has changed since this page was opened. Please reload the page, read it and send the form again.',
  /** SQLSTATE 23514: an applicant under 18 without her parent's or guardian's name, contact and consent. */
  guardianRequired: "An applicant under 18 needs her parent's or guardian's name, contact and consent.",
  /** SQLSTATE 22023 from request_my_data, the "Your data" form. */
  dataRequestKind: 'Choose whether to see, correct or erase your data.',
  dataRequestEmail: 'Please enter a valid e-mail address.',
  dataRequestDetails: 'Please say what should be corrected.',
  dataRequestDetailsLength: 'Please describe the correction in at most 2000 characters.',
  /** HTTP 429 (SQLSTATE PT429): 5 requests an hour per client address, 3 a day per e-mail address. */
  tooManyDataRequests: 'Too many requests. Please try again tomorrow.',
  /** SQLSTATE 22023 from register_alumna, the alumni registration: a field with a line break or control character. */
  alumniSingleLine: 'Name, position, organization and location must each be one line, without control characters.',
  /** HTTP 429 (SQLSTATE PT429): 5 registrations an hour per client address, 3 a day per e-mail address. */
  tooManyAlumniRegistrations: 'Too many registrations. Please try again tomorrow.',
} as const;
